import type { TNewsItem } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, type TFakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const news = (n: number): TNewsItem => ({
  slug: `news-${n}`,
  title: `Новость ${n}`,
  summary: `Коротко о новости ${n}.`,
  publishedAt: `2026-02-${String(20 - n).padStart(2, '0')}T09:00:00.000Z`,
});

const NEWS = Array.from({ length: 7 }, (_, i) => news(i + 1));

const ROUTES: Record<string, TFakeHandler> = {
  'GET /api/v1/content/pages/rules/': (call) => ({
    key: 'rules',
    title: call.locale === 'en' ? 'Exchange rules' : 'Правила обмена',
    html:
      call.locale === 'en'
        ? '<h2>1. Terms</h2><p>See the <a href="/en/aml">AML policy</a>.</p>'
        : '<h2>1. Термины</h2><p>Смотрите <a href="/aml">политику AML</a>.</p>',
    updatedAt: '2026-03-01T10:00:00.000Z',
  }),
  'GET /api/v1/content/pages/aml/': () => ({
    key: 'aml',
    title: 'Политика AML/KYC',
    html: '<p>Мы проверяем происхождение средств.</p>',
    updatedAt: '2026-03-01T10:00:00.000Z',
  }),
  'GET /api/v1/content/news/': (call) => {
    const page = Number(call.query.get('page'));
    const size = Number(call.query.get('size'));
    return { count: NEWS.length, page, size, results: NEWS.slice((page - 1) * size, page * size) };
  },
  'GET /api/v1/content/news/news-2/': (call) => ({
    ...news(2),
    ...(call.locale === 'en' ? { title: 'News 2', summary: 'In short.' } : {}),
    html: '<p>Текст новости.</p>',
  }),
  'GET /api/v1/content/news/gone/': () => apiError(404, 'not_found', 'Not found'),
  'GET /api/v1/users/refferal/terms/': () => ({ percent: '27.5', currency: 'USDT', minWithdrawal: '15' }),
  'GET /api/v1/content/pages/partners/': () => ({
    key: 'partners',
    title: 'Партнёрам',
    html: '<h2>Мониторингам курсов</h2><p>Текст о программах.</p>',
    updatedAt: '2026-03-01T10:00:00.000Z',
  }),
  'GET /export/rates.json': () => ({
    rates: [
      {
        from: 'BTC',
        to: 'SBERRUB',
        in: '1',
        out: '5043200',
        amount: '1250000',
        minamount: '0.001 BTC',
        maxamount: '2 BTC',
        param: ['manual'],
      },
      {
        from: 'USDTTRC20',
        to: 'CASHRUB',
        in: '1',
        out: '79.4',
        amount: '900000',
        minamount: '1000 USDTTRC20',
        maxamount: '100000 USDTTRC20',
        param: ['manual'],
        city: 'MSK',
      },
    ],
  }),
};

