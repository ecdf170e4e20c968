export { ClaimView, ClaimSkeleton, type TClaimViewProps } from './components/claim-view';
export type { TRequisiteLabels } from './components/claim-details';
export { useClaimForm, claimFormQueryOptions, claimKeys } from './api/get-claim-form';
