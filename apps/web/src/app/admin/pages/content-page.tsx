import { ButtonLink } from '@/components/ui';
import { CONTENT_FILTER_RULES, ContentList } from '@/features/admin-content';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { PageHead } from '../page-head';
import { useListSearch } from '../use-list-search';

/** `/admin/content`: pages, news and FAQ entries, and a new one of the kind the list shows. */
export function ContentPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(CONTENT_FILTER_RULES);
  // A new item starts with the kind the list shows.
  const newHref = `${adminPath('content', locale, 'new')}${filters.kind ? `?kind=${filters.kind}` : ''}`;
  return (
    <>
      <PageHead
        title={t('admin.nav.content')}
        aside={
          <ButtonLink to={newHref} color="green" data-testid="content-new">
            {t('admin.content.new')}
          </ButtonLink>
        }
      />
      <ContentList
        page={page}
        filters={filters}
        onChange={onChange}
        itemHref={(id) => adminPath('content', locale, String(id))}
      />
    </>
  );
}
