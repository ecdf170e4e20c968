import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertStatement, rowFromDriver, rowsOf } from '../src/db/bulk-insert.js';
import type { TDbOrTx } from '../src/db/client.js';
import { mailOutbox, siteSettings } from '../src/db/schema.js';
import { buildTestApp, describeEachDb, type TTestApp } from './helpers.js';

async function insertRows<T extends PgTable>(db: TDbOrTx, table: T, rows: T['$inferInsert'][]) {
  await db.execute(insertStatement(db, table, rows));
}

async function insertRowsReturning<T extends PgTable>(db: TDbOrTx, table: T, rows: T['$inferInsert'][]) {
  const result = await db.execute(sql`${insertStatement(db, table, rows)} returning *`);
  return rowsOf(result).map((raw) => rowFromDriver(table, raw));
}

describeEachDb('bulk insert', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const mail = (to: string, extra: Partial<typeof mailOutbox.$inferInsert> = {}) => ({
    to,
    template: 'claim_created',
    locale: 'ru' as const,
    subject: 'Заявка «№1» — \'quoted\' "double" \\ back\\slash',
    text: 'line 1\nline 2\t😀 \u2028 end',
    html: '<p>&amp;</p>',
    ...extra,
  });

  it('answers the rows exactly as the query builder does, defaults applied', async () => {
    const at = new Date('2030-01-02T03:04:05.678Z');
    const rows = [
      mail('a@example.com', { nextAttemptAt: at, lastError: null }),
      mail('b@example.com', { nextAttemptAt: new Date(), lastError: 'x' }),
    ];
    const ours = await insertRowsReturning(t.database.db, mailOutbox, rows);
    const theirs = await t.database.db.insert(mailOutbox).values(rows).returning();
    expect(ours).toHaveLength(2);
    const strip = ({ id: _id, createdAt: _c, nextAttemptAt: _n, ...rest }: (typeof ours)[number]) => rest;
    expect(ours.map(strip)).toEqual(theirs.map(strip));
    expect(ours[0]?.nextAttemptAt).toEqual(at);
    expect(ours[1]?.lastError).toBe('x');
    expect(ours[0]?.sentAt).toBeNull();
    expect(typeof ours[0]?.id).toBe('number');
    expect(ours[0]?.status).toBe('pending');
    expect(ours[0]?.attempts).toBe(0);
    expect(ours[0]?.subject).toBe(rows[0]?.subject);
    expect(ours[0]?.text).toBe(rows[0]?.text);
    // In insertion order.
    expect((ours[1]?.id ?? 0) > (ours[0]?.id ?? 0)).toBe(true);
    const stored = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          ours.map((r) => r.id),
        ),
      )
      .orderBy(asc(mailOutbox.id));
    expect(stored).toEqual(ours);
  });

  it('gives a column some rows leave out its default, as the query builder does', async () => {
    const before = Date.now() - 60_000;
    const ours = await insertRowsReturning(t.database.db, mailOutbox, [
      mail('c@example.com', { nextAttemptAt: new Date('2031-01-01T00:00:00Z') }),
      mail('d@example.com'),
    ]);
    expect(ours.map((r) => r.to)).toEqual(['c@example.com', 'd@example.com']);
    expect(ours[0]?.nextAttemptAt.toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(ours[1]?.nextAttemptAt.getTime()).toBeGreaterThan(before);
  });

  it('keeps JSON values as JSON, not as text', async () => {
    const value = { nested: { list: [1, 'two', null], money: '0.000000000000000001' }, empty: {} };
    await insertRows(t.database.db, siteSettings, [{ key: 'bulk-insert-test', value }]);
    const [row] = await t.database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'bulk-insert-test'));
    expect(row?.value).toEqual(value);
  });

  it('writes all rows or none', async () => {
    await insertRows(t.database.db, siteSettings, [{ key: 'bulk-dup', value: 1 }]);
    await expect(
      insertRows(t.database.db, siteSettings, [
        { key: 'bulk-new', value: 1 },
        { key: 'bulk-dup', value: 2 },
      ]),
    ).rejects.toThrow();
    const keys = await t.database.db
      .select({ key: siteSettings.key })
      .from(siteSettings)
      .where(inArray(siteSettings.key, ['bulk-new', 'bulk-dup']));
    expect(keys.map((k) => k.key)).toEqual(['bulk-dup']);
  });
});
