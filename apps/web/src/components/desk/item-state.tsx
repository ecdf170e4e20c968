import type { ReactNode } from 'react';
import { Alert, type TListQuery } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { DeskLoading } from './desk-list';
import { LoadError } from './load-error';
import './desk.css';

export interface TItemStateProps {
  query: Omit<TListQuery<unknown>, 'data'>;
  /** The link back to the list, kept above whatever is shown. */
  back: ReactNode;
  notFound: { title: string; text: string; testId: string };
  loading: string;
  errorTestId: string;
}

/**
 * The page of one thing (a claim, a content item, a currency) until it has loaded: the way back,
 * then "not found" for a 404, the load error with a retry, or "loading…".
 */
export function ItemState({ query, back, notFound, loading, errorTestId }: TItemStateProps) {
  const isMissing = isApiError(query.error) && query.error.status === 404;
  return (
    <div className="admin-stack">
      {back}
      {!query.isError ? (
        <DeskLoading text={loading} />
      ) : isMissing ? (
        <Alert tone="error" title={notFound.title} testId={notFound.testId}>
          <p>{notFound.text}</p>
        </Alert>
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} testId={errorTestId} />
      )}
    </div>
  );
}
