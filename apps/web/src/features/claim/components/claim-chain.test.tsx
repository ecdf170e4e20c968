/** The claim page of a watched currency (docs/payments.md): its own address, the chain's payment, the payout. */
import type { TClaimForm, TClaimStatus, TClaimStatusBody, TLocale } from '@exchanger/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { confirmationsPhrase, shortTxid } from '../utils/chain';
import { translate } from '@/lib/i18n/claim';
import { ClaimView } from './claim-view';

const ID = '7c1d6a52-33c9-4c55-9a3e-2a0f2a9b4e11';
const ADDRESS = 'ltc1qg82tq6r9dfh0d3k7x5x0xkq0m3h2k0f2n9v7wu';
const TXID = 'b6f6991d03df0e2e04dafffcd6bc418aac66049e2cd74b80f14ac86db1e3f0da';
const IN_AN_HOUR = () => new Date(Date.now() + 3600_000 + 500).toISOString();

function form(status: TClaimStatus): TClaimForm {
  return {
    id: ID,
    status,
    createdAt: '2026-11-22T03:45:00.000Z',
    expiresAt: IN_AN_HOUR(),
    updatedAt: `2026-11-22T03:45:00.000Z#${status}`,
    email: 'client@example.com',
    from: { id: 7, currency: 'LTC', name: 'Litecoin', amount: '1.25000000' },
    to: { id: 18, currency: 'USDTTRC20', name: 'Tether TRC20', amount: '100' },
    course: '80',
    fromRequisites: {},
    toRequisites: {},
    promocode: null,
    verificationRequired: false,
    shop: null,
  };
}

interface TState {
  status: TClaimStatus;
  payment: TClaimStatusBody['payment'];
  payout: TClaimStatusBody['payout'];
  contract: string | null;
  deposit: boolean;
}

function chainServer(initial: Partial<TState> = {}) {
  const state: TState = {
    status: 'new',
    payment: null,
    payout: null,
    contract: null,
    deposit: true,
    ...initial,
  };
  const api = createFakeApi({
    [`GET /api/v1/claim/${ID}/form/`]: () => form(state.status),
    [`GET /api/v1/claim/${ID}/status/`]: () => ({
      status: state.status,
      expiresAt: IN_AN_HOUR(),
      updatedAt: `2026-11-22T03:45:00.000Z#${state.status}`,
      payment: state.payment,
      payout: state.payout,
    }),
    [`GET /api/v1/claim/${ID}/requisite/`]: () => ({
      currency: 'LTC',
      amount: '1.25000000',
      fields: [{ name: 'address', label: 'Адрес для оплаты', value: ADDRESS, qr: true }],
      memo: '',
      expiresAt: IN_AN_HOUR(),
      ...(state.deposit
        ? {
            deposit: {
              address: ADDRESS,
              network: state.contract ? 'Ethereum (ERC-20)' : 'Litecoin',
              contract: state.contract,
              confirmations: 3,
            },
          }
        : {}),
    }),
  });
  api.install();
  return { api, state };
}

