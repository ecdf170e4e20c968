/**
 * The contact form's messages: new ones first by default (the filter the caller keeps in the
 * address), searched by reference, e-mail, name, words or a claim number; a row opens the message.
 */
import { CONTACT_MESSAGE_STATUSES, type TAdminMessageRow } from '@exchanger/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminTable, deskTime, FilterBar, ListSummary, PagedList } from '@/components/desk';
import { SelectField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useMessages } from '../api/get-messages';
import { MESSAGE_STATUS_LABEL } from '../utils/labels';
import type { TMessageFilters } from '../utils/filters';
import { MessageStatusFlag } from './message-status-flag';
import './support.css';

export const MESSAGES_PAGE_SIZE = 20;

export interface TMessagesView {
  page: number;
  filters: TMessageFilters;
}

export interface TMessagesDeskProps extends TMessagesView {
  onChange: (next: TMessagesView) => void;
  messageHref: (id: number) => string;
}

function MessageFilters({
  filters,
  onApply,
}: {
  filters: TMessageFilters;
  onApply: (next: TMessageFilters) => void;
}) {
  const t = useT();
  const [q, setQ] = useState(filters.q ?? '');
  return (
    <FilterBar
      label={t('admin.messages.filters')}
      onApply={() => onApply({ ...filters, q })}
      className="admin-filters--users"
      testId="messages-filters"
      buttonsTestId="messages"
    >
      <TextField
        className="admin-filters__wide"
        type="search"
        label={t('admin.messages.search')}
        placeholder={t('admin.messages.searchHint')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        testId="messages-q"
      />
      <SelectField
        label={t('admin.messages.statusFilter')}
        options={[
          { value: '', label: t('admin.messages.anyStatus') },
          ...CONTACT_MESSAGE_STATUSES.map((value) => ({
            value,
            label: t(MESSAGE_STATUS_LABEL[value]),
          })),
        ]}
        value={filters.status ?? ''}
        onChange={(event) => onApply({ ...filters, q, status: event.target.value })}
        testId="messages-status"
      />
    </FilterBar>
  );
}

function MessageRow({ item, href }: { item: TAdminMessageRow; href: string }) {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <tr
      className={`admin-table__row admin-table__row--link${item.status === 'new' ? ' admin-message-row--new' : ''}`}
      data-testid="message-row"
      data-message-id={item.id}
      onClick={(event) => {
        if (!(event.target instanceof Element && event.target.closest('a'))) void navigate(href);
      }}
    >
      <td className="admin-nowrap">{deskTime(item.createdAt, locale)}</td>
      <td className="admin-mono admin-nowrap">{item.reference}</td>
      <td className="admin-break">
        <Link to={href} className="admin-strong">
          {item.subject}
        </Link>
        {item.claimId ? <span className="admin-sub admin-mono">{item.claimId.slice(0, 8)}</span> : null}
      </td>
      <td className="admin-break">
        {item.name}
        <span className="admin-sub">{item.email}</span>
      </td>
      <td className="admin-optional">{item.locale.toUpperCase()}</td>
      <td data-testid="message-row-status">
        <MessageStatusFlag status={item.status} />
      </td>
    </tr>
  );
}

export function MessagesDesk({ page, filters, onChange, messageHref }: TMessagesDeskProps) {
  const t = useT();
  const locale = useLocale();
  const list = useMessages({ page, size: MESSAGES_PAGE_SIZE, filters }, locale);
  const data = list.data;
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <section className="admin-stack" aria-busy={list.isFetching} data-testid="messages-desk">
      <MessageFilters
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
      />
      <ListSummary
        parts={
          data && [
            t('admin.messages.total', { count: data.count }),
            t('admin.messages.newCount', { count: data.newCount }),
            t('admin.list.autoUpdate'),
          ]
        }
        testId="messages-summary"
      />
      <PagedList
        query={list}
        page={page}
        size={MESSAGES_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, filters })}
        pagerTestId="messages-pager"
        empty={isFiltered ? t('admin.messages.emptyFiltered') : t('admin.messages.empty')}
        onReset={isFiltered ? () => onChange({ page: 1, filters: {} }) : null}
        errorTestId="messages-error"
        emptyTestId="messages-empty"
      >
        {(items) => (
          <AdminTable
            testId="messages-table"
            columns={[
              'admin.messages.created',
              'admin.messages.reference',
              'admin.messages.subject',
              'admin.messages.from',
              { label: 'admin.messages.language', className: 'admin-optional' },
              'admin.messages.statusColumn',
            ]}
          >
            {items.results.map((item) => (
              <MessageRow key={item.id} item={item} href={messageHref(item.id)} />
            ))}
          </AdminTable>
        )}
      </PagedList>
    </section>
  );
}
