/** The ledger's invariant for tests: each currency's reserve beside the sum of its movements. */
import { sql } from 'drizzle-orm';
import { currencies } from '../src/db/schema.js';
import type { TTestApp } from './helpers.js';

export async function ledgerBeside(t: TTestApp) {
  return t.database.db
    .select({
      code: currencies.code,
      reserve: currencies.reserve,
      held: currencies.held,
      total: sql<string>`coalesce((select sum(m.amount) from reserve_movements m where m.currency_id = currencies.id), 0)::text`,
    })
    .from(currencies);
}
