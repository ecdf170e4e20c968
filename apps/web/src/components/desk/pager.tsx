import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/admin';
import './desk.css';

export interface TPagerProps {
  page: number;
  /** Unknown until the list has loaded: no pager yet. */
  count: number | undefined;
  size: number;
  onPage: (page: number) => void;
  testId: string;
}

/** Previous / next under a list, with "page 2 of 7"; nothing when everything fits on one page. */
export function Pager({ page, count, size, onPage, testId }: TPagerProps) {
  const t = useT();
  if (count === undefined) return null;
  const pages = Math.max(1, Math.ceil(count / size));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.list.pages')} data-testid={testId}>
      <Button
        color="gray"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-prev`}
      >
        {t('admin.list.prev')}
      </Button>
      <span className="admin-pager__state" aria-live="polite" data-testid={`${testId}-state`}>
        {t('admin.list.pageOf', { page, pages })}
      </span>
      <Button
        color="gray"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('admin.list.next')}
      </Button>
    </nav>
  );
}
