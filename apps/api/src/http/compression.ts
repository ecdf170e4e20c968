/**
 * Compressed answers (docs/decisions/033-compression.md). Text answers of 1 KB or more (HTML,
 * JSON, XML, plain text, CSV, SVG) go out in brotli or gzip, whichever the request's
 * `Accept-Encoding` prefers (brotli on a tie), and as they are when it accepts neither; each such
 * answer says `Vary: Accept-Encoding`, compressed or not.
 *
 * Every route gets the compressing `onSend` hook of its own (through `onRoute`), last among its
 * hooks so it sees the final bytes (the idempotency hook keeps the plain answer). A route that
 * sends bodies compressed ahead — the calculator's and the rate export's, compressed once per
 * snapshot — says `config: PRECOMPRESSED` and has no hook at all: a hook costs the hot pair
 * route a few per cent (docs/benchmarks.md). Streams (static files, uploads) pass untouched: the
 * SPA's files are compressed at build time (`http/spa.ts`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { compress, COMPRESS_MIN_BYTES, type TContentCoding, type TEncodedBody } from '../lib/compression.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route compresses its answers itself (`sendEncoded`); no hook is added. */
    compress?: boolean;
  }
}

/** The route config of a route that sends its answers through `sendEncoded`. */
export const PRECOMPRESSED = { compress: false } as const;

/**
 * The route config of an answer that carries a secret (an access token, a second factor's secret
 * or recovery codes, a shop's webhook secret): never compressed, so its length cannot leak the
 * secret beside text an attacker chose (BREACH; docs/decisions/033-compression.md).
 */
export const SECRET_ANSWER = { compress: false } as const;

/** Media types worth compressing; `text/event-stream` is never buffered, so never compressed. */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:json|xml|javascript|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(type: unknown): boolean {
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

function parseQuality(params: string[]): number {
  for (const param of params) {
    const [name = '', value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'q') continue;
    const q = Number(value.trim());
    return Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
  }
  return 1;
}

function negotiate(header: string, onTie: TContentCoding): TContentCoding | null {
  let br: number | undefined;
  let gzip: number | undefined;
  let identity: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = parseQuality(params);
    switch (name.trim().toLowerCase()) {
      case 'br':
        br ??= q;
        break;
      case 'gzip':
      case 'x-gzip':
        gzip ??= q;
        break;
      case 'identity':
        identity ??= q;
        break;
      case '*':
        any ??= q;
        break;
      default:
    }
  }
  const qBr = br ?? any ?? 0;
  const qGzip = gzip ?? any ?? 0;
  const coding: TContentCoding | null =
    qBr > 0 && (qBr > qGzip || (qBr === qGzip && onTie === 'br')) ? 'br' : qGzip > 0 ? 'gzip' : null;
  // Only an explicit `identity` may outrank a coding the client asked for.
  if (coding === null || (identity !== undefined && identity > Math.max(qBr, qGzip))) return null;
  return coding;
}

/** Browsers send a handful of distinct headers: each is parsed once (the maps are bounded). */
const negotiated: Record<TContentCoding, Map<string, TContentCoding | null>> = {
  br: new Map(),
  gzip: new Map(),
};

/**
 * The coding to answer a request with, from its `Accept-Encoding`: by quality, brotli before gzip
 * on a tie (or gzip, `onTie`: the rates export, whose gzip is made from kept parts);
 * null (the body as it is) without the header or when neither is acceptable.
 */
export function negotiateCoding(
  header: string | string[] | undefined,
  onTie: TContentCoding = 'br',
): TContentCoding | null {
  if (header === undefined) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const parsed = negotiated[onTie];
  let coding = parsed.get(text);
  if (coding === undefined) {
    coding = negotiate(text, onTie);
    if (parsed.size >= 128) parsed.clear();
    parsed.set(text, coding);
  }
  return coding;
}

/** Adds `Accept-Encoding` to the answer's `Vary`, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    void reply.header('vary', 'accept-encoding');
    return;
  }
  const list = [vary].flat().map(String).join(', ');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(list))
    void reply.header('vary', `${list}, accept-encoding`);
}

/**
 * A body kept compressed ahead (`TEncodedBody`) in the coding the request prefers (`onTie` as for
 * `negotiateCoding`). The content type is the caller's to set first.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: TEncodedBody,
  onTie: TContentCoding = 'br',
): FastifyReply {
  if (!body.compressible) return reply.send(body.identity);
  varyOnEncoding(reply);
  const coding = negotiateCoding(request.headers['accept-encoding'], onTie);
  if (coding === null) return reply.send(body.identity);
  return reply.header('content-encoding', coding).send(body.coded(coding));
}

/**
 * The payload to send: compressed (its headers set) when it is text of 1 KB or more of a
 * compressible type and the request accepts a coding, otherwise as it is.
 */
export function encodePayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
): string | Buffer | Promise<Buffer> {
  const status = reply.statusCode;
  if (status === 204 || status === 206 || status === 304 || reply.hasHeader('content-encoding'))
    return payload;
  if (!isCompressibleType(reply.getHeader('content-type'))) return payload;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
  varyOnEncoding(reply);
  const coding = negotiateCoding(request.headers['accept-encoding']);
  if (coding === null) return payload;
  void reply.header('content-encoding', coding);
  // The bytes differ from the plain answer's, so a strong validator would lie (RFC 9110 8.8.1).
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) void reply.header('etag', `W/${etag}`);
  return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, coding);
}

const compressOnSend: onSendHookHandler = (request, reply, payload, done) => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
    done(null, payload);
    return;
  }
  let encoded: ReturnType<typeof encodePayload>;
  try {
    encoded = encodePayload(request, reply, payload);
  } catch (error) {
    done(error as Error);
    return;
  }
  if (encoded instanceof Promise) encoded.then((body) => done(null, body), done);
  else done(null, encoded);
};

/**
 * Fastify's HEAD twin of a GET route ends its hooks with one that drops the body after setting
 * `Content-Length` from it; compressing goes before that, so HEAD says what GET sends.
 */
const isHeadTwinHook = (hook: unknown) =>
  typeof hook === 'function' && hook.name === 'headRouteOnSendHandler';

/** Gives every route declared from here on the compressing hook, unless it compresses itself. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.compress === false) return;
    const hooks = [route.onSend ?? []].flat();
    const head = hooks.findIndex(isHeadTwinHook);
    if (head === -1) hooks.push(compressOnSend);
    else hooks.splice(head, 0, compressOnSend);
    route.onSend = hooks;
  });
}
