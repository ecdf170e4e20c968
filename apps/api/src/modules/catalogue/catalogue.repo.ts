/**
 * Queries of the catalogue: what the calculator snapshot is built from, and the reads and writes of
 * currencies, cities and directions that the back office and the demo seed make. Writes take the
 * caller's transaction, so a change, its audit entry and the version bump are committed together.
 * A reserve moves only through the ledger (`reserve-ledger.repo.ts`, docs/decisions/021).
 */
import { dec } from '@exchanger/core';
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { insertStatement, rowsOf, updateStatement } from '../../db/bulk-insert.js';
import type { TDbOrTx } from '../../db/client.js';
import {
  catalogueState,
  cities,
  currencies,
  currencyCities,
  directions,
  networkExplorers,
  promocodes,
  rateQuotes,
  reserveMovements,
} from '../../db/schema.js';

export type TCurrencyRow = typeof currencies.$inferSelect;
export type TDirectionRow = typeof directions.$inferSelect;
export type TCityRow = typeof cities.$inferSelect;
export type TQuoteRow = typeof rateQuotes.$inferSelect;
export type TNewCurrency = typeof currencies.$inferInsert;
export type TNewDirection = typeof directions.$inferInsert;
export type TNewCity = typeof cities.$inferInsert;
export type TNewPromocode = typeof promocodes.$inferInsert;
/** The columns a change of a currency or a direction may set (its id and timestamps are kept). */
export type TCurrencyChange = Partial<Omit<TNewCurrency, 'id' | 'createdAt' | 'updatedAt'>>;
export type TDirectionChange = Partial<Omit<TNewDirection, 'id' | 'createdAt' | 'updatedAt'>>;

/** A currency's reserve and what open claims hold of it. */
export interface TReserveFigures {
  reserve: string;
  held: string;
}

export interface TCatalogueData {
  version: number;
  currencies: TCurrencyRow[];
  cities: TCityRow[];
  /** currency id → city ids */
  currencyCities: Map<number, number[]>;
  directions: TDirectionRow[];
  quotes: TQuoteRow[];
}

/**
 * The rows changed since a version the caller knows (each row's `changed_version` is stamped by a
 * trigger, migration 0026): what a process needs to bring its snapshot to `version`. Rows are never
 * deleted from these tables (a currency or direction is switched off instead); a currency's links
 * to cities come whole for every changed currency (linking one stamps the currency).
 */
export type TCatalogueChanges = TCatalogueData;

function citiesByCurrency(links: readonly { currencyId: number; cityId: number }[]): Map<number, number[]> {
  const byCurrency = new Map<number, number[]>();
  for (const link of links) {
    const list = byCurrency.get(link.currencyId);
    if (list) list.push(link.cityId);
    else byCurrency.set(link.currencyId, [link.cityId]);
  }
  return byCurrency;
}

