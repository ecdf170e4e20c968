import { runtimeConfig } from '@/config';
import { useLocale, useT } from '@/lib/i18n';
import { useTech } from '../api/get-tech';

/**
 * The demo-data warning over every page, public and back office, while the server says the site
 * still asks to be paid to demo requisites. The page's HTML says so at serve time, so the strip is
 * there from the first render (no shift when the tech answer arrives); the answer then keeps it
 * current. One line of fixed height.
 */
export function DemoBanner() {
  const locale = useLocale();
  const t = useT();
  const { data } = useTech(locale);
  const shown = data ? data.demo : runtimeConfig.demo;
  if (!shown) return null;
  return (
    <div className="demo-banner" role="note" data-testid="demo-banner">
      <p className="container demo-banner__inner">{t('tech.demo')}</p>
    </div>
  );
}
