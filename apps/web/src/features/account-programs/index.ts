export { LoyaltyProgram, progressPercent } from './components/loyalty-program';
export { PromocodesList, type TPromocodesListProps } from './components/promocodes-list';
export { ReferralProgram } from './components/referral-program';
