export { ClaimLookup, type TClaimLookupProps } from './components/claim-lookup';
export { readClaimRef, type TClaimRef } from './utils/claim-ref';
