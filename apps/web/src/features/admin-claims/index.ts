/** The claims desk of the back office: the queue with its filters, and a claim with its actions. */
export { useWaitingClaims } from './api/get-admin-claims';
export { ClaimDesk, type TClaimDeskProps } from './components/claim-desk';
export { ClaimsQueue, type TClaimsQueueProps, type TClaimsView } from './components/claims-queue';
export { CLAIM_FILTER_RULES, type TClaimFilters } from './utils/filters';
