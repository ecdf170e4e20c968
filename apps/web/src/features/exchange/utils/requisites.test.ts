import { describe, expect, it } from 'vitest';
import { loadAddressCheck } from '@/lib/requisite-check';
import { PAIR_BTC_SBER, PAIR_USDT_CASH } from '@/test/fixtures/calculator';
import {
  collectRequisites,
  formKeyOfServerField,
  mapServerFieldErrors,
  requisiteProblem,
  sideForm,
} from './requisites';

describe('requisites of a pair', () => {
  it('takes only the visible fields of each side', () => {
    expect(sideForm(PAIR_BTC_SBER, 'from').fields.map((f) => f.name)).toEqual(['fromWallet']);
    expect(sideForm(PAIR_BTC_SBER, 'to').fields.map((f) => f.name)).toEqual(['card', 'cardholder']);
  });

  it('validates with the server validators; an optional field may stay empty', async () => {
    const [card, holder] = sideForm(PAIR_BTC_SBER, 'to').fields;
    const [wallet] = sideForm(PAIR_BTC_SBER, 'from').fields;
    expect(requisiteProblem(card!, '')).toBe('required');
    expect(requisiteProblem(card!, '1234')).toBe('invalid_format');
    expect(requisiteProblem(card!, '4111 1111 1111 1112')).toBe('invalid_checksum');
    expect(requisiteProblem(card!, '4111 1111 1111 1111')).toBeNull();
    expect(requisiteProblem(holder!, 'IVAN IVANOV')).toBeNull();
    expect(requisiteProblem(wallet!, '')).toBeNull();
    // An address waits for its check's code (loaded on this first check: lib/requisite-check.ts).
    expect(requisiteProblem(wallet!, 'nope')).toBe('pending');
    await loadAddressCheck();
    expect(requisiteProblem(wallet!, 'nope')).toBe('invalid_format');
  });

  it('collects normalized values and the city id', () => {
    const values = { 'to.card': '4111 1111 1111 1111', 'to.cardholder': ' IVAN IVANOV ', 'from.wallet': 'x' };
    expect(collectRequisites(sideForm(PAIR_BTC_SBER, 'to'), values)).toEqual({
      card: '4111111111111111',
      cardholder: 'IVAN IVANOV',
    });
    expect(collectRequisites(sideForm(PAIR_BTC_SBER, 'from'), values)).toEqual({});
    expect(
      collectRequisites(sideForm(PAIR_USDT_CASH, 'to'), { 'to.phone': '+7 900 123-45-67', 'to.city': '2' }),
    ).toEqual({
      phone: '+79001234567',
      city: '2',
    });
  });

  it('maps the server field errors of a 400 onto the form keys', () => {
    expect(formKeyOfServerField('toRequisites.card')).toBe('to.card');
    expect(formKeyOfServerField('fromRequisites.city')).toBe('from.city');
    expect(formKeyOfServerField('fromSumma')).toBe('amount.from');
    expect(
      mapServerFieldErrors({
        'toRequisites.card': ['Invalid card number.'],
        email: ['Invalid e-mail.'],
        fromPs: ['Unknown.'],
        toPs: ['Unknown too.'],
      }),
    ).toEqual({ 'to.card': 'Invalid card number.', email: 'Invalid e-mail.', form: 'Unknown. Unknown too.' });
  });
});
