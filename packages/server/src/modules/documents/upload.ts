/**
 * Streaming reader of `POST /upload` (SECURITY 13): the multipart body is parsed by busboy as it
 * arrives; the file part is kept in memory only up to the limit (10 MB), and the first byte past it
 * stops the upload with 413 — the rest of the body is never buffered. Fields are bounded in number and
 * size. The file's type is decided later by content, never by its name or the client's MIME type.
 *
 * @module
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MESSAGES } from '@alegato/domain';
import { AppError } from '../../errors.js';

/** Largest accepted file: 10 MB (spec §9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and the text fields around the file. */
const ENVELOPE_BYTES = 256 * 1024;

/** Spanish messages of the upload endpoint. */
export const UPLOAD_MESSAGES = {
  tooLarge: MESSAGES.documents.tooLarge,
  noFile: 'Falta el archivo: envía un campo file con un PDF, DOCX o TXT.',
  multipart: 'La subida debe enviarse como multipart/form-data.',
  malformed: 'El formulario de subida no es válido.',
  tooManyFiles: 'Sube un solo archivo por petición.',
  fieldTooLong: 'Uno de los campos del formulario es demasiado largo.',
  repeated: (field: string) => `El campo ${field} solo puede enviarse una vez.`,
} as const;

/** Fields that name who or what an upload belongs to: sent twice, the upload is refused (never one of them). */
const IDENTITY_FIELDS = new Set(['user_id', 'p_user_id', 'userId', 'case_id', 'caso_id']);

/** What {@link readUpload} returns. */
export interface UploadedFile {
  /** The file's bytes (≤ {@link MAX_UPLOAD_BYTES}). */
  bytes: Buffer;
  /** The name the client gave, for display only. */
  filename: string;
  /** The text fields. */
  fields: Record<string, string>;
}

function tooLarge(): AppError {
  return new AppError(413, 'payload_too_large', UPLOAD_MESSAGES.tooLarge);
}

/**
 * Reads one multipart upload from a web `Request`. Rejects with 413 as soon as the file passes
 * `maxBytes` (or a declared `Content-Length` makes that certain), 400 for malformed bodies, a missing
 * file or more than one file, and 415 when the body is not multipart.
 */
export async function readUpload(
  request: Request,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<UploadedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', UPLOAD_MESSAGES.multipart);
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw tooLarge();
  if (!request.body) throw new AppError(400, 'validation_error', UPLOAD_MESSAGES.noFile);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // busboy signals 'limit' on reaching fileSize, so one byte more: exactly maxBytes is accepted.
      limits: { fileSize: maxBytes + 1, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
      defParamCharset: 'utf8',
    });
  } catch {
    throw new AppError(400, 'validation_error', UPLOAD_MESSAGES.malformed);
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<UploadedFile>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const parts: Buffer[] = [];
    let filename = '';
    let fileSeen = false;
    let fileDone = false;
    let total = 0;
    let settled = false;

    const fail = (err: AppError) => {
      if (settled) return;
      settled = true;
      parts.length = 0;
      // Stop reading: the rest of the body is discarded, not buffered.
      source.unpipe(parser);
      source.destroy();
      reject(err);
    };

    source.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes + ENVELOPE_BYTES) fail(tooLarge());
    });
    source.on('error', () => fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.malformed)));

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || fileSeen) {
        stream.resume();
        if (name === 'file') fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.tooManyFiles));
        return;
      }
      fileSeen = true;
      filename = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => {
        if (!settled) parts.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        fileDone = true;
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.fieldTooLong));
      else if (!(name in fields)) fields[name] = value;
      else if (IDENTITY_FIELDS.has(name))
        fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.repeated(name)));
    });
    parser.on('filesLimit', () => fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('error', () => fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.malformed)));
    parser.on('close', () => {
      if (settled) return;
      if (!fileSeen || !fileDone) return fail(new AppError(400, 'validation_error', UPLOAD_MESSAGES.noFile));
      settled = true;
      resolve({ bytes: Buffer.concat(parts), filename, fields });
    });
    source.pipe(parser);
  });
}
