import { banksApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { BanksService } from './banks.service.ts';

/** Spec §7 "Banks": the clan's accounts for donations; members read them, admins write. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const banks = new BanksService(app.db);
  const options = { tags: ['banks'] };

  // The NAPAS bank list an account is chosen from.
  registerApi(app, banksApi.searchBanks, options, async (request) =>
    okPage(banks.searchBanks(request.query)),
  );

  registerApi(app, banksApi.list, options, async (request) =>
    okPage(await banks.list(clanContext(request), request.query)),
  );

  registerApi(app, banksApi.get, options, async (request) =>
    ok(await banks.get(clanContext(request), request.query.id)),
  );

  registerApi(app, banksApi.create, options, async (request) =>
    ok(await banks.create(actorContext(request), request.body), MESSAGES.bankAccountCreated),
  );

  registerApi(app, banksApi.update, options, async (request) =>
    ok(
      await banks.update(actorContext(request), request.query.id, request.body),
      MESSAGES.bankAccountUpdated,
    ),
  );

  registerRemove(app, banksApi.remove, options, banks, MESSAGES.bankAccountDeleted);
};
