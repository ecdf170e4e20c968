/**
 * Queries of on-chain payment acceptance (docs/payments.md): the watched currencies, each chain's
 * cursor and recent block hashes, the payments seen to claims' deposit addresses.
 */
import type { TChainKey, TChainNet } from '@exchanger/core';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/bulk-insert.js';
import {
  chainBlocks,
  chainCursors,
  chainKeys,
  chainPayments,
  chainWatches,
  claims,
  currencies,
  networkExplorers,
} from '../../db/schema.js';

/** How many scanned blocks' hashes are kept to find a reorganisation's fork. */
const KEPT_BLOCKS = 200;
/** Any constant of ours for the chains' advisory locks (two-key locks have their own key space). */
const CHAIN_LOCK_CLASS = 7_318;

/** A watch with its currency's code and the index its key's next address takes. */
export type TChainWatchRow = typeof chainWatches.$inferSelect & { code: string; nextIndex: number };
export type TChainPaymentRow = typeof chainPayments.$inferSelect;
export type TChainCursorRow = typeof chainCursors.$inferSelect;
export type TNetworkExplorerRow = typeof networkExplorers.$inferSelect;

/**
 * What may link a currency's transactions to an explorer (docs/payments.md): its enabled watch's
 * chain and template, and its network's code and template.
 */
export interface TCurrencyExplorer {
  /** The chain of its enabled watch; null when it is not watched. */
  chain: TChainKey | null;
  watchTxUrl: string | null;
  networkCode: string | null;
  networkTxUrl: string | null;
}

/** A payment found in a scanned block, for the claim whose address it pays. */
export interface TFoundPayment {
  txid: string;
  idx: number;
  claimId: string;
  address: string;
  asset: string | null;
  amount: string;
  blockHeight: number;
  blockHash: string;
  blockTime: Date;
}

