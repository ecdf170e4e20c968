import { useT } from '@/lib/i18n/admin';

/** On / off, for currencies and directions. */
export function ActiveFlag({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <span className="admin-flag admin-flag--success">{t('admin.catalogue.on')}</span>
  ) : (
    <span className="admin-flag">{t('admin.catalogue.off')}</span>
  );
}
