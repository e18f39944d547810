import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  createDonationBody,
  donationListResponse,
  donationResponse,
  donationsExportQuery,
  donationsQuery,
  honourRollQuery,
  honourRollResponse,
  idParams,
  idQuery,
  importDonationsBody,
  importResultResponse,
  importSheetResponse,
  LEDGER_GRANT_HEADER,
  MAX_IMPORT_BYTES,
  MESSAGES,
  messageResponseSchema,
  publicDonationListResponse,
  publicDonationsQuery,
  updateDonationBody,
} from '@giapha/contract';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, errorCode } from '../../lib/errors.ts';
import { errorResponses, responses } from '../../lib/route-schemas.ts';
import { DonationsService } from './donations.service.ts';

/** The multipart field a statement file comes in. */
const FILE_FIELD = 'file';
/** Room for the multipart envelope (boundaries, part headers, a file name) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;
/** The rows of a statement sent back as JSON are larger than the file they came from. */
const IMPORT_BODY_LIMIT = 4 * MAX_IMPORT_BYTES;

const tooLarge = () =>
  new AppError(413, MESSAGES.importFileTooLarge.replace('{max}', String(MAX_IMPORT_BYTES / (1024 * 1024))));
const missing = () =>
  badRequest(MESSAGES.importFileMissing, [{ field: FILE_FIELD, message: MESSAGES.importFileMissing }]);

/** The one statement file of the request, read whole (at most MAX_IMPORT_BYTES). */
async function readStatementFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES + ENVELOPE_BYTES) throw tooLarge();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    if (errorCode(error)?.endsWith('_LIMIT')) throw tooLarge();
    throw missing();
  }
  if (!part || part.fieldname !== FILE_FIELD) {
    part?.file.resume();
    throw missing();
  }
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missing();
    return { bytes, fileName: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw missing();
  }
}

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
  const tags = ['campaigns'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;
  const visitor = { access: 'public' } as const;

  // Only this plugin's import preview reads multipart bodies; the file is limited here, in the parser.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMPORT_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

  app.get(
    '/api/public/campaignTransactions',
    {
      schema: {
        tags: ['public'],
        querystring: publicDonationsQuery,
        response: responses(publicDonationListResponse),
      },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      ...(await donations.listPublic(request.clan, request.query, grantOf(request))),
    }),
  );

  app.get(
    '/api/public/campaignHonourRoll',
    {
      schema: { tags: ['public'], querystring: honourRollQuery, response: responses(honourRollResponse) },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      ...(await donations.honourRoll(request.clan, request.query, grantOf(request))),
    }),
  );

  app.get(
    '/api/campaignTransactions',
    {
      schema: { tags, querystring: donationsQuery, response: responses(donationListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await donations.list(request.clan, request.query)) }),
  );

  // A file, not JSON: only the error bodies have a schema, and the route is typed without the zod
  // provider, whose typing wants an object (as for the tree graph's prebuilt JSON).
  const file = app.withTypeProvider<FastifyTypeProviderDefault>();
  file.get(
    '/api/campaignTransactions/export',
    {
      schema: { tags, querystring: donationsExportQuery, response: errorResponses },
      config: member,
    },
    async (request, reply) => {
      const { campaignId } = donationsExportQuery.parse(request.query);
      const { fileName, csv } = await donations.exportCsv(request.clan, campaignId);
      return reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    '/api/campaignTransaction',
    {
      schema: { tags, body: createDonationBody, response: responses(donationResponse, 201) },
      config: admin,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await donations.create(request.user, request.clan, request.body),
        message: MESSAGES.donationCreated,
      }),
  );

  app.put(
    '/api/campaignTransaction',
    {
      schema: {
        tags,
        querystring: idQuery,
        body: updateDonationBody,
        response: responses(donationResponse),
      },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await donations.update(request.user, request.clan, request.query.id, request.body),
      message: MESSAGES.donationUpdated,
    }),
  );

  app.delete(
    '/api/campaignTransaction/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await donations.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.donationDeleted };
    },
  );

  app.post(
    '/api/campaignTransactions/import/preview',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: responses(importSheetResponse) },
      config: admin,
    },
    async (request) => {
      const { bytes, fileName } = await readStatementFile(request);
      return { success: true as const, data: await donations.previewImport(bytes, fileName) };
    },
  );

  app.post(
    '/api/campaignTransactions/import',
    {
      schema: { tags, body: importDonationsBody, response: responses(importResultResponse) },
      config: admin,
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => {
      const result = await donations.importRows(request.user, request.clan, request.body);
      return {
        success: true as const,
        data: result,
        ...(request.body.dryRun
          ? {}
          : { message: MESSAGES.importDone.replace('{count}', String(result.imported)) }),
      };
    },
  );
};
