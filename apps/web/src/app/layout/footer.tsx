import { Link } from 'react-router';
import { runtimeConfig } from '@/config';
import { useSession } from '@/features/auth';
import { ClaimLookup } from '@/features/claim-lookup';
import { FooterAbout } from '@/features/contacts';
import { useLocale, useT, type TMessageKey } from '@/lib/i18n';
import { routePath } from '../paths';
import { BrandMark } from './brand';

const INFO_LINKS: { name: string; label: TMessageKey }[] = [
  { name: 'aml', label: 'footer.aml' },
  { name: 'rules', label: 'footer.rules' },
  { name: 'contacts', label: 'footer.contacts' },
  { name: 'contest', label: 'footer.contest' },
];

const PARTNER_LINKS: { name: string; label: TMessageKey }[] = [
  { name: 'partners-monitoring', label: 'footer.monitoring' },
  { name: 'partners-users', label: 'footer.referral' },
];

export function Footer() {
  const t = useT();
  const locale = useLocale();
  const { isLoggedIn } = useSession();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="brand brand--static">
            <BrandMark />
            <span className="brand__name">{runtimeConfig.siteName}</span>
          </p>
          <p className="muted">{t('footer.tagline')}</p>
          <ClaimLookup
            variant="compact"
            claimHref={(id) => routePath('claim-uuid', locale).replace(':uuid', id)}
            testId="footer-claim-lookup"
          />
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="site-footer__heading">
            {t('footer.info')}
          </h2>
          <ul className="site-footer__links">
            {INFO_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={routePath(link.name, locale)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="site-footer__heading">
            {t('footer.partners')}
          </h2>
          <ul className="site-footer__links">
            {PARTNER_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={routePath(link.name, locale)}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to={routePath(isLoggedIn ? 'account' : 'login', locale)} data-testid="footer-account">
                {isLoggedIn ? t('footer.account') : t('footer.login')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__legal">
          <p>{t('footer.copyright', { year, site: runtimeConfig.siteName })}</p>
          {/* The legal name, jurisdiction and hours an administrator stated (docs/decisions/036). */}
          <FooterAbout />
        </div>
      </div>
    </footer>
  );
}
