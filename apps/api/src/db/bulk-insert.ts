/**
 * Many rows in one INSERT with one parameter: the rows travel as a JSON array that PostgreSQL
 * turns into records of the table's own row type (`json_populate_recordset`), so every value is
 * cast exactly as a column of that table. The query builder's INSERT binds one parameter per
 * value and builds its SQL anew each time, which on the group-committed claim path (decision 007:
 * a batch of claims, their events and their e-mails in one transaction) was about a tenth of the
 * server's time. Columns no row sets are left out, so their defaults apply as in a plain INSERT.
 * Works on PostgreSQL and PGlite alike.
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client.js';

interface TColumnPlan {
  key: string;
  column: PgColumn;
  /** JSON columns keep their value as a nested JSON value instead of a JSON text. */
  isJson: boolean;
}

const plans = new WeakMap<PgTable, TColumnPlan[]>();

function planOf(table: PgTable): TColumnPlan[] {
  let plan = plans.get(table);
  if (!plan) {
    plan = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      column,
      isJson: column.dataType === 'json',
    }));
    plans.set(table, plan);
  }
  return plan;
}

const isSet = (row: object, key: string) => (row as Record<string, unknown>)[key] !== undefined;

/**
 * The columns the rows set, or null when a JSON record cannot say what the query builder would:
 * a column with a default that some rows set and others leave out (those take the default), or a
 * left-out column whose default is computed in JavaScript. A column without a default that a row
 * leaves out is null, as in a plain INSERT.
 */
function columnsOf(plan: TColumnPlan[], rows: readonly object[]): TColumnPlan[] | null {
  const used: TColumnPlan[] = [];
  for (const entry of plan) {
    const set = rows.filter((row) => isSet(row, entry.key)).length;
    const { column } = entry;
    if (set === 0 && (column.defaultFn || column.onUpdateFn)) return null;
    if (set > 0 && set < rows.length && column.hasDefault) return null;
    if (set > 0) used.push(entry);
  }
  return used;
}

/**
 * The INSERT of `rows` (at least one) into `table` as one statement, without RETURNING, to run alone or as a
 * part of a larger one (a data-modifying `WITH`). Rows the JSON form cannot carry (see
 * `columnsOf`) are inserted by the query builder's own statement instead.
 */
export function insertStatement<T extends PgTable>(
  db: TDbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): SQL {
  const used = columnsOf(planOf(table), rows);
  if (!used)
    return db
      .insert(table)
      .values([...rows])
      .getSQL();
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, column, isJson } of used) {
      const value = (row as Record<string, unknown>)[key] ?? null;
      record[column.name] = value === null || isJson ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    used.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const type = sql.identifier(getTableName(table));
  return sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${type}, ${JSON.stringify(records)}::json)`;
}

/**
 * The UPDATE of many rows of `table` as one statement: each row names its `key` (the primary key)
 * and the same other columns, which are set from the JSON records as `insertStatement` carries
 * them; `also` sets more columns of every row alike (`updated_at = now()`).
 */
export function updateStatement<T extends PgTable>(
  table: T,
  key: keyof T['$inferSelect'] & string,
  rows: readonly object[],
  also: SQL[] = [],
): SQL {
  const first = rows[0];
  if (!first) throw new Error('updateStatement needs at least one row');
  const plan = planOf(table);
  const keyPlan = plan.find((entry) => entry.key === key);
  if (!keyPlan) throw new Error(`no column ${key}`);
  const used = plan.filter((entry) => entry.key !== key && isSet(first, entry.key));
  if (rows.some((row) => !isSet(row, key) || used.some((entry) => !isSet(row, entry.key))))
    throw new Error('updateStatement: every row sets the same columns and its key');
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key: name, column, isJson } of [keyPlan, ...used]) {
      const value = (row as Record<string, unknown>)[name] ?? null;
      record[column.name] = value === null || isJson ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const sets = sql.join(
    [
      ...used.map(({ column }) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`),
      ...also,
    ],
    sql`, `,
  );
  const type = sql.identifier(getTableName(table));
  const keyName = sql.identifier(keyPlan.column.name);
  return sql`update ${table} set ${sets} from json_populate_recordset(null::${type}, ${JSON.stringify(records)}::json) v where ${table}.${keyName} = v.${keyName}`;
}

/** The rows a raw query answered, whichever driver ran it (typed as the query selects them). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/** A row of `table` as the driver answered it (`RETURNING *`), as the query builder maps it. */
export function rowFromDriver<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { key, column } of planOf(table)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}
