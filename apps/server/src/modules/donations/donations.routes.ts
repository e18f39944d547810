import { donationsApi, LEDGER_GRANT_HEADER, MAX_IMPORT_BYTES, MESSAGES } from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { fileField, readOneFile, registerOneFileMultipart } from '../../lib/file-uploads.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { DonationsService } from './donations.service.ts';

/** The statement file of an import, in the multipart field `file`. */
const STATEMENT = fileField(
  'file',
  MAX_IMPORT_BYTES,
  MESSAGES.importFileTooLarge,
  MESSAGES.importFileMissing,
);
/** The rows of a statement sent back as JSON are larger than the file they came from. */
const IMPORT_BODY_LIMIT = 4 * MAX_IMPORT_BYTES;

/** The ledger grant a visitor got for a `code` ledger, if sent. */
function grantOf(request: FastifyRequest): string | undefined {
  const value = request.headers[LEDGER_GRANT_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The ledger (sổ công đức): members read and export it, visitors read a campaign's public side and
 * its honour roll, admins enter, correct and import donations.
 */
export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const donations = new DonationsService(app.db, app.ledgerGrants);
  const options = { tags: ['campaigns'] };
  const publicOptions = { tags: ['public'] };

  // Only this plugin's import preview reads multipart bodies; the file is limited here, in the parser.
  await registerOneFileMultipart(app, STATEMENT);

  registerApi(app, donationsApi.listPublic, publicOptions, async (request) =>
    okPage(await donations.listPublic(clanContext(request), request.query, grantOf(request))),
  );

  registerApi(app, donationsApi.honourRoll, publicOptions, async (request) =>
    okPage(await donations.honourRoll(clanContext(request), request.query, grantOf(request))),
  );

  registerApi(app, donationsApi.list, options, async (request) =>
    okPage(await donations.list(clanContext(request), request.query)),
  );

  // A file, not JSON: only the error bodies have a schema.
  registerApi(app, donationsApi.exportCsv, options, async (request, reply) => {
    const { fileName, csv } = await donations.exportCsv(clanContext(request), request.query.campaignId);
    return reply
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  registerApi(app, donationsApi.create, options, async (request) =>
    ok(await donations.create(actorContext(request), request.body), MESSAGES.donationCreated),
  );

  registerApi(app, donationsApi.update, options, async (request) =>
    ok(
      await donations.update(actorContext(request), request.query.id, request.body),
      MESSAGES.donationUpdated,
    ),
  );

  registerRemove(app, donationsApi.remove, options, donations, MESSAGES.donationDeleted);

  registerApi(
    app,
    donationsApi.importPreview,
    { ...options, consumes: ['multipart/form-data'] },
    async (request) => {
      const { bytes, fileName } = await readOneFile(request, STATEMENT);
      return ok(await donations.previewImport(bytes, fileName));
    },
  );

  registerApi(app, donationsApi.importRows, { ...options, bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const result = await donations.importRows(actorContext(request), request.body);
    // A dry run says nothing: it imported nothing.
    return request.body.dryRun
      ? ok(result)
      : ok(result, MESSAGES.importDone.replace('{count}', String(result.imported)));
  });
};
