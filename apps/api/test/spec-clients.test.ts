/**
 * The specification's calls as its clients send them (docs/api.md#conventions): query values are
 * strings, a parameter the client has no value for goes out empty (`?status=`, `?page=`), and a
 * path may lose its trailing slash. Each must answer as if the parameter were left out.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountKit, PASSWORD } from './account-fixture.js';
import type { TDemoCode } from './catalogue-fixture.js';
import { describeEachDb, type TTestApp } from './helpers.js';
import { seededApp } from './seeded-app.js';

describeEachDb('the specification’s clients', (kind) => {
  let t: TTestApp;
  let id: Record<TDemoCode, number>;
  const { get, newUser } = accountKit(
    () => t,
    () => id,
  );
  beforeAll(async () => {
    ({ t, id } = await seededApp(kind));
  });
  afterAll(() => t.close());

  it('answers every call of the specification’s table as its clients send it, in both languages', async () => {
    const user = await newUser();
    const pair = `${id.BTC}/${id.SBERRUB}`;
    // [as a client sends it, the same call written out in full]
    const calls: [string, string][] = [
      ['/api/v1/users/me', '/api/v1/users/me/'],
      ['/api/v1/users/me/claims/?page=1&size=10', '/api/v1/users/me/claims/?page=1&size=10'],
      ['/api/v1/users/me/claims/?page=&size=', '/api/v1/users/me/claims/'],
      ['/api/v1/users/me/claims?page=1&size=5', '/api/v1/users/me/claims/?page=1&size=5'],
      [
        '/api/v1/users/me/refferal/dw/?page=1&size=10&status=',
        '/api/v1/users/me/refferal/dw/?page=1&size=10',
      ],
      ['/api/v1/users/me/refferal/dw/?page=&size=&status=', '/api/v1/users/me/refferal/dw/'],
      ['/api/v1/users/me/refferal/dw?status=', '/api/v1/users/me/refferal/dw/'],
      ['/api/v1/users/me/refferal', '/api/v1/users/me/refferal/'],
      ['/api/v1/users/me/refferal/withdrawal', '/api/v1/users/me/refferal/withdrawal/'],
      ['/api/v1/users/pairs/best', '/api/v1/users/pairs/best/'],
      ['/api/v1/users/me/promocodes', '/api/v1/users/me/promocodes/'],
      ['/api/v1/calculator', '/api/v1/calculator/'],
      [`/api/v1/calculator/course/${pair}`, `/api/v1/calculator/course/${pair}/`],
      ['/api/v1/calculator/from', '/api/v1/calculator/from/'],
      [`/api/v1/calculator/from/${id.BTC}`, `/api/v1/calculator/from/${id.BTC}/`],
      [`/api/v1/calculator/pair/${pair}`, `/api/v1/calculator/pair/${pair}/`],
      ['/api/v1/calculator/reserves', '/api/v1/calculator/reserves/'],
      // Without a direction (or with empty ids) the settings are the contest's.
      ['/api/v1/calculator/settings/?cur_from=&cur_to=', '/api/v1/calculator/settings/'],
      ['/api/v1/calculator/settings?cur_from=&cur_to=', '/api/v1/calculator/settings/'],
      [
        `/api/v1/calculator/settings?cur_from=${id.BTC}&cur_to=${id.SBERRUB}`,
        `/api/v1/calculator/settings/?cur_from=${id.BTC}&cur_to=${id.SBERRUB}`,
      ],
      ['/api/v1/calculator/tech', '/api/v1/calculator/tech/'],
    ];
    for (const [sent, canonical] of calls) {
      for (const prefix of ['', '/en']) {
        const [answer, expected] = [
          await get(`${prefix}${sent}`, user),
          await get(`${prefix}${canonical}`, user),
        ];
        expect({ sent: `${prefix}${sent}`, status: answer.statusCode }).toEqual({
          sent: `${prefix}${sent}`,
          status: 200,
        });
        expect(expected.statusCode).toBe(200);
        expect(answer.json()).toEqual(expected.json());
      }
    }
  });

  it('takes the calls that change things without their trailing slash too', async () => {
    const user = await newUser();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const login = await post('/front-api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().access).toEqual(expect.any(String));
    const restore = await post('/en/api/v1/users/restore', { email: user.email });
    expect(restore.statusCode, restore.body).toBeLessThan(300);
  });

  it('still names a parameter that is wrong rather than empty, in the request’s language', async () => {
    const user = await newUser();
    const wrong = await get('/en/api/v1/users/me/claims/?page=first&size=', user);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['page']);
    const tooBig = await get('/api/v1/users/me/refferal/dw/?page=&size=1000&status=', user);
    expect(tooBig.statusCode).toBe(400);
    expect(Object.keys(tooBig.json().fields)).toEqual(['size']);
  });
});
