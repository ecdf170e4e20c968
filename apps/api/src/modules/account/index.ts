/** Account programmes: promocodes, the referral programme and loyalty. */
export { createAccountRepo, type TAccountRepo, type TReferredClaim } from './account.repo.js';
export { accountRoutes } from './account.routes.js';
export { createAccountService, PROMOCODE_CHECK_RULE, type TAccountService } from './account.service.js';
