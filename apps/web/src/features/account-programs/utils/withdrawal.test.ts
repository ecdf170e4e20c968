import type { TInputField } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { amountProblem, formFieldOf, normalizeAmount, requisiteProblem } from './withdrawal';

const limits = { min: '10', balance: '25.50', currency: 'USDT' };

describe('withdrawal checks', () => {
  it('reads amounts as people type them', () => {
    expect(normalizeAmount(' 1 000,5 ')).toBe('1000.5');
  });

  it('asks for an amount between the minimum and the balance, in cents', () => {
    expect(amountProblem('', limits)).toEqual({ key: 'referral.withdraw.amountRequired' });
    expect(amountProblem('abc', limits)).toEqual({ key: 'referral.withdraw.amountFormat' });
    expect(amountProblem('10.001', limits)).toEqual({ key: 'referral.withdraw.amountPrecision' });
    expect(amountProblem('10.500', limits)).toBeNull();
    expect(amountProblem('9.99', limits)).toMatchObject({ key: 'referral.withdraw.belowMin' });
    expect(amountProblem('25,51', limits)).toMatchObject({
      key: 'referral.withdraw.aboveBalance',
      vars: { balance: '25.50', currency: 'USDT' },
    });
    expect(amountProblem('25.5', limits)).toBeNull();
  });

  it('checks requisites with the validators of the server', () => {
    const wallet: TInputField = {
      name: 'wallet',
      type: 'text',
      validator: 'trc20-address',
      required: true,
      visible: true,
      send: { header: '', placeholder: '' },
      receive: { header: 'Wallet', placeholder: 'T…' },
    };
    expect(requisiteProblem(wallet, '')).toEqual({ key: 'requisite.required' });
    expect(requisiteProblem(wallet, 'Tnope')).toEqual({ key: 'requisite.addressFormat' });
    expect(requisiteProblem(wallet, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(requisiteProblem({ ...wallet, required: false }, '')).toBeNull();
    expect(formFieldOf('requisites.wallet')).toBe('wallet');
    expect(formFieldOf('amount')).toBe('amount');
  });
});
