/**
 * The fresh code a money action asks for (completing or refunding a claim, approving a
 * withdrawal, setting a reserve): when the session's last code is older than 15 minutes, the body's
 * `otp` must be a valid one, which renews the session's time; otherwise 401 `otp_required`.
 * The time lives on the session (`session_otp`, keyed by the refresh-token family the access
 * token names), so a new sign-in with a code, a confirmation or an accepted code renews it.
 */
import { AppError } from '../../../lib/app-error.js';
import { checkCode } from './check-code.js';
import { STEP_UP_MS, type TTwoFactorDeps } from './two-factor.deps.js';

export async function stepUp(
  deps: Pick<TTwoFactorDeps, 'repo' | 'users' | 'box' | 'limiter' | 'now'>,
  session: { userId: number; sessionId?: string | undefined },
  code: string | undefined,
): Promise<void> {
  const now = deps.now?.() ?? Date.now();
  const { userId, sessionId } = session;
  const at = sessionId ? await deps.repo.verifiedAt(sessionId, userId) : null;
  if (at && now - at.getTime() < STEP_UP_MS) return;
  if (!code) throw new AppError('otp_required', 'otp_required');
  const user = await deps.users.findById(userId);
  if (!user?.totpEnabledAt) throw new AppError('otp_enrolment_required', 'otp_enrolment_required');
  if (!(await checkCode(deps, user, code))) throw new AppError('otp_required', 'otp_invalid');
  if (sessionId) await deps.repo.markVerified(sessionId, userId);
}
