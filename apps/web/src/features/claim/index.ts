export { ClaimView, ClaimSkeleton, type TClaimViewProps } from './components/claim-view';
export { ClaimStatusBadge } from './components/claim-status-badge';
export type { TRequisiteLabels } from './components/claim-details';
export { useClaimForm, claimFormQueryOptions, claimKeys } from './api/get-claim-form';
