/**
 * The database side of the API fuzz: raw queries, and the detector that sees every row a request
 * writes — a trigger on every table of the schema notes each written row in `fuzz_writes`, in the
 * transaction that writes it (docs/reliability.md).
 */
import { sql } from 'drizzle-orm';
import type { TTestApp } from './helpers.js';

export async function rows<T>(t: TTestApp, query: string): Promise<T[]> {
  // Both drivers answer `{ rows }`.
  const result: unknown = await t.database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

/** The `v` column of a query's rows, as text. */
export async function column(t: TTestApp, query: string): Promise<string[]> {
  return (await rows<{ v: unknown }>(t, query)).map((r) => String(r.v));
}

/**
 * Notes every row written to any table of the schema, in the transaction that writes it; the
 * answer reads the tables written since its last call (rolled-back writes leave no trace).
 */
export async function watchWrites(t: TTestApp): Promise<() => Promise<string[]>> {
  await t.database.db.execute(
    sql.raw('create table fuzz_writes (id bigserial primary key, tbl text not null, op text not null)'),
  );
  await t.database.db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const tables = await column(
    t,
    `select table_name as v from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
  );
  for (const table of tables) {
    await t.database.db.execute(
      sql.raw(`create trigger fuzz_note_row after insert or update or delete on "${table}"
               for each row execute function fuzz_note_write()`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger fuzz_note_truncate after truncate on "${table}"
               for each statement execute function fuzz_note_write()`),
    );
  }

  let lastWrite = 0;
  return async function writesSince(): Promise<string[]> {
    const written = await rows<{ id: string | number; tbl: string; op: string }>(
      t,
      `select id, tbl, op from fuzz_writes where id > ${lastWrite} order by id`,
    );
    const last = written.at(-1);
    if (last) lastWrite = Number(last.id);
    return [...new Set(written.map((w) => `${w.op.toLowerCase()} ${w.tbl}`))];
  };
}
