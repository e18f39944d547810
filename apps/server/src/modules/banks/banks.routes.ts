import {
  bankAccountListResponse,
  bankAccountResponse,
  bankAccountsQuery,
  createBankAccountBody,
  idParams,
  idQuery,
  MESSAGES,
  messageResponseSchema,
  napasBankListResponse,
  napasBanksQuery,
  updateBankAccountBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { BanksService } from './banks.service.ts';

/** Spec §7 "Banks": the clan's accounts for donations; members read them, admins write. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const banks = new BanksService(app.db);
  const tags = ['banks'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;

  // The NAPAS bank list an account is chosen from.
  app.get(
    '/api/bank/search',
    {
      schema: { tags, querystring: napasBanksQuery, response: responses(napasBankListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...banks.searchBanks(request.query) }),
  );

  app.get(
    '/api/banks',
    {
      schema: { tags, querystring: bankAccountsQuery, response: responses(bankAccountListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await banks.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/bank',
    { schema: { tags, querystring: idQuery, response: responses(bankAccountResponse) }, config: member },
    async (request) => ({ success: true as const, data: await banks.get(request.clan, request.query.id) }),
  );

  app.post(
    '/api/bank',
    {
      schema: { tags, body: createBankAccountBody, response: responses(bankAccountResponse, 201) },
      config: admin,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await banks.create(request.user, request.clan, request.body),
        message: MESSAGES.bankAccountCreated,
      }),
  );

  app.put(
    '/api/bank',
    {
      schema: {
        tags,
        querystring: idQuery,
        body: updateBankAccountBody,
        response: responses(bankAccountResponse),
      },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await banks.update(request.user, request.clan, request.query.id, request.body),
      message: MESSAGES.bankAccountUpdated,
    }),
  );

  app.delete(
    '/api/bank/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await banks.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.bankAccountDeleted };
    },
  );
};
