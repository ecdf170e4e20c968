/**
 * The optional proof-of-work check of a direction (docs/decisions/031-demo-banner-and-proof-of-work.md):
 * an administrator turns it on; a claim then needs a solved challenge of this server, accepted
 * once — missing, forged, expired or replayed solutions are refused with 400 naming `altcha`.
 */
import { pairTerms, quoteFromSend } from '@exchanger/core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRateLimiter } from '../src/modules/auth/index.js';
import { createHumanCheckRepo, createHumanCheckService } from '../src/modules/human-check/index.js';
import { backOfficeClient, type TBackOffice } from './back-office.js';
import { describeEachDb } from './helpers.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encode({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
}

describeEachDb('proof-of-work check of a direction', (kind) => {
  const office = backOfficeClient();
  const { call } = office;
  let { t, id, admin } = {} as TBackOffice;
  let directionId = 0;

  beforeAll(async () => {
    ({ t, id, admin } = await office.open(kind));
    const list = (await call('GET', '/admin/api/catalogue/directions/', admin.access)).json<
      { id: number; from: { id: number }; to: { id: number }; humanCheck: boolean }[]
    >();
    const direction = list.find((d) => d.from.id === id.BTC && d.to.id === id.SBERRUB);
    if (!direction) throw new Error('no BTC → SBERRUB direction');
    expect(direction.humanCheck).toBe(false);
    directionId = direction.id;
  });
  afterAll(() => t.close());

  const challenge = async (remoteAddress = '10.9.0.1') => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/challenge/', remoteAddress });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Challenge>();
  };
  const claim = async (over: Record<string, unknown> = {}, prefix = '', from = id.BTC) => {
    const pair = (
      await t.app.inject({ method: 'GET', url: `/api/v1/calculator/pair/${from}/${id.SBERRUB}/` })
    ).json();
    const q = quoteFromSend(pairTerms(pair), from === id.BTC ? '0.01' : '0.5');
    return t.app.inject({
      method: 'POST',
      url: `${prefix}/api/v1/claim/`,
      payload: {
        email: 'human@example.com',
        fromPs: from,
        toPs: id.SBERRUB,
        fromSumma: q.send,
        toSumma: q.receive,
        toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
        agree: true,
        ...over,
      },
    });
  };
  const setHumanCheck = async (on: boolean) => {
    const res = await call('PATCH', `/admin/api/catalogue/directions/${directionId}/`, admin.access, {
      humanCheck: on,
      reason: on ? 'bots on this pair' : 'calm again',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ humanCheck: on });
  };

  it('needs no challenge while the direction does not ask for one', async () => {
    const pair = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`,
    });
    expect(pair.json()).toMatchObject({ humanCheck: false });
    const res = await claim();
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is turned on by the administrator, and the pair says so', async () => {
    await setHumanCheck(true);
    const pair = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calculator/pair/${id.BTC}/${id.SBERRUB}/`,
    });
    expect(pair.json()).toMatchObject({ humanCheck: true });
    // Other directions are untouched.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calculator/pair/${id.ETH}/${id.SBERRUB}/`,
    });
    expect(other.json()).toMatchObject({ humanCheck: false });
  });

  it('refuses a claim without a solution, naming the field in the request language', async () => {
    const ru = await claim();
    expect(ru.statusCode).toBe(400);
    expect(ru.json().fields).toEqual({ altcha: [expect.stringContaining('не робот')] });
    const en = await claim({}, '/en');
    expect(en.json().fields).toEqual({ altcha: [expect.stringContaining('not a robot')] });
  });

  it('creates the claim with a valid solution, once: the same solution again is refused', async () => {
    const altcha = await solve(await challenge());
    // A claim refused for another field leaves the solution usable.
    const wrong = await claim({ altcha, toRequisites: { card: '1234', cardholder: 'IVAN IVANOV' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['toRequisites.card']);

    const first = await claim({ altcha });
    expect(first.statusCode, first.body).toBe(201);
    const again = await claim({ altcha }, '/en');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({
      altcha: ['This "not a robot" check has already been used. Please take it again.'],
    });
  });

  it('lets only one of two racing claims spend one solution', async () => {
    const altcha = await solve(await challenge());
    const results = await Promise.all([claim({ altcha }), claim({ altcha })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses forged solutions', async () => {
    const real = await challenge();
    const solved = JSON.parse(Buffer.from(await solve(real), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const forged = [
      // Another key for the real challenge (the key is the proof; the counter only says how it was found).
      encode({ ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } }),
      encode({
        ...solved,
        solution: { ...solved.solution, derivedKey: solved.challenge.parameters.keyPrefix },
      }),
      // An easier challenge under the real signature.
      encode({
        ...solved,
        challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
      }),
      // A later expiry under the real signature.
      encode({
        ...solved,
        challenge: {
          ...solved.challenge,
          parameters: { ...solved.challenge.parameters, expiresAt: 4_102_444_800 },
        },
      }),
      // The widget's test mode, a challenge signed by someone else, garbage.
      encode({ challenge: null, solution: null, test: true }),
      await solve(
        await createHumanCheckService({
          repo: createHumanCheckRepo(t.database.db),
          limiter: createRateLimiter(t.database.db),
          secretKey: 'not-the-server-secret',
        }).challenge('10.9.0.99'),
      ),
      'not base64 at all',
      encode('just a string'),
    ];
    for (const altcha of forged) {
      const res = await claim({ altcha }, '/en');
      expect(res.statusCode, altcha).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['altcha']);
    }
    const tooLong = await claim({ altcha: 'x'.repeat(5000) });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['altcha']);
    // The real solution was never spent by those attempts.
    const res = await claim({ altcha: encode(solved) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an expired solution', async () => {
    let now = Date.now();
    const service = createHumanCheckService({
      repo: createHumanCheckRepo(t.database.db),
      limiter: createRateLimiter(t.database.db),
      secretKey: t.config.secretKey,
      now: () => new Date(now),
    });
    const altcha = await solve(await service.challenge('10.9.0.98'));
    await expect(service.check(altcha)).resolves.toMatchObject({ signature: expect.any(String) });
    now += 11 * 60_000;
    await expect(service.check(altcha)).rejects.toMatchObject({ messageKey: 'human_check_invalid' });
  });

  it('rate-limits the challenges of one address', async () => {
    const address = '10.9.1.1';
    for (let i = 0; i < 30; i += 1) await challenge(address);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/en/api/v1/challenge/',
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    await challenge('10.9.1.2');
  });

  it('asks nothing again once the administrator turns it off', async () => {
    await setHumanCheck(false);
    const res = await claim();
    expect(res.statusCode, res.body).toBe(201);
  });
});
