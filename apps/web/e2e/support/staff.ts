/**
 * The administrator the e2e server is started with (`ADMIN_EMAIL`, `ADMIN_PASSWORD`): the back
 * office tests log in as this account, exactly as an operator of a fresh install would. Staff sign
 * in with a second factor (docs/decisions/022-two-factor.md): global-setup enrols this account
 * through the API once, and every test file takes its codes from the same record (a file in the
 * server's data folder), since the server accepts each 30-second code once and test files run one
 * after another in fresh module contexts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { inject } from 'vitest';

export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e admin secret 1' } as const;

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at time step `step`. */
export function totpAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });
}

export const currentStep = () => Math.floor(Date.now() / STEP_MS);

/**
 * The next code the server will take after one of step `lastStep`: this step's, or a later one
 * (waiting for it to come within the server's one step of drift).
 */
export async function nextCodeAfter(
  secret: string,
  lastStep: number,
): Promise<{ code: string; step: number }> {
  const step = Math.max(lastStep + 1, currentStep());
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  return { code: totpAt(secret, step), step };
}

/** What the run knows of the administrator's second factor, and a recent access token. */
export interface TAdminFactor {
  secret: string;
  lastStep: number;
  access?: string;
  accessAt?: number;
}

export const readAdminFactor = (file: string): TAdminFactor =>
  JSON.parse(readFileSync(file, 'utf8')) as TAdminFactor;
export const writeAdminFactor = (file: string, state: TAdminFactor): void => {
  writeFileSync(file, JSON.stringify(state));
};

const factorFile = () => inject('adminFactorPath');

/** A code for the administrator's next sign-in or money action (each code is used once). */
export async function adminCode(): Promise<string> {
  const state = readAdminFactor(factorFile());
  const { code, step } = await nextCodeAfter(state.secret, state.lastStep);
  writeAdminFactor(factorFile(), { ...readAdminFactor(factorFile()), lastStep: step });
  return code;
}

/** The administrator's access token: a recent one is reused (sign-ins and codes are rate-limited). */
export async function adminAccess(login: (otp: string) => Promise<string>): Promise<string> {
  const state = readAdminFactor(factorFile());
  if (state.access && state.accessAt && Date.now() - state.accessAt < 10 * 60_000) return state.access;
  const access = await login(await adminCode());
  writeAdminFactor(factorFile(), { ...readAdminFactor(factorFile()), access, accessAt: Date.now() });
  return access;
}

/**
 * Global set-up (and a test with a server of its own): signs the administrator in and enrols its
 * second factor through the API.
 */
export async function enrolAdmin(
  baseUrl: string,
  file: string,
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  const post = async (path: string, body: unknown, access?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(access ? { Authorization: `Bearer ${access}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { access } = (await post('/front-api/auth/login/', account)) as { access: string };
  const { secret } = (await post('/api/v1/users/me/2fa/', {}, access)) as { secret: string };
  const step = currentStep();
  await post('/api/v1/users/me/2fa/confirm/', { otp: totpAt(secret, step) }, access);
  writeAdminFactor(file, { secret, lastStep: step });
}
