/**
 * The tamper-evident audit (decision 023): `audit_log` and `claim_events` refuse UPDATE, DELETE and
 * TRUNCATE in the database; every row is hash-chained by the insert trigger; the check recomputes
 * the chain in Node, names the first broken row, and only administrators read any of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogContent,
  chainHash,
  chainTime,
  claimEventContent,
  GENESIS_HASH,
} from '../src/modules/audit/audit-chain.js';
import { createAuditChainRepo } from '../src/modules/audit/audit-chain.repo.js';
import { verifyAuditChain } from '../src/modules/audit/verify-audit-chain.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { describeEachDb } from './helpers.js';

type TChainAnswer = {
  auditLog: { rows: number; ok: boolean; firstBroken?: Record<string, unknown> };
  claimEvents: { rows: number; ok: boolean; firstBroken?: Record<string, unknown> };
  checkedAt: string;
};

describeEachDb('tamper-evident audit', (kind) => {
  const office = backOfficeClient();
  const { call, createClaim } = office;
  let { t, id, operator, admin, plain } = {} as TBackOffice;

  async function rows<T>(query: string): Promise<T[]> {
    const result: unknown = await t.database.db.execute(sql.raw(query));
    return (result as { rows: T[] }).rows;
  }
  const exec = async (query: string) => {
    await t.database.db.execute(sql.raw(query));
  };
  const refusal = async (query: string): Promise<string> => {
    try {
      await exec(query);
    } catch (error) {
      const messages: string[] = [];
      for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
      return messages.join(' / ');
    }
    return 'accepted';
  };
  const verify = () => verifyAuditChain({ chain: createAuditChainRepo(t.database.db) }, { batchSize: 7 });
  const chainAnswer = async () => {
    const res = await call('GET', '/admin/api/audit/chain/', admin.access);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TChainAnswer>();
  };
  const count = async (table: string) =>
    Number((await rows<{ n: number | string }>(`select count(*) as n from ${table}`))[0]?.n);

  /** Runs `change` with the table's append-only trigger (and chain trigger) switched off, as the owner can. */
  async function asOwner(table: string, change: string): Promise<void> {
    await exec(`alter table ${table} disable trigger ${table}_append_only`);
    await exec(`alter table ${table} disable trigger ${table}_chain`);
    try {
      await exec(change);
    } finally {
      await exec(`alter table ${table} enable trigger ${table}_append_only`);
      await exec(`alter table ${table} enable trigger ${table}_chain`);
    }
  }

  const btcToCard = (email: string) =>
    createClaim(id.BTC, id.SBERRUB, '0.01', {
      email,
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
    });

  beforeAll(async () => {
    ({ t, id, operator, admin, plain } = await office.open(kind));
  });
  afterAll(() => t.close());

  it('chains the rows of normal operations, and Node and SQL agree on every hash', async () => {
    const claimId = await btcToCard('chain-client@example.com');
    await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` });
    for (const [action, extra] of [
      ['payment_received', {}],
      ['complete', { payoutReference: 'SBP-42' }],
    ] as const) {
      const res = await call('POST', `/admin/api/claims/${claimId}/actions/`, operator.access, {
        action,
        reason: 'Проверено ✓\nпо выписке',
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const role = await call('PATCH', `/admin/api/users/${plain.id}/`, admin.access, {
      blocked: true,
      reason: 'chain test',
    });
    expect(role.statusCode, role.body).toBe(200);
    // A writer's own hash is ignored: the trigger sets both.
    await exec(
      `insert into audit_log (actor_id, action, target_type, target_id, reason, details, prev_hash, hash)
       values (${admin.id}, 'test.forged_hash', 'setting', 'x', 'r',
               '{"z": 1.50, "a": {"é": "😀", "b": [1, null]}, "aa": "line\\nbreak \\"q\\""}', 'mine', 'mine')`,
    );

    const answer = await chainAnswer();
    expect(answer.auditLog).toEqual({ rows: await count('audit_log'), ok: true });
    expect(answer.claimEvents).toEqual({ rows: await count('claim_events'), ok: true });
    expect(answer.auditLog.rows).toBeGreaterThanOrEqual(4);
    expect(answer.claimEvents.rows).toBeGreaterThanOrEqual(4);
    expect(Date.parse(answer.checkedAt)).not.toBeNaN();

    // The canonical content, field by field: SQL's functions and Node's.
    const repo = createAuditChainRepo(t.database.db);
    const sqlAudit = await rows<{ id: number | string; content: string; ts: string }>(
      'select id, audit_log_chain_content(a) as content, chain_time(created_at) as ts from audit_log a order by id',
    );
    const nodeAudit = await repo.auditLogRows(0, Number.MAX_SAFE_INTEGER, 1000);
    expect(nodeAudit.map(auditLogContent)).toEqual(sqlAudit.map((r) => r.content));
    expect(nodeAudit.map((r) => chainTime(r.createdAtMicros))).toEqual(sqlAudit.map((r) => r.ts));
    expect(nodeAudit[0]?.prevHash).toBe(GENESIS_HASH);
    const forged = nodeAudit.find((r) => r.action === 'test.forged_hash');
    expect(forged?.hash).toBe(chainHash(forged?.prevHash ?? '', auditLogContent(forged!)));
    expect(forged?.details).toContain('😀');
    const sqlEvents = await rows<{ content: string }>(
      'select claim_events_chain_content(e) as content from claim_events e order by id',
    );
    const nodeEvents = await repo.claimEventRows(0, Number.MAX_SAFE_INTEGER, 1000);
    expect(nodeEvents.map(claimEventContent)).toEqual(sqlEvents.map((r) => r.content));
    const [sqlHash] = await rows<{ h: string }>(`select chain_hash('${GENESIS_HASH}', 'é,') as h`);
    expect(sqlHash?.h).toBe(chainHash(GENESIS_HASH, 'é,'));
  });

  it('refuses UPDATE, DELETE and TRUNCATE of both tables in the database', async () => {
    const before = await verify();
    for (const table of ['audit_log', 'claim_events']) {
      expect(await refusal(`update ${table} set reason = 'rewritten'`)).toContain(
        `${table} is append-only: UPDATE refused`,
      );
      expect(await refusal(`update ${table} set reason = reason where false`)).toContain('UPDATE refused');
      expect(await refusal(`delete from ${table} where id = (select max(id) from ${table})`)).toContain(
        `${table} is append-only: DELETE refused`,
      );
      expect(await refusal(`truncate ${table} cascade`)).toContain(
        `${table} is append-only: TRUNCATE refused`,
      );
    }
    expect(await verify()).toEqual({ ...before, checkedAt: expect.any(String) });
  });

  it('gives a row that drew an id below the chain head a new one after it', async () => {
    const [low] = await rows<{ id: number | string }>(
      `insert into audit_log (id, actor_id, action, target_type, target_id, reason)
       values (1, ${admin.id}, 'test.low_id', 'setting', 'x', 'r') returning id`,
    );
    const [head] = await rows<{ last_id: number | string }>(
      `select last_id from audit_chain_heads where table_name = 'audit_log'`,
    );
    expect(Number(low?.id)).toBe(Number(head?.last_id));
    expect(Number(low?.id)).toBeGreaterThan(1);
    expect((await verify()).auditLog.ok).toBe(true);
  });

  it('keeps the chain through many rows in one statement and a rolled-back savepoint', async () => {
    const entry = (note: string) =>
      sql.raw(`insert into audit_log (actor_id, action, target_type, target_id, reason)
               select ${admin.id}, 'test.many', 'setting', g::text, '${note}' from generate_series(1, 25) g`);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(entry('before'));
      await tx
        .transaction(async (inner) => {
          await inner.execute(entry('rolled back'));
          throw new Error('roll back to the savepoint');
        })
        .catch(() => undefined);
      await tx.execute(entry('after'));
    });
    expect(await count(`audit_log where action = 'test.many'`)).toBe(50);
    expect((await verify()).auditLog).toEqual({ rows: await count('audit_log'), ok: true });
  });

  it('forms one chain from many claim events and audit entries written at once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) => btcToCard(`burst-${i}@example.com`)),
    );
    await Promise.all(
      claims.map((claimId) => t.app.inject({ method: 'POST', url: `/api/v1/claim/${claimId}/confirm/` })),
    );
    // Transactions that hold the chain's head a while, so writers queue behind each other.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into audit_log (actor_id, action, target_type, target_id, reason)
                values (${admin.id}, 'test.burst', 'setting', ${String(i)}, 'burst')`,
          );
          await tx.execute(sql`select pg_sleep(0.01)`);
          await tx.execute(
            sql`insert into audit_log (actor_id, action, target_type, target_id, reason)
                values (${admin.id}, 'test.burst', 'setting', ${String(i)}, 'burst, second')`,
          );
        }),
      ),
    );
    const result = await verify();
    expect(result.auditLog).toEqual({ rows: await count('audit_log'), ok: true });
    expect(result.claimEvents).toEqual({ rows: await count('claim_events'), ok: true });
    // Each transaction's two entries follow each other in the chain.
    const burst = await rows<{ target_id: string }>(
      `select target_id from audit_log where action = 'test.burst' order by id`,
    );
    const order = burst.map((r) => r.target_id);
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i]);
  });

  it('names the row whose content was changed behind the trigger, then the chain is whole again', async () => {
    const [victim] = await rows<{ id: number | string; reason: string }>(
      'select id, reason from claim_events order by id offset 2 limit 1',
    );
    const victimId = Number(victim?.id);
    await asOwner('claim_events', `update claim_events set reason = 'nothing to see' where id = ${victimId}`);
    const broken = await chainAnswer();
    expect(broken.auditLog.ok).toBe(true);
    expect(broken.claimEvents.ok).toBe(false);
    expect(broken.claimEvents.firstBroken).toMatchObject({
      table: 'claim_events',
      id: victimId,
      problem: 'hash',
      expected: expect.stringMatching(/^[0-9a-f]{64}$/),
      found: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(broken.claimEvents.rows).toBe(2);
    await asOwner(
      'claim_events',
      `update claim_events set reason = '${victim?.reason ?? ''}' where id = ${victimId}`,
    );
    expect((await verify()).claimEvents.ok).toBe(true);
  });

  it('names a row slipped in with the trigger off, a removed row, and a removed last row', async () => {
    // Slipped in: the head never saw it.
    await asOwner(
      'audit_log',
      `insert into audit_log (actor_id, action, target_type, target_id, reason)
       values (${admin.id}, 'test.slipped', 'setting', 'x', 'r')`,
    );
    const [slipped] = await rows<{ id: number | string }>(
      `select id from audit_log where action = 'test.slipped'`,
    );
    expect((await verify()).auditLog.firstBroken).toEqual({
      table: 'audit_log',
      id: Number(slipped?.id),
      problem: 'unchained',
      expected: null,
      found: null,
    });
    await asOwner('audit_log', `delete from audit_log where id = ${Number(slipped?.id)}`);
    expect((await verify()).auditLog.ok).toBe(true);

    // Removed from the middle: the next row's link names the gap.
    const all = await rows<Record<string, unknown> & { id: number | string; hash: string }>(
      'select * from audit_log order by id',
    );
    const [, removed, next] = all;
    const restore = async (row: Record<string, unknown> | undefined) => {
      const [values] = await rows<{ v: string }>(
        `select row_to_json(a)::text as v from audit_log a where id = ${Number(row?.id)}`,
      );
      return values?.v ?? '';
    };
    const saved = await restore(removed);
    await asOwner('audit_log', `delete from audit_log where id = ${Number(removed?.id)}`);
    expect((await verify()).auditLog.firstBroken).toEqual({
      table: 'audit_log',
      id: Number(next?.id),
      problem: 'link',
      expected: all[0]?.hash,
      found: removed?.hash,
    });
    await asOwner(
      'audit_log',
      `insert into audit_log select * from json_populate_record(null::audit_log, '${saved.replaceAll("'", "''")}')`,
    );
    expect((await verify()).auditLog.ok).toBe(true);

    // The last row removed: the head names it.
    const last = all.at(-1);
    const savedLast = await restore(last);
    await asOwner('audit_log', `delete from audit_log where id = ${Number(last?.id)}`);
    expect((await verify()).auditLog.firstBroken).toEqual({
      table: 'audit_log',
      id: Number(last?.id),
      problem: 'missing',
      expected: last?.hash,
      found: null,
    });
    await asOwner(
      'audit_log',
      `insert into audit_log select * from json_populate_record(null::audit_log, '${savedLast.replaceAll("'", "''")}')`,
    );
    expect((await verify()).auditLog.ok).toBe(true);
  });

  describe('administrators only', () => {
    it('refuses the audit log and its chain to operators (before the query is read), users and guests', async () => {
      for (const url of [
        '/admin/api/audit/',
        '/admin/api/audit/?page=zero&size=-1',
        '/admin/api/audit/chain/',
      ]) {
        const asOperator = await call('GET', url, operator.access);
        expect(asOperator.statusCode, url).toBe(403);
        expect(asOperator.json()).toMatchObject({
          code: 'permission_denied',
          detail: 'Это может сделать только администратор.',
        });
        const en = await call('GET', `/en${url}`, operator.access);
        expect(en.json().detail).toBe('Only an administrator can do this.');
        const asUser = await call('GET', url, plain.access);
        expect(asUser.statusCode).toBe(403);
        expect(asUser.json().code).toBe('permission_denied');
        expect((await call('GET', url, null)).statusCode).toBe(401);
      }
      expect((await call('GET', '/admin/api/audit/?page=zero', admin.access)).statusCode).toBe(400);
      expect((await call('GET', '/admin/api/audit/', admin.access)).statusCode).toBe(200);
    });
  });
});
