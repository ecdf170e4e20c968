import { findRoute, type TRouteDef } from '@exchanger/core';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { HydrateLater } from '@/lib/hydrate-later';
import { useLocale, useT } from '@/lib/i18n';
import { routePath } from '../paths';
import { preloadRoute } from '../route-modules';
import { AccountLinks, AccountMenu } from './account-menu';
import { Brand } from './brand';
import { ColorModeControl } from './color-mode-control';
import { LangSwitch } from './lang-switch';
import { NAV_ITEMS } from './nav-items';

function NavItem({ route, label }: { route: TRouteDef; label: string }) {
  const locale = useLocale();
  const warm = () => void preloadRoute(route);
  return (
    <li>
      <NavLink
        to={routePath(route.name, locale)}
        end={route.name === 'index'}
        className="nav__link"
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        {label}
      </NavLink>
    </li>
  );
}

function Nav() {
  const t = useT();
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <ul className="nav__list">
        {NAV_ITEMS.map((item) => {
          const route = findRoute(item.name);
          return route ? <NavItem key={item.name} route={route} label={t(item.label)} /> : null;
        })}
      </ul>
    </nav>
  );
}

/**
 * The site's header. Its links, account links and tools are hydrated a task each after the bar
 * itself (lib/hydrate-later.tsx, docs/decisions/045-first-screen-tasks-and-the-benchs-browser.md).
 */
export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand />
        <div id="site-menu" className={isOpen ? 'site-menu site-menu--open' : 'site-menu'}>
          <HydrateLater>
            <Nav />
          </HydrateLater>
          <HydrateLater>
            <AccountLinks />
          </HydrateLater>
        </div>
        <div className="site-header__tools">
          <HydrateLater>
            <ColorModeControl />
          </HydrateLater>
          <HydrateLater>
            <LangSwitch />
          </HydrateLater>
          <HydrateLater>
            <AccountMenu />
          </HydrateLater>
          <button
            type="button"
            className="burger"
            aria-expanded={isOpen}
            aria-controls="site-menu"
            aria-label={isOpen ? t('header.menuClose') : t('header.menuOpen')}
            data-testid="menu-toggle"
            onClick={() => setOpenOn(isOpen ? null : pathname)}
          >
            <span className="burger__lines" aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
