import { ROUTES } from '@exchanger/core';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLocale, useT } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';

const SECTIONS = ROUTES.filter((r) => r.guard === 'auth' && r.path.split('/').length === 3);

/** The account and its sections (claims, referral, promocodes, shop…). */
export default function AccountPage() {
  const locale = useLocale();
  const t = useT();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // On phones the sections scroll sideways: keep the current one in view.
  useEffect(() => {
    const current = navRef.current?.querySelector('[aria-current="page"]');
    if (current && typeof current.scrollIntoView === 'function') {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [pathname]);

  return (
    <div className="container page page--account">
      <nav ref={navRef} className="account-nav" aria-label={t('account.sections')}>
        <NavLink to={routePath('account', locale)} end className="account-nav__link">
          {ROUTES.find((r) => r.name === 'account')?.text[locale].title}
        </NavLink>
        {SECTIONS.map((section) => (
          <NavLink key={section.name} to={routePath(section.name, locale)} className="account-nav__link">
            {section.text[locale].title}
          </NavLink>
        ))}
      </nav>
      <div className="account-main">
        <PageIntro />
      </div>
    </div>
  );
}
