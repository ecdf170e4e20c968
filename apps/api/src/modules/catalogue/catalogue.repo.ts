import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import {
  catalogueState,
  cities,
  currencies,
  currencyCities,
  directions,
  rateQuotes,
} from '../../db/schema.js';

export type TCurrencyRow = typeof currencies.$inferSelect;
export type TDirectionRow = typeof directions.$inferSelect;
export type TCityRow = typeof cities.$inferSelect;
export type TQuoteRow = typeof rateQuotes.$inferSelect;

export interface TCatalogueData {
  version: number;
  currencies: TCurrencyRow[];
  cities: TCityRow[];
  /** currency id → city ids */
  currencyCities: Map<number, number[]>;
  directions: TDirectionRow[];
  quotes: TQuoteRow[];
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
          await tx.select().from(currencyCities),
          await tx.select().from(directions).orderBy(directions.id),
          await tx.select().from(rateQuotes),
        ];
        const byCurrency = new Map<number, number[]>();
        for (const link of links)
          byCurrency.set(link.currencyId, [...(byCurrency.get(link.currencyId) ?? []), link.cityId]);
        return {
          version: versionRows[0]?.version ?? 0,
          currencies: currencyRows,
          cities: cityRows,
          currencyCities: byCurrency,
          directions: directionRows,
          quotes: quoteRows,
        };
      });
    },

    /** Receive amounts held by open claims, per currency (available reserve = reserve − held). */
    async holds(tx: TDbOrTx = db): Promise<Map<number, string>> {
      const rows = await tx.select({ id: currencies.id, held: currencies.held }).from(currencies);
      return new Map(rows.map((r) => [r.id, r.held]));
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
  };
}

export type TCatalogueRepo = ReturnType<typeof createCatalogueRepo>;
