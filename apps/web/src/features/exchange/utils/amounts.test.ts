import { describe, expect, it } from 'vitest';
import { PAIR_BTC_SBER, PAIR_USDT_CASH, makePair } from '@/test/fixtures/calculator';
import { amountProblem, amountsReducer, claimAmounts, INITIAL_AMOUNTS, type TAmountsState } from './amounts';
import { pairTerms } from './pair-terms';

const cash = pairTerms(PAIR_USDT_CASH); // 1 USDT = 79.4 RUB, send 1000…100000, RUB precision 0
const btc = pairTerms(PAIR_BTC_SBER); // 1 BTC = 5043200 RUB, receive 5000…1500000, derived send limits

function start(terms = cash, pairKey = '3-18', fromId = 3): TAmountsState {
  return amountsReducer(INITIAL_AMOUNTS, { type: 'terms', pairKey, fromId, terms });
}

describe('amountsReducer', () => {
  it('starts a pair from the minimum ', () => {
    expect(start()).toMatchObject({ send: '1000.00', receive: '79400', source: 'send', edited: false });
    // The send minimum is derived from the receive minimum through the course, rounded up.
    expect(start(btc, '1-9', 1)).toMatchObject({ send: '0.00099144', receive: '5000.03' });
  });

  it('computes receive from a typed send amount, rounding down, accepting a comma', () => {
    const state = amountsReducer(start(), { type: 'type', side: 'send', text: '1500,5', terms: cash });
    expect(state).toMatchObject({ send: '1500.5', receive: '119139', source: 'send', edited: true });
  });

  it('computes send from a typed receive amount (send rounded up)', () => {
    const state = amountsReducer(start(), { type: 'type', side: 'receive', text: '200000', terms: cash });
    expect(state).toMatchObject({ receive: '200000', send: '2518.90', source: 'receive' });
  });

  it('does not clamp while typing, clamps when the field is left ', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'send', text: '10', terms: cash });
    expect(state.send).toBe('10');
    expect(state.receive).toBe('794');
    expect(amountProblem(cash, state.send)).toBe('below_min');
    state = amountsReducer(state, { type: 'blur', side: 'send', terms: cash });
    expect(state).toMatchObject({ send: '1000.00', receive: '79400' });

    state = amountsReducer(state, { type: 'type', side: 'send', text: '250000', terms: cash });
    expect(amountProblem(cash, state.send)).toBe('above_max');
    state = amountsReducer(state, { type: 'blur', side: 'send', terms: cash });
    expect(state).toMatchObject({ send: '100000.00', receive: '7940000' });

    state = amountsReducer(state, { type: 'type', side: 'receive', text: '100', terms: cash });
    state = amountsReducer(state, { type: 'blur', side: 'receive', terms: cash });
    expect(state).toMatchObject({ send: '1000.00', receive: '79400' });
  });

  it('treats an emptied field as zero when it is left', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'send', text: '', terms: cash });
    expect(state).toMatchObject({ send: '', receive: '' });
    expect(amountProblem(cash, state.send)).toBe('empty');
    state = amountsReducer(state, { type: 'blur', side: 'send', terms: cash });
    expect(state.send).toBe('1000.00');
  });

  it('ignores what is not an amount and cuts decimals past the precision', () => {
    const base = start();
    expect(amountsReducer(base, { type: 'type', side: 'send', text: '12a', terms: cash })).toBe(base);
    expect(amountsReducer(base, { type: 'type', side: 'send', text: '1.2.3', terms: cash })).toBe(base);
    expect(amountsReducer(base, { type: 'type', side: 'send', text: '1200.129', terms: cash }).send).toBe(
      '1200.12',
    );
    // Roubles have no decimals here: the separator is dropped.
    expect(
      amountsReducer(base, { type: 'type', side: 'receive', text: '80000.5', terms: cash }).receive,
    ).toBe('80000');
  });

  it('keeps a typed amount for another receive currency, clamped into the new limits', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'send', text: '3000', terms: cash });
    const card = pairTerms(
      makePair(3, 16, { course: '0.965', from: { ...PAIR_USDT_CASH.from, min: '100', max: '2000' } }),
    );
    state = amountsReducer(state, { type: 'terms', pairKey: '3-16', fromId: 3, terms: card });
    expect(state).toMatchObject({ pairKey: '3-16', send: '2000.00', receive: '1930.00' });
  });

  it('starts again from the minimum for another send currency', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'send', text: '3000', terms: cash });
    state = amountsReducer(state, { type: 'terms', pairKey: '1-9', fromId: 1, terms: btc });
    expect(state).toMatchObject({ send: '0.00099144', receive: '5000.03', edited: false });
  });

  it('re-computes the side the user did not type when the course changes', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'receive', text: '100000', terms: cash });
    const moved = { ...cash, course: '80' };
    state = amountsReducer(state, { type: 'terms', pairKey: '3-18', fromId: 3, terms: moved });
    expect(state).toMatchObject({ receive: '100000', send: '1250.00' });
  });
});

