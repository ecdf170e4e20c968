import { LOCALES, ROUTES, routeName, type TMe } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { addAdminRoutesOnNavigation, createAppRoutes } from './router';

function collectIds(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [r.id ?? '', ...collectIds(r.children ?? [])]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

describe('route table', () => {
  it('names every route of core ROUTES in both locales', () => {
    const ids = collectIds(
      createAppRoutes({ session: { ready: () => Promise.resolve(), isLoggedIn: () => false } }),
    );
    for (const route of ROUTES) {
      for (const locale of LOCALES) expect(ids).toContain(routeName(route.name, locale));
    }
    expect(ids).toContain('not-found___ru');
    expect(ids).toContain('not-found___en');
  });

  it('leaves the back office out when asked, and adds it when a path in it is first visited', async () => {
    const deps = { session: { ready: () => Promise.resolve(), isLoggedIn: () => false } };
    const full = collectIds(createAppRoutes(deps));
    const publicOnly = collectIds(createAppRoutes(deps, { admin: false }));
    expect(full.filter((id) => id.startsWith('admin'))).toHaveLength(2 * 26);
    expect(publicOnly.filter((id) => id.startsWith('admin'))).toEqual([]);
    expect(publicOnly.length).toBe(full.length - 2 * 26);

    const router = createMemoryRouter(createAppRoutes(deps, { admin: false }), {
      initialEntries: ['/faq'],
      patchRoutesOnNavigation: addAdminRoutesOnNavigation(deps),
    });
    const leaf = () => router.state.matches.at(-1)?.route.id;
    await router.navigate('/news/some-article');
    expect(leaf()).toBe('news-slug___ru');
    expect(collectIds(router.routes).some((id) => id.startsWith('admin'))).toBe(false);
    // A guest is sent to the login page by the back office's own loader: its routes are there,
    // found for a path written in another case and with an escaped letter, as the router matches.
    await router.navigate('/%61dmin/CLAIMS');
    expect(router.state.location.pathname).toBe('/login');
    expect(collectIds(router.routes).filter((id) => id.startsWith('admin'))).toHaveLength(2 * 26);
    await router.navigate('/en/admin/users');
    expect(router.state.location.pathname).toBe('/en/login');
    expect(collectIds(router.routes).filter((id) => id.startsWith('admin'))).toHaveLength(2 * 26);
    router.dispose();
  });
});

describe('pages', () => {
  it('renders the Russian home page in the layout with its title', async () => {
    renderApp('/');
    const home = ROUTES.find((r) => r.name === 'index')!;
    expect(await screen.findByRole('heading', { level: 1, name: home.text.ru.title })).toBeTruthy();
    expect(screen.getByText(home.text.ru.description)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${home.text.ru.title} — Exchanger`));
    expect(document.documentElement.lang).toBe('ru');
  });

  it('renders an English page with English navigation and marks the active link', async () => {
    renderApp('/en/news', {
      routes: { 'GET /api/v1/content/news/': () => ({ count: 0, page: 1, size: 5, results: [] }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual([
      'Home',
      'Cash',
      'Exchange rules',
      'Partners',
      'Shops',
      'FAQ',
      'News',
      'Contacts',
    ]);
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('language switch', () => {
  it('opens the same page in the other language, keeping search and hash, and remembers it', async () => {
    const { router } = renderApp('/rules?cur_from=BTC#terms');
    await screen.findByRole('heading', { level: 1, name: 'Правила обмена' });
    const toggle = screen.getByTestId('lang-switch');
    expect(toggle.getAttribute('href')).toBe('/en/rules?cur_from=BTC#terms');
    await userEvent.click(toggle);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange rules' })).toBeTruthy();
    expect(router.state.location).toMatchObject({
      pathname: '/en/rules',
      search: '?cur_from=BTC',
      hash: '#terms',
    });
    expect(document.cookie).toContain('i18n_redirected=en');

    await userEvent.click(screen.getByTestId('lang-switch'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Правила обмена' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rules');
    expect(document.cookie).toContain('i18n_redirected=ru');
  });

  it('maps the English home to the Russian root', async () => {
    renderApp('/en');
    await screen.findByRole('heading', { level: 1, name: 'Exchange crypto, cards and cash' });
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe('/');
  });
});

describe('not found', () => {
  it('shows the Russian 404 inside the layout', async () => {
    renderApp('/no/such/page');
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
    expect(screen.getByText(/\/no\/such\/page/)).toBeTruthy();
    expect(screen.getByTestId('go-home').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('go-home').textContent).toBe('На главную');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the English 404 with a link to the English home', async () => {
    renderApp('/en/missing');
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByTestId('go-home').getAttribute('href')).toBe('/en');
    expect(screen.getByTestId('go-home').textContent).toBe('Go back home');
    await waitFor(() => expect(document.title).toBe('Page not found — Exchanger'));
  });
});

describe('guards', () => {
  it('sends anonymous visitors of the account to the localized login with next', async () => {
    const { router } = renderApp('/en/account/orders?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/en/account/orders?page=2');
  });

  it('sends logged-in users from the login page to the account', async () => {
    const { router } = renderApp('/login', { user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByTestId('header-account').textContent).toBe('a@b.c');
    expect(screen.getByTestId('header-account').getAttribute('aria-label')).toBe('Личный кабинет: a@b.c');
  });

  it('waits for the start-up session check before deciding', async () => {
    let finish: (value: TMe) => void = () => undefined;
    const pending = new Promise<TMe | null>((resolve) => (finish = resolve));
    const { router } = renderApp('/account', { user: pending });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    finish(testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('back office entry routes', () => {
  it.each([
    ['/admin', '/admin/claims', ''],
    ['/en/admin/catalogue', '/en/admin/catalogue/currencies', ''],
    ['/admin/withdrawals?status=all', '/admin/withdrawals/referral', '?status=all'],
  ])('sends %s on to %s with no router warning', async (start, pathname, search) => {
    const warn = vi.spyOn(console, 'warn');
    const { router } = renderApp(start, { user: testUser({ role: 'admin' }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    const routerWarnings = warn.mock.calls.map((call) => String(call[0])).filter((m) => /route/i.test(m));
    expect(routerWarnings).toEqual([]);
  });
});
