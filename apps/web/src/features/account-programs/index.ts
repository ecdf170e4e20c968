export { LoyaltyProgram, progressPercent } from './components/loyalty-program';
export { PromocodesList, type TPromocodesListProps } from './components/promocodes-list';
export { ReferralProgram, type TReferralProgramProps } from './components/referral-program';