function renderClaim(locale: TLocale = 'ru') {
  return renderWithProviders(
    <ClaimView
      id={ID}
      homeHref={locale === 'en' ? '/en' : '/'}
      verifyHref={`/verify/${ID}`}
      supportHref={`${locale === 'en' ? '/en' : ''}/contacts?claim=${ID}`}
    />,
    { locale },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('confirmationsPhrase', () => {
  it('follows the Russian plural forms after "из" and the English ones', () => {
    const ru = (n: number) => confirmationsPhrase((key) => translate('ru', key), 'ru', n);
    expect(ru(1)).toBe('1 подтверждения');
    expect(ru(2)).toBe('2 подтверждений');
    expect(ru(6)).toBe('6 подтверждений');
    expect(ru(21)).toBe('21 подтверждения');
    const en = (n: number) => confirmationsPhrase((key) => translate('en', key), 'en', n);
    expect(en(1)).toBe('1 confirmation');
    expect(en(12)).toBe('12 confirmations');
  });

  it('shortens a transaction id in the middle only when it is long', () => {
    expect(shortTxid(TXID)).toBe('b6f6991d03…b1e3f0da');
    expect(shortTxid('A-1234')).toBe('A-1234');
  });
});

describe('ClaimView: a watched address', () => {
  it('says the address is this claim’s alone and hides “I have paid”, in both languages', async () => {
    chainServer();
    const ru = renderClaim('ru');
    const notice = await screen.findByTestId('claim-deposit');
    expect(notice.textContent).toBe(
      'Этот адрес только для этой заявки. Отправьте ровно 1.25000000 LTC в сети Litecoin; платёж будет виден автоматически после 3 подтверждений — нажимать «Я оплатил» не нужно.',
    );
    expect(screen.getByTestId('qr-address').getAttribute('data-value')).toBe(ADDRESS);
    expect(screen.queryByTestId('claim-deposit-token')).toBeNull();
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    // The claim can still be cancelled, and the countdown still runs while nothing is paid.
    expect(screen.getByTestId('claim-cancel')).toBeTruthy();
    expect(screen.getByTestId('claim-countdown')).toBeTruthy();
    // The status block says so too, instead of asking for "I have paid".
    const status = screen.getByTestId('claim-status').textContent;
    expect(status).toContain('Платёж будет виден в сети автоматически — нажимать ничего не нужно.');
    expect(status).not.toContain('Я оплатил');
    ru.unmount();

    renderClaim('en');
    await screen.findByTestId('claim-deposit');
    expect(screen.getByTestId('claim-status').textContent).toContain('there is nothing to press');
    expect((await screen.findByTestId('claim-deposit')).textContent).toContain(
      'This address is for this claim only. Send exactly 1.25000000 LTC on Litecoin; the payment is seen automatically after 3 confirmations — no need to press “I have paid”.',
    );
  });

  it('names a token’s contract and warns about exchanges that batch withdrawals', async () => {
    chainServer({ contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' });
    renderClaim('en');
    expect((await screen.findByTestId('claim-deposit-token')).textContent).toBe(
      'Token contract: 0xdAC17F958D2ee523a2206206994597C13D831ec7. Do not send from an exchange that batches withdrawals (it may arrive late or as several payments).',
    );
  });

  it('keeps “I have paid” for an address that is not watched', async () => {
    chainServer({ deposit: false });
    renderClaim();
    expect(await screen.findByTestId('claim-confirm')).toBeTruthy();
    expect(screen.queryByTestId('claim-deposit')).toBeNull();
    expect(screen.getByTestId('claim-status').textContent).toContain('нажмите «Я оплатил»');
  });
});

describe('ClaimView: the payment on the chain', () => {
  // As the server sends it: the chain's exact amount, without trailing zeros.
  const payment = { txid: TXID, amount: '1.25', confirmations: 1, required: 3, explorerUrl: null };

  it('shows the confirmations with a bar, without the countdown, and updates every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, state } = chainServer({ status: 'confirming', payment });
    renderClaim();
    const progress = await screen.findByTestId('claim-payment-progress');
    expect(progress.textContent).toBe('Платёж обнаружен · 1 из 3 подтверждений');
    const bar = screen.getByRole('progressbar', { name: 'Подтверждения платежа' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.queryByTestId('claim-countdown')).toBeNull();
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    expect(screen.queryByTestId('claim-pay')).toBeNull();
    // No explorer set: the id is plain text, shortened, with the whole of it on hover and to copy.
    const txid = screen.getByTestId('claim-payment-txid');
    expect(txid.tagName).toBe('SPAN');
    expect(txid.textContent).toBe(shortTxid(TXID));
    expect(txid.parentElement?.getAttribute('title')).toBe(TXID);
    expect(screen.getByTestId('copy-payment-txid')).toBeTruthy();
    // With the claim's decimals (the send currency's precision), as the claim's own amount.
    expect(screen.getByTestId('claim-payment-amount').textContent).toBe('Сумма: 1.25000000 LTC');
    expect(screen.getByTestId('claim-from-amount').textContent).toBe('1.25000000 LTC');

    const calls = () => api.callsTo(`/api/v1/claim/${ID}/status/`).length;
    const before = calls();
    state.payment = { ...payment, confirmations: 2 };
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(calls()).toBe(before + 1);
    await waitFor(() =>
      expect(screen.getByTestId('claim-payment-progress').textContent).toBe(
        'Платёж обнаружен · 2 из 3 подтверждений',
      ),
    );
  });

  it('links the transaction to the explorer in a new tab, in English', async () => {
    chainServer({
      status: 'confirming',
      payment: {
        ...payment,
        required: 1,
        confirmations: 0,
        explorerUrl: `https://explorer.example/tx/${TXID}`,
      },
    });
    renderClaim('en');
    expect((await screen.findByTestId('claim-payment-progress')).textContent).toBe(
      'Payment detected · 0 of 1 confirmation',
    );
    const link = screen.getByTestId('claim-payment-txid');
    expect(link.getAttribute('href')).toBe(`https://explorer.example/tx/${TXID}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('in review explains itself and leads to support', async () => {
    chainServer({ status: 'review', payment: { ...payment, amount: '1.2', confirmations: 3 } });
    renderClaim('ru');
    // A short payment, with the claim's decimals too.
    expect((await screen.findByTestId('claim-payment-amount')).textContent).toBe('Сумма: 1.20000000 LTC');
    const support = await screen.findByTestId('claim-review-support');
    expect(support.getAttribute('href')).toBe(`/contacts?claim=${ID}`);
    expect(support.textContent).toBe('Написать в поддержку');
    expect(screen.getByTestId('claim-status').textContent).toContain('Платёж на проверке');
    // Enough confirmations: said in words, without a bar.
    expect((await screen.findByTestId('claim-payment-progress')).textContent).toBe(
      'Платёж подтверждён сетью',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('claim-countdown')).toBeNull();
    expect(screen.queryByTestId('claim-confirm')).toBeNull();
    expect(screen.queryByTestId('claim-cancel')).toBeNull();
  });

  it('shows the payout of a completed claim, linked when it is a transaction', async () => {
    const payoutTx = 'c'.repeat(64);
    chainServer({
      status: 'completed',
      payment: { ...payment, confirmations: 3 },
      payout: { reference: payoutTx, txid: payoutTx, explorerUrl: `https://tronscan.example/tx/${payoutTx}` },
    });
    const en = renderClaim('en');
    const payout = await screen.findByTestId('claim-payout');
    expect(payout.textContent).toContain(`Payout sent: ${shortTxid(payoutTx)}`);
    const link = screen.getByTestId('claim-payout-reference');
    expect(link.getAttribute('href')).toBe(`https://tronscan.example/tx/${payoutTx}`);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    en.unmount();

    chainServer({ status: 'completed', payout: { reference: 'SBP-000123', txid: null, explorerUrl: null } });
    renderClaim('ru');
    expect((await screen.findByTestId('claim-payout')).textContent).toContain(
      'Выплата отправлена: SBP-000123',
    );
    expect(screen.getByTestId('claim-payout-reference').tagName).toBe('SPAN');
  });
});