export function createChainsRepo(db: TDb) {
  return {
    /** Enabled watches, with their currency's code; of one chain when `chain` is given. */
    async watches(chain?: TChainKey): Promise<TChainWatchRow[]> {
      const rows = await db
        .select({ watch: chainWatches, code: currencies.code, next: chainKeys.nextIndex })
        .from(chainWatches)
        .innerJoin(currencies, eq(currencies.id, chainWatches.currencyId))
        .leftJoin(
          chainKeys,
          and(eq(chainKeys.chain, chainWatches.chain), eq(chainKeys.xpub, chainWatches.xpub)),
        )
        .where(and(eq(chainWatches.enabled, true), chain ? eq(chainWatches.chain, chain) : undefined))
        .orderBy(asc(chainWatches.currencyId));
      return rows.map((r) => ({ ...r.watch, code: r.code, nextIndex: r.next ?? 0 }));
    },

    async watchOf(currencyId: number, tx: TDbOrTx = db): Promise<TChainWatchRow | null> {
      const [row] = await tx
        .select({ watch: chainWatches, code: currencies.code, next: chainKeys.nextIndex })
        .from(chainWatches)
        .innerJoin(currencies, eq(currencies.id, chainWatches.currencyId))
        .leftJoin(
          chainKeys,
          and(eq(chainKeys.chain, chainWatches.chain), eq(chainKeys.xpub, chainWatches.xpub)),
        )
        .where(eq(chainWatches.currencyId, currencyId));
      return row ? { ...row.watch, code: row.code, nextIndex: row.next ?? 0 } : null;
    },

    /** The explorer templates of a currency (null when there is no such currency). */
    async explorerOf(currencyId: number, tx: TDbOrTx = db): Promise<TCurrencyExplorer | null> {
      const [row] = await tx
        .select({
          chain: chainWatches.chain,
          watchTxUrl: chainWatches.explorerTxUrl,
          networkCode: currencies.networkCode,
          networkTxUrl: networkExplorers.txUrl,
        })
        .from(currencies)
        .leftJoin(
          chainWatches,
          and(eq(chainWatches.currencyId, currencies.id), eq(chainWatches.enabled, true)),
        )
        .leftJoin(networkExplorers, eq(networkExplorers.networkCode, currencies.networkCode))
        .where(eq(currencies.id, currencyId));
      if (!row) return null;
      return {
        chain: (row.chain as TChainKey | null) ?? null,
        watchTxUrl: row.watchTxUrl ?? null,
        networkCode: row.networkCode || null,
        networkTxUrl: row.networkTxUrl ?? null,
      };
    },

    /** Every network's explorer that is set, by network code. */
    async networkExplorers(tx: TDbOrTx = db): Promise<TNetworkExplorerRow[]> {
      return tx.select().from(networkExplorers).orderBy(asc(networkExplorers.networkCode));
    },

    async networkExplorerOf(networkCode: string, tx: TDbOrTx = db): Promise<TNetworkExplorerRow | null> {
      const [row] = await tx
        .select()
        .from(networkExplorers)
        .where(eq(networkExplorers.networkCode, networkCode));
      return row ?? null;
    },

    async saveNetworkExplorer(tx: TDbOrTx, networkCode: string, txUrl: string): Promise<void> {
      await tx
        .insert(networkExplorers)
        .values({ networkCode, txUrl })
        .onConflictDoUpdate({
          target: networkExplorers.networkCode,
          set: { txUrl, updatedAt: new Date() },
        });
    },

    /** Clears a network's explorer: the template it had, or null when it had none. */
    async clearNetworkExplorer(tx: TDbOrTx, networkCode: string): Promise<string | null> {
      const [row] = await tx
        .delete(networkExplorers)
        .where(eq(networkExplorers.networkCode, networkCode))
        .returning({ txUrl: networkExplorers.txUrl });
      return row?.txUrl ?? null;
    },

    /** Saves a currency's watch; its key's indexes carry on wherever that key has been used (`chain_keys`). */
    async saveWatch(
      tx: TDbOrTx,
      currencyId: number,
      watch: {
        chain: TChainKey;
        net: TChainNet;
        xpub: string;
        confirmations: number;
        tolerancePercent: string;
        tokenContract: string | null;
        tokenDecimals: number | null;
        explorerTxUrl: string | null;
      },
    ): Promise<void> {
      await tx
        .insert(chainWatches)
        .values({ currencyId, ...watch, enabled: true })
        .onConflictDoUpdate({
          target: chainWatches.currencyId,
          set: { ...watch, enabled: true, updatedAt: new Date() },
        });
    },

    /** Back to manual: the watch is kept switched off, so its key's indexes are never given again. */
    async disableWatch(tx: TDbOrTx, currencyId: number): Promise<boolean> {
      const rows = await tx
        .update(chainWatches)
        .set({ enabled: false, updatedAt: new Date() })
        .where(eq(chainWatches.currencyId, currencyId))
        .returning({ id: chainWatches.currencyId });
      return rows.length > 0;
    },

    /**
     * Takes `count` fresh indexes of a watched currency's key in `tx` (the claims' own transaction),
     * so an index is given once whichever currency uses the key. Null when it is not watched.
     */
    async takeIndexes(
      tx: TDbOrTx,
      currencyId: number,
      count: number,
    ): Promise<{ first: number; chain: TChainKey; net: TChainNet; xpub: string } | null> {
      const [watch] = await tx
        .select({ chain: chainWatches.chain, net: chainWatches.net, xpub: chainWatches.xpub })
        .from(chainWatches)
        .where(and(eq(chainWatches.currencyId, currencyId), eq(chainWatches.enabled, true)));
      if (!watch) return null;
      // The key's counter row is locked by the upsert: concurrent creators take turns.
      const [key] = await tx
        .insert(chainKeys)
        .values({ chain: watch.chain, xpub: watch.xpub, nextIndex: count })
        .onConflictDoUpdate({
          target: [chainKeys.chain, chainKeys.xpub],
          set: { nextIndex: sql`${chainKeys.nextIndex} + ${count}` },
        })
        .returning({ next: chainKeys.nextIndex });
      if (!key) return null;
      return {
        first: key.next - count,
        chain: watch.chain as TChainKey,
        net: watch.net as TChainNet,
        xpub: watch.xpub,
      };
    },

    async cursor(chain: TChainKey, tx: TDbOrTx = db): Promise<TChainCursorRow | null> {
      const [row] = await tx.select().from(chainCursors).where(eq(chainCursors.chain, chain));
      return row ?? null;
    },

    async cursors(): Promise<TChainCursorRow[]> {
      return db.select().from(chainCursors);
    },

    /** The hash this watcher scanned at `height`, if it still remembers it. */
    async scannedHash(chain: TChainKey, height: number, tx: TDbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ hash: chainBlocks.hash })
        .from(chainBlocks)
        .where(and(eq(chainBlocks.chain, chain), eq(chainBlocks.height, height)));
      return row?.hash ?? null;
    },

    /**
     * PostgreSQL only: the chain's transaction-scoped advisory lock, if free, so one process of
     * many scans a chain at a time (the key includes the schema, as the rate feeds' does).
     */
    async tryLockChain(chain: TChainKey, tx: TDbOrTx): Promise<boolean> {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${CHAIN_LOCK_CLASS}, hashtext(current_schema() || '/chain/' || ${chain})) as locked`,
      );
      return rowsOf(result)[0]?.locked === true;
    },

    /**
     * A reorganisation: the blocks above `height` left the chain. Their payments are marked
     * removed (kept on their claims, judged again), their hashes forgotten, the cursor moved back.
     */
    async rollBack(tx: TDbOrTx, chain: TChainKey, height: number, hash: string): Promise<number> {
      const removed = await tx
        .update(chainPayments)
        .set({ status: 'removed', judgedAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(chainPayments.chain, chain),
            gt(chainPayments.blockHeight, height),
            eq(chainPayments.status, 'active'),
          ),
        )
        .returning({ id: chainPayments.id });
      await tx.delete(chainBlocks).where(and(eq(chainBlocks.chain, chain), gt(chainBlocks.height, height)));
      await tx.update(chainCursors).set({ height, hash }).where(eq(chainCursors.chain, chain));
      return removed.length;
    },

    /** The claims whose deposit address is one of `addresses`. */
    async claimsPaidTo(
      addresses: string[],
      tx: TDbOrTx = db,
    ): Promise<{ id: string; address: string; fromId: number }[]> {
      if (addresses.length === 0) return [];
      const rows = await tx
        .select({ id: claims.id, address: claims.depositAddress, fromId: claims.fromId })
        .from(claims)
        .where(inArray(claims.depositAddress, addresses));
      return rows.flatMap((r) => (r.address ? [{ id: r.id, address: r.address, fromId: r.fromId }] : []));
    },

    /**
     * Records the blocks scanned, in `tx`: their payments (a payment seen again — after a
     * reorganisation, in another block — is active again and judged again; one seen unchanged is
     * left as it is), their hashes, and the cursor at the last of them.
     */
    async recordBlocks(
      tx: TDbOrTx,
      chain: TChainKey,
      blocks: { height: number; hash: string }[],
      payments: TFoundPayment[],
      tipHeight: number,
      at: Date,
    ): Promise<void> {
      const last = blocks.at(-1);
      if (!last) return;
      if (payments.length) {
        await tx
          .insert(chainPayments)
          .values(payments.map((p) => ({ ...p, chain, status: 'active' })))
          .onConflictDoUpdate({
            target: [chainPayments.chain, chainPayments.txid, chainPayments.idx],
            set: {
              status: 'active',
              blockHeight: sql`excluded.block_height`,
              blockHash: sql`excluded.block_hash`,
              blockTime: sql`excluded.block_time`,
              judgedAt: null,
              updatedAt: at,
            },
            setWhere: or(
              eq(chainPayments.status, 'removed'),
              sql`${chainPayments.blockHash} <> excluded.block_hash`,
            ),
          });
      }
      await tx
        .insert(chainBlocks)
        .values(blocks.map((b) => ({ chain, height: b.height, hash: b.hash })))
        .onConflictDoUpdate({
          target: [chainBlocks.chain, chainBlocks.height],
          set: { hash: sql`excluded.hash` },
        });
      await tx
        .delete(chainBlocks)
        .where(and(eq(chainBlocks.chain, chain), lt(chainBlocks.height, last.height - KEPT_BLOCKS)));
      await tx
        .insert(chainCursors)
        .values({
          chain,
          height: last.height,
          hash: last.hash,
          tipHeight,
          scannedAt: at,
          error: null,
          errorAt: null,
        })
        .onConflictDoUpdate({
          target: chainCursors.chain,
          set: { height: last.height, hash: last.hash, tipHeight, scannedAt: at, error: null, errorAt: null },
        });
    },

    /** A scan that read the node but found nothing new: the tip and the time, the error cleared. */
    async recordIdle(chain: TChainKey, tipHeight: number, at: Date): Promise<void> {
      await db
        .update(chainCursors)
        .set({ tipHeight, scannedAt: at, error: null, errorAt: null })
        .where(eq(chainCursors.chain, chain));
    },

    /** Where a watcher starts on a chain it has never read: just below the node's tip. */
    async startCursor(chain: TChainKey, height: number, hash: string, at: Date): Promise<void> {
      await db
        .insert(chainCursors)
        .values({ chain, height, hash, tipHeight: height, scannedAt: at })
        .onConflictDoNothing();
    },

    /** A failed scan: what went wrong, for the back office, `/readyz` and the metrics. */
    async recordError(chain: TChainKey, error: string, at: Date): Promise<void> {
      await db
        .insert(chainCursors)
        .values({ chain, height: -1, hash: '', tipHeight: -1, scannedAt: new Date(0), error, errorAt: at })
        .onConflictDoUpdate({ target: chainCursors.chain, set: { error, errorAt: at } });
    },

    /**
     * The claims to judge on `chain`: those with a payment not judged since it was seen, removed or
     * moved, and those still confirming (their payment's confirmations grow with every block).
     */
    async claimsToJudge(chain: TChainKey): Promise<string[]> {
      const unjudged = await db
        .selectDistinct({ id: chainPayments.claimId })
        .from(chainPayments)
        .where(and(eq(chainPayments.chain, chain), isNull(chainPayments.judgedAt)));
      const confirming = await db
        .selectDistinct({ id: chainPayments.claimId })
        .from(chainPayments)
        .innerJoin(claims, eq(claims.id, chainPayments.claimId))
        .where(and(eq(chainPayments.chain, chain), eq(claims.status, 'confirming')));
      return [...new Set([...unjudged, ...confirming].map((r) => r.id))];
    },

    async paymentsOf(claimId: string): Promise<TChainPaymentRow[]> {
      return db
        .select()
        .from(chainPayments)
        .where(eq(chainPayments.claimId, claimId))
        .orderBy(desc(chainPayments.blockHeight), desc(chainPayments.id));
    },

    async markJudged(ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(chainPayments).set({ judgedAt: at }).where(inArray(chainPayments.id, ids));
    },
  };
}

export type TChainsRepo = ReturnType<typeof createChainsRepo>;
