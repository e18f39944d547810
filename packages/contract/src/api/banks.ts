import {
  bankAccountListResponse,
  bankAccountResponse,
  bankAccountsQuery,
  createBankAccountBody,
  napasBankListResponse,
  napasBanksQuery,
  updateBankAccountBody,
} from '../banks.ts';
import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/** The clan's bank accounts for donations (spec §7 "Banks"): members read, admins write. */
export const banksApi = {
  /** The NAPAS bank list an account is chosen from. */
  searchBanks: apiRoute({
    method: 'GET',
    path: '/api/bank/search',
    access: 'member',
    query: napasBanksQuery,
    response: napasBankListResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/banks',
    access: 'member',
    query: bankAccountsQuery,
    response: bankAccountListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/bank',
    access: 'member',
    query: idQuery,
    response: bankAccountResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/bank',
    access: 'admin',
    body: createBankAccountBody,
    response: bankAccountResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/bank',
    access: 'admin',
    query: idQuery,
    body: updateBankAccountBody,
    response: bankAccountResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/bank/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
