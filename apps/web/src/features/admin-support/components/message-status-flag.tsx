import type { TContactMessageStatus } from '@exchanger/core';
import { useT } from '@/lib/i18n/admin';
import { MESSAGE_STATUS_LABEL } from '../utils/labels';

const TONE: Record<TContactMessageStatus, string> = {
  new: 'admin-flag admin-flag--warning',
  answered: 'admin-flag admin-flag--success',
  closed: 'admin-flag',
};

/** New (waits for an operator), answered, closed. */
export function MessageStatusFlag({ status }: { status: TContactMessageStatus }) {
  const t = useT();
  return (
    <span className={TONE[status]} data-status={status}>
      {t(MESSAGE_STATUS_LABEL[status])}
    </span>
  );
}
