/**
 * What the API fuzz finds in the database before it starts (docs/reliability.md): the demo
 * catalogue and content; an admin, a seller and another user; an approved shop with an API key,
 * an invoice, a claim, a contact message and a promocode; a pending referral withdrawal and a
 * pending shop withdrawal, each backed by a balance. Requests get past the guards and reach real
 * rows with them.
 */
import { expect } from 'vitest';
import { seedDemoContent } from '../src/modules/content/content.seed.js';
import { ids, seedCatalogue } from './catalogue-fixture.js';
import type { THints } from './fuzz-arbitraries.js';
import { column, rows } from './fuzz-database.js';
import { cookieOf, type TMethod } from './fuzz-requests.js';
import type { TTestApp } from './helpers.js';
import { createMember, MEMBER_PASSWORD } from './members.js';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Sets the fixture up; `remoteAddress` gives each call its own client address. */
export async function seedFuzzData(t: TTestApp, remoteAddress: () => string) {
  await seedCatalogue(t);
  await seedDemoContent(t.database.db);
  const id = ids(t);
  const admin = await createMember(t, 'fuzz-admin@example.com', 'admin', remoteAddress);
  const seller = await createMember(t, 'fuzz-seller@example.com', 'user', remoteAddress);
  const target = await createMember(t, 'fuzz-target@example.com', 'user', remoteAddress);
  const login = await t.app.inject({
    method: 'POST',
    url: '/front-api/auth/login/',
    payload: { email: 'fuzz-seller@example.com', password: MEMBER_PASSWORD },
    remoteAddress: remoteAddress(),
  });
  const refreshCookie = cookieOf(login.cookies, 'refresh');
  const call = async (method: TMethod, url: string, payload: object, headers: Record<string, string>) => {
    const res = await t.app.inject({ method, url, payload, headers, remoteAddress: remoteAddress() });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<{ id: number | string; key?: string }>();
  };
  const asSeller = { authorization: `Bearer ${seller.access}` };
  const shop = await call(
    'POST',
    '/api/v1/users/me/shop/',
    {
      name: 'Fuzz shop',
      siteUrl: 'https://fuzz.example',
      payoutCurrencyId: id.USDTTRC20,
      payoutRequisites: { wallet: TRON },
    },
    asSeller,
  );
  await call(
    'POST',
    `/admin/api/shops/${shop.id}/decision/`,
    { decision: 'approve' },
    {
      authorization: `Bearer ${admin.access}`,
    },
  );
  const key = await call('POST', '/api/v1/users/me/shop/keys/', { name: 'fuzz' }, asSeller);
  const apiKey = key.key ?? '';
  await call(
    'POST',
    '/api/v1/merchant/invoices/',
    { amount: '25.50', orderId: 'F-1' },
    { 'x-api-key': apiKey },
  );
  await call(
    'POST',
    '/api/v1/claim/',
    {
      email: 'fuzz-seller@example.com',
      fromPs: id.BTC,
      toPs: id.SBERRUB,
      fromSumma: '0.01',
      toSumma: '50432.00',
      fromRequisites: {},
      toRequisites: { card: '4111 1111 1111 1111', cardholder: 'IVAN IVANOV' },
      agree: true,
    },
    asSeller,
  );
  await call(
    'POST',
    '/api/v1/contacts/',
    {
      name: 'Fuzz',
      email: 'fuzz-target@example.com',
      subject: 'Hello',
      message: 'A question about my claim',
    },
    {},
  );
  await rows(t, `insert into promocodes (code, percent) values ('FUZZ10', '1')`);
  // A referral deposit, and a withdrawal of part of it waiting for an operator.
  await rows(
    t,
    `insert into referral_ledger (user_id, kind, amount, status) values (${target.id}, 'deposit', '20', 'done')`,
  );
  await rows(
    t,
    `insert into referral_ledger (user_id, kind, amount, status, currency_id, requisites)
     values (${target.id}, 'withdrawal', '10', 'pending', ${id.USDTTRC20}, '{"wallet":"${TRON}"}')`,
  );
  // A sale that reached the balance, and a payout of part of it waiting for an operator.
  await rows(
    t,
    `insert into shop_ledger (shop_id, kind, amount, fee, status, currency_id) values
     (${shop.id}, 'sale', '10', '0.15', 'done', ${id.USDTTRC20})`,
  );
  await rows(
    t,
    `insert into shop_ledger (shop_id, kind, amount, status, currency_id, requisites)
     values (${shop.id}, 'withdrawal', '1', 'pending', ${id.USDTTRC20}, '{"wallet":"${TRON}"}')`,
  );

  const queries: Record<string, string> = {
    claim: 'select id as v from claims',
    currency: 'select id as v from currencies',
    direction: 'select id as v from directions',
    city: 'select id as v from cities',
    content: 'select id as v from content_items',
    slug: 'select distinct slug as v from content_items where slug is not null',
    message: 'select id as v from contact_messages',
    user: 'select id as v from users',
    withdrawal: `select id as v from referral_ledger where kind = 'withdrawal'`,
    shop: 'select id as v from shops',
    shopWithdrawal: `select id as v from shop_ledger where kind = 'withdrawal'`,
    key: 'select id as v from shop_api_keys',
    invoice: 'select id as v from invoices',
    promocode: 'select code as v from promocodes',
    email: 'select email as v from users',
  };
  const known: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(queries)) known[name] = await column(t, query);
  const numbers = (name: string) => (known[name] ?? []).map(Number);
  const hints: THints = {
    fromPs: numbers('currency'),
    toPs: numbers('currency'),
    fromId: numbers('currency'),
    toId: numbers('currency'),
    currencyId: numbers('currency'),
    payoutCurrencyId: numbers('currency'),
    fromCurrencyId: numbers('currency'),
    toCurrencyId: numbers('currency'),
    cur_from: numbers('currency'),
    cur_to: numbers('currency'),
    cityIds: [numbers('city')],
    city: numbers('city'),
    claimId: known.claim ?? [],
    invoice: known.invoice ?? [],
    promocode: known.promocode ?? [],
    email: known.email ?? [],
    password: [MEMBER_PASSWORD],
    oldPassword: [MEMBER_PASSWORD],
  };
  // A fitting request may block the admin, revoke the key or refuse the shop: put them back.
  const restoreSql = [
    `update users set role = 'admin', blocked_at = null where id = ${admin.id}`,
    `update users set role = 'user', blocked_at = null where id = ${seller.id}`,
    `update shops set status = 'approved' where id = ${shop.id}`,
    `update shop_api_keys set revoked_at = null where id = ${key.id}`,
  ];

  return {
    admin,
    seller,
    apiKey,
    /** The seller's refresh cookie, for the cookie-guarded session calls. */
    refreshCookie,
    /** Known values in the database, by kind. */
    known,
    hints,
    /** Puts back what a fitting request may change: the admin's and seller's roles, the shop, the key. */
    restoreSql,
    /** A call that must succeed. */
    call,
  };
}
