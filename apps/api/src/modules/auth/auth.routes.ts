import {
  ZAccess,
  ZClaimSummaryPage,
  ZEmailOnly,
  ZLogin,
  ZMe,
  ZMeUpdate,
  ZMyClaimsQuery,
  ZNewPassword,
  ZOtpBody,
  ZPasswordChange,
  ZRecoveryCodes,
  ZSignup,
  ZTokenParams,
  ZTwoFactorEnrolment,
} from '@exchanger/core';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf, type TAuthGuards } from '../../http/auth.js';
import { SECRET_ANSWER } from '../../http/compression.js';
import { assertSameOrigin } from '../../http/security.js';
import type { TAuthService, TSession } from './auth.service.js';
import type { TTwoFactorService } from './two-factor/two-factor.service.js';

const tags = ['auth'];
export const REFRESH_COOKIE = 'refresh';
export const HAS_SESSION_COOKIE = 'has_session';
/** A member of staff's browser, remembered to e-mail them about sign-ins from new ones (decision 022). */
export const DEVICE_COOKIE = 'device';
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_DAYS = 400;
/**
 * The refresh cookie is scoped to the auth endpoints; the English twins live under `/en`, and a
 * browser sends a cookie only below its path, so it is set for both.
 */
const REFRESH_PATHS = ['/front-api/auth/', '/en/front-api/auth/'];

export interface TAuthRoutesOptions {
  auth: TAuthService;
  twoFactor: TTwoFactorService;
  guards: TAuthGuards;
  secureCookies: boolean;
  /** The site's own address: cookie-authenticated calls from another origin are refused. */
  publicUrl: string;
}

/** `/front-api/auth/*`: the only routes that read cookies, so the cookie parser lives only here. */
export const sessionRoutes: FastifyPluginAsyncZod<TAuthRoutesOptions> = async (
  app,
  { auth, secureCookies, publicUrl },
) => {
  await app.register(fastifyCookie);
  // Login, refresh and logout set or read the session cookie: never on another site's behalf.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST') assertSameOrigin(request, publicUrl);
  });
  const base = { httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;

  const setSession = (reply: FastifyReply, session: TSession) => {
    const expires = session.refreshExpiresAt;
    for (const path of REFRESH_PATHS)
      void reply.setCookie(REFRESH_COOKIE, session.refresh, { ...base, path, expires });
    // Readable by the SPA: tells it a session exists, so it asks for the profile at start-up
    // (docs/architecture.md#screens).
    void reply.setCookie(HAS_SESSION_COOKIE, '1', { ...base, httpOnly: false, path: '/', expires });
  };
  const clearSession = (reply: FastifyReply) => {
    for (const path of REFRESH_PATHS) void reply.clearCookie(REFRESH_COOKIE, { ...base, path });
    void reply.clearCookie(HAS_SESSION_COOKIE, { ...base, httpOnly: false, path: '/' });
  };

  app.post(
    '/front-api/auth/login/',
    {
      config: SECRET_ANSWER,
      schema: {
        tags,
        summary:
          'Log in: an access token, and the refresh cookie. An account with a second factor also sends `otp` (a code or a recovery code); without a valid one: 401 `otp_required`. Failed attempts per account and address, and per address, are throttled with a growing pause (429 with `Retry-After`)',
        body: ZLogin,
        response: { 200: ZAccess },
      },
    },
    async (request, reply) => {
      const { email, password, otp } = request.body;
      const session = await auth.login(
        { email, password, otp },
        {
          locale: request.locale,
          ip: request.ip,
          deviceToken: request.cookies[DEVICE_COOKIE],
          userAgent: request.headers['user-agent'],
        },
      );
      setSession(reply, session);
      if (session.deviceToken) {
        const expires = new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000);
        for (const path of REFRESH_PATHS)
          void reply.setCookie(DEVICE_COOKIE, session.deviceToken, { ...base, path, expires });
      }
      return { access: session.access };
    },
  );

  const refresh = async (request: { cookies: Record<string, string | undefined> }, reply: FastifyReply) => {
    try {
      const session = await auth.refresh(request.cookies[REFRESH_COOKIE]);
      setSession(reply, session);
      return { access: session.access };
    } catch (error) {
      clearSession(reply);
      throw error;
    }
  };
  const refreshSchema = {
    tags,
    summary: 'A new access token from the refresh cookie (which is rotated)',
    security: [{ refreshCookie: [] }],
    response: { 200: ZAccess },
  };
  app.post('/front-api/auth/refresh/', { config: SECRET_ANSWER, schema: refreshSchema }, refresh);
  app.get('/front-api/auth/refresh/', { config: SECRET_ANSWER, schema: refreshSchema }, refresh);

  app.post(
    '/front-api/auth/logout/',
    { schema: { tags, summary: 'Log out: the session is revoked and its cookies cleared' } },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE]);
      clearSession(reply);
      return reply.code(204).send(null);
    },
  );
};

