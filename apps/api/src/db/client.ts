/**
 * The one database module: PGlite (PostgreSQL in WASM, in process) in `DATA_DIR` by default, a
 * `pg` pool when `DATABASE_URL` is set. Both give the same Drizzle database type, so repositories
 * take a `TDb` and never know which one runs under them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** A repository method runs on the database or inside a caller's transaction. */
export type TDbOrTx = TDb | TTx;

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
/** Any constant that other applications on the same database will not use for an advisory lock. */
const MIGRATION_LOCK_ID = 727_274_001;

export interface TDatabase {
  kind: 'pglite' | 'postgres';
  db: TDb;
  /** Applies pending migrations; safe when several processes start at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Number of migrations recorded as applied, or null when the journal cannot be read. */
  appliedMigrations(): Promise<number | null>;
  close(): Promise<void>;
}

export interface TOpenOptions {
  /** `postgres://…`; absent: PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent: in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use instead of `public` (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}

export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  const migrationsSchema = options.schema ?? 'drizzle';
  const countSql = `select count(*)::int as n from ${quoteIdent(migrationsSchema)}."__drizzle_migrations"`;
  const countApplied = async (
    query: (text: string) => Promise<{ rows: unknown[] }>,
  ): Promise<number | null> => {
    try {
      const { rows } = await query(countSql);
      return (rows[0] as { n?: number } | undefined)?.n ?? 0;
    } catch {
      return null;
    }
  };

  if (!options.databaseUrl) {
    let dataDir: string | undefined;
    let release = () => {};
    if (options.dataDir) {
      dataDir = path.join(options.dataDir, 'pglite');
      mkdirSync(dataDir, { recursive: true });
      release = lockDataDir(options.dataDir);
    }
    let client: PGlite;
    try {
      // pg_trgm: the claims desk's search by fragment (docs/decisions/037-admin-search-by-index.md).
      client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
    } catch (error) {
      release();
      throw error;
    }
    const db = drizzlePglite({ client, schema }) as unknown as TDb;
    return {
      kind: 'pglite',
      db,
      migrate: async () => {
        await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      },
      ping: async () => {
        await client.query('select 1');
      },
      appliedMigrations: () => countApplied((text) => client.query(text)),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  }

  const searchPath = options.schema ? `-c search_path=${quoteIdent(options.schema)}` : undefined;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(searchPath ? { options: searchPath } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  // Nor a checked-out one (a transaction between two statements): the pool listens only to idle
  // clients, and an 'error' nobody listens to is an uncaught exception. Its next query fails and
  // the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as TDb;
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        if (options.schema) await client.query(`create schema if not exists ${quoteIdent(options.schema)}`);
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client, schema }), {
            migrationsFolder: MIGRATIONS_FOLDER,
            migrationsSchema,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    appliedMigrations: () => countApplied((text) => pool.query(text)),
    close: () => pool.end(),
  };
}

/** How many migrations the code ships (the journal drizzle-kit writes). */
export async function shippedMigrations(): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
