/**
 * The audit log: every operator action, newest first, filtered by who, what and on what. A claim
 * (or user) the entry is about links to its page.
 */
import type { TAuditEntry } from '@exchanger/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminTable, deskTime, FilterBar, PagedList } from '@/components/desk';
import { SelectField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { useAudit } from '../api/get-audit';
import { AUDIT_ACTIONS, auditActionLabel } from '../utils/labels';
import { AUDIT_TARGET_TYPES, type TAuditFilters } from '../utils/filters';

export const AUDIT_PAGE_SIZE = 50;

export interface TAuditView {
  page: number;
  filters: TAuditFilters;
}

export interface TAuditLogProps extends TAuditView {
  onChange: (next: TAuditView) => void;
  /** Where the target of an entry is shown, or null. */
  targetHref: (type: string, id: string) => string | null;
}

const TARGET_LABEL: Record<(typeof AUDIT_TARGET_TYPES)[number], TMessageKey> = {
  claim: 'admin.audit.target.claim',
  user: 'admin.audit.target.user',
  withdrawal: 'admin.audit.target.withdrawal',
  shop: 'admin.audit.target.shop',
  currency: 'admin.audit.target.currency',
  direction: 'admin.audit.target.direction',
  content: 'admin.audit.target.content',
  message: 'admin.audit.target.message',
  setting: 'admin.audit.target.setting',
};

function targetLabel(type: string): TMessageKey | null {
  return (TARGET_LABEL as Record<string, TMessageKey | undefined>)[type] ?? null;
}

function AuditFilters({
  filters,
  onApply,
}: {
  filters: TAuditFilters;
  onApply: (next: TAuditFilters) => void;
}) {
  const t = useT();
  const listId = useId();
  const [draft, setDraft] = useState({
    actor: filters.actor ?? '',
    action: filters.action ?? '',
    targetId: filters.targetId ?? '',
  });
  const set = (key: keyof typeof draft, value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return (
    <FilterBar
      label={t('admin.audit.filters')}
      onApply={() => onApply({ ...filters, ...draft })}
      onReset={Object.values(filters).some(Boolean) ? () => onApply({}) : null}
      testId="audit-filters"
      buttonsTestId="audit"
    >
      <TextField
        label={t('admin.audit.actor')}
        placeholder={t('admin.audit.actorHint')}
        value={draft.actor}
        onChange={(event) => set('actor', event.target.value)}
        testId="audit-actor"
      />
      <TextField
        label={t('admin.audit.action')}
        list={listId}
        autoComplete="off"
        value={draft.action}
        onChange={(event) => set('action', event.target.value)}
        testId="audit-action"
      />
      <datalist id={listId}>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {auditActionLabel(t, action)}
          </option>
        ))}
      </datalist>
      <SelectField
        label={t('admin.audit.targetType')}
        options={[
          { value: '', label: t('admin.audit.anyTarget') },
          ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: t(TARGET_LABEL[value]) })),
        ]}
        value={filters.targetType ?? ''}
        onChange={(event) => onApply({ ...filters, ...draft, targetType: event.target.value })}
        testId="audit-target-type"
      />
      <TextField
        label={t('admin.audit.targetId')}
        autoComplete="off"
        value={draft.targetId}
        onChange={(event) => set('targetId', event.target.value)}
        testId="audit-target-id"
      />
    </FilterBar>
  );
}

function Details({ details }: { details: TAuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="admin-kv">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd className="admin-break">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditLog({ page, filters, onChange, targetHref }: TAuditLogProps) {
  const t = useT();
  const locale = useLocale();
  const audit = useAudit({ page, size: AUDIT_PAGE_SIZE, filters }, locale);

  return (
    <section className="admin-stack" aria-busy={audit.isFetching} data-testid="audit-log">
      <AuditFilters
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
      />
      <PagedList
        query={audit}
        page={page}
        size={AUDIT_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, filters })}
        pagerTestId="audit-pager"
        empty={t('admin.audit.empty')}
        errorTestId="audit-error"
        emptyTestId="audit-empty"
      >
        {(list) => (
          <AdminTable
            testId="audit-table"
            columns={[
              'admin.audit.time',
              'admin.audit.actor',
              'admin.audit.action',
              'admin.audit.target',
              'admin.audit.reason',
              'admin.audit.details',
            ]}
          >
            {list.results.map((entry) => {
              const href = targetHref(entry.targetType, entry.targetId);
              const typeKey = targetLabel(entry.targetType);
              const label = `${typeKey ? t(typeKey) : entry.targetType} ${
                entry.targetType === 'claim' ? `#${entry.targetId.slice(0, 8)}` : `#${entry.targetId}`
              }`;
              return (
                <tr key={entry.id} className="admin-table__row" data-testid="audit-row">
                  <td className="admin-nowrap">{deskTime(entry.createdAt, locale)}</td>
                  <td className="admin-break">{entry.actor}</td>
                  <td>{auditActionLabel(t, entry.action)}</td>
                  <td className="admin-nowrap">
                    {href ? (
                      <Link to={href} title={entry.targetId} data-testid="audit-target-link">
                        {label}
                      </Link>
                    ) : (
                      <span title={entry.targetId}>{label}</span>
                    )}
                  </td>
                  <td className="admin-break">{entry.reason}</td>
                  <td>
                    <Details details={entry.details} />
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </PagedList>
    </section>
  );
}
