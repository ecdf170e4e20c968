/**
 * `DELETE /api/v1/users/me/2fa/`: a user turns the second factor off with a code (or a recovery
 * code). Staff cannot: theirs is required (docs/decisions/022-two-factor.md).
 */
import { AppError } from '../../../lib/app-error.js';
import { checkCode } from './check-code.js';
import type { TTwoFactorDeps } from './two-factor.deps.js';

export async function turnOff(
  deps: Pick<TTwoFactorDeps, 'repo' | 'users' | 'box' | 'limiter' | 'now'>,
  userId: number,
  code: string,
): Promise<void> {
  const user = await deps.users.findById(userId);
  if (!user) throw new AppError('token_not_valid', 'token_not_valid');
  if (user.role !== 'user') throw new AppError('permission_denied', 'two_factor_staff');
  if (!user.totpEnabledAt) throw new AppError('conflict', 'two_factor_off');
  if (!(await checkCode(deps, user, code)))
    throw new AppError('validation_error', 'otp_invalid', { fields: { otp: ['otp_invalid'] } });
  await deps.repo.turnOff(user.id);
}
