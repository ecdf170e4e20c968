import { useLocale, useT } from '@/lib/i18n';
import { useTech } from '../api/get-tech';

/**
 * The technical-works warning under the header. A failed load changes nothing on screen
 * (logged only — the query cache logs it).
 */
export function MaintenanceBanner() {
  const locale = useLocale();
  const t = useT();
  const { data } = useTech(locale);
  if (!data?.maintenance) return null;
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <div className="container maintenance-banner__inner">
        <svg className="maintenance-banner__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 3 2 21h20L12 3Zm0 6v5m0 3v.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p>
          <strong>{t('tech.title')}.</strong> {data.message}
        </p>
      </div>
    </div>
  );
}
