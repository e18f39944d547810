import { aiTreesApi, createDraftBody, MAX_DRAFT_SOURCE_BYTES, MESSAGES } from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { AppError, badRequest, errorCode } from '../../lib/errors.ts';
import { fileField, refuseDeclaredTooLarge, registerOneFileMultipart } from '../../lib/file-uploads.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { AiTreesService, type DraftInput } from './ai-trees.service.ts';
import { undoUnfinishedPublishes } from './unfinished-publishes.ts';

/** The multipart field a GEDCOM file comes in, and the one for the draft's name. */
const FILE_FIELD = 'file';
const NAME_FIELD = 'name';
/** Pasted text as JSON, with room for escapes. */
const TEXT_BODY_LIMIT = 2 * MAX_DRAFT_SOURCE_BYTES;
/** A whole edited draft of up to MAX_DRAFT_NODES persons. */
const DRAFT_BODY_LIMIT = 50 * 1024 * 1024;

const GEDCOM = fileField(
  FILE_FIELD,
  MAX_DRAFT_SOURCE_BYTES,
  MESSAGES.draftFileTooLarge,
  MESSAGES.draftFileMissing,
);

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
  refuseDeclaredTooLarge(request, GEDCOM);
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
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code?.endsWith('_LIMIT')) throw GEDCOM.tooLarge();
    throw GEDCOM.missing();
  }
  if (!file || file.bytes.length === 0) throw GEDCOM.missing();
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
  const drafts = new AiTreesService(app.db, app.bulkWrites, app.config.ai);
  const options = { tags: ['ai-trees'] };
  app.addHook('onReady', async () => {
    const undone = await undoUnfinishedPublishes(app.db);
    if (undone > 0) app.log.warn({ undone }, 'unfinished draft publishes undone at start-up');
  });

  // Only this plugin's create route reads multipart bodies; the file is limited here, in the parser.
  await registerOneFileMultipart(app, GEDCOM);

  registerApi(
    app,
    aiTreesApi.create,
    { ...options, consumes: ['application/json', 'multipart/form-data'], bodyLimit: TEXT_BODY_LIMIT },
    async (request, reply) => {
      const input = request.isMultipart() ? await readGedcomUpload(request) : readJsonBody(request.body);
      // A client that goes away stops the model call (the response closes before it was written).
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const data = await drafts.create(actorContext(request), input, abort.signal);
      // The service checked the draft against the contract before storing it: sent as it is, not checked again.
      return reply
        .status(201)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(ok(data, MESSAGES.draftCreated)));
    },
  );

  registerApi(app, aiTreesApi.list, options, async (request) =>
    okPage(await drafts.list(clanContext(request), request.query)),
  );

  registerApi(app, aiTreesApi.options, options, async () => ok(drafts.options()));

  registerApi(app, aiTreesApi.get, options, async (request) =>
    ok(await drafts.get(clanContext(request), request.params.id)),
  );

  registerApi(app, aiTreesApi.update, { ...options, bodyLimit: DRAFT_BODY_LIMIT }, async (request) =>
    ok(await drafts.update(actorContext(request), request.params.id, request.body), MESSAGES.draftUpdated),
  );

  registerRemove(app, aiTreesApi.remove, options, drafts, MESSAGES.draftDeleted);

  registerApi(app, aiTreesApi.visualization, options, async (request) =>
    ok(await drafts.visualization(clanContext(request), request.params.id)),
  );

  registerApi(app, aiTreesApi.setPositions, { ...options, bodyLimit: DRAFT_BODY_LIMIT }, async (request) =>
    ok(
      await drafts.setPositions(actorContext(request), request.params.id, request.body.positions),
      MESSAGES.draftUpdated,
    ),
  );

  registerApi(app, aiTreesApi.matches, options, async (request) =>
    ok(await drafts.matches(clanContext(request), request.params.id)),
  );

  registerApi(app, aiTreesApi.publish, options, async (request) =>
    ok(
      await drafts.publish(actorContext(request), request.params.id, request.body.name),
      MESSAGES.draftPublished,
    ),
  );

  registerApi(
    app,
    aiTreesApi.publishWithFamilies,
    { ...options, bodyLimit: DRAFT_BODY_LIMIT },
    async (request) =>
      ok(
        await drafts.publishWithFamilies(actorContext(request), request.params.id, request.body),
        MESSAGES.draftPublished,
      ),
  );
};
