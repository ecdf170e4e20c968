import type { TAdminClaimEvent, TClaimStatus } from '@exchanger/core';
import type { ReactNode } from 'react';
import { AdminTable, deskTime } from '@/components/desk';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { eventLabel } from '../utils/labels';
import './claims.css';

/** The claim's append-only log: when, what, from which status to which, who and why. */
export function ClaimEvents({
  events,
  renderStatus,
}: {
  events: TAdminClaimEvent[];
  renderStatus: (status: TClaimStatus) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  if (events.length === 0) return <p className="muted">{t('admin.claim.noEvents')}</p>;
  return (
    <AdminTable
      variant="compact"
      testId="claim-events"
      columns={[
        'admin.claim.eventTime',
        'admin.claim.eventAction',
        'admin.claim.eventStatus',
        'admin.claim.eventActor',
        'admin.claim.eventReason',
      ]}
    >
      {events.map((event) => (
        <tr key={event.id} className="admin-table__row" data-testid="claim-event">
          <td className="admin-nowrap">{deskTime(event.createdAt, locale)}</td>
          <td>{eventLabel(t, event.action)}</td>
          <td>
            <span className="admin-move">
              {event.fromStatus ? renderStatus(event.fromStatus) : null}
              {event.fromStatus ? <span aria-label={t('admin.claim.to')}>→</span> : null}
              {renderStatus(event.toStatus)}
            </span>
          </td>
          <td className="admin-break">
            {event.actorType === 'operator'
              ? (event.actor ?? t('admin.claim.actor.operator'))
              : t(`admin.claim.actor.${event.actorType}`)}
          </td>
          <td className="admin-break">{event.reason || '—'}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
