/** How the shops and withdrawals desks name shop statuses and decisions, and withdrawal statuses. */
import type { TShopDecision, TShopStatus } from '@exchanger/core';
import type { TButtonColor } from '@/components/ui';
import type { TMessageKey } from '@/lib/i18n/admin';
import type { TWithdrawalStatus } from './filters';

export const WITHDRAWAL_STATUS_LABEL: Record<TWithdrawalStatus, TMessageKey> = {
  pending: 'admin.withdrawals.status.pending',
  done: 'admin.withdrawals.status.done',
  rejected: 'admin.withdrawals.status.rejected',
};

export const SHOP_STATUS_LABEL: Record<TShopStatus, TMessageKey> = {
  pending: 'admin.shops.status.pending',
  approved: 'admin.shops.status.approved',
  rejected: 'admin.shops.status.rejected',
  blocked: 'admin.shops.status.blocked',
};

/** The tone of a shop's status flag (`admin-flag--<tone>`). */
export const SHOP_STATUS_TONE: Record<TShopStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'muted',
  blocked: 'danger',
};

export type TShopDecisionKind = TShopDecision['decision'];

export const SHOP_DECISION_LABEL: Record<TShopDecisionKind, TMessageKey> = {
  approve: 'admin.shops.approve',
  reject: 'admin.shops.reject',
  block: 'admin.shops.block',
};

export const SHOP_DECISION_COLOR: Record<TShopDecisionKind, TButtonColor> = {
  approve: 'green',
  reject: 'gray',
  block: 'red',
};

/** Under the reason: what the decision does and who sees the reason. */
export const SHOP_DECISION_HINT: Record<TShopDecisionKind, TMessageKey> = {
  approve: 'admin.shops.approveHint',
  reject: 'admin.shops.rejectHint',
  block: 'admin.shops.blockHint',
};

/**
 * What can be decided about a shop in `status`: a waiting one is approved, rejected or blocked; an
 * approved one can be blocked; a rejected or blocked one approved (or blocked) after all.
 */
export function shopDecisionsFor(status: TShopStatus): TShopDecisionKind[] {
  if (status === 'pending') return ['approve', 'reject', 'block'];
  if (status === 'approved') return ['block'];
  if (status === 'rejected') return ['approve', 'block'];
  return ['approve'];
}
