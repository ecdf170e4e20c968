/** The operator back office: the claims desk, users, referral withdrawals, the catalogue's editors. */
export { createAdminChainsService } from './chains/admin-chains.service.js';
export { createAdminCatalogueService } from './catalogue/admin-catalogue.service.js';
export { correctReserve, type TReserveCorrection } from './catalogue/correct-reserve.js';
export { createAdminRepo, type TAdminRepo } from './admin.repo.js';
export { adminRoutes } from './admin.routes.js';
export { createAdminService } from './admin.service.js';
export { ensureAdmin } from './ensure-admin.js';
