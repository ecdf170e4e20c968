import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n/shop';

/** Previous / next with "page N of M"; nothing when everything fits on one page. */
export function Pager({
  page,
  count,
  size,
  onPage,
  testId,
}: {
  page: number;
  count: number;
  size: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(count / size));
  if (pages <= 1) return null;
  return (
    <nav className="shop-pager" aria-label={t('shop.pages')} data-testid={testId}>
      <Button color="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('shop.prev')}
      </Button>
      <span aria-live="polite">{t('shop.pageOf', { page, pages })}</span>
      <Button color="gray" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('shop.next')}
      </Button>
    </nav>
  );
}
