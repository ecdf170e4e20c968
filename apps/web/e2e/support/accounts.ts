/** Accounts made through the API for the tests that are not about signing up. */
import { request } from 'node:http';
import { expect } from 'vitest';
import { baseUrl } from './browser.js';
import { linkIn, mailIdsTo, waitForMail } from './mail.js';
import { adminAccess, currentStep, E2E_ADMIN, nextCodeAfter, totpAt } from './staff.js';

export async function post(path: string, body?: unknown, access?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(access ? { Authorization: `Bearer ${access}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let signups = 0;

/**
 * A JSON POST sent from a loopback address of its own (127.0.0.2, .3, …): the server allows 10
 * sign-ups an hour per client address, and the suite signs up more accounts than that through the
 * API. Its status.
 */
function postFromOwnAddress(path: string, body: unknown): Promise<number> {
  signups += 1;
  const url = new URL(path, baseUrl);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: `127.0.0.${2 + (signups % 250)}`,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(data);
  });
}

/** A user signed up and activated through the API, with the e-mailed link. */
export async function createActiveUser(email: string, password: string): Promise<void> {
  const seen = mailIdsTo(email);
  const signup = await postFromOwnAddress('/api/v1/users/signup/', {
    email,
    password,
    passwordRepeat: password,
  });
  expect(signup).toBe(201);
  const mail = await waitForMail(email, { contains: '/successfully?activate=', seen });
  const token = new URLSearchParams(linkIn(mail, '/successfully').split('?')[1]).get('activate')!;
  expect((await post(`/api/v1/users/activate/${token}/`)).status).toBe(204);
}

/**
 * An access token for the account (the login answer's `access`). The install's administrator signs
 * in with a code of its second factor, and a recent token of it is reused.
 */
export async function accessOf(email: string, password: string, otp?: string): Promise<string> {
  if (email === E2E_ADMIN.email && otp === undefined)
    return adminAccess((code) => accessOf(email, password, code));
  const res = await post('/front-api/auth/login/', { email, password, ...(otp ? { otp } : {}) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** Gives the account `role`, as the install's administrator would in the Users desk. */
export async function setRole(email: string, role: 'user' | 'operator' | 'admin'): Promise<void> {
  const staff = await accessOf(E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' };
  const found = await fetch(`${baseUrl}/admin/api/users/?q=${encodeURIComponent(email)}`, { headers });
  expect(found.status).toBe(200);
  const [user] = ((await found.json()) as { results: { id: number }[] }).results;
  const changed = await fetch(`${baseUrl}/admin/api/users/${user!.id}/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ role, reason: `e2e: made ${role}` }),
  });
  expect(changed.status, await changed.clone().text()).toBe(200);
}

/**
 * Enrols the account's second factor through the API (as the enrolment screen would), and gives
 * the codes of its next sign-ins: each a later 30-second step, since a code is accepted once.
 */
export async function enrolSecondFactor(email: string, password: string): Promise<() => Promise<string>> {
  const access = await accessOf(email, password);
  const enrolment = await post('/api/v1/users/me/2fa/', {}, access);
  expect(enrolment.status).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  let lastStep = currentStep();
  const confirmed = await post('/api/v1/users/me/2fa/confirm/', { otp: totpAt(secret, lastStep) }, access);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return async () => {
    const next = await nextCodeAfter(secret, lastStep);
    lastStep = next.step;
    return next.code;
  };
}
