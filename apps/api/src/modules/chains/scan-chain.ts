/**
 * One round of a chain's payment watcher (docs/payments.md, decision 032):
 *
 * 1. the node must be on the configured network (genesis hash or chain id), else nothing is read;
 * 2. a reorganisation is found by comparing the hashes this watcher scanned with the node's, going
 *    back until they agree; the payments above the fork are marked removed;
 * 3. the blocks after the cursor are read (at most `maxBlocks` a round) and the payments to claims'
 *    deposit addresses recorded, together with the blocks' hashes and the cursor, in one
 *    transaction — a restart resumes from the cursor, and a payment seen twice is one row;
 * 4. every claim with a payment not yet judged, or still confirming, is judged by the core's
 *    payment rules and moved through the state machine.
 *
 * On PostgreSQL steps 2–3 run in a transaction holding the chain's advisory lock, so however many
 * server processes run, one reads a chain at a time; on PGlite (one process) an in-process guard
 * does it, as for the rate feeds.
 */
import {
  judgePayments,
  type TChainKey,
  type TChainNet,
  type TClaimAction,
  type TClaimStatus,
  type TObservedPayment,
} from '@exchanger/core';
import type { TDatabase, TDbOrTx } from '../../db/client.js';
import type { TClaimRow } from '../claims/index.js';
import { ChainNodeError, type TChainSource } from './chain-source.js';
import type { TChainsRepo, TChainWatchRow, TFoundPayment } from './chains.repo.js';
import { expectedIdentity } from './networks.js';

export interface TScanDeps {
  repo: TChainsRepo;
  database: Pick<TDatabase, 'kind' | 'db'>;
  sources: Partial<Record<TChainKey, TChainSource>>;
  claims: {
    find(id: string): Promise<TClaimRow | null>;
    /** Applies a system action of the state machine; throws a conflict when the claim moved meanwhile. */
    act(id: string, action: TClaimAction, actor: { type: 'system' }, reason: string): Promise<TClaimRow>;
  };
  now?: () => Date;
  /** Blocks read in one round (the rest in the next). */
  maxBlocks?: number;
}

export type TScanReport =
  | {
      kind: 'scanned';
      from: number;
      to: number;
      tip: number;
      payments: number;
      removed: number;
      moved: number;
    }
  | { kind: 'idle'; tip: number; moved: number }
  | { kind: 'locked' }
  | { kind: 'failed'; error: string };

const DEFAULT_MAX_BLOCKS = 100;
/** A chain never read before is read from this many blocks below the node's tip. */
const START_DEPTH = 6;

/** Chains being scanned per database handle: the lock between rounds of one process (and all of PGlite's). */
const busy = new WeakMap<object, Set<string>>();

/** Node identities already checked, per source. */
const checkedIdentity = new WeakMap<TChainSource, string>();

