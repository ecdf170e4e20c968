/**
 * Idempotent money calls (docs/decisions/028): a request carrying an `Idempotency-Key` runs once
 * per key and caller; a retry of the same body gets the first answer again, another body with the
 * same key is refused, and a retry while the first still runs is told to wait. Knows nothing of
 * HTTP: the route helper (`http/idempotency.ts`) reads the header and sends what this decides.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import type { TIdempotencyRepo } from './idempotency.repo.js';

/** What to do with a request: run it (and keep its answer), or send the answer kept for it. */
export type TIdempotencyStart = { kind: 'run' } | { kind: 'replay'; status: number; body: string };

/** The first request of the key still runs: come back in a second. */
const inProgress = () =>
  new AppError('idempotency_in_progress', 'idempotency_in_progress', { retryAfterSeconds: 1 });

/** JSON with every object's keys sorted, so two spellings of one body hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of the canonical JSON of a request body. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export function createIdempotencyService({ repo }: { repo: TIdempotencyRepo }) {
  return {
    /**
     * Takes `key` in `scope` for a request whose body hashes to `requestHash`, or answers what the
     * first request of the key answered. 409 `idempotency_conflict` for another body,
     * 409 `idempotency_in_progress` while the first request runs.
     */
    async start(scope: string, key: string, requestHash: string): Promise<TIdempotencyStart> {
      // A released key (its request was refused) may vanish between the two steps: take it again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (await repo.take(scope, key, requestHash)) return { kind: 'run' };
        const stored = await repo.find(scope, key);
        if (!stored) continue;
        if (stored.requestHash !== requestHash)
          throw new AppError('idempotency_conflict', 'idempotency_conflict');
        if (stored.status === null || stored.body === null) throw inProgress();
        return { kind: 'replay', status: stored.status, body: stored.body };
      }
      throw inProgress();
    },
    /** Keeps a success, to be replayed for 24 hours. */
    complete: (scope: string, key: string, status: number, body: string) =>
      repo.complete(scope, key, status, body),
    /** A refusal wrote nothing: the key is given back and a retry runs again. */
    release: (scope: string, key: string) => repo.release(scope, key),
    /** Housekeeping: forgets answers older than 24 hours. */
    prune: () => repo.prune(),
  };
}

export type TIdempotencyService = ReturnType<typeof createIdempotencyService>;
