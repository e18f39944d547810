import {
  campaignListResponse,
  campaignQrQuery,
  campaignQrResponse,
  campaignResponse,
  campaignSlugParams,
  campaignsQuery,
  createCampaignBody,
  ledgerGrantResponse,
  publicCampaignListResponse,
  publicCampaignResponse,
  updateCampaignBody,
  verifyLedgerCodeBody,
} from '../campaigns.ts';
import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/**
 * Fundraising campaigns (spec §7 "Campaigns"): visitors see open and closed campaigns, their QR codes
 * and (with the code when the ledger asks for one) their ledgers; members read every campaign; admins
 * write.
 */
export const campaignsApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/campaigns',
    access: 'public',
    query: campaignsQuery,
    response: publicCampaignListResponse,
  }),
  /** Beside `/api/public/campaign/:slug`: the static path wins, and no campaign is slugged `qr`. */
  qrPublic: apiRoute({
    method: 'GET',
    path: '/api/public/campaign/qr',
    access: 'public',
    query: campaignQrQuery,
    response: campaignQrResponse,
  }),
  getPublic: apiRoute({
    method: 'GET',
    path: '/api/public/campaign/:slug',
    access: 'public',
    params: campaignSlugParams,
    response: publicCampaignResponse,
  }),
  /** A visitor's grant to read a ledger kept behind a code. */
  verifyLedgerCode: apiRoute({
    method: 'POST',
    path: '/api/campaign/verify-otp',
    access: 'public',
    body: verifyLedgerCodeBody,
    response: ledgerGrantResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/campaigns',
    access: 'member',
    query: campaignsQuery,
    response: campaignListResponse,
  }),
  qr: apiRoute({
    method: 'GET',
    path: '/api/campaign/qr',
    access: 'member',
    query: campaignQrQuery,
    response: campaignQrResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/campaign',
    access: 'member',
    query: idQuery,
    response: campaignResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/campaign',
    access: 'admin',
    body: createCampaignBody,
    response: campaignResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/campaign',
    access: 'admin',
    query: idQuery,
    body: updateCampaignBody,
    response: campaignResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/campaign/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
