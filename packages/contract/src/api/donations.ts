import { z } from 'zod';
import {
  bankNotificationBody,
  bankNotificationResponse,
  createDonationBody,
  donationListResponse,
  donationResponse,
  donationsExportQuery,
  donationsQuery,
  honourRollQuery,
  honourRollResponse,
  importDonationsBody,
  importResultResponse,
  importSheetResponse,
  publicDonationListResponse,
  publicDonationsQuery,
  updateDonationBody,
  webhookSecretResponse,
} from '../campaigns.ts';
import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/**
 * The ledger (sổ công đức): members read and export it, visitors read a campaign's public side (with a
 * ledger grant when it asks for a code) and its honour roll, admins enter, correct and import donations.
 */
export const donationsApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/campaignTransactions',
    access: 'public',
    query: publicDonationsQuery,
    response: publicDonationListResponse,
  }),
  honourRoll: apiRoute({
    method: 'GET',
    path: '/api/public/campaignHonourRoll',
    access: 'public',
    query: honourRollQuery,
    response: honourRollResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/campaignTransactions',
    access: 'member',
    query: donationsQuery,
    response: donationListResponse,
  }),
  /** The campaign's whole ledger as a CSV file (UTF-8 with BOM), not JSON. */
  exportCsv: apiRoute({
    method: 'GET',
    path: '/api/campaignTransactions/export',
    access: 'member',
    query: donationsExportQuery,
    response: z.string(),
    kind: 'file',
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/campaignTransaction',
    access: 'admin',
    body: createDonationBody,
    response: donationResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/campaignTransaction',
    access: 'admin',
    query: idQuery,
    body: updateDonationBody,
    response: donationResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/campaignTransaction/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
  /** A bank statement file (multipart, field `file`) read into rows; the answer is JSON. */
  importPreview: apiRoute({
    method: 'POST',
    path: '/api/campaignTransactions/import/preview',
    access: 'admin',
    response: importSheetResponse,
  }),
  importRows: apiRoute({
    method: 'POST',
    path: '/api/campaignTransactions/import',
    access: 'admin',
    body: importDonationsBody,
    response: importResultResponse,
  }),
} as const;

/** Bank notifications of incoming transfers, signed with the clan's secret, which admins read or replace. */
export const bankWebhookApi = {
  /** A bank notifier reports one incoming transfer, on the clan's own address. */
  notify: apiRoute({
    method: 'POST',
    path: '/api/webhooks/bank',
    access: 'public',
    body: bankNotificationBody,
    response: bankNotificationResponse,
  }),
  secret: apiRoute({
    method: 'GET',
    path: '/api/webhooks/bank/secret',
    access: 'admin',
    response: webhookSecretResponse,
  }),
  rotateSecret: apiRoute({
    method: 'POST',
    path: '/api/webhooks/bank/secret',
    access: 'admin',
    response: webhookSecretResponse,
  }),
} as const;
