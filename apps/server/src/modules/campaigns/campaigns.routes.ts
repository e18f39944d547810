import {
  campaignListResponse,
  campaignQrQuery,
  campaignQrResponse,
  campaignResponse,
  campaignSlugParams,
  campaignsQuery,
  createCampaignBody,
  idParams,
  idQuery,
  ledgerGrantResponse,
  MESSAGES,
  messageResponseSchema,
  publicCampaignListResponse,
  publicCampaignResponse,
  updateCampaignBody,
  verifyLedgerCodeBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { authRateLimit, ledgerCodeCampaignLimit } from '../../plugins/guessing-limits.ts';
import { CampaignsService } from './campaigns.service.ts';

/**
 * Spec §7 "Campaigns": visitors see open and closed campaigns, their QR codes and (with the code when
 * the ledger asks for one) their ledgers; members read every campaign; admins write.
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const campaigns = new CampaignsService(app.db, app.ledgerGrants);
  const tags = ['campaigns'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;
  const visitor = { access: 'public' } as const;

  app.get(
    '/api/public/campaigns',
    {
      schema: {
        tags: ['public'],
        querystring: campaignsQuery,
        response: responses(publicCampaignListResponse),
      },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      ...(await campaigns.listPublic(request.clan, request.query)),
    }),
  );

  // Registered beside `/api/public/campaign/:slug`: the static path wins, and no campaign is slugged `qr`.
  app.get(
    '/api/public/campaign/qr',
    {
      schema: { tags: ['public'], querystring: campaignQrQuery, response: responses(campaignQrResponse) },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.qr(request.clan, request.query, true),
    }),
  );

  app.get(
    '/api/public/campaign/:slug',
    {
      schema: { tags: ['public'], params: campaignSlugParams, response: responses(publicCampaignResponse) },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.getPublic(request.clan, request.params.slug),
    }),
  );

  app.post(
    '/api/campaign/verify-otp',
    {
      schema: { tags: ['public'], body: verifyLedgerCodeBody, response: responses(ledgerGrantResponse) },
      // Per address as well as per campaign (the lockout): one visitor cannot sweep every campaign.
      config: { ...visitor, rateLimit: authRateLimit(app.config.authRateLimit) },
      // …and wrong codes per campaign from all addresses together.
      ...ledgerCodeCampaignLimit(app),
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.verifyLedgerCode(request.clan, request.body, request.ip),
      message: MESSAGES.ledgerCodeAccepted,
    }),
  );

  app.get(
    '/api/campaigns',
    {
      schema: { tags, querystring: campaignsQuery, response: responses(campaignListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await campaigns.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/campaign/qr',
    {
      schema: { tags, querystring: campaignQrQuery, response: responses(campaignQrResponse) },
      config: member,
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.qr(request.clan, request.query, false),
    }),
  );

  app.get(
    '/api/campaign',
    { schema: { tags, querystring: idQuery, response: responses(campaignResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await campaigns.get(request.clan, request.query.id),
    }),
  );

  app.post(
    '/api/campaign',
    { schema: { tags, body: createCampaignBody, response: responses(campaignResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await campaigns.create(request.user, request.clan, request.body),
        message: MESSAGES.campaignCreated,
      }),
  );

  app.put(
    '/api/campaign',
    {
      schema: { tags, querystring: idQuery, body: updateCampaignBody, response: responses(campaignResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await campaigns.update(request.user, request.clan, request.query.id, request.body),
      message: MESSAGES.campaignUpdated,
    }),
  );

  app.delete(
    '/api/campaign/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await campaigns.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.campaignDeleted };
    },
  );
};
