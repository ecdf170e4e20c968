import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { loggerOptions, safeError } from '../src/http/logging.js';
import { seedCatalogue } from './catalogue-fixture.js';
import { testConfig, type TTestApp } from './helpers.js';
import { createMember, MEMBER_PASSWORD } from './members.js';

const CARD = '4111111111111111';

describe('logged errors', () => {
  it('never carry a failed query’s parameters, in the error or its causes', () => {
    const cause = new DrizzleQueryError(
      'insert into claims values ($1, $2)',
      ['client@example.com', CARD],
      new Error('boom'),
    );
    const error = new Error('claim failed', { cause });
    const text = JSON.stringify([safeError(cause), safeError(error)]);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain('client@example.com');
    expect(text).toContain('insert into claims');
    expect(text).toContain('[redacted]');
  });
});

describe('the server’s logs', () => {
  let t: TTestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const config = testConfig();
    const database = await openDatabase({});
    await database.migrate();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({
      config,
      database,
      logger: { ...loggerOptions('trace'), stream },
      jobs: false,
    });
    await app.ready();
    t = { app, database, config, close: () => app.close() };
    await seedCatalogue(t);
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.close();
  });

  it('carry request ids and no password, token, cookie, API key or query parameter', async () => {
    let ip = 0;
    const seller = await createMember(t, 'logs-seller@example.com', 'user', () => `10.30.0.${(ip += 1)}`);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: { authorization: `Bearer ${seller.access}`, 'x-request-id': 'trace-me-42' },
    });
    expect(me.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/front-api/auth/login/',
      payload: { email: 'logs-seller@example.com', password: MEMBER_PASSWORD },
      remoteAddress: '10.30.1.1',
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    await t.app.inject({ method: 'POST', url: '/front-api/auth/refresh/', headers: { cookie } });
    const apiKey = 'mk_not_a_real_key_but_secret_0123456789';
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/merchant/invoices/',
      headers: { 'x-api-key': apiKey },
    });
    t.app.log.error(
      { err: new DrizzleQueryError('update users set x = $1', [CARD], new Error('down')) },
      'a query failed',
    );

    const text = lines.join('\n');
    expect(lines.some((l) => l.includes('"reqId":"trace-me-42"'))).toBe(true);
    for (const secret of [MEMBER_PASSWORD, seller.access, cookie.split('=')[1] ?? '', apiKey, CARD])
      expect(text, secret.slice(0, 12)).not.toContain(secret);
    expect(text).toContain('a query failed');
  });
});
