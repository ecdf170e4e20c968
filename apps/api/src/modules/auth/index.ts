/** Accounts and sessions: sign-up, activation, login, tokens, rate limits. */
export { authRoutes } from './auth.routes.js';
export { createAuthService, type TAuthService } from './auth.service.js';
export { createRateLimiter, type TRateLimiter, type TRateRule } from './rate-limit.repo.js';
export { createAccessTokens, hashPassword, type TAccessClaims, type TAccessTokens } from './secrets.js';
export { createUsersRepo, type TUsersRepo } from './users.repo.js';
