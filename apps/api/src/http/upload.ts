/**
 * The one file of a multipart upload, as bytes. Busboy throws plain errors on a body that only
 * claims to be multipart (no boundary, cut short before its end): that is the client's input,
 * answered 400 naming the field, never a 500. @fastify/multipart's own errors (a file over the
 * limit, 413) carry their status and pass through. What the bytes are is judged by the use case
 * (`lib/uploads.ts`).
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

export async function readUpload(
  request: FastifyRequest,
  field: string,
  limits?: { fileSize?: number; files?: number },
): Promise<Buffer | null> {
  try {
    const file = await request.file(limits ? { limits } : undefined);
    return file ? await file.toBuffer() : null;
  } catch (error) {
    if (error instanceof AppError || (error as FastifyError).statusCode) throw error;
    throw new AppError('parse_error', 'multipart_malformed', {
      fields: { [field]: ['multipart_malformed'] },
      cause: error,
    });
  }
}
