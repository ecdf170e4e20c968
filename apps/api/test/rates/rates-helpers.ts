/** Recorded rate-source responses and a fake `fetch` that serves them (there is no network in tests). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import type { TRateRefreshJobDeps } from '../../src/modules/rates/index.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/rates');

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(FIXTURES, name)));
}

export function fixtureText(name: string): string {
  return readFileSync(path.join(FIXTURES, name), 'utf8');
}

/** Replaces ASCII text inside a single-byte (windows-1251) document without touching other bytes. */
export function patchBytes(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.includes(from)) throw new Error(`patchBytes: "${from}" not found`);
  return new Uint8Array(Buffer.from(text.replace(from, to), 'latin1'));
}

export interface TFakeResponse {
  status?: number;
  body: Uint8Array | string;
  /** Answer after this many ms (the signal still aborts it). */
  delayMs?: number;
}

export interface TFakeFetch {
  fetchFn: typeof fetch;
  calls: { url: string; signal: AbortSignal | null }[];
}

/** A `fetch` answering every request with `respond(url)`; it honours the abort signal like the real one. */
export function fakeFetch(respond: (url: string) => TFakeResponse | Promise<TFakeResponse>): TFakeFetch {
  const calls: TFakeFetch['calls'] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const signal = init?.signal ?? null;
    calls.push({ url, signal });
    const answer = await respond(url);
    if (answer.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, answer.delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        });
      });
    }
    signal?.throwIfAborted();
    return new Response(answer.body, { status: answer.status ?? 200 });
  };
  return { fetchFn, calls };
}

export function silentLog(): TRateRefreshJobDeps['log'] {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds or `timeoutMs` passes. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await sleep(10);
  }
}
