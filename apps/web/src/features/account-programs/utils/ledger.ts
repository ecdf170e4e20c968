import { REFERRAL_DW_STATUSES, type TReferralDwStatus } from '@exchanger/core';
import type { TTone } from '@/components/ui';
import type { TMessageKey } from '@/lib/i18n/programs';

export const DW_STATUS_NAME: Record<TReferralDwStatus, TMessageKey> = {
  pending: 'referral.status.pending',
  done: 'referral.status.done',
  rejected: 'referral.status.rejected',
};

/** The colour of each status of a deposit or withdrawal. */
export const DW_TONE: Record<TReferralDwStatus, TTone> = {
  pending: 'waiting',
  done: 'done',
  rejected: 'failed',
};

export function isDwStatus(value: string | null): value is TReferralDwStatus {
  return (REFERRAL_DW_STATUSES as readonly string[]).includes(value ?? '');
}