function describe(error: unknown): string {
  if (error instanceof ChainNodeError) return `${error.reason}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

export async function scanChain(deps: TScanDeps, chain: TChainKey): Promise<TScanReport> {
  const now = deps.now ?? (() => new Date());
  const watches = await deps.repo.watches(chain);
  if (watches.length === 0) return { kind: 'idle', tip: -1, moved: 0 };
  const source = deps.sources[chain];
  if (!source) {
    const error = `CHAIN_RPC_${chain} is not set: payments on ${chain} are not seen`;
    await deps.repo.recordError(chain, error, now());
    return { kind: 'failed', error };
  }
  const guard = busy.get(deps.database.db) ?? new Set<string>();
  busy.set(deps.database.db, guard);
  if (guard.has(chain)) return { kind: 'locked' };
  guard.add(chain);
  try {
    await checkIdentity(source, chain, watches);
    const read = await readChain(deps, chain, source, watches, now);
    if (read.kind === 'locked') return read;
    const moved = await judgeClaims(deps, chain, watches, read.tip, now);
    return { ...read, moved };
  } catch (error) {
    const message = describe(error);
    await deps.repo.recordError(chain, message, now());
    return { kind: 'failed', error: message };
  } finally {
    guard.delete(chain);
  }
}

/** The node must answer the configured network's genesis hash or chain id (`CHAIN_RPC_<chain>`). */
async function checkIdentity(
  source: TChainSource,
  chain: TChainKey,
  watches: TChainWatchRow[],
): Promise<void> {
  const nets = [...new Set(watches.map((w) => w.net as TChainNet))];
  const [net] = nets;
  if (!net || nets.length > 1)
    throw new Error(`the currencies watched on ${chain} name different networks: ${nets.join(', ')}`);
  const expected = expectedIdentity(chain, net);
  if (checkedIdentity.get(source) === expected) return;
  const identity = await source.identity();
  if (identity !== expected)
    throw new Error(
      `wrong chain: the node of CHAIN_RPC_${chain} is on ${identity}, expected ${expected} (${nets[0]})`,
    );
  checkedIdentity.set(source, identity);
}

type TRead =
  | { kind: 'scanned'; from: number; to: number; tip: number; payments: number; removed: number }
  | { kind: 'idle'; tip: number }
  | { kind: 'locked' };

async function readChain(
  deps: TScanDeps,
  chain: TChainKey,
  source: TChainSource,
  watches: TChainWatchRow[],
  now: () => Date,
): Promise<TRead> {
  const run = async (tx: TDbOrTx): Promise<TRead> => {
    if (deps.database.kind === 'postgres' && !(await deps.repo.tryLockChain(chain, tx)))
      return { kind: 'locked' };
    const tip = await source.tip();
    let cursor = await deps.repo.cursor(chain, tx);
    if (!cursor || cursor.height < 0) {
      const height = Math.max(0, tip.height - START_DEPTH);
      const hash = await source.blockHash(height);
      if (!hash) throw new ChainNodeError(`no block at height ${height}`, 'bad_answer');
      await deps.repo.startCursor(chain, height, hash, now());
      cursor = await deps.repo.cursor(chain, tx);
      if (!cursor) throw new Error('the cursor could not be stored');
      if (cursor.height < 0) {
        await deps.repo.rollBack(tx, chain, height, hash);
        cursor = { ...cursor, height, hash };
      }
    }
    // Back to the last block both this watcher and the node have (a reorganisation's fork).
    // Each height is asked of the node once; below what this watcher remembers, the node is believed.
    let height = cursor.height;
    let hash = cursor.hash;
    let onNode = await source.blockHash(height);
    while (height > 0 && onNode !== hash) {
      height -= 1;
      onNode = await source.blockHash(height);
      if (!onNode) throw new ChainNodeError(`no block at height ${height}`, 'bad_answer');
      const remembered = await deps.repo.scannedHash(chain, height, tx);
      hash = remembered ?? onNode;
    }
    const removed = height < cursor.height ? await deps.repo.rollBack(tx, chain, height, hash) : 0;
    const last = Math.min(tip.height, height + (deps.maxBlocks ?? DEFAULT_MAX_BLOCKS));
    if (last <= height) {
      await deps.repo.recordIdle(chain, tip.height, now());
      return { kind: 'idle', tip: tip.height };
    }
    const tokens = watches.flatMap((w) =>
      w.tokenContract ? [{ contract: w.tokenContract, decimals: w.tokenDecimals ?? 18 }] : [],
    );
    const watchedCurrencies = new Set(watches.map((w) => w.currencyId));
    const blocks: { height: number; hash: string }[] = [];
    const found: TFoundPayment[] = [];
    let prev = hash;
    for (let h = height + 1; h <= last; h += 1) {
      const block = await source.block(h, { tokens });
      // The chain moved under the scan: what was read stays, the next round finds the fork.
      if (block.prevHash !== prev) break;
      const addresses = [...new Set(block.transfers.map((t) => t.address))];
      const owners = new Map(
        (await deps.repo.claimsPaidTo(addresses, tx))
          .filter((c) => watchedCurrencies.has(c.fromId))
          .map((c) => [c.address, c.id]),
      );
      for (const t of block.transfers) {
        const claimId = owners.get(t.address);
        if (!claimId) continue;
        found.push({
          txid: t.txid,
          idx: t.index,
          claimId,
          address: t.address,
          asset: t.asset,
          amount: t.amount,
          blockHeight: block.height,
          blockHash: block.hash,
          blockTime: new Date(block.time * 1000),
        });
      }
      blocks.push({ height: block.height, hash: block.hash });
      prev = block.hash;
    }
    await deps.repo.recordBlocks(tx, chain, blocks, found, tip.height, now());
    return {
      kind: 'scanned',
      from: height + 1,
      to: blocks.at(-1)?.height ?? height,
      tip: tip.height,
      payments: found.length,
      removed,
    };
  };
  // PGlite: its transactions block every other query of the server, and node calls are slow.
  if (deps.database.kind === 'pglite') return run(deps.database.db);
  return deps.database.db.transaction(run);
}

/** Judges the claims whose payments changed or are still confirming; answers how many moved. */
async function judgeClaims(
  deps: TScanDeps,
  chain: TChainKey,
  watches: TChainWatchRow[],
  tip: number,
  now: () => Date,
): Promise<number> {
  const byCurrency = new Map(watches.map((w) => [w.currencyId, w]));
  let moved = 0;
  for (const id of await deps.repo.claimsToJudge(chain)) {
    const payments = await deps.repo.paymentsOf(id);
    let claim = await deps.claims.find(id);
    const watch = claim ? byCurrency.get(claim.fromId) : undefined;
    if (claim && watch) {
      const expiresAt = claim.expiresAt.getTime();
      const observed: TObservedPayment[] = payments.map((p) => ({
        amount: p.amount,
        confirmations: p.status === 'removed' ? 0 : Math.max(0, tip - p.blockHeight + 1),
        removed: p.status === 'removed',
        late: p.blockTime.getTime() > expiresAt,
        rightAsset: (p.asset ?? null) === (watch.tokenContract ?? null),
      }));
      const terms = {
        expected: claim.fromAmount,
        tolerancePercent: watch.tolerancePercent,
        required: watch.confirmations,
      };
      // A payment may be detected and confirmed in one round: ask again until nothing follows.
      for (let step = 0; step < 3 && claim; step += 1) {
        const verdict = judgePayments(claim.status as TClaimStatus, observed, terms);
        if (!verdict) break;
        const latest = payments.find((p) => p.status === 'active') ?? payments[0];
        const reason = `${verdict.reason}${latest ? `: ${latest.txid}:${latest.idx} ${latest.amount}` : ''}`;
        try {
          claim = await deps.claims.act(id, verdict.action, { type: 'system' }, reason);
          moved += 1;
        } catch {
          // Another actor moved the claim meanwhile (or another process judged it): read it again.
          claim = await deps.claims.find(id);
        }
      }
    }
    await deps.repo.markJudged(
      payments.filter((p) => p.judgedAt === null).map((p) => p.id),
      now(),
    );
  }
  return moved;
}
