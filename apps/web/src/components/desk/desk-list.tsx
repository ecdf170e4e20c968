/**
 * What a back-office list shows until it has rows (the shared `ListState`, in the back office's
 * words and look): the load error with a retry (only while there is nothing to show: a failed
 * reload keeps the rows), "loading…", or its empty state with a way to drop the filters. The rows
 * themselves come from the caller once there are some.
 */
import type { ReactNode } from 'react';
import { Button, ListState, type TListQuery } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import { LoadError } from './load-error';
import { Pager } from './pager';
import './desk.css';

export interface TDeskListProps<T> {
  query: TListQuery<T>;
  /** Whether what came is empty (default: never, for a page or a form loaded whole). */
  isEmpty?: (data: T) => boolean;
  /** What the empty state says. */
  empty?: string;
  /** "Reset filters" in the empty state, when what is empty is a filtered list. */
  onReset?: (() => void) | null;
  /** A list inside a row or a card: its empty state is a plain line, not a card of its own. */
  compact?: boolean;
  errorTestId: string;
  emptyTestId?: string;
  children: (data: T) => ReactNode;
}

/** "Loading…" of a back-office list or page. */
export function DeskLoading({ text }: { text: string }) {
  return (
    <p className="admin-loading muted" role="status">
      {text}
    </p>
  );
}

function Empty({
  text,
  onReset,
  compact,
  testId,
}: {
  text: string;
  onReset: (() => void) | null | undefined;
  compact: boolean;
  testId: string | undefined;
}) {
  const t = useT();
  if (compact) {
    return (
      <p className="muted" data-testid={testId}>
        {text}
      </p>
    );
  }
  return (
    <div className="card admin-empty" data-testid={testId}>
      <p>{text}</p>
      {onReset ? (
        <Button color="gray" onClick={onReset}>
          {t('admin.list.reset')}
        </Button>
      ) : null}
    </div>
  );
}

export function DeskList<T>({
  query,
  isEmpty,
  empty,
  onReset,
  compact = false,
  errorTestId,
  emptyTestId,
  children,
}: TDeskListProps<T>) {
  const t = useT();
  return (
    <ListState
      query={query}
      failed={<LoadError error={query.error} onRetry={() => void query.refetch()} testId={errorTestId} />}
      loading={<DeskLoading text={t('admin.list.loading')} />}
      isEmpty={isEmpty}
      empty={<Empty text={empty ?? ''} onReset={onReset} compact={compact} testId={emptyTestId} />}
    >
      {children}
    </ListState>
  );
}

interface TPageOf {
  count: number;
  results: readonly unknown[];
}

export interface TPagedListProps<T extends TPageOf> extends Omit<TDeskListProps<T>, 'isEmpty' | 'empty'> {
  empty: string;
  emptyTestId: string;
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
      <DeskList {...state} isEmpty={(data) => data.results.length === 0} />
      <Pager page={page} count={state.query.data?.count} size={size} onPage={onPage} testId={pagerTestId} />
    </>
  );
}
