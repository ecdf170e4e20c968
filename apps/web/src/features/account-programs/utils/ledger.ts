import { REFERRAL_DW_STATUSES, type TReferralDwStatus } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n';

export const DW_STATUS_NAME: Record<TReferralDwStatus, TMessageKey> = {
  pending: 'referral.status.pending',
  done: 'referral.status.done',
  rejected: 'referral.status.rejected',
};

export function isDwStatus(value: string | null): value is TReferralDwStatus {
  return (REFERRAL_DW_STATUSES as readonly string[]).includes(value ?? '');
}
