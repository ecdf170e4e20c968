/**
 * Staff sign in with a second factor (docs/decisions/022-two-factor.md): test members of staff
 * enrol through the API, as a person would with an authenticator app, and sign in again with a
 * code computed from the secret the server answered.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { sessionOtp, users } from '../src/db/schema.js';
import type { TTestApp } from './helpers.js';

/** The code an authenticator app shows for `secret`, `steps` × 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** The code an authenticator app shows for `secret` at 30-second step `step`. */
export function totpAtStep(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
}

export interface TEnrolled {
  access: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * Enrols the signed-in account (`access`) and signs it in again with a code: the code of this step
 * confirms, the next step's signs in (each code is accepted once). Answers the new access token.
 */
export async function enrolSecondFactor(
  t: TTestApp,
  account: { email: string; password: string; access: string },
  remoteAddress: () => string,
): Promise<TEnrolled> {
  const headers = { authorization: `Bearer ${account.access}` };
  const start = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/2fa/', headers });
  expect(start.statusCode, start.body).toBe(200);
  const { secret } = start.json<{ secret: string }>();
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/2fa/confirm/',
    headers,
    payload: { otp: totpCode(secret) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/front-api/auth/login/',
    payload: { email: account.email, password: account.password, otp: totpCode(secret, 1) },
    remoteAddress: remoteAddress(),
  });
  expect(login.statusCode, login.body).toBe(200);
  return {
    access: login.json<{ access: string }>().access,
    secret,
    recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

/**
 * Test-only time travel: forgets which code steps the account used, so a test can enter another
 * code within the same 30 seconds (an app would wait for the next one).
 */
export async function forgetUsedSteps(t: TTestApp, userId: number): Promise<void> {
  await t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));
}

/** Test-only time travel: the sessions of the account entered their last code `minutes` ago. */
export async function ageSessionCodes(t: TTestApp, userId: number, minutes: number): Promise<void> {
  await t.database.db
    .update(sessionOtp)
    .set({ verifiedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessionOtp.userId, userId));
}
