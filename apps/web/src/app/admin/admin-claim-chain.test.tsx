/**
 * A watched claim on the claims desk (docs/payments.md): its deposit and refund addresses, the
 * payments seen on the chain (a reorganised one struck out), and the review's two decisions, each
 * asking why.
 */
import type { TAdminClaimActionBody, TAdminClaimPayment } from '@exchanger/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { errorOf } from '@/test/field-error';
import type { TFakeHandler } from '@/test/fake-api';
import { adminClaim, adminClaimPage, adminClaimRow, CLAIM_ID } from '@/test/fixtures/admin';
import { testUser } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { loadAdminModule } from '../route-modules';

const OPERATOR = testUser({ id: 2, role: 'operator', email: 'op@example.com' });
const CLAIM_PATH = `/admin/api/claims/${CLAIM_ID}/`;
const ACTION_PATH = `/admin/api/claims/${CLAIM_ID}/actions/`;
const DEPOSIT = 'bc1qdeposit7y0d9k6u3wq2r0l5x8v4c6n2m3p4s5t';
const TX1 = 'a1'.repeat(32);
const TX2 = 'b2'.repeat(32);

function payment(overrides: Partial<TAdminClaimPayment> = {}): TAdminClaimPayment {
  return {
    txid: TX1,
    idx: 1,
    // As the server sends it: the chain's exact amount, without trailing zeros.
    amount: '0.015',
    asset: null,
    blockHeight: 871_234,
    confirmations: 4,
    status: 'active',
    explorerUrl: `https://mempool.example/tx/${TX1}`,
    seenAt: '2026-11-22T05:12:00.000Z',
    ...overrides,
  };
}

const watched = (overrides: Parameters<typeof adminClaim>[0] = {}) =>
  adminClaim({
    status: 'review',
    actions: ['accept_payment', 'recompute', 'refund'],
    depositAddress: DEPOSIT,
    refundAddress: 'bc1qrefund000',
    payments: [
      payment({
        txid: TX2,
        idx: 0,
        amount: '0.005',
        blockHeight: 871_240,
        confirmations: 0,
        explorerUrl: null,
      }),
      payment({ status: 'removed', confirmations: 0 }),
    ],
    ...overrides,
  });

function renderDesk(routes: Record<string, TFakeHandler> = {}, locale: 'ru' | 'en' = 'ru') {
  return renderApp(`${locale === 'en' ? '/en' : ''}/admin/claims/${CLAIM_ID}`, {
    user: OPERATOR,
    routes: {
      'GET /admin/api/claims/': () => adminClaimPage([adminClaimRow()]),
      [`GET ${CLAIM_PATH}`]: () => watched(),
      ...routes,
    },
  });
}

// The back office's chunk loads once, before the first test (not within its time).
beforeAll(async () => {
  await loadAdminModule();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setAccessToken(null);
});

describe('a watched claim', () => {
  it('shows its deposit and refund addresses and the payments on the chain', async () => {
    renderDesk();
    const chain = await screen.findByTestId('claim-chain');
    expect(screen.getByRole('heading', { level: 2, name: 'Оплата в сети' })).toBeTruthy();
    expect(within(chain).getByTestId('claim-deposit-address').textContent).toContain(DEPOSIT);
    expect(within(chain).getByTestId('claim-refund-address').textContent).toContain('bc1qrefund000');
    const rows = within(chain).getAllByTestId('claim-payment-row');
    expect(rows).toHaveLength(2);
    // Newest first, as the server sends them; without an explorer the id is plain text.
    expect(rows[0]!.dataset.status).toBe('active');
    expect(within(rows[0]!).getByTestId('claim-payment-txid').tagName).toBe('SPAN');
    // With the claim's decimals (the send currency's precision), as the claim's amount shows.
    expect(screen.getByTestId('claim-send').textContent).toBe('0.01500000 BTC');
    expect(within(rows[0]!).getByTestId('claim-payment-amount').textContent).toBe('0.00500000');
    expect(within(rows[1]!).getByTestId('claim-payment-amount').textContent).toBe('0.01500000');
    expect(rows[0]!.textContent).toContain('871240');
    expect(rows[0]!.textContent).toContain('монета сети');
    expect(within(rows[0]!).getByTestId('claim-payment-state').textContent).toBe('в сети');
    // The reorganised one is struck out and says why.
    expect(rows[1]!.dataset.status).toBe('removed');
    expect(rows[1]!.className).toContain('admin-payment--removed');
    expect(within(rows[1]!).getByTestId('claim-payment-state').textContent).toBe('ушёл из сети');
    const link = within(rows[1]!).getByTestId('claim-payment-txid');
    expect(link.getAttribute('href')).toBe(`https://mempool.example/tx/${TX1}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('action-accept_payment').textContent).toBe('Принять платёж');
    expect(screen.getByTestId('action-recompute').textContent).toBe('Пересчитать по текущему курсу');
  });

  it('says so in English when no payment is seen yet and no refund address was given', async () => {
    renderDesk(
      {
        [`GET ${CLAIM_PATH}`]: () =>
          watched({ status: 'new', actions: ['cancel'], refundAddress: null, payments: [] }),
      },
      'en',
    );
    await screen.findByTestId('claim-chain');
    expect(screen.getByRole('heading', { level: 3, name: 'Payments on the chain' })).toBeTruthy();
    expect(screen.getByTestId('claim-no-payments').textContent).toBe('No payment to this address seen yet.');
    expect(screen.getByTestId('claim-refund-address').textContent).toBe('not given');
  });

  it('has no chain part for a claim paid to fixed requisites', async () => {
    renderDesk({ [`GET ${CLAIM_PATH}`]: () => adminClaim() });
    await screen.findByTestId('claim-desk');
    expect(screen.queryByTestId('claim-chain')).toBeNull();
  });

  it.each([
    ['accept_payment', 'Принять платёж'],
    ['recompute', 'Пересчитать по текущему курсу'],
  ] as const)('takes the review decision "%s" with a reason, from review to paid', async (action, label) => {
    const bodies: TAdminClaimActionBody[] = [];
    renderDesk({
      [`POST ${ACTION_PATH}`]: (call) => {
        bodies.push(call.body as TAdminClaimActionBody);
        return watched({ status: 'paid', actions: ['complete'] });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(`action-${action}`));
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(within(dialog).getByTestId('action-lead').textContent).toContain('«На проверке» → «Оплачена»');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    expect(errorOf(within(dialog).getByTestId('action-reason'))).toBe('Укажите причину');
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByTestId('action-reason'), 'Checked with the client');
    await user.click(within(dialog).getByTestId('action-dialog-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ action, expectedStatus: 'review', reason: 'Checked with the client' }]);
  });
});
