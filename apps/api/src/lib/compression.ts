/**
 * Compressing text answers (docs/decisions/033-compression.md): the content codings the server
 * sends, how hard it compresses, and a body kept with its compressed forms so that an answer
 * served many times is compressed once. No HTTP here: `http/compression.ts` negotiates.
 */
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  crc32,
  deflateRawSync,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';

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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` in a content coding, on the calling thread: at the usual levels, or at the fastest. */
export function compressSync(body: Buffer, coding: TContentCoding, fast = false): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: fast ? 1 : 6 });
  return brotliCompressSync(body, fast ? FAST_BROTLI(body.length) : brotliOptions(body.length));
}

/** A body given as text, bytes or bytes in order, as its chunks (none copied). */
const chunksOf = (text: string | Buffer | readonly Buffer[]): readonly Buffer[] =>
  typeof text === 'string' ? [Buffer.from(text, 'utf8')] : Buffer.isBuffer(text) ? [text] : text;

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

export function encodedBody(text: string | Buffer | readonly Buffer[]): TEncodedBody {
  const chunks = chunksOf(text);
  const identity = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  const coded: Partial<Record<TContentCoding, Buffer>> = {};
  return {
    identity,
    compressible: identity.length >= COMPRESS_MIN_BYTES,
    coded: (coding) => (coded[coding] ??= compressSync(identity, coding)),
  };
}

/**
 * Chunks joined into batches of at least `BATCH_BYTES`: each write to a compressor is a turn of the
 * thread pool and of the stream's callbacks, which 70 parts of 17 KB made cost more than the
 * compression itself.
 */
const BATCH_BYTES = 256 * 1024;
function* batches(chunks: readonly Buffer[]): Generator<Buffer> {
  let batch: Buffer[] = [];
  let size = 0;
  for (const chunk of chunks) {
    batch.push(chunk);
    size += chunk.length;
    if (size >= BATCH_BYTES) {
      yield batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch, size);
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch, size);
}

/**
 * Each chunk's raw deflate, ended by a sync flush: byte-aligned, not final, and referring to no
 * other chunk (each has a compressor of its own), so that the deflates of chunks in order, then a
 * final empty block, are the deflate of the chunks put together. Kept while the chunk lives: the
 * rates export's parts are kept from change to change, and a change remakes one or two.
 */
const deflatedChunks = new WeakMap<Buffer, Buffer>();
function deflatedChunk(chunk: Buffer): Buffer {
  let deflated = deflatedChunks.get(chunk);
  if (!deflated) {
    deflated = deflateRawSync(chunk, { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
    deflatedChunks.set(chunk, deflated);
  }
  return deflated;
}

/** A gzip member's header: deflate, no flags, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: the end of the deflate stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/**
 * Chunks in gzip from their kept deflates (level 1): only chunks not seen before are compressed,
 * on the calling thread (a 17 KB part takes a few hundredths of a millisecond); the CRC-32 runs
 * over all of them.
 */
function gzipOfChunks(chunks: readonly Buffer[]): Buffer {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    if (chunk.length === 0) continue;
    out.push(deflatedChunk(chunk));
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(DEFLATE_END, trailer);
  return Buffer.concat(out);
}

/**
 * Chunks in brotli at the fastest level, streamed through one compressor on the thread pool: the
 * body is never put together for it (the rates export, 1.3 MB, is made of its send currencies'
 * parts). Brotli has no point where a stream could be cut and its pieces kept: all of it is
 * compressed again.
 */
function brotliFast(chunks: readonly Buffer[], size: number): Promise<Buffer> {
  const stream = createBrotliCompress(FAST_BROTLI(size));
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(out)));
    stream.once('error', reject);
    for (const batch of batches(chunks)) stream.write(batch);
    stream.end();
  });
}

/**
 * A body with its compressed forms in `codings` made beforehand at the fastest levels: for answers
 * prepared off the request path at every change (the rates export), so that no request waits for
 * a compression. Brotli runs on the thread pool; gzip is put together from each chunk's kept
 * deflate. Another coding is made at the same level on its first use. The body may come as chunks
 * in order: it is put together only if it is sent as it is, so a change leaves no megabyte-sized
 * buffer behind for the collector.
 */
export async function precompressedBody(
  text: string | Buffer | readonly Buffer[],
  codings: readonly TContentCoding[] = CONTENT_CODINGS,
): Promise<TEncodedBody> {
  const chunks = chunksOf(text);
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const compressible = size >= COMPRESS_MIN_BYTES;
  const coded: Partial<Record<TContentCoding, Buffer>> = {};
  if (compressible)
    await Promise.all(
      codings.map(async (coding) => {
        coded[coding] = coding === 'gzip' ? gzipOfChunks(chunks) : await brotliFast(chunks, size);
      }),
    );
  let identity: Buffer | null = chunks.length === 1 ? (chunks[0] as Buffer) : null;
  const whole = () => (identity ??= Buffer.concat(chunks, size));
  return {
    get identity() {
      return whole();
    },
    compressible,
    coded: (coding) =>
      (coded[coding] ??= coding === 'gzip' ? gzipOfChunks(chunks) : compressSync(whole(), coding, true)),
  };
}
