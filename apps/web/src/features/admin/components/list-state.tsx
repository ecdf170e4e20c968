/**
 * What a back-office list shows until it has rows: the load error with a retry (only while there
 * is nothing to show: a failed reload keeps the rows), "loading…", or its empty state with a way
 * to drop the filters. The rows themselves come from the caller once there are some.
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import { LoadError } from './load-error';
import { Pager } from './pager';
import './admin.css';

export interface TListQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface TListStateProps<T> {
  query: TListQuery<T>;
  isEmpty: (data: T) => boolean;
  /** What the empty state says. */
  empty: string;
  /** "Reset filters" in the empty state, when what is empty is a filtered list. */
  onReset?: (() => void) | null;
  /** A list inside a row or a card: its empty state is a plain line, not a card of its own. */
  compact?: boolean;
  errorTestId: string;
  emptyTestId: string;
  children: (data: T) => ReactNode;
}

export function ListState<T>({
  query,
  isEmpty,
  empty,
  onReset,
  compact = false,
  errorTestId,
  emptyTestId,
  children,
}: TListStateProps<T>) {
  const t = useT();
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      return <LoadError error={query.error} onRetry={() => void query.refetch()} testId={errorTestId} />;
    }
    return (
      <p className="admin-loading muted" role="status">
        {t('admin.list.loading')}
      </p>
    );
  }
  if (!isEmpty(data)) return children(data);
  if (compact) {
    return (
      <p className="muted" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  }
  return (
    <div className="card admin-empty" data-testid={emptyTestId}>
      <p>{empty}</p>
      {onReset ? (
        <Button color="gray" onClick={onReset}>
          {t('admin.list.reset')}
        </Button>
      ) : null}
    </div>
  );
}

interface TPageOf {
  count: number;
  results: readonly unknown[];
}

export interface TPagedListProps<T extends TPageOf> extends Omit<TListStateProps<T>, 'isEmpty'> {
  page: number;
  size: number;
  onPage: (page: number) => void;
  pagerTestId: string;
}

/** A list that comes a page at a time: its states or its rows, and the pager under them. */
export function PagedList<T extends TPageOf>({
  page,
  size,
  onPage,
  pagerTestId,
  ...state
}: TPagedListProps<T>) {
  return (
    <>
      <ListState {...state} isEmpty={(data) => data.results.length === 0} />
      <Pager page={page} count={state.query.data?.count} size={size} onPage={onPage} testId={pagerTestId} />
    </>
  );
}
