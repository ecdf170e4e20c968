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
  deflateRaw,
  deflateRawSync,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
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
 * Brotli's fastest level, for large bodies made again at every change (the rates export: 1.3 MB at
 * 5,000 directions): about 1–2 ms there, where brotli 5 takes 40 ms, for 15–20 % more bytes
 * (docs/decisions/040-incremental-catalogue.md). The export's gzip is put together from kept
 * deflates instead (`gzipOfPlan`).
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

/** Deflate's window: how far back a match may reach. */
const DEFLATE_WINDOW = 32 * 1024;
/** Chunks this small (the separators between a file's parts) are deflated without what precedes. */
const ALONE_BELOW = 64;

/**
 * Each chunk's raw deflate, ended by a sync flush (byte-aligned, not final), made with the bytes
 * just before it in the body (up to deflate's 32 KB window, from the chunks before it) as its
 * preset dictionary: its matches may reach back into them, which a decoder has just written, so
 * the deflates of chunks in order, then a final empty block, are one deflate stream of the whole
 * body, compressed almost as well as at once (pigz cuts its blocks so). Kept per chunk with the
 * chunks it was made after: the rates export keeps its parts from change to change, and a change
 * remakes one part, whose deflate is made again with those of the parts whose window reaches back
 * into it (the next one or two).
 */
const deflatedChunks = new WeakMap<Buffer, { after: readonly Buffer[]; deflated: Buffer }>();

/** What chunk `index` is deflated after: the chunks whose bytes fill the window before it. */
function chunksBefore(chunks: readonly Buffer[], index: number): Buffer[] {
  const after: Buffer[] = [];
  if ((chunks[index] as Buffer).length < ALONE_BELOW) return after;
  for (let i = index - 1, size = 0; i >= 0 && size < DEFLATE_WINDOW; i -= 1) {
    const before = chunks[i] as Buffer;
    if (before.length === 0) continue;
    after.unshift(before);
    size += before.length;
  }
  return after;
}

/** `chunk`'s kept deflate, if it was made after the same chunks. */
function keptDeflate(chunk: Buffer, after: readonly Buffer[]): Buffer | null {
  const kept = deflatedChunks.get(chunk);
  return kept && kept.after.length === after.length && kept.after.every((c, i) => c === after[i])
    ? kept.deflated
    : null;
}

/**
 * The level for deflating `bytes` anew: 6 for the few parts a change remakes (a tenth of a
 * millisecond each, kept until the part changes), 1 when most of the body is new (at start, a rate
 * move that reprices most directions): 1.3 MB at level 6 would take about 12 ms.
 */
const WHOLE_REMAKE_BYTES = 256 * 1024;
const levelFor = (bytes: number) => (bytes > WHOLE_REMAKE_BYTES ? 1 : 6);

/** Deflate's options for a chunk after those chunks: the last 32 KB of them as its dictionary. */
function deflateOptions(after: readonly Buffer[], level: number): ZlibOptions {
  const tail: Buffer[] = [];
  for (let i = after.length - 1, size = 0; i >= 0 && size < DEFLATE_WINDOW; i -= 1) {
    const chunk = after[i] as Buffer;
    const take = Math.min(chunk.length, DEFLATE_WINDOW - size);
    tail.unshift(take === chunk.length ? chunk : chunk.subarray(chunk.length - take));
    size += take;
  }
  return {
    level,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(tail.length > 0 ? { dictionary: tail.length === 1 ? tail[0] : Buffer.concat(tail) } : {}),
  };
}

/** A non-empty chunk of a body in gzip: what it is deflated after, and its deflate once made. */
interface TDeflateStep {
  chunk: Buffer;
  after: Buffer[];
  deflated: Buffer | null;
}

/**
 * A body's steps to gzip, each chunk's window and kept deflate looked up once (the chunks' deflates
 * made ahead on the thread pool fill in the same steps that are then put together).
 */
function deflatePlan(chunks: readonly Buffer[]): TDeflateStep[] {
  const plan: TDeflateStep[] = [];
  for (const [index, chunk] of chunks.entries()) {
    if (chunk.length === 0) continue;
    const after = chunksBefore(chunks, index);
    plan.push({ chunk, after, deflated: keptDeflate(chunk, after) });
  }
  return plan;
}

/** The level for a plan's missing deflates, from how much of the body they are. */
const levelOfPlan = (plan: readonly TDeflateStep[]) =>
  levelFor(plan.reduce((sum, step) => (step.deflated ? sum : sum + step.chunk.length), 0));

/** Keeps a step's deflate for the next body that has its chunk after the same chunks. */
function keep(step: TDeflateStep, deflated: Buffer): Buffer {
  step.deflated = deflated;
  deflatedChunks.set(step.chunk, { after: step.after, deflated });
  return deflated;
}

const deflateRawAsync = promisify(deflateRaw);

/** The plan's deflates not kept yet, made on the thread pool and kept. */
async function deflateAhead(plan: readonly TDeflateStep[]): Promise<void> {
  const level = levelOfPlan(plan);
  await Promise.all(
    plan
      .filter((step) => !step.deflated)
      .map(async (step) => keep(step, await deflateRawAsync(step.chunk, deflateOptions(step.after, level)))),
  );
}

/** A gzip member's header: deflate, no flags, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: the end of the deflate stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);

/**
 * A body in gzip from its chunks' kept deflates: only chunks not seen before, or not after the same
 * chunks, are deflated (here, on the calling thread, unless `deflateAhead` made them on the thread
 * pool); the CRC-32 runs over all of them.
 */
function gzipOfPlan(plan: readonly TDeflateStep[]): Buffer {
  const level = levelOfPlan(plan);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const step of plan) {
    out.push(step.deflated ?? keep(step, deflateRawSync(step.chunk, deflateOptions(step.after, level))));
    crc = crc32(step.chunk, crc);
    size += step.chunk.length;
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
 * A body with its compressed forms in `codings` made beforehand: for answers prepared off the
 * request path at every change (the rates export), so that no request waits for a compression.
 * Brotli runs on the thread pool at its fastest level; gzip is put together from each chunk's kept
 * deflate, those not kept made on the thread pool. Another coding is made on its first use. The body may come as chunks
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
        if (coding === 'br') {
          coded.br = await brotliFast(chunks, size);
          return;
        }
        const plan = deflatePlan(chunks);
        await deflateAhead(plan);
        coded.gzip = gzipOfPlan(plan);
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
      (coded[coding] ??=
        coding === 'gzip' ? gzipOfPlan(deflatePlan(chunks)) : compressSync(whole(), coding, true)),
  };
}
