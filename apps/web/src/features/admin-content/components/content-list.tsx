/**
 * Site content: information pages, news and FAQ entries, filtered by kind and searched by address
 * or text (the caller keeps both in the address), with their state (draft, published, changed
 * since publishing) and when they went live. A row opens the editor.
 */
import { CONTENT_KINDS, type TAdminContentRow } from '@exchanger/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminTable, deskTime, FilterBar, ListSummary, PagedList } from '@/components/desk';
import { SelectField, TextField } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { useContentList } from '../api/get-content-list';
import { CONTENT_KIND_LABEL } from '../utils/labels';
import type { TContentFilters } from '../utils/filters';
import { ContentStateFlag } from './content-state-flag';

export const CONTENT_PAGE_SIZE = 20;

export interface TContentView {
  page: number;
  filters: TContentFilters;
}

export interface TContentListProps extends TContentView {
  onChange: (next: TContentView) => void;
  itemHref: (id: number) => string;
}

function ContentFilters({
  filters,
  onApply,
}: {
  filters: TContentFilters;
  onApply: (next: TContentFilters) => void;
}) {
  const t = useT();
  const [q, setQ] = useState(filters.q ?? '');
  return (
    <FilterBar
      label={t('admin.content.filters')}
      onApply={() => onApply({ ...filters, q })}
      className="admin-filters--users"
      testId="content-filters"
      buttonsTestId="content"
    >
      <TextField
        className="admin-filters__wide"
        type="search"
        label={t('admin.content.search')}
        placeholder={t('admin.content.searchHint')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        testId="content-q"
      />
      <SelectField
        label={t('admin.content.kind')}
        options={[
          { value: '', label: t('admin.content.anyKind') },
          ...CONTENT_KINDS.map((value) => ({ value, label: t(CONTENT_KIND_LABEL[value]) })),
        ]}
        value={filters.kind ?? ''}
        onChange={(event) => onApply({ ...filters, q, kind: event.target.value })}
        testId="content-kind-filter"
      />
    </FilterBar>
  );
}

function ContentRow({ item, href }: { item: TAdminContentRow; href: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const other = locale === 'ru' ? 'en' : 'ru';
  return (
    <tr
      className="admin-table__row admin-table__row--link"
      data-testid="content-row"
      data-content-id={item.id}
      onClick={(event) => {
        if (!(event.target instanceof Element && event.target.closest('a'))) void navigate(href);
      }}
    >
      <td>{t(CONTENT_KIND_LABEL[item.kind])}</td>
      <td className="admin-break">
        <Link to={href} className="admin-strong">
          {item.title[locale] || item.title[other] || t('admin.content.untitled')}
        </Link>
        <span className="admin-sub" lang={other}>
          {item.title[other] || '—'}
        </span>
      </td>
      <td className="admin-mono admin-break">
        {item.slug}
        {item.kind === 'faq' && item.groupKey ? (
          <span className="admin-sub">{t('admin.content.groupShort', { group: item.groupKey })}</span>
        ) : null}
      </td>
      <td data-testid="content-row-state">
        <ContentStateFlag state={item.state} />
      </td>
      <td className="admin-nowrap">{item.publishedAt ? deskTime(item.publishedAt, locale) : '—'}</td>
      <td className="admin-nowrap admin-optional">{deskTime(item.updatedAt, locale)}</td>
    </tr>
  );
}

export function ContentList({ page, filters, onChange, itemHref }: TContentListProps) {
  const t = useT();
  const locale = useLocale();
  const list = useContentList({ page, size: CONTENT_PAGE_SIZE, filters }, locale);
  const data = list.data;
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <section className="admin-stack" aria-busy={list.isFetching} data-testid="content-list">
      <ContentFilters
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => onChange({ page: 1, filters: next })}
      />
      <ListSummary parts={data && [t('admin.content.total', { count: data.count })]} />
      <PagedList
        query={list}
        page={page}
        size={CONTENT_PAGE_SIZE}
        onPage={(next) => onChange({ page: next, filters })}
        pagerTestId="content-pager"
        empty={isFiltered ? t('admin.content.emptyFiltered') : t('admin.content.empty')}
        onReset={isFiltered ? () => onChange({ page: 1, filters: {} }) : null}
        errorTestId="content-list-error"
        emptyTestId="content-empty"
      >
        {(items) => (
          <AdminTable
            testId="content-table"
            columns={[
              'admin.content.kind',
              'admin.content.titleColumn',
              'admin.content.slugColumn',
              'admin.catalogue.state',
              'admin.content.publishedColumn',
              { label: 'admin.content.updatedColumn', className: 'admin-optional' },
            ]}
          >
            {items.results.map((item) => (
              <ContentRow key={item.id} item={item} href={itemHref(item.id)} />
            ))}
          </AdminTable>
        )}
      </PagedList>
    </section>
  );
}