/** `/api/v1/users/*`: sign-up, activation, restore, and the user's own data. */
export const usersRoutes: FastifyPluginAsyncZod<TAuthRoutesOptions> = async (
  app,
  { auth, twoFactor, guards },
) => {
  const ctx = (request: { locale: 'ru' | 'en'; ip: string }) => ({ locale: request.locale, ip: request.ip });
  const noContent = z.null().describe('No content');

  app.post(
    '/api/v1/users/signup/',
    {
      schema: {
        tags,
        summary:
          'Sign up; an activation link is e-mailed. The same answer when the address is taken: its owner is e-mailed instead',
        body: ZSignup,
        response: { 201: z.object({ email: z.string() }) },
      },
    },
    async (request, reply) => {
      const { email, password, refferal, locale } = request.body;
      const created = await auth.signup({ email, password, referrerCode: refferal, locale }, ctx(request));
      return reply.code(201).send(created);
    },
  );
  app.post(
    '/api/v1/users/activate/:token/',
    {
      schema: {
        tags,
        summary: 'Activate the account from the e-mailed link',
        params: ZTokenParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await auth.activate(request.params.token);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/v1/users/reactivate/',
    {
      schema: {
        tags,
        summary: 'Send the activation link again (the same answer whether or not the account exists)',
        body: ZEmailOnly,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await auth.reactivate(request.body.email, ctx(request));
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/v1/users/restore/',
    {
      schema: {
        tags,
        summary: 'E-mail a password restore link (the same answer whether or not the account exists)',
        body: ZEmailOnly,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await auth.restoreRequest(request.body.email, ctx(request));
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/v1/users/restore/:token/',
    {
      schema: {
        tags,
        summary: 'Set a new password from the restore link',
        params: ZTokenParams,
        body: ZNewPassword,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await auth.restore(request.params.token, request.body.password);
      return reply.code(204).send(null);
    },
  );

  const secured = { onRequest: guards.requireUser, security: [{ bearer: [] }] };
  app.get(
    '/api/v1/users/me/',
    {
      onRequest: guards.requireUser,
      schema: { tags, summary: 'The logged-in user', security: secured.security, response: { 200: ZMe } },
    },
    (request) => auth.me(userOf(request).userId),
  );
  app.patch(
    '/api/v1/users/me/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Change language or e-mail notifications',
        security: secured.security,
        body: ZMeUpdate,
        response: { 200: ZMe },
      },
    },
    (request) => auth.updateMe(userOf(request).userId, request.body),
  );
  app.get(
    '/api/v1/users/me/claims/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The user's claims, newest first",
        security: secured.security,
        querystring: ZMyClaimsQuery,
        response: { 200: ZClaimSummaryPage },
      },
    },
    (request) => auth.myClaims(userOf(request).userId, request.query, request.locale),
  );
  app.post(
    '/api/v1/users/me/password/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          'Change the password: every other session is revoked; wrong current passwords are throttled (429 with `Retry-After`)',
        security: secured.security,
        body: ZPasswordChange,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await auth.changePassword(userOf(request), request.body.oldPassword, request.body.password);
      return reply.code(204).send(null);
    },
  );

  // The second factor (docs/decisions/022-two-factor.md).
  app.post(
    '/api/v1/users/me/2fa/',
    {
      onRequest: guards.requireUser,
      config: SECRET_ANSWER,
      schema: {
        tags,
        summary:
          'Start enrolling a second factor (TOTP): a new secret, active once confirmed; again replaces it',
        security: secured.security,
        response: { 200: ZTwoFactorEnrolment },
      },
    },
    (request) => twoFactor.start(userOf(request).userId),
  );
  app.post(
    '/api/v1/users/me/2fa/confirm/',
    {
      onRequest: guards.requireUser,
      config: SECRET_ANSWER,
      schema: {
        tags,
        summary:
          'Confirm the enrolment with a code: the second factor is on, ten recovery codes are answered once, every other session is revoked',
        security: secured.security,
        body: ZOtpBody,
        response: { 200: ZRecoveryCodes },
      },
    },
    (request) => twoFactor.confirm(userOf(request), request.body.otp),
  );
  app.delete(
    '/api/v1/users/me/2fa/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Turn the second factor off with a code (users only: staff get 403)',
        security: secured.security,
        body: ZOtpBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await twoFactor.turnOff(userOf(request).userId, request.body.otp);
      return reply.code(204).send(null);
    },
  );
};

/** The module's routes: the session (login, refresh, logout) and the users' calls. */
export const authRoutes: FastifyPluginAsyncZod<TAuthRoutesOptions> = async (app, options) => {
  await app.register(sessionRoutes, options);
  await app.register(usersRoutes, options);
};
