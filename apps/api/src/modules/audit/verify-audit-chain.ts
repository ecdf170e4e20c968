/**
 * Walks both hash chains in id order and recomputes every hash in Node (decision 023). It reads
 * the chain's head first and the rows up to it in batches, so it holds no transaction and no lock
 * (writers go on meanwhile) and keeps one batch in memory; rows written while it walks are
 * checked up to the head it finds at the end. The cost is one read of each table.
 */
import { toIso, type TAuditChain, type TChainBreak, type TChainState } from '@exchanger/core';
import type { TAuditChainRepo } from './audit-chain.repo.js';
import {
  auditLogContent,
  chainHash,
  claimEventContent,
  GENESIS_HASH,
  type TChainLink,
  type TChainTable,
} from './audit-chain.js';

export interface TVerifyChainDeps {
  chain: TAuditChainRepo;
  now?: () => Date;
}

const BATCH = 1000;

async function walk<TRow extends TChainLink>(
  chain: TAuditChainRepo,
  table: TChainTable,
  rows: (afterId: number, upTo: number, limit: number) => Promise<TRow[]>,
  content: (row: TRow) => string,
  batchSize: number,
): Promise<TChainState> {
  let checked = 0;
  let prev = GENESIS_HASH;
  let lastId = 0;
  const broken = (b: Omit<TChainBreak, 'table'>): TChainState => ({
    rows: checked,
    ok: false,
    firstBroken: { table, ...b },
  });
  let head = await chain.head(table);
  if (!head) return broken({ id: 0, problem: 'missing', expected: null, found: null });
  for (;;) {
    while (lastId < head.lastId) {
      const batch = await rows(lastId, head.lastId, batchSize);
      if (!batch.length) break;
      for (const row of batch) {
        if (row.prevHash !== prev)
          return broken({ id: row.id, problem: 'link', expected: prev, found: row.prevHash });
        const expected = chainHash(prev, content(row));
        if (row.hash !== expected) return broken({ id: row.id, problem: 'hash', expected, found: row.hash });
        prev = row.hash;
        lastId = row.id;
        checked += 1;
      }
    }
    if (lastId !== head.lastId || prev !== head.lastHash)
      return broken({
        id: head.lastId,
        problem: 'missing',
        expected: head.lastHash,
        found: lastId === head.lastId ? prev : null,
      });
    const next = await chain.firstAfter(table, head.lastId);
    if (next === null) return { rows: checked, ok: true };
    // A row after the head: linked since the head was read (the head has moved on past it), or
    // written with the trigger off.
    const moved = await chain.head(table);
    if (!moved || moved.lastId < next)
      return broken({ id: next, problem: 'unchained', expected: null, found: null });
    head = moved;
  }
}

export async function verifyAuditChain(
  deps: TVerifyChainDeps,
  options: { batchSize?: number } = {},
): Promise<TAuditChain> {
  const batchSize = options.batchSize ?? BATCH;
  const { chain } = deps;
  const auditLog = await walk(
    chain,
    'audit_log',
    (after, upTo, limit) => chain.auditLogRows(after, upTo, limit),
    auditLogContent,
    batchSize,
  );
  const claimEvents = await walk(
    chain,
    'claim_events',
    (after, upTo, limit) => chain.claimEventRows(after, upTo, limit),
    claimEventContent,
    batchSize,
  );
  return { auditLog, claimEvents, checkedAt: toIso(deps.now?.() ?? new Date()) };
}
