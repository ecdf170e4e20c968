/** Accounts and sessions: sign-up, activation, login, tokens, rate limits. */
export { authRoutes } from './auth.routes.js';
export { createAuthService, type TAuthService } from './auth.service.js';
export {
  createRateLimiter,
  type TRateLimiter,
  type TRateRule,
  type TRateVerdict,
} from './rate-limit.repo.js';
export {
  createAccessTokens,
  createSecretBox,
  hashPassword,
  type TAccessClaims,
  type TAccessTokens,
} from './secrets.js';
export { STEP_UP_MS } from './two-factor/two-factor.deps.js';
export { createTwoFactorRepo, type TTwoFactorRepo } from './two-factor/two-factor.repo.js';
export { createTwoFactorService, type TTwoFactorService } from './two-factor/two-factor.service.js';
export { createUsersRepo, type TUsersRepo } from './users.repo.js';
