import type { TClaimStatus } from '@exchanger/core';
import { StatusBadge } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { STATUS_COPY, statusTone } from '../utils/status-copy';
import './claim-status-badge.css';

/** The short name of a claim status in its tone, for lists (the account's claims history). */
export function ClaimStatusBadge({ status }: { status: TClaimStatus }) {
  const t = useT();
  return (
    <span className={`claim-badge claim-badge--${statusTone(status)}`} data-status={status}>
      <StatusBadge>{t(STATUS_COPY[status].name)}</StatusBadge>
    </span>
  );
}
