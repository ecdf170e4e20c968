/**
 * Checks a second-factor code of an account that has one and uses it up: six digits are a TOTP
 * code (accepted once: its time step must be later than the last accepted one), anything else a
 * recovery code (each used once). Counted by the rate limit of code guesses; a right code gives its
 * hit back.
 */
import { AppError } from '../../../lib/app-error.js';
import { hashOpaqueToken } from '../secrets.js';
import type { TUserRow } from '../users.repo.js';
import { asTotpCode, matchTotpStep, normalizeRecoveryCode } from './totp.js';
import { OTP_RATE_RULE, type TTwoFactorDeps } from './two-factor.deps.js';

export async function limitCodeGuesses(deps: Pick<TTwoFactorDeps, 'limiter'>, userId: number): Promise<void> {
  if (!(await deps.limiter.hit(OTP_RATE_RULE, String(userId))))
    throw new AppError('rate_limited', 'rate_limited');
}

/** True when `code` is a valid, unused code of the account's second factor (now used). */
export async function checkCode(
  deps: Pick<TTwoFactorDeps, 'repo' | 'box' | 'limiter' | 'now'>,
  user: Pick<TUserRow, 'id' | 'totpSecret' | 'totpEnabledAt'>,
  code: string,
): Promise<boolean> {
  if (!user.totpEnabledAt || !user.totpSecret) return false;
  await limitCodeGuesses(deps, user.id);
  const right = await matches(deps, user as TCoded, code);
  // A right code is no guess: it gives its hit back, so staff signing in and confirming money
  // actions all day never lock themselves out; wrong codes alone use up the window.
  if (right) await deps.limiter.giveBack(OTP_RATE_RULE, String(user.id));
  return right;
}

type TCoded = Pick<TUserRow, 'id'> & { totpSecret: string };

async function matches(
  deps: Pick<TTwoFactorDeps, 'repo' | 'box' | 'now'>,
  user: TCoded,
  code: string,
): Promise<boolean> {
  const digits = asTotpCode(code);
  if (digits) {
    const secret = deps.box.open(user.totpSecret);
    if (!secret) return false;
    const step = matchTotpStep(secret, digits, deps.now?.() ?? Date.now());
    return step !== null && (await deps.repo.acceptStep(user.id, step));
  }
  const recovery = normalizeRecoveryCode(code);
  return recovery.length > 0 && (await deps.repo.useRecoveryCode(user.id, hashOpaqueToken(recovery)));
}
