/**
 * Claims for tests: a valid claim body and its creation, and the invariant every claims suite ends with — each
 * currency's `held` equals the receive amounts of the open claims that hold it.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/bulk-insert.js';
import { currencies } from '../src/db/schema.js';
import type { TDemoCode } from './catalogue-fixture.js';
import type { TTestApp } from './helpers.js';

export const VALID_CARD = '4111111111111111';

/** A valid BTC → Sberbank claim body for 0.01 BTC at 5 043 200 RUB/BTC. */
const claimBody = (id: Record<TDemoCode, number>, over: Record<string, unknown> = {}) => ({
  email: 'Client@Example.com',
  fromPs: id.BTC,
  toPs: id.SBERRUB,
  fromSumma: '0.01',
  toSumma: '50432.00',
  fromRequisites: {},
  toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
  agree: true,
  ...over,
});

/** A claims suite's calls, bound to its app once its `beforeAll` has built it. */
export function claimCalls(app: () => TTestApp, currencyIds: () => Record<TDemoCode, number>) {
  return {
    /** The valid body, with `over` changed. */
    body: (over: Record<string, unknown> = {}) => claimBody(currencyIds(), over),
    create: (payload: unknown, url = '/api/v1/claim/') =>
      app().app.inject({ method: 'POST', url, payload: payload as object }),
  };
}

/** Each currency's held amount beside the sum of the open claims that hold it. */
export async function heldBesideOpenClaims(t: TTestApp) {
  return t.database.db
    .select({
      code: currencies.code,
      held: currencies.held,
      open: sql<string>`coalesce((select sum(c.to_amount) from claims c where c.to_id = currencies.id and c.status in ('new','verification','paid','processing')), 0)`,
    })
    .from(currencies);
}

/** The claim counts `/metrics` reads (kept by triggers) beside a count of the claims themselves. */
export async function statusCountsBesideClaims(t: TTestApp) {
  const rows = (result: unknown) => rowsOf<{ status: string; n: number }>(result);
  const kept = rows(
    await t.database.db.execute(
      sql`select status, n::int as n from claim_status_counts where n <> 0 order by status`,
    ),
  );
  const counted = rows(
    await t.database.db.execute(
      sql`select status, count(*)::int as n from claims group by status order by status`,
    ),
  );
  return { kept, counted };
}
