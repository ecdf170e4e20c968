/** Claims: creation, the client's pages, the state machine's changes, verification photos. */
export { createClaimPrograms } from './claim-programs.js';
export {
  claimSide,
  labelRequisites,
  maskSide,
  type TClaimSideView,
  type TRequisiteView,
} from './claim-view.js';
export { createClaimsRepo, type TClaimCollaborators, type TClaimRow } from './claims.repo.js';
export { claimsRoutes } from './claims.routes.js';
export { type TPayableInvoice } from './claims.deps.js';
export { createClaimsService, type TClaimsService } from './claims.service.js';
export { createVerificationRepo } from './verification.repo.js';
export { createVerificationService } from './verification.service.js';
