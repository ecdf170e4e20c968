import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  dec,
  HOLDING_STATUSES,
  UNPAID_STATUSES,
  type TBig,
  type TClaimAction,
  type TClaimActor,
  type TClaimStatus,
} from '@exchanger/core';
import { insertStatement, rowFromDriver, rowsOf } from '../../db/bulk-insert.js';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { claimEvents, claims, currencies, directions } from '../../db/schema.js';
import { createGroupCommit } from '../../lib/group-commit.js';
import type { TMailing, TPreparedMail } from '../mail/index.js';

export type TClaimRow = typeof claims.$inferSelect;
export type TNewClaim = typeof claims.$inferInsert;
export type TClaimEventRow = typeof claimEvents.$inferSelect;

const HOLDING = new Set<string>(HOLDING_STATUSES);

type TNewHeldClaim = TNewClaim & { id: string; status: TClaimStatus };

/**
 * Why a claim was not created: its reserve ran out, its promocode was used up meanwhile, or its
 * client already has as many unpaid claims, or as large a part of the reserve, as allowed.
 */
export type TCreateRefusal = 'reserve' | 'promocode' | 'open_cap' | 'share_cap';

/**
 * How much one client may hold (docs/decisions/027-claim-rationing.md), counted over the claims of
 * each of its keys — its address, its e-mail and its account — in the unpaid statuses.
 */
export interface TClientCaps {
  /** Unpaid claims at once; 0: no cap. */
  openMax: number;
  /** The share of the receive currency's reserve (percent) their receive amounts may add up to. */
  reserveSharePercent: string;
}

/**
 * What the claims repository asks of other modules inside its own transactions — the promocode a
 * claim takes, the e-mails it queues, the shop invoice it pays — so each of those is committed
 * with the claim's change or not at all. Wired once, in the composition root; a test may leave
 * any of them out.
 */
export interface TClaimCollaborators {
  /**
   * Takes one use of a promocode inside the creating transaction; false when it can no longer be
   * used (then the claim is refused and the transaction takes nothing for it).
   */
  takePromocodeUse?: (tx: TDbOrTx, code: string) => Promise<boolean>;
  /** Gives back the promocode use of a claim cancelled or expired, in the change's transaction. */
  returnPromocodeUse?: (tx: TDbOrTx, code: string) => Promise<void>;
  /**
   * The statement that queues the e-mails of the admitted claims, run within the creating
   * statement: a claim and its "claim created" message are committed together, with one commit
   * per batch.
   */
  queueMails?: (tx: TDbOrTx, mails: TPreparedMail[]) => SQL;
  /** The statement that queues a mailing (one message, many recipients: the expiry's e-mails). */
  queueMailing?: (tx: TDbOrTx, mailing: TMailing) => SQL;
  /**
   * Runs in the transaction of every status change of a claim that pays a shop invoice, its
   * creation included (`from` null): the shop's webhook, its invoice and its balance follow.
   */
  invoiceClaimChanged?: (
    tx: TDbOrTx,
    row: TClaimRow,
    from: TClaimStatus | null,
    to: TClaimStatus,
  ) => Promise<void>;
  /**
   * Gives each admitted claim whose send currency is watched on its chain a deposit address of its
   * own, in the creating transaction (indexes are taken there, so none is given twice; docs/payments.md).
   */
  assignDeposits?: (
    tx: TDbOrTx,
    claims: { id: string; fromId: number }[],
  ) => Promise<Map<string, { depositAddress: string; depositPath: string }>>;
}

interface TCreation {
  claim: TNewHeldClaim;
  actor: TActor;
  mail?: TPreparedMail | undefined;
  caps?: TClientCaps | undefined;
}

const UNPAID = [...UNPAID_STATUSES];

/** The keys a claim's client is counted under: its address, its e-mail, its account. */
function clientKeys(claim: Pick<TNewClaim, 'clientIp' | 'email' | 'userId'>): string[] {
  const keys = [`email:${claim.email}`];
  if (claim.clientIp) keys.push(`ip:${claim.clientIp}`);
  if (claim.userId !== null && claim.userId !== undefined) keys.push(`user:${claim.userId}`);
  return keys;
}

