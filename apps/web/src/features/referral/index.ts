export {
  currentReferralCode,
  forgetReferralCode,
  keepReferralFromSearch,
  readReferralCode,
  REFERRAL_TTL_MS,
} from './utils/referral-code';
