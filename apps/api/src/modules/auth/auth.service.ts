/**
 * Accounts (docs/architecture.md#accounts, docs/decisions/008-accounts-and-sessions.md): sign-up
 * with an e-mailed activation link, login, refresh-token rotation with reuse detection, logout,
 * password restore and change, the profile and the user's claims. Throws AppError; knows nothing
 * of HTTP or cookies.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  localePrefix,
  type TClaimStatus,
  type TClaimSummaryPage,
  type TLocale,
  type TMe,
  type TMeUpdate,
} from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { TCatalogueService } from '../catalogue/index.js';
import { claimSide } from '../claims/index.js';
import type { TMailer } from '../mail/index.js';
import type { TFailureRule, TRateLimiter, TRateRule } from './rate-limit.repo.js';
import {
  decoyHash,
  hashOpaqueToken,
  hashPassword,
  newOpaqueToken,
  verifyPassword,
  type TAccessTokens,
} from './secrets.js';
import type { TTwoFactorService } from './two-factor/two-factor.service.js';
import type { TUserRow, TUsersRepo } from './users.repo.js';

const HOUR = 3_600_000;
export const ACTIVATION_TTL_MS = 48 * HOUR;
export const RESTORE_TTL_MS = 1 * HOUR;
export const REFRESH_TTL_MS = 30 * 24 * HOUR;
/**
 * Two tabs opening at once both present the same refresh cookie. A token rotated this recently,
 * with nothing in its family rotated since, may be presented again and gets a new token instead
 * of revoking the family; an older reuse is theft and revokes it (docs/decisions/008).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const RATE_RULES = {
  signupIp: { name: 'signup:ip', limit: 10, windowSeconds: 3600 },
  restoreIp: { name: 'restore:ip', limit: 10, windowSeconds: 3600 },
  restoreEmail: { name: 'restore:email', limit: 3, windowSeconds: 3600 },
  reactivateIp: { name: 'reactivate:ip', limit: 10, windowSeconds: 3600 },
  reactivateEmail: { name: 'reactivate:email', limit: 3, windowSeconds: 3600 },
  /** Notices to the owner of an address someone tried to sign up with (no mail bombing). */
  signupTakenEmail: { name: 'signup-taken:email', limit: 3, windowSeconds: 3600 },
} as const satisfies Record<string, TRateRule>;

/**
 * Failed attempts, throttled with a pause that grows (docs/decisions/025-login-limits-sessions-proxies.md).
 * Only failures count: a success gives its slots back. Sign-ins are counted per account and
 * address, so a stranger failing elsewhere never locks the owner out, and per address, so one
 * address cannot try many accounts; a shared address (an office, a mobile carrier) gets more.
 */
export const FAILURE_RULES = {
  loginAccountAddress: { name: 'login-fail:account-ip', free: 5, baseSeconds: 30, maxSeconds: 900 },
  loginAddress: { name: 'login-fail:ip', free: 20, baseSeconds: 30, maxSeconds: 900 },
  /** Wrong current passwords given to change the password, per account. */
  passwordChange: { name: 'password-fail:user', free: 5, baseSeconds: 30, maxSeconds: 900 },
} as const satisfies Record<string, TFailureRule>;

export interface TAuthServiceDeps {
  db: TDb;
  repo: TUsersRepo;
  tokens: TAccessTokens;
  limiter: TRateLimiter;
  mailer: TMailer | null;
  catalogue: TCatalogueService;
  /** The second factor a sign-in asks for, and the staff's known devices (decision 022). */
  secondFactor: Pick<TTwoFactorService, 'checkCode' | 'markVerified' | 'noteSignIn'>;
  publicUrl: string;
  log: { warn: (obj: object, msg: string) => void };
}

export interface TRequestCtx {
  locale: TLocale;
  ip: string;
}

export interface TSession {
  access: string;
  refresh: string;
  refreshExpiresAt: Date;
}

/** A sign-in: the session, and a new device cookie for a member of staff whose browser had none. */
export interface TSignIn extends TSession {
  deviceToken: string | null;
}

function newReferralCode(): string {
  return randomBytes(5).toString('hex');
}

