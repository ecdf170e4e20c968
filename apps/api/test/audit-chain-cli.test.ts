/**
 * `npm run admin -- --verify-audit` (decision 023): exit 0 and the counts when both chains are
 * intact, 65 and the first broken row when one is not. On the embedded database, as the command's
 * other test (data-dir-lock.test.ts): the PostgreSQL path is the same code, checked in
 * audit-chain.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';

const CLI = path.resolve(import.meta.dirname, '../src/cli/admin.ts');

describe('npm run admin -- --verify-audit', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-verify-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SECRET_KEY: 'verify-test-secret-key-0123456789abcdef',
  };
  const verify = () =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, '--verify-audit'], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('prints OK with the counts, and names the first broken row with exit code 65', async () => {
    const database = await openDatabase({ dataDir });
    let tampered: number;
    try {
      await database.migrate();
      const run = (query: string) => database.db.execute(sql.raw(query));
      await run(
        `insert into users (email, password_hash, referral_code) values ('boss@example.com', 'x', 'BOSS')`,
      );
      for (const reason of ['one', 'two', 'three'])
        await run(
          `insert into audit_log (actor_id, action, target_type, target_id, reason)
           select id, 'user.role', 'user', '1', '${reason}' from users`,
        );
    } finally {
      await database.close();
    }
    const intact = verify();
    expect(intact.status, intact.stderr).toBe(0);
    expect(intact.stdout).toContain('audit chain OK: audit_log, 3 rows');
    expect(intact.stdout).toContain('audit chain OK: claim_events, 0 rows');

    const again = await openDatabase({ dataDir });
    try {
      const run = (query: string) => again.db.execute(sql.raw(query));
      const result: unknown = await run(`select id from audit_log where reason = 'two'`);
      tampered = Number((result as { rows: { id: number | string }[] }).rows[0]?.id);
      await run('alter table audit_log disable trigger audit_log_append_only');
      await run(`update audit_log set reason = 'rewritten' where id = ${tampered}`);
      await run('alter table audit_log enable trigger audit_log_append_only');
    } finally {
      await again.close();
    }
    const broken = verify();
    expect(broken.status, broken.stderr).toBe(65);
    expect(broken.stderr).toMatch(
      new RegExp(
        `audit chain BROKEN: audit_log row ${tampered} \\(hash\\): expected [0-9a-f]{64}, found [0-9a-f]{64}`,
      ),
    );
    expect(broken.stdout).toContain('audit chain OK: claim_events, 0 rows');
  }, 240_000);
});
