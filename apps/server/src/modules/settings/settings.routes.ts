import { publicSettingResponse } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { publicSetting } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/setting',
    {
      schema: { tags: ['public'], response: responses(publicSettingResponse) },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, data: publicSetting(request.clan) }),
  );
};
