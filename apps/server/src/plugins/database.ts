import fp from 'fastify-plugin';
import { BulkWrites } from '../db/bulk-writes.ts';
import { type ClanScope, currentClanScope, startRequestScope } from '../db/clan-scope.ts';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Bulk writes of one clan, and the gate the clan's requests pass on the embedded database. */
    bulkWrites: BulkWrites;
  }
}

/** Makes the database available to every module and closes it after the last request. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    const bulkWrites = new BulkWrites(database);
    app.decorate('bulkWrites', bulkWrites);
    // Each request runs in its own clan scope for row-level security (db/clan-scope.ts): started
    // before every other hook, and entered again once the body has been read.
    const reenter = new WeakMap<object, (continueWith: () => void) => void>();
    // The embedded database: the gate of bulk writes knows each request from here to its answer.
    const gateScopes = new WeakMap<object, ClanScope>();
    app.addHook('onRequest', (request, _reply, done) => {
      reenter.set(
        request,
        startRequestScope(() => {
          const scope = currentClanScope();
          if (bulkWrites.gated && scope) {
            gateScopes.set(request, scope);
            bulkWrites.gate.arrive();
          }
          done();
        }),
      );
    });
    const depart = async (request: object) => {
      const scope = gateScopes.get(request);
      if (scope) bulkWrites.gate.depart(scope);
    };
    app.addHook('onResponse', depart);
    app.addHook('onRequestAbort', depart);
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
