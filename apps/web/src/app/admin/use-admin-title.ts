import { runtimeConfig } from '@/config';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n/admin';

/** The tab's title in the back office: "Claims — Back office — Exchanger". */
export function useAdminTitle(title: string): void {
  const t = useT();
  useDocumentMeta(`${title} — ${t('admin.title')}`, runtimeConfig.siteName);
}
