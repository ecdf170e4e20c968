/**
 * Who is calling (docs/architecture.md#accounts): a `Bearer` access token, checked per route — never by a global hook,
 * so public reads pay nothing for it. No token on a protected route answers 401
 * `not_authenticated`; an expired, malformed or foreign token answers 401 `token_not_valid`, which
 * tells the SPA to refresh and retry once.
 *
 * The guards are `onRequest` hooks: they run before the body is parsed and validated, so the order
 * of every protected call is authentication → authorization → validation → handler
 * (docs/architecture.md#request-flow, docs/decisions/020-roles-and-own-records.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { TStaff, TStaffRole } from '../lib/staff.js';
import type { TAccessClaims, TAccessTokens } from '../modules/auth/index.js';
import { createFreshOtpGuard, type TStepUp } from './fresh-otp.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An operator-API route of the administrators only (money settings, shops, withdrawals, roles):
     * `requireStaff` answers an operator 403 `admin_only` before the body is read.
     */
    adminOnly?: boolean;
  }
  interface FastifyRequest {
    user: TAccessClaims | null;
    /** The operator or admin behind an `/admin/api` call, as the database says now. */
    staff: TStaff | null;
  }
}

/** Reads the caller's current role and block state (the token's role may be minutes old). */
export type TStaffLookup = (userId: number) => Promise<{
  email: string;
  role: 'user' | TStaffRole;
  blockedAt: Date | null;
  /** When the second factor was turned on; staff without one may only enrol (decision 022). */
  totpEnabledAt: Date | null;
} | null>;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

export function createAuthGuards(tokens: TAccessTokens, lookup?: TStaffLookup, stepUp?: TStepUp) {
  async function identify(request: FastifyRequest, required: boolean): Promise<void> {
    const token = bearer(request);
    if (token === null) {
      if (required) throw new AppError('not_authenticated', 'not_authenticated');
      request.user = null;
      return;
    }
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw new AppError('token_not_valid', 'token_not_valid');
    request.user = claims;
  }

  return {
    /** onRequest: the caller must be logged in. */
    requireUser: async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      await identify(request, true);
    },
    /** onRequest: a guest is welcome, a logged-in user is recognised; a bad token is still refused. */
    optionalUser: async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      await identify(request, false);
    },
    /**
     * onRequest of the operator API: a logged-in operator or admin, checked against the database
     * at every call, so a demoted or blocked operator loses access at once (not when the token
     * expires). Guests get 401, everyone else 403; on a route marked `adminOnly`, an operator
     * gets 403 `admin_only`.
     */
    requireStaff: async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      await identify(request, true);
      const row = request.user && lookup ? await lookup(request.user.userId) : null;
      if (!row || row.blockedAt || row.role === 'user')
        throw new AppError('permission_denied', 'permission_denied');
      if (!row.totpEnabledAt) throw new AppError('otp_enrolment_required', 'otp_enrolment_required');
      if (request.routeOptions.config.adminOnly === true && row.role !== 'admin')
        throw new AppError('permission_denied', 'admin_only');
      request.staff = { id: request.user?.userId ?? 0, email: row.email, role: row.role };
    },
    /** Route preHandler of money actions: a fresh second-factor code (`http/fresh-otp.ts`). */
    freshOtp: createFreshOtpGuard(stepUp),
  };
}

export type TAuthGuards = ReturnType<typeof createAuthGuards>;

/** The logged-in user of a route behind `requireUser`. */
export function userOf(request: FastifyRequest): TAccessClaims {
  if (!request.user) throw new AppError('not_authenticated', 'not_authenticated');
  return request.user;
}

/** The operator of a route behind `requireStaff`. */
export function staffOf(request: FastifyRequest): TStaff {
  if (!request.staff) throw new AppError('permission_denied', 'permission_denied');
  return request.staff;
}
