import { MESSAGES, publicSettingResponse, siteSettingResponse, updateSettingBody } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { SettingsService } from './settings.service.ts';

/** The clan's site setting: everyone reads the public part, admins read and change all of it. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = new SettingsService(app.db);
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/public/setting',
    {
      schema: { tags: ['public'], response: responses(publicSettingResponse) },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, data: await settings.getPublic(request.clan) }),
  );

  app.get(
    '/api/setting',
    { schema: { tags: ['settings'], response: responses(siteSettingResponse) }, config: admin },
    async (request) => ({ success: true as const, data: await settings.get(request.clan) }),
  );

  app.put(
    '/api/setting',
    {
      schema: { tags: ['settings'], body: updateSettingBody, response: responses(siteSettingResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await settings.update(request.user, request.clan, request.body),
      message: MESSAGES.settingUpdated,
    }),
  );
};
