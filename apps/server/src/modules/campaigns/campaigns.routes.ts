import { campaignsApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerCrud } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { authRateLimit, ledgerCodeCampaignLimit } from '../../plugins/guessing-limits.ts';
import { CampaignsService } from './campaigns.service.ts';

/**
 * Spec §7 "Campaigns": visitors see open and closed campaigns, their QR codes and (with the code when
 * the ledger asks for one) their ledgers; members read every campaign; admins write.
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const campaigns = new CampaignsService(app.db, app.ledgerGrants);
  const options = { tags: ['campaigns'] };
  const publicOptions = { tags: ['public'] };

  registerApi(app, campaignsApi.listPublic, publicOptions, async (request) =>
    okPage(await campaigns.listPublic(clanContext(request), request.query)),
  );

  // Registered beside `/api/public/campaign/:slug`: the static path wins, and no campaign is slugged `qr`.
  registerApi(app, campaignsApi.qrPublic, publicOptions, async (request) =>
    ok(await campaigns.qr(clanContext(request), request.query, true)),
  );

  registerApi(app, campaignsApi.getPublic, publicOptions, async (request) =>
    ok(await campaigns.getPublic(clanContext(request), request.params.slug)),
  );

  registerApi(
    app,
    campaignsApi.verifyLedgerCode,
    {
      ...publicOptions,
      // Per address as well as per campaign (the lockout): one visitor cannot sweep every campaign.
      config: { rateLimit: authRateLimit(app.config.authRateLimit) },
      // …and wrong codes per campaign from all addresses together.
      ...ledgerCodeCampaignLimit(app),
    },
    async (request) =>
      ok(
        await campaigns.verifyLedgerCode(clanContext(request), request.body, request.ip),
        MESSAGES.ledgerCodeAccepted,
      ),
  );

  registerApi(app, campaignsApi.qr, options, async (request) =>
    ok(await campaigns.qr(clanContext(request), request.query, false)),
  );

  registerCrud(app, campaignsApi, options, campaigns, 'campaign');
};
