/** `/partners`: the programmes as cards, then the text operators keep about them. */
import { PageText } from '@/features/content';
import { PartnerProgrammes } from '@/features/partners';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

export function PartnersPage() {
  const locale = useLocale();
  return (
    <div className="container page page--narrow page--text">
      <PageIntro />
      <PartnerProgrammes
        monitoringHref={routePath('partners-monitoring', locale)}
        referralHref={routePath('partners-users', locale)}
        shopsHref={routePath('shops', locale)}
      />
      <PageText pageKey="partners" />
    </div>
  );
}
