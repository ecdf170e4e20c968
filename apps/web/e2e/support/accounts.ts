/** Accounts made through the API for the tests that are not about signing up. */
import { expect } from 'vitest';
import { baseUrl } from './browser.js';
import { linkIn, mailIdsTo, waitForMail } from './mail.js';
import { adminAccess, E2E_ADMIN } from './staff.js';

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

/** A user signed up and activated through the API, with the e-mailed link. */
export async function createActiveUser(email: string, password: string): Promise<void> {
  const seen = mailIdsTo(email);
  const signup = await post('/api/v1/users/signup/', { email, password, passwordRepeat: password });
  expect(signup.status).toBe(201);
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