describe('amountsReducer: swap and clamp', () => {
  // SBERRUB → BTC: 1 RUB = 0.00000019 BTC, no limits of its own.
  const reverse = pairTerms(
    makePair(9, 1, {
      course: '0.00000019',
      from: { ...PAIR_BTC_SBER.to, id: 9, min: null, max: null },
      to: { ...PAIR_BTC_SBER.from, id: 1, min: null, max: null },
    }),
  );

  it('keeps the typed amount with its currency when the direction is swapped', () => {
    let state = amountsReducer(start(btc, '1-9', 1), {
      type: 'type',
      side: 'send',
      text: '0.05',
      terms: btc,
    });
    state = amountsReducer(state, { type: 'swap', pairKey: '9-1' });
    // Until the reverse pair arrives nothing changes; then 0.05 BTC is what is received.
    expect(state).toMatchObject({ send: '0.05', source: 'send' });
    state = amountsReducer(state, { type: 'terms', pairKey: '9-1', fromId: 9, terms: reverse });
    expect(state).toMatchObject({ receive: '0.05', send: '263157.90', source: 'receive', carry: null });
    // And back: the typed receive amount is sent again.
    state = amountsReducer(state, { type: 'swap', pairKey: '1-9' });
    state = amountsReducer(state, { type: 'terms', pairKey: '1-9', fromId: 1, terms: btc });
    expect(state).toMatchObject({ send: '0.05', receive: '252160.00', source: 'send' });
  });

  it('says beside the field that leaving it moved the amount into the limits', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'send', text: '250000', terms: cash });
    expect(state.clamped).toBeNull();
    state = amountsReducer(state, { type: 'blur', side: 'send', terms: cash });
    expect(state).toMatchObject({ send: '100000.00', clamped: { side: 'send', limit: 'max' } });
    // Typing again (in either field) takes the message away.
    state = amountsReducer(state, { type: 'type', side: 'receive', text: '', terms: cash });
    expect(state).toMatchObject({ send: '', receive: '', clamped: null });
    state = amountsReducer(state, { type: 'type', side: 'receive', text: '100000', terms: cash });
    expect(state).toMatchObject({ receive: '100000', send: '1259.45' });
  });

  it('clamps the typed side on submit', () => {
    let state = amountsReducer(start(), { type: 'type', side: 'receive', text: '50', terms: cash });
    state = amountsReducer(state, { type: 'clamp', terms: cash });
    expect(state).toMatchObject({
      send: '1000.00',
      receive: '79400',
      clamped: { side: 'receive', limit: 'min' },
    });
  });
});

describe('claimAmounts', () => {
  it('gives the authoritative quote of a valid send amount, nothing otherwise', () => {
    expect(claimAmounts(cash, '1500.5')).toEqual({ fromSumma: '1500.50', toSumma: '119139' });
    expect(claimAmounts(cash, '999')).toBeNull();
    expect(claimAmounts(cash, '')).toBeNull();
  });
});
