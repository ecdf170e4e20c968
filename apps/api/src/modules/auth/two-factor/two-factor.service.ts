/**
 * The second factor (docs/decisions/022-two-factor.md): enrolment, confirmation, turning it off,
 * the code a sign-in or a money action asks for, the staff's known devices and the reset of the
 * command line — each use case bound once to its dependencies.
 */
import type { TUserRow } from '../users.repo.js';
import { checkCode } from './check-code.js';
import { confirmEnrolment } from './confirm-enrolment.js';
import { noteSignIn } from './note-sign-in.js';
import { resetTwoFactor } from './reset-two-factor.js';
import { startEnrolment } from './start-enrolment.js';
import { stepUp } from './step-up.js';
import type { TTwoFactorDeps } from './two-factor.deps.js';
import { turnOff } from './turn-off.js';

export function createTwoFactorService(deps: TTwoFactorDeps) {
  return {
    start: (userId: number) => startEnrolment(deps, userId),
    confirm: (session: { userId: number; sessionId?: string | undefined }, code: string) =>
      confirmEnrolment(deps, session, code),
    turnOff: (userId: number, code: string) => turnOff(deps, userId, code),
    checkCode: (user: Pick<TUserRow, 'id' | 'totpSecret' | 'totpEnabledAt'>, code: string) =>
      checkCode(deps, user, code),
    stepUp: (session: { userId: number; sessionId?: string | undefined }, code: string | undefined) =>
      stepUp(deps, session, code),
    /** A code was entered in this session now (a sign-in with a code). */
    markVerified: (sessionId: string, userId: number) => deps.repo.markVerified(sessionId, userId),
    noteSignIn: (
      user: Pick<TUserRow, 'id' | 'email' | 'role' | 'locale'>,
      client: { deviceToken?: string | undefined; ip: string; userAgent?: string | undefined },
    ) => noteSignIn(deps, user, client),
    reset: (email: string) => resetTwoFactor(deps, email),
  };
}

export type TTwoFactorService = ReturnType<typeof createTwoFactorService>;
