import { MESSAGES, settingsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { registerStored } from '../../lib/stored-route.ts';
import { SettingsService } from './settings.service.ts';

/** The clan's site setting: everyone reads the public part, admins read and change all of it. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = new SettingsService(app.db);

  registerStored(
    app,
    settingsApi.getPublic,
    { tags: ['public'] },
    {
      topics: ['site'],
      audience: 'public',
      answer: async (request) => ok(await settings.getPublic(clanContext(request))),
    },
  );

  registerApi(app, settingsApi.get, { tags: ['settings'] }, async (request) =>
    ok(await settings.get(clanContext(request))),
  );

  registerApi(app, settingsApi.update, { tags: ['settings'] }, async (request) =>
    ok(await settings.update(actorContext(request), request.body), MESSAGES.settingUpdated),
  );
};
