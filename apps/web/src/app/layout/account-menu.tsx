/**
 * The account controls of the header. In the folded menu (phones, tablets): the account named by
 * its e-mail and "Log out", or "Sign in" and "Sign up", as full-width buttons. On a desktop the
 * navigation takes the whole bar, so they fold into one round button in the tools with a small
 * panel under it (a disclosure: Escape, a click outside or a navigation closes it). Staff have a
 * link to the back office in both.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui';
import { useLogout, useSession, useSessionStore } from '@/features/auth';
import { useLocale, useT } from '@/lib/i18n';
import { adminPath, routePath } from '../paths';

/** Logs out, leaves for the home page, then forgets the user (so no account page renders without one). */
function useLogoutAndLeave(): { run: () => Promise<void>; isPending: boolean } {
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSessionStore();
  const logout = useLogout();
  return {
    run: async () => {
      await logout.mutateAsync();
      await navigate(routePath('index', locale));
      session.setUser(null);
    },
    isPending: logout.isPending,
  };
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** In the folded menu. */
export function AccountLinks() {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const logout = useLogoutAndLeave();

  if (user) {
    return (
      <div className="site-header__account">
        <Link
          to={routePath('account', locale)}
          className="account-link"
          aria-label={t('header.accountOf', { email: user.email })}
          data-testid="header-account"
        >
          <UserIcon />
          <span className="account-link__email">{user.email}</span>
        </Link>
        {user.role === 'user' ? null : (
          <ButtonLink to={adminPath(null, locale)} color="transparent" data-testid="header-admin">
            {t('header.menu.admin')}
          </ButtonLink>
        )}
        <Button
          color="transparent"
          disabled={logout.isPending}
          onClick={() => void logout.run()}
          data-testid="header-logout"
        >
          {t('header.logout')}
        </Button>
      </div>
    );
  }
  return (
    <div className="site-header__account">
      <ButtonLink to={routePath('login', locale)} color="transparent" data-testid="header-login">
        {t('header.login')}
      </ButtonLink>
      <ButtonLink to={routePath('register', locale)} color="green" data-testid="header-register">
        {t('header.register')}
      </ButtonLink>
    </div>
  );
}

/** On a desktop. */
export function AccountMenu() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { user } = useSession();
  const logout = useLogoutAndLeave();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // The panel belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        rootRef.current?.querySelector('button')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  const label = user ? t('header.accountOf', { email: user.email }) : t('header.accountMenu');
  return (
    <div ref={rootRef} className="account-menu">
      <button
        type="button"
        className={user ? 'account-menu__button account-menu__button--user' : 'account-menu__button'}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        title={user?.email}
        data-testid="account-menu"
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        <UserIcon />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!isOpen} data-testid="account-menu-panel">
        {user ? (
          <>
            <p className="account-menu__email" data-testid="account-menu-email">
              {user.email}
            </p>
            <ul className="account-menu__links">
              {(['account', 'account-orders', 'account-settings'] as const).map((name) => (
                <li key={name}>
                  <Link
                    to={routePath(name, locale)}
                    className="account-menu__link"
                    data-testid={`account-menu-${name}`}
                  >
                    {t(`header.menu.${name}`)}
                  </Link>
                </li>
              ))}
              {user.role === 'user' ? null : (
                <li>
                  <Link
                    to={adminPath(null, locale)}
                    className="account-menu__link"
                    data-testid="account-menu-admin"
                  >
                    {t('header.menu.admin')}
                  </Link>
                </li>
              )}
            </ul>
            <Button
              color="transparent"
              block
              disabled={logout.isPending}
              onClick={() => void logout.run()}
              data-testid="account-menu-logout"
            >
              {t('header.logout')}
            </Button>
          </>
        ) : (
          <>
            <ButtonLink to={routePath('login', locale)} color="green" block data-testid="account-menu-login">
              {t('header.login')}
            </ButtonLink>
            <ButtonLink
              to={routePath('register', locale)}
              color="transparent"
              block
              data-testid="account-menu-register"
            >
              {t('header.register')}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
