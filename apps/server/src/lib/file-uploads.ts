// What the routes that take one file in a multipart body (image uploads, statement imports, GEDCOM drafts)
// share: the parser's limits, the errors, and reading the file.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from './api-route.ts';
import { AppError, badRequest, errorCode } from './errors.ts';

/** Room for the multipart envelope (boundaries, part headers, a file name) around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/** One upload field: its name, the largest file it takes, and what a too large or missing file answers. */
export interface FileField {
  name: string;
  maxBytes: number;
  /** 413, with the limit in MB. */
  tooLarge(): AppError;
  /** 400 on the field: no file, an empty one, or a body that is not a readable upload. */
  missing(): AppError;
}

/** `tooLargeMessage` has `{max}` for the limit in MB. */
export function fileField(
  name: string,
  maxBytes: number,
  tooLargeMessage: string,
  missingMessage: string,
): FileField {
  return {
    name,
    maxBytes,
    tooLarge: () => new AppError(413, tooLargeMessage.replace('{max}', String(maxBytes / (1024 * 1024)))),
    missing: () => badRequest(missingMessage, [{ field: name, message: missingMessage }]),
  };
}

/** Registers the multipart parser for the calling plugin's routes only, limited to one file of `field`. */
export async function registerOneFileMultipart(app: ZodApp, field: FileField): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: field.maxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

/** A body that says up front it is too large is refused before a byte of it is read. */
export function refuseDeclaredTooLarge(request: FastifyRequest, field: FileField): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > field.maxBytes + ENVELOPE_BYTES) throw field.tooLarge();
}

/** The one file of the request in `field`, read whole (at most its `maxBytes`). */
export async function readOneFile(
  request: FastifyRequest,
  field: FileField,
): Promise<{ bytes: Buffer; fileName: string }> {
  refuseDeclaredTooLarge(request, field);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    // Not multipart, or a body that breaks off: there is no file to take.
    if (errorCode(error)?.endsWith('_LIMIT')) throw field.tooLarge();
    throw field.missing();
  }
  if (!part || part.fieldname !== field.name) {
    part?.file.resume();
    throw field.missing();
  }
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw field.missing();
    return { bytes, fileName: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw field.tooLarge();
    throw field.missing();
  }
}
