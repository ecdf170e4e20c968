/**
 * The fresh second-factor code of money actions (docs/decisions/022-two-factor.md): a route-level
 * `preHandler`, after the staff guard and the body's validation, so it reads the body's optional
 * `otp`. `when` picks the calls of a route that move money (a claim's completion or refund, an
 * approval); the others pass untouched.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Lets the call through when the session's last code is recent, or `code` is a valid new one. */
export type TStepUp = (
  session: { userId: number; sessionId?: string | undefined },
  code: string | undefined,
) => Promise<void>;

type TBody = Record<string, unknown>;

export function createFreshOtpGuard(stepUp: TStepUp | undefined) {
  return (when: (body: TBody) => boolean = () => true) =>
    async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      const body = (request.body ?? {}) as TBody;
      if (!when(body)) return;
      if (!request.user) throw new AppError('not_authenticated', 'not_authenticated');
      // Without the check wired in, a money action is refused rather than let through.
      if (!stepUp) throw new AppError('otp_required', 'otp_required');
      await stepUp(request.user, typeof body.otp === 'string' ? body.otp : undefined);
    };
}
