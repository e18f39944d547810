import swagger from '@fastify/swagger';
import type { RouteAccess } from '@giapha/contract';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** One route × method as the app declared it (what the isolation sweep in test/sweep/ is generated from). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the docs plugin (all feature routes), with its declared access. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/**
 * The OpenAPI document, generated from the routes' zod schemas; served at /api/docs/json. Each
 * operation carries its declared access as `x-access`; routes without one (robots.txt, sitemap.xml,
 * uploaded files) are not part of the API and are left out.
 */
export const docsPlugin = fp(
  async (app) => {
    const declared: DeclaredRoute[] = [];
    app.decorate('declaredRoutes', declared);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        declared.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
      }
    });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Gia phả API', version: '1.0.0', description: 'API của nền tảng gia phả dòng họ' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        const access = input.route.config?.access;
        const { schema, url } = jsonSchemaTransform(input);
        return { url, schema: access ? { ...schema, 'x-access': access } : { ...schema, hide: true } };
      },
    });
    app.get('/api/docs/json', { schema: { hide: true }, config: { access: 'platform' } }, async () =>
      app.swagger(),
    );
  },
  { name: 'docs' },
);
