export {
  VerificationView,
  VerificationSkeleton,
  type TVerificationViewProps,
} from './components/verification-view';
export { verificationQueryOptions, verificationKeys } from './api/get-verification';
