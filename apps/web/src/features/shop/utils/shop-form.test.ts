import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES, TRON } from '@/test/fixtures/shop';
import { amountProblem, formFieldOf, shopBody, shopFormProblems } from './shop-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shop form checks', () => {
  it('finds each problem the server would, by field', () => {
    const fields = CURRENCIES[0]!.fields as never;
    const problems = shopFormProblems(
      {
        name: 'A',
        siteUrl: 'ftp://x',
        description: '',
        payoutCurrencyId: '4',
        webhookUrl: 'nope',
        requisites: { wallet: 'T1' },
      },
      fields,
    );
    expect(problems.name?.key).toBe('shop.form.nameShort');
    expect(problems.siteUrl?.key).toBe('shop.form.urlFormat');
    expect(problems.webhookUrl?.key).toBe('shop.form.urlFormat');
    expect(problems.wallet?.key).toBeTruthy();
    expect(problems.payoutCurrencyId).toBeNull();
    expect(formFieldOf('payoutRequisites.wallet')).toBe('wallet');
    expect(
      shopBody(
        {
          name: ' Tea ',
          siteUrl: 'https://tea.example',
          description: '',
          payoutCurrencyId: '4',
          webhookUrl: '',
          requisites: { wallet: ` ${TRON} `, stale: 'x' },
        },
        fields,
      ),
    ).toEqual({
      name: 'Tea',
      siteUrl: 'https://tea.example',
      description: '',
      payoutCurrencyId: 4,
      payoutRequisites: { wallet: TRON },
      webhookUrl: null,
    });
  });

  it('takes amounts with a comma, refuses zero, words and more than the balance', () => {
    expect(amountProblem('', { currency: 'USDT' })?.key).toBe('shop.form.amountRequired');
    expect(amountProblem('0', { currency: 'USDT' })?.key).toBe('shop.form.amountFormat');
    expect(amountProblem('ten', { currency: 'USDT' })?.key).toBe('shop.form.amountFormat');
    expect(amountProblem('12,5', { currency: 'USDT' })).toBeNull();
    expect(amountProblem('100.01', { currency: 'USDT', max: '100' })?.key).toBe(
      'shop.form.amountAboveBalance',
    );
  });
});