export function createCatalogueRepo(db: TDbOrTx) {
  return {
    async version(tx: TDbOrTx = db): Promise<number> {
      const rows = await tx
        .select({ version: catalogueState.version })
        .from(catalogueState)
        .where(eq(catalogueState.id, 1));
      return rows[0]?.version ?? 0;
    },

    /** Everything the calculator snapshot is built from, read in one transaction. */
    async load(): Promise<TCatalogueData> {
      return db.transaction(async (tx) => {
        const [versionRows, currencyRows, cityRows, links, directionRows, quoteRows] = [
          await tx
            .select({ version: catalogueState.version })
            .from(catalogueState)
            .where(eq(catalogueState.id, 1)),
          await tx.select().from(currencies).orderBy(currencies.sort, currencies.id),
          await tx.select().from(cities).orderBy(cities.sort, cities.id),
          await tx.select().from(currencyCities).orderBy(currencyCities.currencyId, currencyCities.cityId),
          await tx.select().from(directions).orderBy(directions.id),
          await tx.select().from(rateQuotes),
        ];
        return {
          version: versionRows[0]?.version ?? 0,
          currencies: currencyRows,
          cities: cityRows,
          currencyCities: citiesByCurrency(links),
          directions: directionRows,
          quotes: quoteRows,
        };
      });
    },

    /**
     * The rows changed after version `known`, with the version they bring the caller to. One probe
     * reads the version and which tables hold rows stamped later; only those are read (a change to
     * one direction costs two statements, where six were read at every change). A row committed
     * after the probe may come too (stamped later), and is read again at the next call, which is
     * harmless; rows are never deleted, so a row the probe saw is read.
     */
    async changesSince(known: number): Promise<TCatalogueChanges> {
      const [probe] = rowsOf<{
        version: string | number | null;
        currencies: boolean;
        cities: boolean;
        directions: boolean;
        quotes: boolean;
      }>(
        await db.execute(sql`select
          (select ${catalogueState.version} from ${catalogueState} where ${catalogueState.id} = 1) as version,
          exists (select 1 from ${currencies} where ${currencies.changedVersion} > ${known}) as currencies,
          exists (select 1 from ${cities} where ${cities.changedVersion} > ${known}) as cities,
          exists (select 1 from ${directions} where ${directions.changedVersion} > ${known}) as directions,
          exists (select 1 from ${rateQuotes} where ${rateQuotes.changedVersion} > ${known}) as quotes`),
      );
      const currencyRows = probe?.currencies
        ? await db
            .select()
            .from(currencies)
            .where(gt(currencies.changedVersion, known))
            .orderBy(currencies.id)
        : [];
      const ids = currencyRows.map((c) => c.id);
      const links =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(currencyCities)
              .where(inArray(currencyCities.currencyId, ids))
              .orderBy(currencyCities.currencyId, currencyCities.cityId);
      const linked = citiesByCurrency(links);
      for (const id of ids) if (!linked.has(id)) linked.set(id, []);
      return {
        version: Number(probe?.version ?? 0),
        currencies: currencyRows,
        cities: probe?.cities
          ? await db.select().from(cities).where(gt(cities.changedVersion, known)).orderBy(cities.id)
          : [],
        currencyCities: linked,
        directions: probe?.directions
          ? await db
              .select()
              .from(directions)
              .where(gt(directions.changedVersion, known))
              .orderBy(directions.id)
          : [],
        quotes: probe?.quotes
          ? await db.select().from(rateQuotes).where(gt(rateQuotes.changedVersion, known))
          : [],
      };
    },

    /**
     * Each currency's reserve and the receive amounts open claims hold of it (available = reserve −
     * held): the figures that claims and reserve movements change, re-read without a full reload.
     */
    async holds(tx: TDbOrTx = db): Promise<Map<number, TReserveFigures>> {
      const rows = await tx
        .select({ id: currencies.id, reserve: currencies.reserve, held: currencies.held })
        .from(currencies);
      return new Map(rows.map((r) => [r.id, { reserve: r.reserve, held: r.held }]));
    },

    /** Marks the catalogue changed so that every process rebuilds its snapshot. */
    async bumpVersion(tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(catalogueState)
        .set({ version: sql`${catalogueState.version} + 1`, changedAt: sql`now()` })
        .where(eq(catalogueState.id, 1));
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: currencies.id }).from(currencies).limit(1);
      return rows.length === 0;
    },

    // Currencies.

    /** Every currency in the pickers' order. */
    async currencies(): Promise<TCurrencyRow[]> {
      return db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
    },

    async currency(id: number): Promise<TCurrencyRow | null> {
      const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
      return row ?? null;
    },

    /**
     * Locks the currency's row for a change in `tx`, as claim creations lock it, so what open
     * claims hold cannot move meanwhile; null when there is no such currency.
     */
    async lockCurrency(tx: TDbOrTx, id: number): Promise<TCurrencyRow | null> {
      const [row] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
      return row ?? null;
    },

    async updateCurrency(tx: TDbOrTx, id: number, change: TCurrencyChange): Promise<void> {
      await tx
        .update(currencies)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(currencies.id, id));
    },

    /** The id of the currency with this code, if one has it. */
    async currencyIdByCode(tx: TDbOrTx, code: string): Promise<number | null> {
      const [row] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code));
      return row?.id ?? null;
    },

    /** The ticker of a currency of the group (the group's ticker), or null for a new group. */
    async groupTicker(tx: TDbOrTx, groupKey: string): Promise<string | null> {
      const [member] = await tx
        .select({ ticker: currencies.ticker })
        .from(currencies)
        .where(eq(currencies.groupKey, groupKey))
        .limit(1);
      return member?.ticker ?? null;
    },

    /** The highest sort position of the currencies (0 without any). */
    async lastCurrencySort(tx: TDbOrTx): Promise<number> {
      const [last] = await tx
        .select({ sort: sql<string>`coalesce(max(${currencies.sort}), 0)` })
        .from(currencies);
      return Number(last?.sort ?? 0);
    },

    /**
     * Inserts a currency and answers its id (null only if the database returned no row). A reserve
     * it starts with is its opening movement, so the reserve stays the sum of its movements
     * (docs/decisions/021).
     */
    async insertCurrency(tx: TDbOrTx, currency: TNewCurrency): Promise<number | null> {
      const [row] = await tx
        .insert(currencies)
        .values(currency)
        .returning({ id: currencies.id, reserve: currencies.reserve });
      if (row && !dec(row.reserve).eq(0))
        await tx.insert(reserveMovements).values({
          currencyId: row.id,
          kind: 'opening',
          amount: row.reserve,
          reserveAfter: row.reserve,
          reason: 'opening balance',
        });
      return row?.id ?? null;
    },

    /** Offers a cash currency in these cities. */
    async linkCities(tx: TDbOrTx, currencyId: number, cityIds: number[]): Promise<void> {
      if (cityIds.length === 0) return;
      await tx.insert(currencyCities).values(cityIds.map((cityId) => ({ currencyId, cityId })));
    },

    // Cities.

    async cities(): Promise<TCityRow[]> {
      return db.select().from(cities).orderBy(asc(cities.sort), asc(cities.id));
    },

    /** Which of these ids are cities. */
    async existingCityIds(ids: number[]): Promise<number[]> {
      const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
      return rows.map((row) => row.id);
    },

    /** Inserts a city and answers its id (null only if the database returned no row). */
    async insertCity(tx: TDbOrTx, city: TNewCity): Promise<number | null> {
      const [row] = await tx.insert(cities).values(city).returning({ id: cities.id });
      return row?.id ?? null;
    },

    // Directions.

    /** Every direction (or the one with id `only`), by send and receive currency. */
    async directions(only?: number): Promise<TDirectionRow[]> {
      return db
        .select()
        .from(directions)
        .where(only === undefined ? undefined : eq(directions.id, only))
        .orderBy(asc(directions.fromId), asc(directions.toId));
    },

    /**
     * A page of directions by send and receive currency (the index of the pair), narrowed to those
     * with a currency of `currencyIds`, switched on or off, and not among `except`; with the count
     * of all that match.
     */
    async directionsPage(f: {
      currencyIds: readonly number[] | null;
      active?: boolean | undefined;
      /** Only these directions. */
      only?: readonly number[] | undefined;
      offset: number;
      limit: number;
    }): Promise<{ count: number; rows: TDirectionRow[] }> {
      const where = and(
        f.currencyIds
          ? or(inArray(directions.fromId, [...f.currencyIds]), inArray(directions.toId, [...f.currencyIds]))
          : undefined,
        f.active === undefined ? undefined : eq(directions.active, f.active),
        f.only ? inArray(directions.id, [...f.only]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(directions)
          .where(where)
          .orderBy(asc(directions.fromId), asc(directions.toId))
          .offset(f.offset)
          .limit(f.limit),
        db.select({ count: count() }).from(directions).where(where),
      ]);
      return { count: total?.count ?? 0, rows };
    },

    /** Locks the direction's row for a change in `tx`; null when there is no such direction. */
    async lockDirection(tx: TDbOrTx, id: number): Promise<TDirectionRow | null> {
      const [row] = await tx.select().from(directions).where(eq(directions.id, id)).for('update');
      return row ?? null;
    },

    async updateDirection(tx: TDbOrTx, id: number, change: TDirectionChange): Promise<void> {
      await tx
        .update(directions)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(directions.id, id));
    },

    /** The id of the direction from → to, if it exists. */
    async directionIdOf(tx: TDbOrTx, fromId: number, toId: number): Promise<number | null> {
      const [row] = await tx
        .select({ id: directions.id })
        .from(directions)
        .where(and(eq(directions.fromId, fromId), eq(directions.toId, toId)));
      return row?.id ?? null;
    },

    /** Inserts a direction and answers its id (null only if the database returned no row). */
    async insertDirection(tx: TDbOrTx, direction: TNewDirection): Promise<number | null> {
      const [row] = await tx.insert(directions).values(direction).returning({ id: directions.id });
      return row?.id ?? null;
    },

    /** Every direction, locked for a change in `tx` (a file of directions checked against them). */
    async lockDirections(tx: TDbOrTx): Promise<TDirectionRow[]> {
      return tx.select().from(directions).orderBy(asc(directions.id)).for('update');
    },

    /** Inserts many directions in one statement; answers their ids by `fromId:toId`. */
    async insertDirections(tx: TDbOrTx, rows: readonly TNewDirection[]): Promise<Map<string, number>> {
      if (rows.length === 0) return new Map();
      const inserted = rowsOf<{ id: number; from_id: number; to_id: number }>(
        await tx.execute(sql`${insertStatement(tx, directions, rows)} returning id, from_id, to_id`),
      );
      return new Map(inserted.map((r) => [`${r.from_id}:${r.to_id}`, r.id]));
    },

    /** Sets the same columns of many directions, each row naming its `id`, in one statement. */
    async updateDirections(tx: TDbOrTx, rows: readonly (TDirectionChange & { id: number })[]): Promise<void> {
      if (rows.length > 0)
        await tx.execute(updateStatement(directions, 'id', rows, [sql`updated_at = now()`]));
    },

    /**
     * The demo promocodes that ship with the demo catalogue; a code that exists is left as it is.
     * (The promocodes themselves are the account module's.)
     */
    async insertDemoPromocodes(tx: TDbOrTx, codes: TNewPromocode[]): Promise<void> {
      await tx.insert(promocodes).values(codes).onConflictDoNothing();
    },

    /**
     * The explorers of the demo networks; a network that has one is left as it is. (The table is
     * the chains module's, docs/payments.md.)
     */
    async insertDemoNetworkExplorers(tx: TDbOrTx, explorers: Record<string, string>): Promise<void> {
      const rows = Object.entries(explorers).map(([networkCode, txUrl]) => ({ networkCode, txUrl }));
      if (rows.length > 0) await tx.insert(networkExplorers).values(rows).onConflictDoNothing();
    },
  };
}

export type TCatalogueRepo = ReturnType<typeof createCatalogueRepo>;
