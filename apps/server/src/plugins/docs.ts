import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas; served at /api/docs/json. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Gia phả API', version: '1.0.0', description: 'API của nền tảng gia phả dòng họ' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs/json', { schema: { hide: true }, config: { access: 'platform' } }, async () =>
      app.swagger(),
    );
  },
  { name: 'docs' },
);
