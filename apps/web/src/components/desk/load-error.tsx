import { LoadFailed } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/admin';

/**
 * A list or a claim that could not be loaded: the server's words when it refused (e.g. 403 after
 * the role was taken away), a generic text for a network failure, and a retry.
 */
export function LoadError({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const t = useT();
  const detail =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.detail ? error.detail : null;
  return (
    <LoadFailed
      text={detail ?? t('admin.list.loadFailed')}
      retry={t('admin.list.retry')}
      onRetry={onRetry}
      testId={testId}
    />
  );
}
