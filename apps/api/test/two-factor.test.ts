/**
 * The second factor (docs/decisions/022-two-factor.md): enrolment and its confirmation (other
 * sessions revoked, ten recovery codes), sign-in with a code or a recovery code (each accepted
 * once), turning it off (users only), the staff's enrolment guard, the fresh code of money
 * actions, the e-mail of a sign-in from a new browser or address, the rate limit of code guesses,
 * and `npm run admin -- --reset-2fa`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { auditLog, currencies, mailOutbox, recoveryCodes, users } from '../src/db/schema.js';
import { backOfficeClient, NO_CLAIM, PASSWORD, type TBackOffice } from './back-office.js';
import { describeEachDb } from './helpers.js';
import {
  ageSessionCodes,
  enrolSecondFactor,
  forgetUsedSteps,
  totpAtStep,
  totpCode,
} from './second-factor.js';

const refreshCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'refresh' && c.path === '/front-api/auth/')?.value ?? '';

describeEachDb('second factor', (kind) => {
  const office = backOfficeClient();
  const { call, login, member, createClaim, remoteAddress } = office;
  let { t, id, operator, admin } = {} as TBackOffice;

  const asUser = (access: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${access}` },
      ...(payload ? { payload } : {}),
    });
  const refresh = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/front-api/auth/refresh/', cookies: { refresh: cookie } });
  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
  const mailsTo = async (email: string, template: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, template)));

  beforeAll(async () => {
    ({ t, id, operator, admin } = await office.open(kind));
  });
  afterAll(() => t.close());

  describe('a user', () => {
    it('enrols: a pending secret until a code confirms it, other sessions revoked, ten recovery codes', async () => {
      const email = 'enrol@example.com';
      const user = await member(email, 'user');
      const other = await login(email);
      const current = await login(email);
      const access = current.json().access;
      expect((await asUser(access, 'GET', '/api/v1/users/me/')).json()).toMatchObject({ twoFactor: false });

      const first = await asUser(access, 'POST', '/api/v1/users/me/2fa/');
      expect(first.statusCode, first.body).toBe(200);
      const { secret: firstSecret } = first.json<{ secret: string }>();
      // Calling again replaces the pending secret: the first one's codes no longer confirm.
      const start = await asUser(access, 'POST', '/api/v1/users/me/2fa/');
      const { secret, otpauthUrl } = start.json<{ secret: string; otpauthUrl: string }>();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(secret).not.toBe(firstSecret);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      const url = new URL(otpauthUrl);
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(url.searchParams.get('algorithm')).toBe('SHA1');
      expect(url.searchParams.get('digits')).toBe('6');
      expect(url.searchParams.get('period')).toBe('30');
      expect(decodeURIComponent(url.pathname)).toContain(email);
      // Not on until confirmed: the profile says so and a sign-in needs no code.
      expect((await asUser(access, 'GET', '/api/v1/users/me/')).json().twoFactor).toBe(false);
      expect((await login(email)).statusCode).toBe(200);
      // Encrypted at rest.
      const pending = (await userRow(email)).totpPendingSecret ?? '';
      expect(pending).toMatch(/^v1\./);
      expect(pending).not.toContain(secret);

      for (const wrong of [totpCode(firstSecret), '000000', 'abc']) {
        const res = await asUser(access, 'POST', '/api/v1/users/me/2fa/confirm/', { otp: wrong });
        expect(res.statusCode, wrong).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', fields: { otp: [expect.any(String)] } });
      }
      const empty = await asUser(access, 'POST', '/en/api/v1/users/me/2fa/confirm/', {});
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().fields)).toEqual(['otp']);
      expect((await userRow(email)).totpEnabledAt).toBeNull();

      const confirm = await asUser(access, 'POST', '/api/v1/users/me/2fa/confirm/', {
        otp: totpCode(secret),
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      const codes = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const stored = await t.database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, user.id));
      expect(stored).toHaveLength(10);
      for (const row of stored) expect(codes.join(' ')).not.toContain(row.codeHash);
      expect((await asUser(access, 'GET', '/api/v1/users/me/')).json().twoFactor).toBe(true);
      const row = await userRow(email);
      expect(row.totpEnabledAt).not.toBeNull();
      expect(row.totpPendingSecret).toBeNull();
      expect(row.totpSecret).toMatch(/^v1\./);

      // Every other session is revoked; this one goes on.
      expect((await refresh(refreshCookie(other))).statusCode).toBe(401);
      expect((await refresh(refreshCookie(current))).statusCode).toBe(200);
      // Confirmed once; a new enrolment needs the factor off first.
      const again = await asUser(access, 'POST', '/api/v1/users/me/2fa/');
      expect(again.statusCode).toBe(409);
      expect(
        (await asUser(access, 'POST', '/api/v1/users/me/2fa/confirm/', { otp: totpCode(secret, 1) }))
          .statusCode,
      ).toBe(409);
    });

    it('signs in with a code, accepted once; the password is checked first', async () => {
      const email = 'signin@example.com';
      const user = await member(email, 'user');
      const { secret } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: user.access },
        remoteAddress,
      );
      // A wrong password answers as it always did, with or without a code.
      for (const otp of [undefined, totpCode(secret)]) {
        const wrong = await login(email, 'wrong password 1', otp);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({
          code: 'validation_error',
          fields: { password: [expect.any(String)] },
        });
      }
      expect((await login('nobody@example.com', PASSWORD, '123456')).statusCode).toBe(400);

      const bare = await login(email);
      expect(bare.statusCode).toBe(401);
      expect(bare.json().code).toBe('otp_required');
      expect(bare.cookies.find((c) => c.name === 'refresh')).toBeUndefined();
      const wrong = await login(email, PASSWORD, totpCode(secret, 5));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('otp_required');

      // The code of the enrolment's sign-in is spent: the step it used (read back, so a 30-second
      // boundary crossed meanwhile changes nothing) is refused.
      const [used] = await t.database.db
        .select({ step: users.totpLastStep })
        .from(users)
        .where(eq(users.id, user.id));
      const reused = await login(email, PASSWORD, totpAtStep(secret, used?.step ?? 0));
      expect(reused.statusCode).toBe(401);
      expect(reused.json().code).toBe('otp_required');
      await forgetUsedSteps(t, user.id);
      const code = totpCode(secret);
      expect((await login(email, PASSWORD, code)).statusCode).toBe(200);
      const again = await login(email, PASSWORD, code);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('otp_required');
    });

    it('signs in with a recovery code, each once, typed loosely', async () => {
      const email = 'recovery@example.com';
      const user = await member(email, 'user');
      const { recoveryCodes: codes } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: user.access },
        remoteAddress,
      );
      expect((await login(email, PASSWORD, 'not-a-code')).json().code).toBe('otp_required');
      const loose = ` ${codes[0]!.toUpperCase().replace('-', ' ')} `;
      const recovered = await login(email, PASSWORD, loose);
      expect(recovered.statusCode, recovered.body).toBe(200);
      const twice = await login(email, PASSWORD, codes[0]);
      expect(twice.statusCode).toBe(401);
      expect(twice.json().code).toBe('otp_required');
      expect((await login(email, PASSWORD, codes[1])).statusCode).toBe(200);
      const used = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      expect(used.filter((r) => r.usedAt !== null)).toHaveLength(2);
    });

    it('turns it off with a code; a wrong code is refused naming otp', async () => {
      const email = 'off@example.com';
      const user = await member(email, 'user');
      const { access, secret } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: user.access },
        remoteAddress,
      );
      const wrong = await asUser(access, 'DELETE', '/api/v1/users/me/2fa/', { otp: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().fields)).toEqual(['otp']);
      expect((await asUser(access, 'GET', '/api/v1/users/me/')).json().twoFactor).toBe(true);
      await forgetUsedSteps(t, user.id);
      const off = await asUser(access, 'DELETE', '/api/v1/users/me/2fa/', { otp: totpCode(secret) });
      expect(off.statusCode, off.body).toBe(204);
      expect((await asUser(access, 'GET', '/api/v1/users/me/')).json().twoFactor).toBe(false);
      expect(
        await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
      ).toEqual([]);
      expect((await login(email)).statusCode).toBe(200);
      const again = await asUser(access, 'DELETE', '/api/v1/users/me/2fa/', { otp: totpCode(secret) });
      expect(again.statusCode).toBe(409);
      // Guests are not asked anything.
      const guest = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/users/me/2fa/',
        payload: { otp: '1' },
      });
      expect(guest.statusCode).toBe(401);
    });

    it('never counts right codes as guesses: a member of staff signing in all day is not locked out', async () => {
      const email = 'busy@example.com';
      const user = await member(email, 'user');
      const { recoveryCodes: codes } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: user.access },
        remoteAddress,
      );
      // Ten sign-ins with right codes (the recovery codes, each once), more than the window's ten guesses.
      for (const code of codes) expect((await login(email, PASSWORD, code)).statusCode).toBe(200);
      // A wrong code is still answered as wrong, not as too many.
      expect((await login(email, PASSWORD, '000000')).statusCode).toBe(401);
    });

    it('counts code guesses: past ten in a quarter of an hour the account answers 429', async () => {
      const email = 'guesser@example.com';
      const user = await member(email, 'user');
      const { access } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: user.access },
        remoteAddress,
      );
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (await asUser(access, 'DELETE', '/api/v1/users/me/2fa/', { otp: '000000' })).statusCode,
        );
      // The enrolment's right codes gave their hits back: ten wrong ones use up the window.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual([429]);
      expect((await login(email, PASSWORD, '111111')).statusCode).toBe(429);
    });
  });

  describe('staff', () => {
    it('refuse every back-office call until enrolled (403 otp_enrolment_required), and cannot turn it off', async () => {
      const email = 'new-operator@example.com';
      const user = await member(email, 'user');
      await t.database.db.update(users).set({ role: 'operator' }).where(eq(users.id, user.id));
      const access = (await login(email)).json().access;
      const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
        ['GET', '/admin/api/claims/'],
        ['GET', '/admin/api/users/'],
        ['GET', '/admin/api/catalogue/currencies/'],
        ['GET', '/admin/api/shops/'],
        ['GET', '/admin/api/messages/'],
        ['GET', '/admin/api/content/'],
        ['POST', `/admin/api/claims/${NO_CLAIM}/actions/`, { action: 'cancel', reason: 'x' }],
      ];
      for (const [method, url, body] of calls) {
        const res = await call(method, url, access, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('otp_enrolment_required');
      }
      const en = await call('GET', '/en/admin/api/claims/', access);
      expect(en.json().detail).toBe('Staff need a second factor: set up an authenticator app first.');
      // The enrolment itself is open to them.
      const enrolled = await enrolSecondFactor(t, { email, password: PASSWORD, access }, remoteAddress);
      expect((await call('GET', '/admin/api/claims/', enrolled.access)).statusCode).toBe(200);
      await forgetUsedSteps(t, user.id);
      const off = await asUser(enrolled.access, 'DELETE', '/api/v1/users/me/2fa/', {
        otp: totpCode(enrolled.secret),
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('permission_denied');
      expect((await userRow(email)).totpEnabledAt).not.toBeNull();
    });

    it('ask for a fresh code on money actions once the last one is over 15 minutes old', async () => {
      const claim = await createClaim(id.BTC, id.SBERRUB, '0.01', {
        email: 'money@example.com',
        toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      });
      await t.app.inject({ method: 'POST', url: `/api/v1/claim/${claim}/confirm/` });
      const act = (body: object) =>
        call('POST', `/admin/api/claims/${claim}/actions/`, operator.access, body);
      expect((await act({ action: 'payment_received', reason: 'seen' })).statusCode).toBe(200);

      // Fresh from the sign-in with a code: no code asked.
      await ageSessionCodes(t, operator.id, 16);
      const stale = await act({ action: 'complete', reason: 'paid', payoutReference: 'tx-1' });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().code).toBe('otp_required');
      const wrong = await act({ action: 'complete', reason: 'paid', payoutReference: 'tx-1', otp: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('otp_required');
      const afterRefusals = await call('GET', `/admin/api/claims/${claim}/`, operator.access);
      expect(afterRefusals.json().status).toBe('processing');

      await forgetUsedSteps(t, operator.id);
      const code = totpCode(operator.secret!);
      const done = await act({ action: 'complete', reason: 'paid', payoutReference: 'tx-1', otp: code });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().status).toBe('completed');

      // The code renewed the session: the next money action within 15 minutes asks nothing.
      const reserve = await call(
        'POST',
        `/admin/api/catalogue/currencies/${id.SBERRUB}/reserve/`,
        admin.access,
        {
          reserve: '18000000',
          reason: 'count',
        },
      );
      expect(reserve.statusCode, reserve.body).toBe(200);

      // Each money action asks; the other actions of the same routes do not.
      await ageSessionCodes(t, admin.id, 16);
      const moneyCalls: [string, object][] = [
        [`/admin/api/claims/${NO_CLAIM}/actions/`, { action: 'refund', reason: 'x' }],
        [`/admin/api/claims/${NO_CLAIM}/actions/`, { action: 'complete', reason: 'x', payoutReference: 'p' }],
        ['/admin/api/withdrawals/999999/decision/', { decision: 'approve', reason: 'x' }],
        ['/admin/api/shop-withdrawals/999999/decision/', { decision: 'approve', reason: 'x' }],
        [`/admin/api/catalogue/currencies/${id.SBERRUB}/reserve/`, { reserve: '1', reason: 'x' }],
      ];
      for (const [url, body] of moneyCalls) {
        const res = await call('POST', url, admin.access, body);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code).toBe('otp_required');
      }
      const [sber] = await t.database.db.select().from(currencies).where(eq(currencies.id, id.SBERRUB));
      expect(Number(sber!.reserve)).toBe(18_000_000);
      // Not money: their own answers (an unknown claim or withdrawal; a shop's is "already decided").
      const others: [string, object, number][] = [
        [`/admin/api/claims/${NO_CLAIM}/actions/`, { action: 'cancel', reason: 'x' }, 404],
        ['/admin/api/withdrawals/999999/decision/', { decision: 'reject', reason: 'x' }, 404],
        ['/admin/api/shop-withdrawals/999999/decision/', { decision: 'reject', reason: 'x' }, 409],
      ];
      for (const [url, body, status] of others)
        expect((await call('POST', url, admin.access, body)).statusCode, url).toBe(status);
      // A valid code lets the call through to its own answer.
      await forgetUsedSteps(t, admin.id);
      const through = await call('POST', '/admin/api/withdrawals/999999/decision/', admin.access, {
        decision: 'approve',
        reason: 'x',
        otp: totpCode(admin.secret!),
      });
      expect(through.statusCode).toBe(404);
    });

    it('e-mail the member of staff about a sign-in from a new browser or address, not a known one', async () => {
      const email = 'devices@example.com';
      const user = await member(email, 'user');
      await t.database.db.update(users).set({ role: 'admin', locale: 'en' }).where(eq(users.id, user.id));
      const first = await login(email);
      const { secret } = await enrolSecondFactor(
        t,
        { email, password: PASSWORD, access: first.json().access },
        remoteAddress,
      );
      const device = first.cookies.find((c) => c.name === 'device' && c.path === '/front-api/auth/');
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      const before = (await mailsTo(email, 'new_sign_in')).length;
      expect(before).toBeGreaterThanOrEqual(1);
      const [mail] = await mailsTo(email, 'new_sign_in');
      expect(mail!.subject).toContain('new device');

      const signIn = (ip: string, cookie?: string) => {
        return t.app.inject({
          method: 'POST',
          url: '/front-api/auth/login/',
          payload: { email, password: PASSWORD, otp: totpCode(secret) },
          remoteAddress: ip,
          headers: { 'user-agent': 'TestBrowser/1.0' },
          ...(cookie ? { cookies: { device: cookie } } : {}),
        });
      };
      await forgetUsedSteps(t, user.id);
      const known = await signIn('10.77.0.1', device!.value);
      expect(known.statusCode, known.body).toBe(200);
      expect(known.cookies.find((c) => c.name === 'device')).toBeUndefined();
      const afterFirstHere = (await mailsTo(email, 'new_sign_in')).length;
      expect(afterFirstHere).toBe(before + 1); // a new address
      await forgetUsedSteps(t, user.id);
      expect((await signIn('10.77.0.1', device!.value)).statusCode).toBe(200);
      expect((await mailsTo(email, 'new_sign_in')).length).toBe(afterFirstHere); // known pair
      await forgetUsedSteps(t, user.id);
      const newBrowser = await signIn('10.77.0.1');
      expect(newBrowser.cookies.find((c) => c.name === 'device')?.value).toMatch(/^[\w-]{43}$/);
      const all = await mailsTo(email, 'new_sign_in');
      expect(all.length).toBe(afterFirstHere + 1);
      expect(all.at(-1)!.text).toContain('10.77.0.1');
      expect(all.at(-1)!.text).toContain('TestBrowser/1.0');
      // Users are not tracked.
      const plainEmail = 'plain-devices@example.com';
      await member(plainEmail, 'user');
      expect(await mailsTo(plainEmail, 'new_sign_in')).toEqual([]);
    });
  });

  it("turns a staff member's factor off from the command line, audited (reset used directly)", async () => {
    const email = 'locked-out@example.com';
    const staff = await member(email, 'operator');
    expect((await userRow(email)).totpEnabledAt).not.toBeNull();
    expect(await t.app.services.twoFactor.reset(email)).toBe('reset');
    const row = await userRow(email);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const refused = await call('GET', '/admin/api/claims/', staff.access);
    expect(refused.json().code).toBe('otp_enrolment_required');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor_reset'), eq(auditLog.targetId, String(staff.id))));
    expect(entry).toMatchObject({ actorId: staff.id, targetType: 'user' });
    expect((await login(email)).statusCode).toBe(200);
    expect(await t.app.services.twoFactor.reset('nobody@example.com')).toBe('no_account');
  });
});

describe('npm run admin -- --reset-2fa', () => {
  it('turns the factor off in the configured database, audited; usage and unknown accounts refused', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-2fa-'));
    const CLI = path.resolve(import.meta.dirname, '../src/cli/admin.ts');
    const env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SECRET_KEY: 'reset-test-secret-key-0123456789abcdef',
    };
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
        env,
        encoding: 'utf8',
        timeout: 120_000,
      });
    try {
      const created = cli('--email=boss@example.com', '--password=correct-horse-9');
      expect(created.status, created.stderr).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        await database.db
          .update(users)
          .set({ totpSecret: 'v1.sealed', totpEnabledAt: new Date(), totpLastStep: 1 })
          .where(eq(users.email, 'boss@example.com'));
        // While a server holds the folder the command refuses.
        const busy = cli('--reset-2fa', '--email=boss@example.com');
        expect(busy.status, busy.stderr).toBe(75);
      } finally {
        await database.close();
      }
      expect(cli('--reset-2fa').status).toBe(64);
      expect(cli('--reset-2fa', '--email=nobody@example.com').status).toBe(67);
      const reset = cli('--reset-2fa', '--email=Boss@Example.com');
      expect(reset.status, reset.stderr).toBe(0);
      expect(reset.stdout).toContain('second factor of boss@example.com turned off');
      const after = await openDatabase({ dataDir });
      try {
        const [row] = await after.db.select().from(users).where(eq(users.email, 'boss@example.com'));
        expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
        const entries = await after.db.select().from(auditLog).where(eq(auditLog.action, 'two_factor_reset'));
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({
          actorId: row!.id,
          targetType: 'user',
          details: { via: 'cli', wasOn: true },
        });
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