function toMe(user: TUserRow): TMe {
  return {
    id: user.id,
    email: user.email,
    activated: user.activatedAt !== null,
    referralCode: user.referralCode,
    dateJoined: user.createdAt.toISOString(),
    locale: user.locale,
    role: user.role,
    notifyEmail: user.notifyEmail,
    twoFactor: user.totpEnabledAt !== null,
  };
}

export function createAuthService(deps: TAuthServiceDeps) {
  const { db, repo, tokens, limiter } = deps;

  async function limit(rule: TRateRule, subject: string): Promise<void> {
    if (!(await limiter.hit(rule, subject))) throw new AppError('rate_limited', 'rate_limited');
  }

  /** Takes a slot of a failure throttle, or refuses with the seconds left to wait. */
  async function take(rule: TFailureRule, subject: string): Promise<void> {
    const slot = await limiter.take(rule, subject);
    if (!slot.ok) throw throttled(slot.retryAfterSeconds);
  }
  const throttled = (seconds: number) =>
    new AppError('rate_limited', 'attempts_throttled', {
      params: { seconds },
      retryAfterSeconds: seconds,
    });

  /** Queues a mail; a mail failure never fails the request (it is logged, the outbox retries). */
  async function mail(request: Parameters<TMailer['enqueue']>[0]): Promise<void> {
    if (!deps.mailer) return;
    try {
      await deps.mailer.enqueue(request);
    } catch (error) {
      deps.log.warn({ err: error, template: request.template }, 'could not queue an e-mail');
    }
  }

  async function sendLink(user: TUserRow, kind: 'activate' | 'restore', locale: TLocale): Promise<void> {
    const { token, hash } = newOpaqueToken();
    const ttl = kind === 'activate' ? ACTIVATION_TTL_MS : RESTORE_TTL_MS;
    await repo.addToken(user.id, kind, hash, new Date(Date.now() + ttl));
    const prefix = `${deps.publicUrl}${localePrefix(locale)}`;
    if (kind === 'activate') {
      await mail({
        to: user.email,
        locale,
        template: 'activation',
        params: { link: `${prefix}/successfully?activate=${token}` },
      });
    } else {
      await mail({
        to: user.email,
        locale,
        template: 'restore',
        params: { link: `${prefix}/recover?token=${token}` },
      });
    }
  }

  /** Someone signed up with a taken address: its owner hears of it (a few times an hour at most). */
  async function noticeOwner(owner: TUserRow): Promise<void> {
    if (owner.blockedAt || !(await limiter.hit(RATE_RULES.signupTakenEmail, owner.email))) return;
    if (!owner.activatedAt) return sendLink(owner, 'activate', owner.locale);
    const prefix = `${deps.publicUrl}${localePrefix(owner.locale)}`;
    await mail({
      to: owner.email,
      locale: owner.locale,
      template: 'signup_taken',
      params: { loginLink: `${prefix}/login`, restoreLink: `${prefix}/forget` },
    });
  }

  async function startSession(user: TUserRow, family: string = randomUUID()): Promise<TSession> {
    const { token, hash } = newOpaqueToken();
    const refreshExpiresAt = new Date(Date.now() + REFRESH_TTL_MS);
    await repo.addRefresh({ userId: user.id, family, tokenHash: hash, expiresAt: refreshExpiresAt });
    const access = await tokens.sign({ userId: user.id, role: user.role, sessionId: family });
    return { access, refresh: token, refreshExpiresAt };
  }

  async function loadUser(userId: number): Promise<TUserRow> {
    const user = await repo.findById(userId);
    // A token of a deleted user is as good as an invalid one.
    if (!user) throw new AppError('token_not_valid', 'token_not_valid');
    return user;
  }

  return {
    /**
     * Signs up, and answers the same whether or not the address is taken (the password is hashed
     * either way, so the time does not tell either): a new address gets the activation link; the
     * owner of a taken one a notice that someone tried (or, not yet activated, the link again),
     * in the account's language (docs/decisions/025).
     */
    async signup(
      input: {
        email: string;
        password: string;
        /** The referrer's code from a referral link: its owner becomes the user's referrer. */
        referrerCode?: string | undefined;
        locale?: TLocale | undefined;
      },
      ctx: TRequestCtx,
    ): Promise<{ email: string }> {
      await limit(RATE_RULES.signupIp, ctx.ip);
      const referrer = input.referrerCode
        ? await repo.findByReferralCode(input.referrerCode.toLowerCase())
        : null;
      const passwordHash = await hashPassword(input.password);
      const locale = input.locale ?? ctx.locale;
      // A retry when the generated referral code was taken (or the address, by a parallel sign-up).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const owner = await repo.findByEmail(input.email);
        if (owner) {
          await noticeOwner(owner);
          return { email: input.email };
        }
        const user = await repo.insert({
          email: input.email,
          passwordHash,
          locale,
          referralCode: newReferralCode(),
          // Never one's own referee (docs/decisions/030-input-and-data-rules.md).
          referrerId: referrer && referrer.email !== input.email ? referrer.id : null,
        });
        if (user) {
          await sendLink(user, 'activate', locale);
          return { email: input.email };
        }
      }
      throw new AppError('conflict', 'conflict');
    },

    async activate(token: string): Promise<void> {
      const userId = await db.transaction(async (tx) => {
        const id = await repo.useToken('activate', hashOpaqueToken(token), tx);
        if (id === null) return null;
        const user = await repo.findById(id, tx);
        if (user && !user.activatedAt) await repo.update(id, { activatedAt: new Date() }, tx);
        return id;
      });
      if (userId === null)
        throw new AppError('validation_error', 'token_invalid', { fields: { token: ['token_invalid'] } });
    },

    /** Sends the activation link again; answers the same whether or not the account exists. */
    async reactivate(email: string, ctx: TRequestCtx): Promise<void> {
      await limit(RATE_RULES.reactivateIp, ctx.ip);
      await limit(RATE_RULES.reactivateEmail, email);
      const user = await repo.findByEmail(email);
      if (user && !user.activatedAt && !user.blockedAt) await sendLink(user, 'activate', ctx.locale);
    },

    /** Sends a restore link; answers the same whether or not the account exists. */
    async restoreRequest(email: string, ctx: TRequestCtx): Promise<void> {
      await limit(RATE_RULES.restoreIp, ctx.ip);
      await limit(RATE_RULES.restoreEmail, email);
      const user = await repo.findByEmail(email);
      if (user && !user.blockedAt) await sendLink(user, 'restore', ctx.locale);
    },

    /** Sets a new password from a restore link; the link proves the e-mail, so it also activates. */
    async restore(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const ok = await db.transaction(async (tx) => {
        const userId = await repo.useToken('restore', hashOpaqueToken(token), tx);
        if (userId === null) return false;
        const user = await repo.findById(userId, tx);
        await repo.update(userId, { passwordHash, activatedAt: user?.activatedAt ?? new Date() }, tx);
        await repo.expireTokens(userId, 'restore', tx);
        // Whoever knew the old password is logged out everywhere.
        await repo.revokeAllOf(userId, tx);
        return true;
      });
      if (!ok)
        throw new AppError('validation_error', 'token_invalid', { fields: { token: ['token_invalid'] } });
    },

    /**
     * The password is checked first, so a wrong one answers exactly as for an account without a
     * second factor; then an account with one needs a valid `otp` (401 `otp_required` otherwise).
     * Each attempt takes a slot of the failure throttles before anything is checked (so parallel
     * guesses cannot slip past them); a wrong password or a wrong or missing code keeps it, and
     * a right password with its code (or an account that is blocked or not activated, which no
     * guess found) gives back every slot this account took from this address.
     */
    async login(
      input: { email: string; password: string; otp?: string | undefined },
      ctx: TRequestCtx & { deviceToken?: string | undefined; userAgent?: string | undefined },
    ): Promise<TSignIn> {
      const { email, password, otp } = input;
      // An address never contains '/', so the pair is unambiguous.
      const pair = `${ctx.ip}/${email}`;
      await take(FAILURE_RULES.loginAddress, ctx.ip);
      const mine = await limiter.take(FAILURE_RULES.loginAccountAddress, pair);
      if (!mine.ok) {
        await limiter.giveBack(FAILURE_RULES.loginAddress, ctx.ip);
        throw throttled(mine.retryAfterSeconds);
      }
      const forgive = async () => {
        const slots = await limiter.forgive(FAILURE_RULES.loginAccountAddress, pair);
        await limiter.giveBack(FAILURE_RULES.loginAddress, ctx.ip, slots);
      };
      const user = await repo.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid)
        throw new AppError('validation_error', 'credentials_invalid', {
          fields: { password: ['credentials_invalid'] },
        });
      if (user.blockedAt || !user.activatedAt) {
        await forgive();
        if (user.blockedAt) throw new AppError('permission_denied', 'account_blocked');
        throw new AppError('conflict', 'account_not_activated');
      }
      const withCode = user.totpEnabledAt !== null;
      if (withCode && !(otp && (await deps.secondFactor.checkCode(user, otp))))
        throw new AppError('otp_required', 'otp_required');
      await forgive();
      const family = randomUUID();
      if (withCode) await deps.secondFactor.markVerified(family, user.id);
      const session = await startSession(user, family);
      const { newDeviceToken } = await deps.secondFactor.noteSignIn(user, ctx);
      return { ...session, deviceToken: newDeviceToken };
    },

    /** Rotates the refresh token. A stale token presented again revokes its family (docs/decisions/008). */
    async refresh(token: string | undefined): Promise<TSession> {
      const refused = () => new AppError('not_authenticated', 'refresh_invalid');
      if (!token) throw refused();
      const result = await db.transaction(async (tx) => {
        const row = await repo.lockRefresh(hashOpaqueToken(token), tx);
        if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
        if (row.rotatedAt) {
          const recent = Date.now() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;
          if (!recent || (await repo.rotatedSince(row, tx)) > 0) {
            await repo.revokeFamily(row.family, tx);
            return 'reused' as const;
          }
        } else {
          await repo.markRotated(row.id, tx);
        }
        return row;
      });
      if (result === null) throw refused();
      if (result === 'reused') {
        deps.log.warn({}, 'a rotated refresh token was presented again: its family is revoked');
        throw refused();
      }
      const user = await repo.findById(result.userId);
      if (!user || user.blockedAt) {
        await repo.revokeFamily(result.family);
        throw refused();
      }
      return startSession(user, result.family);
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.transaction(async (tx) => {
        const row = await repo.lockRefresh(hashOpaqueToken(token), tx);
        if (row) await repo.revokeFamily(row.family, tx);
      });
    },

    async me(userId: number): Promise<TMe> {
      return toMe(await loadUser(userId));
    },

    async updateMe(userId: number, patch: TMeUpdate): Promise<TMe> {
      await loadUser(userId);
      const set: Parameters<TUsersRepo['update']>[1] = {};
      if (patch.locale !== undefined) set.locale = patch.locale;
      if (patch.notifyEmail !== undefined) set.notifyEmail = patch.notifyEmail;
      const user = Object.keys(set).length ? await repo.update(userId, set) : await repo.findById(userId);
      if (!user) throw new AppError('token_not_valid', 'token_not_valid');
      return toMe(user);
    },

    /**
     * Changes the password: the current one must be given (wrong ones are throttled per account),
     * and every other session of the user is revoked, so whoever knew the old password is out;
     * the session making the change stays signed in (docs/decisions/025).
     */
    async changePassword(
      session: { userId: number; sessionId?: string | undefined },
      oldPassword: string,
      password: string,
    ): Promise<void> {
      const user = await loadUser(session.userId);
      const subject = String(user.id);
      await take(FAILURE_RULES.passwordChange, subject);
      if (!(await verifyPassword(user.passwordHash, oldPassword)))
        throw new AppError('validation_error', 'password_wrong', {
          fields: { oldPassword: ['password_wrong'] },
        });
      await limiter.forgive(FAILURE_RULES.passwordChange, subject);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.update(user.id, { passwordHash }, tx);
        await repo.revokeAllOf(user.id, tx, session.sessionId ?? null);
      });
    },

    async myClaims(
      userId: number,
      query: { page: number; size: number; status?: TClaimStatus | undefined },
      locale: TLocale,
    ): Promise<TClaimSummaryPage> {
      const { count, rows } = await repo.claimsOf(userId, query);
      const snapshot = deps.catalogue.snapshot();
      const side = (id: number, amount: string) => claimSide(snapshot, id, amount, locale);
      return {
        count,
        page: query.page,
        size: query.size,
        results: rows.map((r) => ({
          id: r.id,
          status: r.status as TClaimStatus,
          createdAt: r.createdAt.toISOString(),
          from: side(r.fromId, r.fromAmount),
          to: side(r.toId, r.toAmount),
        })),
      };
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
