/**
 * Migration 0014 chains the rows a database already holds (decision 023): a database at migration
 * 0013 with audit entries and claim events is migrated, and its chains check out in Node.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type TDb } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { createAuditChainRepo } from '../src/modules/audit/audit-chain.repo.js';
import { verifyAuditChain } from '../src/modules/audit/verify-audit-chain.js';
import { DATABASE_URL, describeEachDb, type TDbKind } from './helpers.js';

const BEFORE = '0014_audit_chain';

/** The migrations folder as it was before the chain: the files and a journal that stops short. */
function foldersBefore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchanger-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === BEFORE);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface TOpened {
  db: TDb;
  exec(query: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openBare(kind: TDbKind): Promise<TOpened> {
  if (kind === 'pglite') {
    // With the extensions the app's database loads (db/client.ts): later migrations need them.
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as TDb,
      exec: async (query) => {
        await client.exec(query);
      },
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${name}"`);
  // One connection, so the session setting below holds for every statement.
  const client = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path="${name}"` });
  await client.connect();
  const db = drizzlePg({ client, schema });
  return {
    db: db as unknown as TDb,
    exec: async (query) => {
      await client.query(query);
    },
    migrate: (folder) => migratePg(db, { migrationsFolder: folder, migrationsSchema: name }),
    close: async () => {
      await client.end();
      await admin.query(`drop schema "${name}" cascade`);
      await admin.end();
    },
  };
}

describeEachDb('the audit chain migration', (kind) => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('chains the rows written before it, in id order, and new rows after them', async () => {
    const folder = foldersBefore();
    dirs.push(folder);
    const database = await openBare(kind);
    try {
      await database.migrate(folder);
      await database.exec(
        `insert into users (id, email, password_hash, referral_code) values
          (1, 'a@example.com', 'x', 'A1'), (2, 'b@example.com', 'x', 'B2')`,
      );
      // Rows as an older version wrote them; the claim they name does not matter here.
      await database.exec(`set session_replication_role = replica`);
      await database.exec(
        `insert into audit_log (id, actor_id, action, target_type, target_id, reason, details, created_at) values
          (3, 1, 'claim.complete', 'claim', 'c1', 'выплачено ✓', '{"payoutReference": "SBP-1", "a": [1, 2.50]}', '2025-01-31 09:05:00.123456+00'),
          (7, 2, 'user.role', 'user', '5', 'line
break', '{}', '2025-02-01 23:59:59.999999+03'),
          (5, 1, 'currency.reserve', 'currency', '4', 'correction', '{"before": "1.000000000000000000"}', '2025-01-31 10:00:00+00')`,
      );
      await database.exec(
        `insert into claim_events (id, claim_id, action, from_status, to_status, actor_type, actor_id, reason, created_at) values
          (1, '6f1c2a3e-0000-4000-8000-00000000000a', 'create', null, 'new', 'client', null, '', '2025-01-31 09:00:00.000001+00'),
          (2, '6f1c2a3e-0000-4000-8000-00000000000a', 'confirm', 'new', 'paid', 'client', null, '', '2025-01-31 09:01:00+00'),
          (4, '6f1c2a3e-0000-4000-8000-00000000000a', 'payment_received', 'paid', 'processing', 'operator', '1', 'seen', '2025-01-31 09:02:00+00')`,
      );
      await database.exec(`select setval(pg_get_serial_sequence('audit_log', 'id'), 7)`);
      await database.exec(`select setval(pg_get_serial_sequence('claim_events', 'id'), 4)`);
      await database.exec(`set session_replication_role = origin`);

      await database.migrate(MIGRATIONS_FOLDER);
      const chain = createAuditChainRepo(database.db);
      expect(await verifyAuditChain({ chain })).toMatchObject({
        auditLog: { rows: 3, ok: true },
        claimEvents: { rows: 3, ok: true },
      });
      expect(await chain.head('audit_log')).toMatchObject({ lastId: 7 });
      expect(await chain.head('claim_events')).toMatchObject({ lastId: 4 });
      const audit = await chain.auditLogRows(0, 100, 100);
      expect(audit.map((r) => r.id)).toEqual([3, 5, 7]);
      expect(audit[0]?.prevHash).toBe('0'.repeat(64));
      expect(audit[1]?.prevHash).toBe(audit[0]?.hash);

      // The next row, through the trigger, follows the last one.
      await database.exec(
        `insert into audit_log (actor_id, action, target_type, target_id, reason) values (1, 'after', 'setting', 'x', 'r')`,
      );
      const result = await verifyAuditChain({ chain });
      expect(result.auditLog).toEqual({ rows: 4, ok: true });
      expect((await chain.auditLogRows(7, 100, 10))[0]?.prevHash).toBe(audit[2]?.hash);
    } finally {
      await database.close();
    }
  }, 120_000);
});
