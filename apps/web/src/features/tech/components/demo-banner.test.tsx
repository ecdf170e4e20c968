import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '@/config';
import { LocaleProvider } from '@/lib/i18n';
import { DemoBanner } from './demo-banner';

const runtime = vi.hoisted(() => ({ demo: true }));

vi.mock('@/config', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return {
    ...actual,
    get runtimeConfig() {
      return { ...actual.runtimeConfig, demo: runtime.demo };
    },
  };
});

function renderBanner(locale: 'ru' | 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <DemoBanner />
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const answer = (demo: boolean) => Response.json({ maintenance: false, message: '', demo });

describe('DemoBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is there from the first render when the page says demo, in the page language', () => {
    runtime.demo = true;
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderBanner('ru');
    expect(screen.getByTestId('demo-banner').textContent).toBe(
      'Демо-данные: не отправляйте реальные платежи',
    );
  });

  it('follows the tech answer: gone once the server says the demo is over', async () => {
    runtime.demo = true;
    let resolve: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((r) => (resolve = r)));
    renderBanner('en');
    expect(screen.getByTestId('demo-banner').textContent).toBe('Demo data: do not send real payments');
    resolve(answer(false));
    await vi.waitFor(() => expect(screen.queryByTestId('demo-banner')).toBeNull());
  });

  it('appears when the tech answer says demo although the page did not', async () => {
    runtime.demo = false;
    vi.stubGlobal('fetch', () => Promise.resolve(answer(true)));
    renderBanner('en');
    expect(screen.queryByTestId('demo-banner')).toBeNull();
    expect((await screen.findByTestId('demo-banner')).getAttribute('role')).toBe('note');
  });
});
