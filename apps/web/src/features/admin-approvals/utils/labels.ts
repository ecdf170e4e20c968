/** How the approvals desk names the kinds and statuses of proposals, and the statuses it filters by. */
import type { TApprovalKind, TApprovalStatus } from '@exchanger/core';
import { APPROVAL_STATUSES } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

export const APPROVAL_KIND_LABEL: Record<TApprovalKind, TMessageKey> = {
  reserve: 'admin.approvals.kind.reserve',
  withdrawal: 'admin.approvals.kind.withdrawal',
  shop_withdrawal: 'admin.approvals.kind.shop_withdrawal',
  refund: 'admin.approvals.kind.refund',
};

export const APPROVAL_STATUS_LABEL: Record<TApprovalStatus, TMessageKey> = {
  pending: 'admin.approvals.status.pending',
  approved: 'admin.approvals.status.approved',
  rejected: 'admin.approvals.status.rejected',
  cancelled: 'admin.approvals.status.cancelled',
};

/** The tone of a status flag (`admin-flag--<tone>`). */
export const APPROVAL_STATUS_TONE: Record<TApprovalStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

/** The status filter's values; the first (what waits) is the default. */
export const APPROVAL_FILTER_STATUSES: readonly TApprovalStatus[] = APPROVAL_STATUSES;
