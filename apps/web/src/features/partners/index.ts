export { useReferralTerms } from './api/get-referral-terms';
export { RATES_EXPORT_PATHS } from './api/get-rates-export';
export { MonitoringGuide, type TMonitoringGuideProps } from './components/monitoring-guide';
export { PartnerProgrammes, type TPartnerProgrammesProps } from './components/partner-programmes';
export { ReferralTerms, type TReferralTermsProps } from './components/referral-terms';
