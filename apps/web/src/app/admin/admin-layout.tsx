/**
 * The frame of the operator back office (desktop first; at tablet width the side column becomes a
 * bar over the page): the sections of the signed-in role (an operator has no money settings, shops,
 * withdrawals, approvals or audit log) with the number of claims, messages and shops waiting for
 * staff (and, for administrators, of proposals waiting for a second one), who is
 * signed in, the language and colour mode, a way back to the site and out. Not indexed. Guests
 * were sent to the login page by the route; a session that ends here goes there too; a signed-in
 * user without an operator role gets the "no access" page, and a member of staff without a second
 * factor the enrolment screen.
 */
import { localizePath, splitLocalePath, type TLocale } from '@exchanger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Button } from '@/components/ui';
import { runtimeConfig } from '@/config';
import { usePendingApprovals } from '@/features/admin-approvals';
import { useWaitingClaims } from '@/features/admin-claims';
import { usePendingShops } from '@/features/admin-shops';
import { useNewMessages } from '@/features/admin-support';
import { DemoBanner } from '@/features/tech';
import { useLogout, useSession, useSessionStore, type TUser } from '@/features/auth';
import { useDocumentLanguage } from '@/lib/document-language';
import { ADMIN_KEY } from '@/lib/admin-keys';
import { LocaleProvider } from '@/lib/i18n';
import { useT, type TMessageKey } from '@/lib/i18n/admin';
import { BrandMark } from '../layout/brand';
import { ColorModeControl } from '../layout/color-mode-control';
import { LangSwitch } from '../layout/lang-switch';
import { ADMIN_SECTIONS, adminPath, canOpenSection, routePath, type TAdminSection } from '../paths';
import { EnrolSecondFactor } from './enrol-second-factor';
import { NoAccess } from './no-access';
import './admin-layout.css';

const SECTION_LABEL: Record<TAdminSection, TMessageKey> = {
  claims: 'admin.nav.claims',
  users: 'admin.nav.users',
  shops: 'admin.nav.shops',
  withdrawals: 'admin.nav.withdrawals',
  approvals: 'admin.nav.approvals',
  catalogue: 'admin.nav.catalogue',
  chains: 'admin.nav.chains',
  content: 'admin.nav.content',
  contest: 'admin.nav.contest',
  messages: 'admin.nav.messages',
  settings: 'admin.nav.settings',
  audit: 'admin.nav.audit',
};

/** Search engines never index the back office, whatever finds its address. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** Logs out; the frame then sends the visitor to the login page (without a way back). */
function useLeave(): { leaving: boolean; leave: () => Promise<void> } {
  const [leaving, setLeaving] = useState(false);
  const logout = useLogout();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  return {
    leaving,
    leave: async () => {
      setLeaving(true);
      await logout.mutateAsync();
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      session.setUser(null);
    },
  };
}

/** How many things of a section wait for an operator (claims to check, messages to answer). */
interface TBadge {
  count: number | null;
  label: TMessageKey;
  testId: string;
}

function NavBadge({ badge }: { badge: TBadge | undefined }) {
  const t = useT();
  if (!badge?.count) return null;
  const label = t(badge.label, { count: badge.count });
  return (
    <span className="admin-nav__badge" aria-label={label} title={label} data-testid={badge.testId}>
      {badge.count}
    </span>
  );
}

function Nav({ locale, role }: { locale: TLocale; role: TUser['role'] }) {
  const t = useT();
  const waiting = useWaitingClaims(locale);
  const newMessages = useNewMessages(locale);
  const pendingShops = usePendingShops(locale, canOpenSection('shops', role));
  const pendingApprovals = usePendingApprovals(locale, canOpenSection('approvals', role));
  const badges: Partial<Record<TAdminSection, TBadge>> = {
    claims: { count: waiting, label: 'admin.nav.waiting', testId: 'admin-waiting' },
    messages: { count: newMessages, label: 'admin.nav.newMessages', testId: 'admin-new-messages' },
    shops: { count: pendingShops, label: 'admin.nav.pendingShops', testId: 'admin-pending-shops' },
    approvals: {
      count: pendingApprovals,
      label: 'admin.nav.pendingApprovals',
      testId: 'admin-pending-approvals',
    },
  };
  const sections = ADMIN_SECTIONS.filter((section) => canOpenSection(section, role));
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <ul className="admin-nav__list">
        {sections.map((section) => (
          <li key={section}>
            <NavLink
              to={adminPath(section, locale)}
              className="admin-nav__link"
              data-testid={`admin-nav-${section}`}
            >
              <span>{t(SECTION_LABEL[section])}</span>
              <NavBadge badge={badges[section]} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Frame({ user, locale, onLeave }: { user: TUser; locale: TLocale; onLeave: () => void }) {
  const t = useT();
  return (
    <>
      <DemoBanner />
      <div className="admin">
        <a className="skip-link" href="#admin-main">
          {t('a11y.skipToContent')}
        </a>
        <header className="admin-side">
          <Link to={adminPath('claims', locale)} className="admin-brand">
            <BrandMark />
            <span className="admin-brand__text">
              <span className="admin-brand__name">{runtimeConfig.siteName}</span>
              <span className="admin-brand__area">{t('admin.title')}</span>
            </span>
          </Link>
          <Nav locale={locale} role={user.role} />
          <div className="admin-side__foot">
            <p className="admin-me">
              <span className="admin-me__email" title={user.email} data-testid="admin-email">
                {user.email}
              </span>
              <span className="admin-me__role">{t(`admin.role.${user.role}`)}</span>
            </p>
            <div className="admin-side__tools">
              <LangSwitch />
              <ColorModeControl />
            </div>
            <div className="admin-side__links">
              <Link to={localizePath('/', locale)} className="admin-link" data-testid="admin-to-site">
                {t('admin.toSite')}
              </Link>
              <Button color="transparent" onClick={onLeave} data-testid="admin-logout">
                {t('header.logout')}
              </Button>
            </div>
          </div>
        </header>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}

function AdminGate({ locale }: { locale: TLocale }) {
  const { user } = useSession();
  const session = useSessionStore();
  const { pathname, search } = useLocation();
  const { leaving, leave } = useLeave();
  const queryClient = useQueryClient();

  // The session ended (logged out elsewhere, revoked): nothing of the back office stays cached.
  useEffect(() => {
    if (!user) queryClient.removeQueries({ queryKey: ADMIN_KEY });
  }, [user, queryClient]);

  if (!user) {
    const login = routePath('login', locale);
    const back = `${login}?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
    return <Navigate to={leaving ? login : back} replace />;
  }
  if (user.role === 'user') return <NoAccess user={user} onLeave={() => void leave()} />;
  // Staff work with a second factor only: until it is on, the enrolment is all there is.
  if (!user.twoFactor)
    return (
      <EnrolSecondFactor
        user={user}
        onEnrolled={() => session.setUser({ ...user, twoFactor: true })}
        onLeave={() => void leave()}
      />
    );
  return <Frame user={user} locale={locale} onLeave={() => void leave()} />;
}

export function AdminLayout() {
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  useNoIndex();
  useDocumentLanguage(locale);
  return (
    <LocaleProvider locale={locale}>
      <AdminGate locale={locale} />
      <ScrollRestoration />
    </LocaleProvider>
  );
}