// The page group loads lazily; its first import (compiled on demand) must not eat a test's time.
beforeAll(async () => {
  await import('./info-page');
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const h1 = () => screen.findByRole('heading', { level: 1 });

describe('information pages', () => {
  it('shows the rules: the route’s title, the published text and its date, links staying in the app', async () => {
    const { router } = renderApp('/rules', { routes: ROUTES });
    expect((await h1()).textContent).toBe('Правила обмена');
    const text = await screen.findByTestId('page-text-rules');
    expect(within(text).getByRole('heading', { level: 2, name: '1. Термины' })).toBeTruthy();
    expect(text.textContent).toContain('Редакция от');
    await userEvent.setup().click(within(text).getByRole('link', { name: 'политику AML' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aml'));
    expect(await screen.findByText('Мы проверяем происхождение средств.')).toBeTruthy();
  });

  it('shows the English rules under /en', async () => {
    const { api } = renderApp('/en/rules', { routes: ROUTES });
    expect((await h1()).textContent).toBe('Exchange rules');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Terms' })).toBeTruthy();
    expect(api.callsTo('/api/v1/content/pages/rules/')[0]?.locale).toBe('en');
  });

  it('pages through the news, newest first, and opens an article with its date and a way back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/news', { routes: ROUTES });
    expect((await h1()).textContent).toBe('Новости');
    await waitFor(() => expect(screen.getAllByTestId('news-item')).toHaveLength(5));
    expect(screen.getAllByTestId('news-item')[0]?.textContent).toContain('Новость 1');
    expect(screen.getByText('Страница 1 из 2')).toBeTruthy();
    await user.click(screen.getByTestId('news-older'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('news-item')).toHaveLength(2));
    await user.click(screen.getByTestId('news-newer'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(await screen.findByRole('link', { name: 'Новость 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/news-2'));
    expect((await h1()).textContent).toBe('Новость 2');
    const article = screen.getByTestId('news-article');
    expect(within(article).getByText('Текст новости.')).toBeTruthy();
    expect(article.querySelector('time')?.getAttribute('datetime')).toBe('2026-02-18T09:00:00.000Z');
    expect(article.querySelector('time')?.textContent).toMatch(/18 февр\.? 2026/);
    await waitFor(() => expect(document.title).toContain('Новость 2'));
    expect(within(article).getByTestId('news-back').getAttribute('href')).toBe('/news');
  });

  it('shows an English article with its English date and back link', async () => {
    renderApp('/en/news/news-2', { routes: ROUTES });
    expect((await h1()).textContent).toBe('News 2');
    expect(screen.getByTestId('news-back').getAttribute('href')).toBe('/en/news');
    expect(screen.getByTestId('news-article').querySelector('time')?.textContent).toBe('18 Feb 2026');
  });

  it('is the 404 page for an unknown article', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/news/gone', { routes: ROUTES });
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
  });

  it('is the 404 page past the last page of news and for a page number that is not one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const past = renderApp('/news?page=9', { routes: ROUTES });
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    past.unmount();
    renderApp('/news?page=two', { routes: ROUTES });
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
  });

  it('shows the referral programme with the share the server gives, never a number of its own', async () => {
    const { api } = renderApp('/partners/users', { routes: ROUTES });
    expect((await h1()).textContent).toBe('Партнёрская программа');
    expect((await screen.findByTestId('referral-percent')).textContent).toBe('27.5 %');
    expect(screen.getByText('15 USDT')).toBeTruthy();
    // 1000 USDT × 1.5 % = 15.00 USDT of income; 27.5 % of it, rounded down to the cent.
    expect(screen.getByTestId('referral-example').textContent).toContain('15.00 USDT');
    expect(screen.getByTestId('referral-example').textContent).toContain('4.12 USDT');
    expect(screen.getByTestId('referral-action').getAttribute('href')).toBe('/register');
    expect(api.callsTo('/api/v1/users/refferal/terms/')).toHaveLength(1);
  });

  it('shows the partner programmes with the live referral share and the partners text', async () => {
    renderApp('/partners', { routes: ROUTES });
    expect((await h1()).textContent).toBe('Партнёрам');
    await waitFor(() => expect(screen.getByTestId('programme-users').textContent).toContain('27.5 %'));
    expect(screen.getByTestId('programme-monitoring').getAttribute('href')).toBe('/partners/monitoring');
    expect(screen.getByTestId('programme-shops').getAttribute('href')).toBe('/shops');
    expect((await screen.findByTestId('page-text-partners')).textContent).toContain('Текст о программах.');
  });

  it('gives monitors the export addresses on this site and what the export holds now', async () => {
    renderApp('/en/partners/monitoring', { routes: ROUTES });
    expect((await h1()).textContent).toBe('For rate monitors');
    expect(screen.getByTestId('export-url-XML').textContent).toBe(
      `${window.location.origin}/export/rates.xml`,
    );
    expect(screen.getByTestId('export-url-JSON').getAttribute('href')).toBe(
      `${window.location.origin}/export/rates.json`,
    );
    expect(screen.getByRole('rowheader', { name: 'minamount' })).toBeTruthy();
    expect((await screen.findByTestId('monitoring-live')).textContent).toContain(
      'Directions in the file: 2; cities for cash: 1.',
    );
  });
});
