/**
 * Test users: signed up, activated from the e-mailed link, given a role, logged in; staff also
 * enrol a second factor and sign in with a code (decision 022).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, users } from '../src/db/schema.js';
import type { TTestApp } from './helpers.js';
import { enrolSecondFactor } from './second-factor.js';

export const MEMBER_PASSWORD = 'correct horse 7';

export interface TMember {
  access: string;
  id: number;
  /** The TOTP secret of a member of staff. */
  secret?: string;
}

/**
 * An activated user with `role`, logged in. `remoteAddress` gives each call its own client
 * address, so the per-address rate limits of sign-up and login never trip in a test.
 */
export async function createMember(
  t: TTestApp,
  email: string,
  role: 'user' | 'operator' | 'admin',
  remoteAddress: () => string,
): Promise<TMember> {
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/signup/',
    payload: { email, password: MEMBER_PASSWORD, passwordRepeat: MEMBER_PASSWORD },
    remoteAddress: remoteAddress(),
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = /activate=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/activate/${token}/`,
    remoteAddress: remoteAddress(),
  });
  await t.database.db.update(users).set({ role }).where(eq(users.email, email));
  const login = await t.app.inject({
    method: 'POST',
    url: '/front-api/auth/login/',
    payload: { email, password: MEMBER_PASSWORD },
    remoteAddress: remoteAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  const access = login.json<{ access: string }>().access;
  if (role === 'user') return { access, id: row.id };
  const enrolled = await enrolSecondFactor(t, { email, password: MEMBER_PASSWORD, access }, remoteAddress);
  return { access: enrolled.access, id: row.id, secret: enrolled.secret };
}
