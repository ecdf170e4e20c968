/**
 * `POST /api/v1/users/me/2fa/`: a new secret, kept as the pending one (encrypted) until a code of
 * it confirms it; calling again replaces it. An account whose second factor is on turns it off
 * first (a user) or is reset by `npm run admin -- --reset-2fa` (staff).
 */
import type { TTwoFactorEnrolment } from '@exchanger/core';
import { AppError } from '../../../lib/app-error.js';
import { newTotpSecret, otpauthUrl } from './totp.js';
import type { TTwoFactorDeps } from './two-factor.deps.js';

export async function startEnrolment(
  deps: Pick<TTwoFactorDeps, 'repo' | 'users' | 'box' | 'siteName'>,
  userId: number,
): Promise<TTwoFactorEnrolment> {
  const user = await deps.users.findById(userId);
  if (!user) throw new AppError('token_not_valid', 'token_not_valid');
  if (user.totpEnabledAt) throw new AppError('conflict', 'two_factor_on');
  const secret = newTotpSecret();
  await deps.repo.setPending(user.id, deps.box.seal(secret));
  return { secret, otpauthUrl: otpauthUrl(secret, user.email, deps.siteName) };
}
