import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuthGuards } from '../../http/auth.js';
import { staffOnly } from '../../http/staff-only.js';
import type { TAdminService } from './admin.service.js';
import { auditDeskRoutes } from './audit/audit-desk.routes.js';
import type { TAdminCatalogueService } from './catalogue/admin-catalogue.service.js';
import { catalogueDeskRoutes } from './catalogue/catalogue-desk.routes.js';
import type { TAdminChainsService } from './chains/admin-chains.service.js';
import { chainsDeskRoutes } from './chains/chains-desk.routes.js';
import { claimsDeskRoutes } from './claims/claims-desk.routes.js';
import { usersDeskRoutes } from './users/users-desk.routes.js';
import { withdrawalsDeskRoutes } from './withdrawals/withdrawals-desk.routes.js';

/**
 * The operator API (`/admin/api/...`), one routes file per desk: operators and admins only —
 * guests get 401, users 403, checked against the database at every call (`requireStaff`); the
 * desks registered here inherit that guard and the `no-store` answers.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: TAdminService;
  catalogue: TAdminCatalogueService;
  chains: TAdminChainsService;
  guards: TAuthGuards;
}> = async (app, { admin, catalogue, chains, guards }) => {
  staffOnly(app, guards);
  await app.register(claimsDeskRoutes, { admin, guards });
  await app.register(usersDeskRoutes, { admin });
  await app.register(withdrawalsDeskRoutes, { admin, guards });
  await app.register(auditDeskRoutes, { admin });
  await app.register(catalogueDeskRoutes, { catalogue, guards });
  await app.register(chainsDeskRoutes, { chains });
};
