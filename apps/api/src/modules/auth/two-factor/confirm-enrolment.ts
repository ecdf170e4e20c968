/**
 * `POST /api/v1/users/me/2fa/confirm/`: a code of the pending secret turns the second factor on.
 * In one transaction: the secret becomes the account's (the code's step its last accepted one),
 * ten new recovery codes are stored hashed, every other session of the account is revoked, and
 * this session counts as having just entered a code. The codes are answered once, in clear.
 */
import { AppError } from '../../../lib/app-error.js';
import { hashOpaqueToken } from '../secrets.js';
import { limitCodeGuesses } from './check-code.js';
import { asTotpCode, matchTotpStep, newRecoveryCodes, normalizeRecoveryCode } from './totp.js';
import { OTP_RATE_RULE, type TTwoFactorDeps } from './two-factor.deps.js';

const wrongCode = () => new AppError('validation_error', 'otp_invalid', { fields: { otp: ['otp_invalid'] } });

export async function confirmEnrolment(
  deps: Pick<TTwoFactorDeps, 'db' | 'repo' | 'users' | 'box' | 'limiter' | 'now'>,
  session: { userId: number; sessionId?: string | undefined },
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const user = await deps.users.findById(session.userId);
  if (!user) throw new AppError('token_not_valid', 'token_not_valid');
  if (user.totpEnabledAt) throw new AppError('conflict', 'two_factor_on');
  const sealed = user.totpPendingSecret;
  const secret = sealed ? deps.box.open(sealed) : null;
  if (!sealed || !secret) throw new AppError('conflict', 'two_factor_not_started');
  await limitCodeGuesses(deps, user.id);
  const digits = asTotpCode(code);
  const step = digits ? matchTotpStep(secret, digits, deps.now?.() ?? Date.now()) : null;
  if (step === null) throw wrongCode();
  const recoveryCodes = newRecoveryCodes();
  const enabled = await deps.db.transaction(async (tx) => {
    if (!(await deps.repo.enable(user.id, sealed, step, tx))) return false;
    await deps.repo.replaceRecoveryCodes(
      user.id,
      recoveryCodes.map((c) => hashOpaqueToken(normalizeRecoveryCode(c))),
      tx,
    );
    await deps.repo.revokeOtherSessions(user.id, session.sessionId ?? null, tx);
    if (session.sessionId) await deps.repo.markVerified(session.sessionId, user.id, tx);
    return true;
  });
  // Another request confirmed or replaced the pending secret meanwhile.
  if (!enabled) throw new AppError('conflict', 'two_factor_not_started');
  // The right code was no guess (check-code.ts).
  await deps.limiter.giveBack(OTP_RATE_RULE, String(user.id));
  return { recoveryCodes };
}
