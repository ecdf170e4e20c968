/**
 * What a list (or anything else loaded from the API) shows until it has something to show: the
 * load error, but only while nothing has come (a failed reload keeps what is on screen), the
 * loading state, or the empty state. The caller brings the look of each and the rows themselves.
 */
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** The part of a query these states read (react-query's result fits). */
export interface TListQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface TLoadFailedProps {
  /** What went wrong, in the caller's words. */
  text: ReactNode;
  /** The retry button's label; without it (or `onRetry`) the message has no button. */
  retry?: string;
  onRetry?: () => void;
  testId?: string;
}

/** A load that failed: an error message and, when the caller offers one, a retry. */
export function LoadFailed({ text, retry, onRetry, testId }: TLoadFailedProps) {
  return (
    <Alert tone="error" testId={testId}>
      <p>{text}</p>
      {retry && onRetry ? (
        <div>
          <Button color="gray" onClick={onRetry}>
            {retry}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}

export interface TListStateProps<T> {
  query: TListQuery<T>;
  /** Shown when the load failed and nothing has come yet (usually a `LoadFailed`). */
  failed: ReactNode;
  /** Shown while the first load is under way. */
  loading: ReactNode;
  /** Whether what came is empty (default: never). */
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the rows when `isEmpty`. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function ListState<T>({ query, failed, loading, isEmpty, empty, children }: TListStateProps<T>) {
  const { data } = query;
  if (data === undefined) return query.isError ? failed : loading;
  if (isEmpty?.(data)) return empty;
  return children(data);
}
