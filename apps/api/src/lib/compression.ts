/**
 * Compressing text answers (docs/decisions/033-compression.md): the content codings the server
 * sends, how hard it compresses, and a body kept with its compressed forms so that an answer
 * served many times is compressed once. No HTTP here: `http/compression.ts` negotiates.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** The content codings the server sends, in its order of preference. */
export type TContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly TContentCoding[] = ['br', 'gzip'];

/** Smaller answers go out as they are: the codings' own overhead eats most of the gain. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Above this size an answer is compressed on libuv's thread pool, not on the event loop: the
 * OpenAPI document (about 270 KB) takes a few milliseconds.
 */
const SYNC_MAX_BYTES = 64 * 1024;

/**
 * Brotli quality 5: on the pair (1.7 KB) it takes 0.15 ms and gives 38 % of the size, where 11
 * takes 5 ms for 33 % — too slow for answers made per snapshot, which changes with every claim.
 * gzip at zlib's default level 6 (level 9 saves nothing here).
 */
const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` in a content coding, on the calling thread. */
export function compressSync(body: Buffer, coding: TContentCoding): Buffer {
  return coding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
}

/** `body` in a content coding: small bodies at once, large ones on the thread pool. */
export function compress(body: Buffer, coding: TContentCoding): Buffer | Promise<Buffer> {
  if (body.length <= SYNC_MAX_BYTES) return compressSync(body, coding);
  return coding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body);
}

/** A text answer with its compressed forms, each made on first use and then kept. */
export interface TEncodedBody {
  /** The UTF-8 bytes as they are. */
  readonly identity: Buffer;
  /** Whether it is large enough to be sent compressed (`COMPRESS_MIN_BYTES`). */
  readonly compressible: boolean;
  /** The body in a content coding (made once, synchronously: these are small answers). */
  coded(coding: TContentCoding): Buffer;
}

export function encodedBody(text: string): TEncodedBody {
  const identity = Buffer.from(text, 'utf8');
  const coded: Partial<Record<TContentCoding, Buffer>> = {};
  return {
    identity,
    compressible: identity.length >= COMPRESS_MIN_BYTES,
    coded: (coding) => (coded[coding] ??= compressSync(identity, coding)),
  };
}

/**
 * The fastest levels, for large bodies made again at every change (the rates export: 1.3 MB at
 * 5,000 directions): brotli 1 and gzip 1 take about 3 ms each there, where brotli 5 takes 40 ms
 * and gzip 6 12 ms, for 15–20 % more bytes (docs/decisions/040-incremental-catalogue.md).
 */
const FAST_BROTLI = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function compressFast(body: Buffer, coding: TContentCoding): Promise<Buffer> {
  return coding === 'br' ? brotliAsync(body, FAST_BROTLI(body.length)) : gzipAsync(body, { level: 1 });
}

function compressFastSync(body: Buffer, coding: TContentCoding): Buffer {
  return coding === 'br' ? brotliCompressSync(body, FAST_BROTLI(body.length)) : gzipSync(body, { level: 1 });
}

/**
 * A body with its compressed forms in `codings` made beforehand, on the thread pool at the fastest
 * levels: for answers prepared off the request path at every change (the rates export), so that no
 * request waits for a compression. Another coding is made at the same level on its first use.
 */
export async function precompressedBody(
  text: string,
  codings: readonly TContentCoding[] = CONTENT_CODINGS,
): Promise<TEncodedBody> {
  const identity = Buffer.from(text, 'utf8');
  const compressible = identity.length >= COMPRESS_MIN_BYTES;
  const coded: Partial<Record<TContentCoding, Buffer>> = {};
  if (compressible)
    await Promise.all(
      codings.map(async (coding) => {
        coded[coding] = await compressFast(identity, coding);
      }),
    );
  return {
    identity,
    compressible,
    coded: (coding) => (coded[coding] ??= compressFastSync(identity, coding)),
  };
}
