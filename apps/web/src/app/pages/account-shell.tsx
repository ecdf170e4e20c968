/**
 * The frame of every account page: the sections' navigation (kept in view on phones, where it
 * scrolls sideways) and the page's intro above the section.
 */
import { ROUTES } from '@exchanger/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Alert, ButtonLink } from '@/components/ui';
import { useLocale } from '@/lib/i18n';
import { routePath } from '../paths';
import { PageIntro } from './page-intro';
import { useT } from '@/lib/i18n/account';

/** The account's sections: the guarded routes one level below `/account`. */
export const ACCOUNT_SECTIONS = ROUTES.filter((r) => r.guard === 'auth' && r.path.split('/').length === 3);

export function AccountShell({ introClassName, children }: { introClassName?: string; children: ReactNode }) {
  const locale = useLocale();
  const t = useT();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

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
        {ACCOUNT_SECTIONS.map((section) => (
          <NavLink key={section.name} to={routePath(section.name, locale)} className="account-nav__link">
            {section.text[locale].title}
          </NavLink>
        ))}
      </nav>
      <div className="account-main">
        <PageIntro {...(introClassName ? { className: introClassName } : {})} />
        {children}
      </div>
    </div>
  );
}

/** The session ended elsewhere (or expired) while a section was open: sign in and come back. */
export function SessionEnded() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const login = `${routePath('login', locale)}?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
  return (
    <Alert tone="info" testId="session-ended">
      <p>{t('account.sessionExpired')}</p>
      <div>
        <ButtonLink to={login} color="green">
          {t('auth.toLogin')}
        </ButtonLink>
      </div>
    </Alert>
  );
}
