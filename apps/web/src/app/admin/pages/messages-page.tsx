import { MESSAGE_FILTER_RULES, MessagesDesk } from '@/features/admin-support';
import { useLocale } from '@/lib/i18n';
import { useT } from '@/lib/i18n/admin';
import { adminPath } from '../../paths';
import { PageHead } from '../page-head';
import { useListSearch } from '../use-list-search';

/** `/admin/messages`: the contact form's messages, filtered in the address. */
export function MessagesPage() {
  const t = useT();
  const locale = useLocale();
  const { page, filters, onChange } = useListSearch(MESSAGE_FILTER_RULES);
  return (
    <>
      <PageHead title={t('admin.nav.messages')} />
      <MessagesDesk
        page={page}
        filters={filters}
        onChange={onChange}
        messageHref={(id) => adminPath('messages', locale, String(id))}
      />
    </>
  );
}
