export {
  AccountOverview,
  type TAccountOverviewProps,
  type TAccountSection,
} from './components/account-overview';
export {
  CLAIMS_PAGE_SIZE,
  ClaimsHistory,
  isClaimStatus,
  type TClaimsHistoryProps,
  type TClaimsView,
} from './components/claims-history';
export { PreferencesForm, type TPreferencesFormProps } from './components/preferences-form';
export { TwoFactorEnrolment, type TTwoFactorEnrolmentProps } from './components/two-factor-enrolment';
export { TwoFactorSettings, type TTwoFactorSettingsProps } from './components/two-factor-settings';