/** A 64-bit advisory lock key of a client key (a collision only makes two clients wait in turn). */
function lockKeyOf(key: string): bigint {
  return createHash('sha256').update(`claims/${key}`).digest().readBigInt64BE(0);
}

/** What the unpaid claims of some clients hold: how many per key, how much per key and currency. */
interface TStanding {
  open: Map<string, number>;
  held: Map<string, TBig>;
}

const heldKey = (key: string, currencyId: number) => `${key}|${currencyId}`;

export interface TActor {
  type: TClaimActor;
  id?: string | null;
}

export function createClaimsRepo(db: TDb, deps: TClaimCollaborators = {}) {
  async function addEvent(
    tx: TDbOrTx,
    claimId: string,
    action: TClaimAction | 'create',
    from: TClaimStatus | null,
    to: TClaimStatus,
    actor: TActor,
    reason: string,
  ): Promise<void> {
    await tx.insert(claimEvents).values({
      claimId,
      action,
      fromStatus: from,
      toStatus: to,
      actorType: actor.type,
      actorId: actor.id ?? null,
      reason,
    });
  }

  /**
   * Locks these currencies' rows in id order, as creations lock them, so that a change touching
   * two of them (a refund releases the receive side's hold and gives back the send side's payment)
   * never waits for another writer in a cycle.
   */
  async function lockCurrencies(tx: TDbOrTx, ids: number[]): Promise<void> {
    await tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(inArray(currencies.id, [...new Set(ids)]))
      .orderBy(asc(currencies.id))
      .for('update');
  }

  /** Gives the receive amounts of closed claims back to their currencies' reserves. */
  async function release(tx: TDbOrTx, closed: Pick<TClaimRow, 'toId' | 'toAmount'>[]): Promise<void> {
    const byCurrency = new Map<number, TBig>();
    for (const c of closed) byCurrency.set(c.toId, (byCurrency.get(c.toId) ?? dec(0)).plus(dec(c.toAmount)));
    // In id order, as the creations lock them, so two writers never wait for each other in a cycle.
    for (const [toId, amount] of [...byCurrency].sort(([a], [b]) => a - b)) {
      await tx
        .update(currencies)
        .set({ held: sql`${currencies.held} - ${amount.toFixed()}::numeric` })
        .where(eq(currencies.id, toId));
    }
  }

  async function hold(tx: TDbOrTx, currencyId: number, amount: TBig): Promise<void> {
    await tx
      .update(currencies)
      .set({ held: sql`${currencies.held} + ${amount.toFixed()}::numeric` })
      .where(eq(currencies.id, currencyId));
  }

  /** A claim that ends unused (cancelled, expired) gives its promocode use back (decision 027). */
  async function givePromocodeBack(tx: TDbOrTx, closed: Pick<TClaimRow, 'promocode'>[]): Promise<void> {
    if (!deps.returnPromocodeUse) return;
    for (const { promocode } of closed) if (promocode) await deps.returnPromocodeUse(tx, promocode);
  }

  /**
   * Takes the transaction-level advisory locks of these client keys, in one order (so two batches
   * never wait for each other in a cycle): a second creation for the same client, in this process
   * or another, waits until this transaction has committed its claims, then counts them.
   */
  async function lockClients(tx: TDbOrTx, keys: string[]): Promise<void> {
    const locks = [...new Set(keys.map(lockKeyOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(${lock.toString()}::bigint)`);
  }

  /** What the unpaid claims of these client keys hold now, read under their locks. */
  async function standingOf(tx: TDbOrTx, keys: string[]): Promise<TStanding> {
    const standing: TStanding = { open: new Map(), held: new Map() };
    const of = (prefix: string) =>
      keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
    const columns = {
      toId: claims.toId,
      open: sql<number>`count(*)::int`,
      held: sql<string>`sum(${claims.toAmount})::text`,
    };
    const add = (key: string, row: { toId: number; open: number; held: string }) => {
      standing.open.set(key, (standing.open.get(key) ?? 0) + row.open);
      standing.held.set(heldKey(key, row.toId), dec(row.held));
    };
    const emails = of('email:');
    const ips = of('ip:');
    const userIds = of('user:').map(Number);
    if (emails.length) {
      const rows = await tx
        .select({ key: claims.email, ...columns })
        .from(claims)
        .where(and(inArray(claims.status, UNPAID), inArray(claims.email, emails)))
        .groupBy(claims.email, claims.toId);
      for (const row of rows) add(`email:${row.key}`, row);
    }
    if (ips.length) {
      const rows = await tx
        .select({ key: claims.clientIp, ...columns })
        .from(claims)
        .where(and(inArray(claims.status, UNPAID), inArray(claims.clientIp, ips)))
        .groupBy(claims.clientIp, claims.toId);
      for (const row of rows) add(`ip:${row.key ?? ''}`, row);
    }
    if (userIds.length) {
      const rows = await tx
        .select({ key: claims.userId, ...columns })
        .from(claims)
        .where(and(inArray(claims.status, UNPAID), inArray(claims.userId, userIds)))
        .groupBy(claims.userId, claims.toId);
      for (const row of rows) add(`user:${row.key ?? ''}`, row);
    }
    return standing;
  }

  /** The cap a claim would pass, if any, given what its client's keys already hold. */
  function capRefusal(
    claim: TNewHeldClaim,
    caps: TClientCaps,
    reserve: TBig,
    standing: TStanding,
  ): TCreateRefusal | null {
    const keys = clientKeys(claim);
    if (caps.openMax > 0 && keys.some((key) => (standing.open.get(key) ?? 0) >= caps.openMax))
      return 'open_cap';
    const ceiling = reserve.times(dec(caps.reserveSharePercent)).div(100);
    const amount = dec(claim.toAmount);
    const over = keys.some((key) =>
      (standing.held.get(heldKey(key, claim.toId)) ?? dec(0)).plus(amount).gt(ceiling),
    );
    return over ? 'share_cap' : null;
  }

  /** Counts an admitted claim under its client's keys, for the next claims of the batch. */
  function countIn(standing: TStanding, claim: TNewHeldClaim): void {
    for (const key of clientKeys(claim)) {
      standing.open.set(key, (standing.open.get(key) ?? 0) + 1);
      const k = heldKey(key, claim.toId);
      standing.held.set(k, (standing.held.get(k) ?? dec(0)).plus(dec(claim.toAmount)));
    }
  }

  /**
   * Writes a batch of new claims in one transaction: takes the advisory locks of the clients'
   * keys and counts what their unpaid claims hold (docs/decisions/027), locks the receive
   * currencies' rows (in id order), admits each claim in arrival order while `reserve − held` still
   * covers it and its client stays within its caps, inserts the admitted claims with their `create`
   * events and adds their holds. The locks make the checks and the hold one atomic step against
   * every other writer, in this process or another, so the available reserve never goes below zero
   * and no client passes its caps. Answers the inserted row, or the refusal of a claim (nothing of
   * it is stored).
   */
  async function commitClaims(batch: TCreation[]): Promise<(TClaimRow | TCreateRefusal)[]> {
    return db.transaction(async (tx) => {
      // The clients' locks first, then the currencies' rows, each in one order (docs/decisions/027).
      const capped = batch.filter((b) => b.caps).flatMap((b) => clientKeys(b.claim));
      await lockClients(tx, capped);
      const standing = capped.length ? await standingOf(tx, [...new Set(capped)]) : null;
      const ids = [...new Set(batch.map((b) => b.claim.toId))];
      const locked = await tx
        .select({ id: currencies.id, reserve: currencies.reserve, held: currencies.held })
        .from(currencies)
        .where(inArray(currencies.id, ids))
        .orderBy(asc(currencies.id))
        .for('update');
      const available = new Map(locked.map((c) => [c.id, dec(c.reserve).minus(dec(c.held))]));
      const reserves = new Map(locked.map((c) => [c.id, dec(c.reserve)]));
      const added = new Map<number, TBig>();
      const outcome = new Map<string, TCreateRefusal | 'admitted'>();
      for (const { claim, caps } of batch) {
        const amount = dec(claim.toAmount);
        const left = available.get(claim.toId);
        const reserve = reserves.get(claim.toId);
        if (!left || !reserve || left.lt(amount)) {
          outcome.set(claim.id, 'reserve');
          continue;
        }
        const capped = caps && standing ? capRefusal(claim, caps, reserve, standing) : null;
        if (capped) {
          outcome.set(claim.id, capped);
          continue;
        }
        if (claim.promocode && deps.takePromocodeUse && !(await deps.takePromocodeUse(tx, claim.promocode))) {
          outcome.set(claim.id, 'promocode');
          continue;
        }
        if (caps && standing) countIn(standing, claim);
        available.set(claim.toId, left.minus(amount));
        added.set(claim.toId, (added.get(claim.toId) ?? dec(0)).plus(amount));
        outcome.set(claim.id, 'admitted');
      }
      const admitted = batch.filter(({ claim }) => outcome.get(claim.id) === 'admitted');
      const byId = new Map<string, TClaimRow>();
      if (admitted.length) {
        const deposits = deps.assignDeposits
          ? await deps.assignDeposits(
              tx,
              admitted.map(({ claim }) => claim),
            )
          : new Map<string, { depositAddress: string; depositPath: string }>();
        // The claims, their `create` events, the holds and the e-mails in one statement: one
        // round trip while the reserve rows are locked, instead of one per table.
        const events = admitted.map(({ claim, actor }) => ({
          claimId: claim.id,
          action: 'create',
          fromStatus: null,
          toStatus: claim.status,
          actorType: actor.type,
          actorId: actor.id ?? null,
          reason: '',
        }));
        const holds = [...added].map(([id, amount]) => ({ id, amount: amount.toFixed() }));
        const mails = admitted.flatMap(({ mail }) => (mail ? [mail] : []));
        const parts = [
          sql`e as (${insertStatement(tx, claimEvents, events)})`,
          sql`h as (update ${currencies} set held = ${currencies.held} + d.amount
            from json_to_recordset(${JSON.stringify(holds)}::json) as d(id integer, amount numeric)
            where ${currencies.id} = d.id)`,
        ];
        if (mails.length && deps.queueMails) parts.push(sql`m as (${deps.queueMails(tx, mails)})`);
        const inserted = await tx.execute(
          sql`with c as (${insertStatement(
            tx,
            claims,
            admitted.map((b) => ({ ...b.claim, ...deposits.get(b.claim.id) })),
          )} returning *), ${sql.join(parts, sql`, `)} select * from c`,
        );
        for (const raw of rowsOf(inserted)) {
          const row = rowFromDriver(claims, raw);
          byId.set(row.id, row);
          if (row.invoiceId) await deps.invoiceClaimChanged?.(tx, row, null, row.status as TClaimStatus);
        }
      }
      return batch.map(({ claim }) => {
        const result = outcome.get(claim.id);
        return result === 'admitted' ? (byId.get(claim.id) ?? 'reserve') : (result ?? 'reserve');
      });
    });
  }

  const creations = createGroupCommit({ commit: commitClaims });

  return {
    /**
     * Inserts the claim and takes its hold on the receive currency's reserve atomically, together
     * with the other creations that arrive meanwhile (group commit, docs/decisions/007), and the
     * claim's promocode use and its e-mail. Returns the refusal when the reserve or the promocode is
     * exhausted, or when the client's caps would be passed.
     */
    async createWithHold(
      claim: TNewHeldClaim,
      actor: TActor,
      /** The "claim created" e-mail, queued in the same transaction when the claim is admitted. */
      mail?: TPreparedMail,
      /** What the client may hold, counted in the same transaction (docs/decisions/027). */
      caps?: TClientCaps,
    ): Promise<TClaimRow | TCreateRefusal> {
      return creations.submit({ claim, actor, mail, caps });
    },

    /** The margin (percent) of a direction as it is now: the share a referrer earns is taken from it. */
    async marginOf(directionId: number, tx: TDbOrTx = db): Promise<string> {
      const [row] = await tx
        .select({ margin: directions.marginPercent })
        .from(directions)
        .where(eq(directions.id, directionId));
      return row?.margin ?? '0';
    },

    async findById(id: string, tx: TDbOrTx = db): Promise<TClaimRow | null> {
      const [row] = await tx.select().from(claims).where(eq(claims.id, id));
      return row ?? null;
    },

    /**
     * The id of the claim whose short number (its id's first eight hex digits) is `number` and whose
     * e-mail is `email` (both lower-case), or null. The number is a range of the primary key, so the
     * query costs the same whether or not anything matches.
     */
    async idByNumberAndEmail(number: string, email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: claims.id })
        .from(claims)
        .where(
          and(
            gte(claims.id, `${number}-0000-0000-0000-000000000000`),
            lte(claims.id, `${number}-ffff-ffff-ffff-ffffffffffff`),
            eq(claims.email, email),
          ),
        )
        .orderBy(desc(claims.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    async events(claimId: string): Promise<TClaimEventRow[]> {
      return db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, claimId))
        .orderBy(asc(claimEvents.id));
    },

    /**
     * Moves a claim from `from` to `to` only if it is still in `from` (so two actors racing on one
     * claim cannot both succeed) and records the event. Returns the updated claim or null.
     */
    async changeStatus(
      id: string,
      action: TClaimAction,
      from: TClaimStatus,
      to: TClaimStatus,
      actor: TActor,
      reason: string,
      extra: Partial<Pick<TNewClaim, 'payoutReference' | 'clientPaymentReference'>> = {},
      /** Runs in the same transaction after the change (e.g. the referral accrual of a completion). */
      afterChange?: (tx: TDbOrTx, row: TClaimRow) => Promise<void>,
    ): Promise<TClaimRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(claims)
          .set({ status: to, updatedAt: sql`now()`, ...extra })
          .where(and(eq(claims.id, id), eq(claims.status, from)))
          .returning();
        if (!row) return null;
        if (HOLDING.has(from) && !HOLDING.has(to)) {
          // What closes a claim may move the reserve of either side (docs/decisions/021).
          await lockCurrencies(tx, [row.fromId, row.toId]);
          await release(tx, [row]);
        } else if (!HOLDING.has(from) && HOLDING.has(to)) {
          // A closed claim paid late is held again while it is reviewed (docs/payments.md), so
          // that what ends it later releases a hold it has.
          await lockCurrencies(tx, [row.fromId, row.toId]);
          await hold(tx, row.toId, dec(row.toAmount));
        }
        if (to === 'cancelled' || to === 'expired') await givePromocodeBack(tx, [row]);
        await addEvent(tx, id, action, from, to, actor, reason);
        if (row.invoiceId) await deps.invoiceClaimChanged?.(tx, row, from, to);
        await afterChange?.(tx, row);
        return row;
      });
    },

    /**
     * A claim in review recomputed (docs/payments.md): its amounts and course replaced, its hold
     * on the receive currency moved by the difference — refused (`'reserve'`) when the available
     * reserve cannot cover an increase — and it moves to `paid`, with its event, in one
     * transaction. `'moved'` when it is no longer in review.
     */
    async recompute(
      id: string,
      change: Pick<TNewClaim, 'fromAmount' | 'toAmount' | 'course' | 'usdValue'>,
      actor: TActor,
      reason: string,
      afterChange?: (tx: TDbOrTx, row: TClaimRow, before: TClaimRow) => Promise<void>,
    ): Promise<TClaimRow | 'moved' | 'reserve'> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(claims)
          .where(and(eq(claims.id, id), eq(claims.status, 'review')))
          .for('update');
        if (!before) return 'moved';
        await lockCurrencies(tx, [before.fromId, before.toId]);
        const delta = dec(change.toAmount).minus(dec(before.toAmount));
        if (delta.gt(0)) {
          const [currency] = await tx
            .select({ reserve: currencies.reserve, held: currencies.held })
            .from(currencies)
            .where(eq(currencies.id, before.toId));
          if (!currency || dec(currency.reserve).minus(dec(currency.held)).lt(delta)) return 'reserve';
        }
        if (!delta.eq(0)) await hold(tx, before.toId, delta);
        const [row] = await tx
          .update(claims)
          .set({ ...change, status: 'paid', updatedAt: sql`now()` })
          .where(eq(claims.id, id))
          .returning();
        if (!row) return 'moved';
        await addEvent(tx, id, 'recompute', 'review', 'paid', actor, reason);
        await afterChange?.(tx, row, before);
        return row;
      });
    },

    /**
     * One batch of the expiry (docs/architecture.md#claims, docs/decisions/043-batch-expiry.md): up
     * to `limit` claims left `new` past their lifetime, taken with `SKIP LOCKED` (so instances
     * running at once share the work and expire each claim once), moved to `expired` and their
     * events written by one statement, their e-mails (`mailsOf`, for the claims whose owner wants
     * them) queued by a second, their holds released by a third — all in one transaction, the
     * currencies (which a claim's creation waits for) locked after the claims and their e-mails.
     */
    async expireDue(
      limit: number,
      mailsOf: (expired: TClaimRow[]) => TMailing | null = () => null,
    ): Promise<TClaimRow[]> {
      return db.transaction(async (tx) => {
        const moved = rowsOf(
          await tx.execute(sql`
            with due as (
              select ${claims.id} as id from ${claims}
              where ${claims.status} = 'new' and ${claims.expiresAt} <= now()
              order by ${claims.expiresAt}
              limit ${limit}
              for update skip locked
            ), moved as (
              update ${claims} set status = 'expired', updated_at = now()
              from due where ${claims.id} = due.id
              returning ${claims}.*
            ), events as (
              insert into ${claimEvents} (claim_id, action, from_status, to_status, actor_type, actor_id, reason)
              select id, 'expire', 'new', 'expired', 'system', null, 'lifetime passed' from moved
            )
            select moved.*, coalesce(u.notify_email, true) as "wantsMail"
            from moved left join users u on u.id = moved.user_id`),
        );
        if (moved.length === 0) return [];
        const rows = moved.map((raw) => rowFromDriver(claims, raw));
        const wanted = rows.filter((_, i) => (moved[i] as { wantsMail: boolean }).wantsMail);
        const mailing = wanted.length ? mailsOf(wanted) : null;
        if (mailing?.groups.length && deps.queueMailing) await tx.execute(deps.queueMailing(tx, mailing));
        // Holds: the currencies locked in id order (as creations lock them), released by one statement.
        await lockCurrencies(
          tx,
          rows.map((r) => r.toId),
        );
        const freed = new Map<number, TBig>();
        for (const r of rows) freed.set(r.toId, (freed.get(r.toId) ?? dec(0)).plus(dec(r.toAmount)));
        const amounts = [...freed].map(([id, amount]) => ({ id, amount: amount.toFixed() }));
        await tx.execute(sql`
          update ${currencies} set held = ${currencies.held} - d.amount
          from json_to_recordset(${JSON.stringify(amounts)}::json) as d(id integer, amount numeric)
          where ${currencies.id} = d.id`);
        // Rare beside the rest: a promocode given back, a shop's invoice open again.
        await givePromocodeBack(tx, rows);
        for (const row of rows)
          if (row.invoiceId) await deps.invoiceClaimChanged?.(tx, row, 'new', 'expired');
        return rows;
      });
    },
  };
}

export type TClaimsRepo = ReturnType<typeof createClaimsRepo>;
