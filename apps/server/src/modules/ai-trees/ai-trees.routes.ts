import multipart from '@fastify/multipart';
import {
  createDraftBody,
  draftListResponse,
  draftMatchesResponse,
  draftOptionsResponse,
  draftPositionsBody,
  draftResponse,
  draftsQuery,
  idParams,
  MAX_DRAFT_SOURCE_BYTES,
  MESSAGES,
  messageResponseSchema,
  publishDraftBody,
  publishDraftResponse,
  publishDraftWithFamiliesBody,
  updateDraftBody,
} from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, errorCode } from '../../lib/errors.ts';
import { responses } from '../../lib/route-schemas.ts';
import { AiTreesService, type DraftInput } from './ai-trees.service.ts';

/** The multipart field a GEDCOM file comes in, and the one for the draft's name. */
const FILE_FIELD = 'file';
const NAME_FIELD = 'name';
/** Room for the multipart envelope (boundaries, part headers, a file name) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;
/** Pasted text as JSON, with room for escapes. */
const TEXT_BODY_LIMIT = 2 * MAX_DRAFT_SOURCE_BYTES;
/** A whole edited draft of up to MAX_DRAFT_NODES persons. */
const DRAFT_BODY_LIMIT = 50 * 1024 * 1024;

/**
 * Routes answering a whole draft: typed by `draftResponse`, but written with plain JSON. The contract's
 * draft node trims and normalises names with a transform, which the zod serializer cannot encode
 * (ZodEncodeError, a 500). Their tests check the bodies against `draftResponse`.
 */
const draftResponses = responses(draftResponse);
const draftCreatedResponses = responses(draftResponse, 201);

const tooLarge = () =>
  new AppError(
    413,
    MESSAGES.draftFileTooLarge.replace('{max}', String(MAX_DRAFT_SOURCE_BYTES / (1024 * 1024))),
  );
const missing = () =>
  badRequest(MESSAGES.draftFileMissing, [{ field: FILE_FIELD, message: MESSAGES.draftFileMissing }]);

/** The first characters of a file, whatever its encoding (UTF-8 with or without BOM, UTF-16). */
function head(bytes: Uint8Array): string {
  const start = bytes.subarray(0, 256);
  const [b0, b1] = start;
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder('utf-16le').decode(start.subarray(2));
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder('utf-16be').decode(start.subarray(2));
  if (b1 === 0 && b0 !== 0) return new TextDecoder('utf-16le').decode(start);
  if (b0 === 0 && b1 !== 0) return new TextDecoder('utf-16be').decode(start);
  return new TextDecoder('latin1').decode(start).replace(/^\u00ef\u00bb\u00bf/, '');
}

/** A GEDCOM file starts with its header record. */
function isGedcom(bytes: Uint8Array): boolean {
  return /^\s*0\s+HEAD\b/.test(head(bytes));
}

/** The GEDCOM file of a multipart request and the optional name field. */
async function readGedcomUpload(request: FastifyRequest): Promise<DraftInput> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAFT_SOURCE_BYTES + ENVELOPE_BYTES) throw tooLarge();
  let file: { bytes: Buffer; fileName: string } | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || file) {
          part.file.resume();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (part.fieldname === NAME_FIELD && typeof part.value === 'string') {
        name = part.value.slice(0, 200);
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code?.endsWith('_LIMIT')) throw tooLarge();
    throw missing();
  }
  if (!file || file.bytes.length === 0) throw missing();
  if (!isGedcom(file.bytes)) throw new AppError(415, MESSAGES.draftFileInvalid);
  return { source: 'gedcom', bytes: file.bytes, fileName: file.fileName, name };
}

/** A JSON body checked against the contract (the route takes multipart too, so it has no body schema). */
function readJsonBody(body: unknown): DraftInput {
  const parsed = createDraftBody.safeParse(body);
  if (!parsed.success) {
    throw badRequest(
      MESSAGES.invalidInput,
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  }
  return parsed.data;
}

/** Draft trees (spec §7 "AI drafts"): admins only. */
export const aiTreesRoutes: FastifyPluginAsyncZod = async (app) => {
  const drafts = new AiTreesService(app.db, app.config.ai);
  const tags = ['ai-trees'];
  const admin = { access: 'admin' } as const;

  // Only this plugin's create route reads multipart bodies; the file is limited here, in the parser.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_DRAFT_SOURCE_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/ai-temp-trees',
    {
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        response: draftCreatedResponses,
      },
      config: admin,
      bodyLimit: TEXT_BODY_LIMIT,
    },
    async (request, reply) => {
      const input = request.isMultipart() ? await readGedcomUpload(request) : readJsonBody(request.body);
      // A client that goes away stops the model call (the response closes before it was written).
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const data = await drafts.create(request.user, request.clan, input, abort.signal);
      return reply.status(201).send({ success: true, data, message: MESSAGES.draftCreated });
    },
  );

  app.get(
    '/api/ai-temp-trees',
    { schema: { tags, querystring: draftsQuery, response: responses(draftListResponse) }, config: admin },
    async (request) => ({ success: true as const, ...(await drafts.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/ai-temp-trees/options',
    { schema: { tags, response: responses(draftOptionsResponse) }, config: admin },
    async () => ({ success: true as const, data: drafts.options() }),
  );

  app.get(
    '/api/ai-temp-trees/:id',
    { schema: { tags, params: idParams, response: draftResponses }, config: admin },
    async (request) => ({ success: true as const, data: await drafts.get(request.clan, request.params.id) }),
  );

  app.patch(
    '/api/ai-temp-trees/:id',
    {
      schema: { tags, params: idParams, body: updateDraftBody, response: draftResponses },
      config: admin,
      bodyLimit: DRAFT_BODY_LIMIT,
    },
    async (request) => ({
      success: true as const,
      data: await drafts.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.draftUpdated,
    }),
  );

  app.delete(
    '/api/ai-temp-trees/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await drafts.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.draftDeleted };
    },
  );

  app.get(
    '/api/ai-temp-trees/:id/visualization',
    { schema: { tags, params: idParams, response: draftResponses }, config: admin },
    async (request) => ({
      success: true as const,
      data: await drafts.visualization(request.clan, request.params.id),
    }),
  );

  app.put(
    '/api/ai-temp-trees/:id/positions',
    {
      schema: { tags, params: idParams, body: draftPositionsBody, response: draftResponses },
      config: admin,
      bodyLimit: DRAFT_BODY_LIMIT,
    },
    async (request) => ({
      success: true as const,
      data: await drafts.setPositions(request.clan, request.params.id, request.body.positions),
      message: MESSAGES.draftUpdated,
    }),
  );

  app.get(
    '/api/ai-temp-trees/:id/matches',
    { schema: { tags, params: idParams, response: responses(draftMatchesResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await drafts.matches(request.clan, request.params.id),
    }),
  );

  app.post(
    '/api/ai-temp-trees/:id/publish',
    {
      schema: { tags, params: idParams, body: publishDraftBody, response: responses(publishDraftResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await drafts.publish(request.user, request.clan, request.params.id, request.body.name),
      message: MESSAGES.draftPublished,
    }),
  );

  app.post(
    '/api/ai-temp-trees/:id/publish-with-families',
    {
      schema: {
        tags,
        params: idParams,
        body: publishDraftWithFamiliesBody,
        response: responses(publishDraftResponse),
      },
      config: admin,
      bodyLimit: DRAFT_BODY_LIMIT,
    },
    async (request) => ({
      success: true as const,
      data: await drafts.publishWithFamilies(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.draftPublished,
    }),
  );
};
