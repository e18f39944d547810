import fp from 'fastify-plugin';
import { createStorage } from '../modules/uploads/storage/create-storage.ts';
import type { FileStorage } from '../modules/uploads/storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (disk or bucket). */
    storage: FileStorage;
  }
}

/** The storage given (its owner closes it), else the one the configuration names, closed with the app. */
export const storagePlugin = fp<{ storage?: FileStorage | undefined }>(
  async (app, options) => {
    if (options.storage) {
      app.decorate('storage', options.storage);
      return;
    }
    const storage = createStorage(app.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => {
      await storage.close();
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
