import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/lib/i18n';
import { MaintenanceBanner } from './maintenance-banner';

function renderBanner(locale: 'ru' | 'en' = 'ru') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <p>page</p>
        <MaintenanceBanner />
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

describe('MaintenanceBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the message in maintenance mode, asking in the page language', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(Response.json({ maintenance: true, message: 'Back at 12:00', demo: false }));
    });
    renderBanner('en');
    expect(await screen.findByTestId('maintenance-banner')).toHaveProperty(
      'textContent',
      'Maintenance. Back at 12:00',
    );
    expect(urls).toEqual(['/en/api/v1/calculator/tech/']);
  });

  it('shows nothing when there is no maintenance or the call fails', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ maintenance: false, message: '', demo: false })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = renderBanner();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
    first.unmount();

    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    renderBanner();
    expect(screen.getByText('page')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });
});
