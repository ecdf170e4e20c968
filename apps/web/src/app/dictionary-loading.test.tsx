import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '@/lib/i18n/ru';
import { adminClaimPage } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

/**
 * The app as the browser starts it: only the start-up language's table is there (main.tsx waits
 * for it). The test set-up registers both tables in the shared modules, so this takes a fresh copy
 * of the app's modules, whose registry holds Russian alone.
 */
async function freshAppWithRussianOnly() {
  vi.resetModules();
  const [i18n, { renderApp }] = await Promise.all([import('@/lib/i18n'), import('@/test/render-app')]);
  i18n.registerDictionary('ru', ru);
  return { i18n, renderApp };
}

describe('a language’s words', () => {
  it('are loaded before a page of that language renders (the language switch)', async () => {
    const { i18n, renderApp } = await freshAppWithRussianOnly();
    renderApp('/faq');
    // The page's title comes from core's route table; the navigation from the dictionary.
    await screen.findByRole('heading', { level: 1, name: 'Частые вопросы' });
    expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeTruthy();
    expect(i18n.hasDictionary('en')).toBe(false);

    await userEvent.click(screen.getByTestId('lang-switch'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    // In the same commit as the English page: without the layout's loader it would still be in
    // Russian (the fallback table), and nothing would render it again once English arrived.
    expect(i18n.hasDictionary('en')).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('are loaded for the back office too, which is outside the public layout', async () => {
    const { i18n, renderApp } = await freshAppWithRussianOnly();
    renderApp('/en/admin/contest', {
      user: testUser({ id: 2, role: 'operator', email: 'op@example.com' }),
      routes: {
        'GET /admin/api/claims/': () => adminClaimPage([]),
        'GET /admin/api/settings/contest/': () => ({ contest: null }),
      },
    });
    // The back office's frame says "Log out" with the site's words.
    expect((await screen.findByTestId('admin-logout')).textContent).toBe('Log out');
    expect(i18n.hasDictionary('en')).toBe(true);
  });
});
