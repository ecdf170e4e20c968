/** Currencies, directions, reserves and the in-memory snapshot every quote is served from. */
export {
  createCatalogueRepo,
  type TCatalogueRepo,
  type TCurrencyRow,
  type TDirectionRow,
} from './catalogue.repo.js';
export { createReserveLedger, type TReserveLedger } from './reserve-ledger.js';
export {
  createReserveLedgerRepo,
  type TNewMovement,
  type TReserveLedgerRepo,
  type TReserveMovementKind,
  type TReserveMovementRow,
} from './reserve-ledger.repo.js';
export { seedDemoData } from './catalogue.seed.js';
export { carriesDemoRequisites, DEMO_REQUISITES } from './demo-requisites.js';
export { createCatalogueService, type TCatalogueService } from './catalogue.service.js';
export { createLogoStore, type TLogoStore } from './logo-store.js';
export { logoRoutes, SVG_POLICY } from './logos.routes.js';
export { checkPayoutRequisites, isPayoutCurrency, type TFieldErrors } from './payout.js';
export { pairKey, type TLiveDirection, type TSnapshot } from './snapshot.js';
