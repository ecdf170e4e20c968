import type { TApiKey } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fake-api';
import { install, shop, TRON } from '@/test/fixtures/shop';
import { renderWithProviders } from '@/test/render';
import { LinkGenerator } from './link-generator';
import { ShopApi } from './shop-api';
import { ShopOverview } from './shop-overview';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShopOverview', () => {
  it('opens a shop: checks the form, sends it, and shows the server’s field errors on the inputs', async () => {
    let attempt = 0;
    const api = install({
      'POST /api/v1/users/me/shop/': () => {
        attempt += 1;
        if (attempt === 1)
          return apiError(400, 'validation_error', 'Проверьте поля.', {
            'payoutRequisites.wallet': ['Неверный адрес.'],
          });
        return Response.json(shop({ status: 'pending', approvedAt: null }), { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopOverview shop={null} />);
    await user.click(screen.getByTestId('shop-submit'));
    expect(api.callsTo('/api/v1/users/me/shop/')).toHaveLength(0);
    expect(screen.getByTestId('shop-name').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByTestId('shop-name'), 'Tea House');
    await user.type(screen.getByTestId('shop-site'), 'https://tea.example');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tether TRC20' })).toBeTruthy());
    await user.selectOptions(screen.getByTestId('shop-currency'), '4');
    await user.type(screen.getByLabelText('Кошелёк TRC20'), TRON);
    await user.click(screen.getByTestId('shop-submit'));
    await waitFor(() => expect(screen.getByTestId('shop-form-error').textContent).toBe('Проверьте поля.'));
    expect(screen.getByTestId('shop-field-wallet').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/v1/users/me/shop/')[0]?.body).toEqual({
      name: 'Tea House',
      siteUrl: 'https://tea.example',
      description: '',
      payoutCurrencyId: 4,
      payoutRequisites: { wallet: TRON },
      webhookUrl: null,
    });

    await user.click(screen.getByTestId('shop-submit'));
    await waitFor(() => expect(api.callsTo('/api/v1/users/me/shop/')).toHaveLength(2));
  });

  it('shows a rejected shop’s reason, and a blocked one cannot be edited', () => {
    install({});
    const { unmount } = renderWithProviders(
      <ShopOverview shop={shop({ status: 'rejected', reason: 'No such site' })} />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('shop-reason').textContent).toBe('Reason: No such site');
    expect(screen.getByTestId('shop-form')).toBeTruthy();
    unmount();
    renderWithProviders(<ShopOverview shop={shop({ status: 'blocked', reason: 'Fraud' })} />);
    expect(screen.queryByTestId('shop-form')).toBeNull();
    expect(screen.getByTestId('shop-secret').textContent).not.toContain('aaaa');
  });
});

describe('ShopApi', () => {
  it('shows a new key once and revokes a key after a confirmation', async () => {
    const keys: TApiKey[] = [
      {
        id: 1,
        name: 'Old',
        prefix: 'mk_old',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      },
    ];
    const api = install({
      'GET /api/v1/users/me/shop/keys/': () => keys,
      'POST /api/v1/users/me/shop/keys/': () => {
        const created = {
          id: 2,
          name: 'Server',
          prefix: 'mk_new',
          createdAt: '2026-11-22T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        };
        keys.unshift(created);
        return Response.json({ ...created, key: 'mk_new_secret_value' }, { status: 201 });
      },
      'DELETE /api/v1/users/me/shop/keys/1/': () => {
        keys[keys.length - 1] = { ...keys[keys.length - 1]!, revokedAt: '2026-11-22T10:00:00.000Z' };
        return new Response(null, { status: 204 });
      },
      'GET /api/v1/users/me/shop/webhooks/': () => ({ count: 0, page: 1, size: 10, results: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShopApi shop={shop()} docsHref="/api/docs" />);
    await screen.findAllByTestId('api-key-row');
    await user.type(screen.getByTestId('api-key-name'), 'Server');
    await user.click(screen.getByTestId('api-key-create'));
    expect((await screen.findByTestId('api-key-value')).textContent).toBe('mk_new_secret_value');
    await user.click(screen.getByTestId('api-key-done'));
    expect(screen.queryByTestId('api-key-value')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(2));

    const old = screen.getAllByTestId('api-key-row')[1]!;
    await user.click(within(old).getByTestId('api-key-revoke'));
    expect(api.callsTo('/api/v1/users/me/shop/keys/1/')).toHaveLength(0);
    await user.click(within(old).getByTestId('api-key-revoke-confirm'));
    await waitFor(() =>
      expect(screen.getAllByTestId('api-key-row')[1]!.getAttribute('data-revoked')).toBe('true'),
    );
    expect(screen.getByTestId('webhooks-empty')).toBeTruthy();
  });
});

describe('the webhook log', () => {
  const refused = {
    count: 1,
    page: 1,
    size: 10,
    results: [
      {
        id: 7,
        event: 'invoice.updated',
        invoiceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        status: 'failed',
        attempts: 2,
        nextAttemptAt: null,
        lastError: 'refused: private address',
        payload: {},
        createdAt: '2026-11-22T10:00:00.000Z',
        deliveredAt: null,
        log: [
          {
            at: '2026-11-22T10:01:00.000Z',
            statusCode: null,
            error: 'refused: private address',
            reason: 'private_address',
            durationMs: 0,
          },
          {
            at: '2026-11-22T10:00:30.000Z',
            statusCode: 302,
            error: 'redirect not followed (answered 302)',
            reason: 'redirect',
            durationMs: 41,
          },
        ],
      },
    ],
  };

  it('says a refused delivery was refused, with no timing, in Russian and in English', async () => {
    for (const [locale, words, redirect] of [
      ['ru', 'отказано: внутренний адрес', 'HTTP 302 · 41 мс · переадресация не выполняется'],
      ['en', 'refused: private address', 'HTTP 302 · 41 ms · redirect not followed'],
    ] as const) {
      install({
        'GET /api/v1/users/me/shop/keys/': () => [],
        'GET /api/v1/users/me/shop/webhooks/': () => refused,
      });
      const { unmount } = renderWithProviders(<ShopApi shop={shop()} docsHref="/api/docs" />, { locale });
      const [first, second] = await screen.findAllByTestId('webhook-attempt');
      expect(first?.textContent).toContain(words);
      expect(first?.textContent).not.toMatch(/\d+ (ms|мс)/);
      expect(second?.textContent).toContain(redirect);
      unmount();
    }
  });
});

describe('LinkGenerator', () => {
  it('makes a payment link with the amount the seller typed, and shows it with a QR code', async () => {
    const api = install({
      'POST /api/v1/users/me/shop/invoices/': () =>
        Response.json(
          {
            id: '0f8fad5b-d9cb-469f-a165-70867728950e',
            orderId: 'link-1a2b3c4d',
            amount: '1500.5',
            currency: 'USDTTRC20',
            description: 'Tea',
            status: 'open',
            payUrl: 'http://localhost:3000/?invoice=0f8fad5b-d9cb-469f-a165-70867728950e',
            successUrl: null,
            failUrl: null,
            claimNumber: null,
            createdAt: '2026-11-22T10:00:00.000Z',
            expiresAt: '2026-11-23T10:00:00.000Z',
          },
          { status: 201 },
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<LinkGenerator shop={shop()} />, { locale: 'en' });
    await user.type(screen.getByTestId('link-amount'), '1 500,5');
    await user.type(screen.getByTestId('link-description'), 'Tea');
    await user.type(screen.getByTestId('link-fail'), 'not a url');
    await user.click(screen.getByTestId('link-submit'));
    expect(api.callsTo('/api/v1/users/me/shop/invoices/')).toHaveLength(0);
    await user.clear(screen.getByTestId('link-fail'));
    await user.click(screen.getByTestId('link-submit'));
    expect((await screen.findByTestId('link-url')).textContent).toContain('?invoice=0f8fad5b');
    expect(api.callsTo('/api/v1/users/me/shop/invoices/')[0]?.body).toEqual({
      amount: '1500.5',
      description: 'Tea',
      lifetimeMinutes: 1440,
      successUrl: null,
      failUrl: null,
    });
    expect(screen.getByTestId('link-created').querySelector('svg[data-value]')).toBeTruthy();
  });

  it('waits for the operator before a shop can make links', () => {
    install({});
    renderWithProviders(<LinkGenerator shop={shop({ status: 'pending' })} />);
    expect(screen.getByTestId('shop-not-approved')).toBeTruthy();
    expect(screen.queryByTestId('link-form')).toBeNull();
  });
});
