import fp from 'fastify-plugin';
import { startRequestScope } from '../db/clan-scope.ts';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the database available to every module and closes it after the last request. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    // Each request runs in its own clan scope for row-level security (db/clan-scope.ts): started
    // before every other hook, and entered again once the body has been read.
    const reenter = new WeakMap<object, (continueWith: () => void) => void>();
    app.addHook('onRequest', (request, _reply, done) => {
      reenter.set(request, startRequestScope(done));
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = reenter.get(request);
      if (scope) scope(done);
      else done();
    });
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
