import { banksApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okPage, registerApi, registerCrud } from '../../lib/api-route.ts';
import { BanksService } from './banks.service.ts';

/** Spec §7 "Banks": the clan's accounts for donations; members read them, admins write. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const banks = new BanksService(app.db);
  const options = { tags: ['banks'] };

  // The NAPAS bank list an account is chosen from.
  registerApi(app, banksApi.searchBanks, options, async (request) =>
    okPage(banks.searchBanks(request.query)),
  );

  registerCrud(app, banksApi, options, banks, 'bankAccount');
};
