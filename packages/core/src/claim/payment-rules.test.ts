import { describe, expect, it } from 'vitest';
import { judgePayments, type TObservedPayment } from './payment-rules.js';

const terms = { expected: '0.5', tolerancePercent: '0.5', required: 3 };
const pay = (over: Partial<TObservedPayment> = {}): TObservedPayment => ({
  amount: '0.5',
  confirmations: 1,
  removed: false,
  late: false,
  rightAsset: true,
  ...over,
});

describe('judgePayments', () => {
  it('detects an exact payment, then confirms it at the required confirmations', () => {
    expect(judgePayments('new', [pay()], terms)).toEqual({ action: 'payment_detected', reason: 'detected' });
    expect(judgePayments('confirming', [pay({ confirmations: 2 })], terms)).toBeNull();
    expect(judgePayments('confirming', [pay({ confirmations: 3 })], terms)).toEqual({
      action: 'payment_confirmed',
      reason: 'confirmed',
    });
  });

  it('accepts a payment within the tolerance and sends one beyond it to review', () => {
    // 0.5 % of 0.5 is 0.0025: 0.4975 … 0.5025 pass.
    expect(judgePayments('new', [pay({ amount: '0.4975' })], terms)?.action).toBe('payment_detected');
    expect(judgePayments('new', [pay({ amount: '0.5025' })], terms)?.action).toBe('payment_detected');
    expect(judgePayments('new', [pay({ amount: '0.49749999' })], terms)).toEqual({
      action: 'payment_review',
      reason: 'underpaid',
    });
    expect(judgePayments('new', [pay({ amount: '0.50250001' })], terms)).toEqual({
      action: 'payment_review',
      reason: 'overpaid',
    });
    expect(
      judgePayments('new', [pay({ amount: '0.4999' })], { ...terms, tolerancePercent: '0' })?.reason,
    ).toBe('underpaid');
  });

  it('sends a late payment, a second payment and another asset to review', () => {
    expect(judgePayments('new', [pay({ late: true })], terms)?.reason).toBe('late');
    expect(judgePayments('expired', [pay()], terms)).toEqual({ action: 'payment_review', reason: 'late' });
    expect(judgePayments('cancelled', [pay()], terms)?.reason).toBe('late');
    expect(judgePayments('new', [pay(), pay()], terms)?.reason).toBe('second_payment');
    expect(judgePayments('confirming', [pay(), pay()], terms)?.reason).toBe('second_payment');
    expect(judgePayments('paid', [pay({ confirmations: 9 }), pay()], terms)?.reason).toBe('second_payment');
    expect(judgePayments('new', [pay({ rightAsset: false })], terms)?.reason).toBe('wrong_asset');
  });

  it('puts a claim back to waiting when its only payment leaves the chain before it is final', () => {
    expect(judgePayments('confirming', [pay({ removed: true })], terms)).toEqual({
      action: 'payment_reverted',
      reason: 'reverted',
    });
    // A removed payment is not counted as a second one.
    expect(judgePayments('new', [pay({ removed: true }), pay()], terms)?.action).toBe('payment_detected');
  });

  it('leaves claims alone that no longer wait for the chain', () => {
    for (const status of ['verification', 'processing', 'completed', 'refunded', 'review'] as const)
      expect(judgePayments(status, [pay(), pay()], terms)).toBeNull();
    expect(judgePayments('paid', [pay({ confirmations: 10 })], terms)).toBeNull();
    expect(judgePayments('new', [], terms)).toBeNull();
  });
});
