import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers larger than 1 KB for clients that accept it: a 10,000-person tree graph is ~7 MB
 * of JSON and ~1 MB compressed, which is what a phone on a mobile network notices. Brotli at a low
 * quality: its highest quality would take seconds on such a body.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
