import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A request property that a hook sets and routes read; reading it where no hook set it is a
 * programming error (a route that reads `request.user` without requiring sign-in), so it throws.
 * Its type is the one declared on FastifyRequest beside the plugin that sets it.
 */
export function decorateRequiredRequestValue(app: FastifyInstance, key: 'clan' | 'user', missing: string) {
  const values = new WeakMap<FastifyRequest, unknown>();
  app.decorateRequest<unknown>(key, {
    getter(this: FastifyRequest) {
      const value = values.get(this);
      if (value === undefined) throw new Error(missing);
      return value;
    },
    setter(this: FastifyRequest, value: unknown) {
      values.set(this, value);
    },
  });
}
