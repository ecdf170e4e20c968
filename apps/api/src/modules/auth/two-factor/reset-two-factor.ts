/**
 * `npm run admin -- --reset-2fa --email=…`: the way back for a member of staff who lost their
 * authenticator and recovery codes. Turns the second factor off and revokes every session, in one
 * transaction with its audit entry (the account as actor: the command has no signed-in user); the
 * account enrols again at its next sign-in.
 */
import type { TTwoFactorDeps } from './two-factor.deps.js';

export async function resetTwoFactor(
  deps: Pick<TTwoFactorDeps, 'db' | 'repo' | 'users' | 'audit'>,
  email: string,
): Promise<'reset' | 'not_on' | 'no_account'> {
  const user = await deps.users.findByEmail(email.trim().toLowerCase());
  if (!user) return 'no_account';
  const wasOn = user.totpEnabledAt !== null;
  await deps.db.transaction(async (tx) => {
    await deps.repo.turnOff(user.id, tx);
    await deps.repo.revokeOtherSessions(user.id, null, tx);
    await deps.audit.record(
      {
        actorId: user.id,
        action: 'two_factor_reset',
        targetType: 'user',
        targetId: String(user.id),
        reason: 'npm run admin -- --reset-2fa',
        details: { via: 'cli', wasOn },
      },
      tx,
    );
  });
  return wasOn ? 'reset' : 'not_on';
}
