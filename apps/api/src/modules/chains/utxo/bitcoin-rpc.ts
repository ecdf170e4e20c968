/**
 * A small JSON-RPC client for Bitcoin Core and its forks (Litecoin Core…): one POST per call, Basic
 * auth taken from the URL's `user:pass@`, a time limit, and every failure turned into a
 * `ChainNodeError` (docs/decisions/032-chain-payments.md).
 *
 * The answer is parsed with lossless-json so that amounts (`"value": 0.1`) never pass through a
 * JavaScript float: a number with a fraction or an exponent, or an integer past 2^53, stays the
 * exact text the node wrote (a string); only safe integers (heights, times, indexes) become numbers.
 */
import { parse } from 'lossless-json';
import { request } from 'undici';
import { z } from 'zod';
import { ChainNodeError } from '../chain-source.js';

/** The node answered with a JSON-RPC error; `code` is Bitcoin Core's (`-8`: out of range, …). */
export class BitcoinRpcError extends ChainNodeError {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message, 'rpc_error');
    this.name = 'BitcoinRpcError';
  }
}

export interface TBitcoinRpcOptions {
  /** How long one call may take, connection and answer together. Default 30 s. */
  timeoutMs?: number;
  /** The largest answer read (a verbose block of a busy chain is tens of MB). Default 256 MiB. */
  maxBytes?: number;
  /**
   * Keep the connection open between calls (default). A node being stopped waits for idle
   * connections to close, so the test harness, which stops its nodes, turns it off.
   */
  keepAlive?: boolean;
}

export interface TBitcoinRpc {
  /** Calls `method` and checks the result against `schema`; throws `ChainNodeError` otherwise. */
  call<T>(method: string, params: readonly unknown[], schema: z.ZodType<T>): Promise<T>;
}

/** Bitcoin Core's answer envelope (JSON-RPC 1.0 style: `result` and `error`, one of them null). */
const ZEnvelope = z.object({
  result: z.unknown(),
  error: z.object({ code: z.number().int(), message: z.string() }).nullable().optional(),
});

/** Numbers that are safe integers become numbers; every other number keeps its exact text. */
function parseNumber(text: string): number | string {
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/** Parses a node's answer losslessly (see the header); throws on anything that is not JSON. */
export function parseNodeJson(text: string): unknown {
  return parse(text, null, parseNumber);
}

const BUSY_STATUSES = new Set([502, 503, 504]);

export function createBitcoinRpc(rpcUrl: string, options: TBitcoinRpcOptions = {}): TBitcoinRpc {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const reset = options.keepAlive === false;
  const url = new URL(rpcUrl);
  const authorization =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : undefined;
  url.username = '';
  url.password = '';
  // Never show the password in an error message: the URL below has none.
  const where = url.origin + url.pathname;
  let nextId = 0;

  async function post(method: string, params: readonly unknown[]): Promise<{ status: number; text: string }> {
    nextId += 1;
    const body = JSON.stringify({ jsonrpc: '1.0', id: nextId, method, params });
    try {
      const answer = await request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        reset,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of answer.body) {
        const buffer = chunk as Buffer;
        size += buffer.length;
        if (size > maxBytes) {
          answer.body.destroy();
          throw new ChainNodeError(`${where}: ${method} answered more than ${maxBytes} bytes`, 'bad_answer');
        }
        chunks.push(buffer);
      }
      return { status: answer.statusCode, text: Buffer.concat(chunks).toString('utf8') };
    } catch (error) {
      if (error instanceof ChainNodeError) throw error;
      throw new ChainNodeError(`${where}: ${method} failed: ${(error as Error).message}`, 'unreachable');
    }
  }

  return {
    async call<T>(method: string, params: readonly unknown[], schema: z.ZodType<T>): Promise<T> {
      const { status, text } = await post(method, params);
      if (status === 401 || status === 403) {
        throw new ChainNodeError(
          `${where}: ${method}: HTTP ${status} (check the RPC credentials)`,
          'rpc_error',
        );
      }
      if (BUSY_STATUSES.has(status)) {
        throw new ChainNodeError(`${where}: ${method}: HTTP ${status} (node busy)`, 'unreachable');
      }
      let json: unknown;
      try {
        json = parseNodeJson(text);
      } catch {
        // Bitcoin Core's answer when more calls wait than -rpcworkqueue allows: busy, not broken.
        if (text.includes('Work queue depth exceeded')) {
          throw new ChainNodeError(
            `${where}: ${method}: work queue depth exceeded (node busy)`,
            'unreachable',
          );
        }
        throw new ChainNodeError(`${where}: ${method}: HTTP ${status}, not JSON`, 'bad_answer');
      }
      const envelope = ZEnvelope.safeParse(json);
      if (!envelope.success) {
        throw new ChainNodeError(`${where}: ${method}: HTTP ${status}, not a JSON-RPC answer`, 'bad_answer');
      }
      const { error, result } = envelope.data;
      if (error)
        throw new BitcoinRpcError(`${where}: ${method}: ${error.message} (${error.code})`, error.code);
      if (status !== 200) {
        throw new ChainNodeError(`${where}: ${method}: HTTP ${status} without an error`, 'bad_answer');
      }
      const checked = schema.safeParse(result);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const path = issue ? issue.path.join('.') : '';
        throw new ChainNodeError(
          `${where}: ${method}: unexpected result${path ? ` at ${path}` : ''}: ${issue?.message ?? ''}`,
          'bad_answer',
        );
      }
      return checked.data;
    },
  };
}
