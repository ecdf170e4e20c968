import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, decimalsOf } from '../money/decimal.js';
import {
  checkClaimAmounts,
  capSendByReserve,
  deriveLimits,
  initialQuote,
  isPairTradable,
  quoteFromReceive,
  quoteFromSend,
  type TPairTerms,
} from './calculator.js';

const btcToRub: TPairTerms = {
  course: '6512345.12',
  from: { precision: 8, min: '0.001', max: '2' },
  to: { precision: 2, min: null, max: null },
};

describe('quoteFromSend', () => {
  it('multiplies by the course and rounds the receive amount down', () => {
    expect(quoteFromSend(btcToRub, '0.01')).toEqual({
      send: '0.01000000',
      receive: '65123.45',
      clamped: null,
    });
    // 0.00123457 × 6512345.12 = 8039.9459…: rounded down, not half up.
    expect(quoteFromSend(btcToRub, '0.00123457').receive).toBe('8039.94');
  });

  it('clamps into min–max', () => {
    expect(quoteFromSend(btcToRub, '0.0001')).toMatchObject({ send: '0.00100000', clamped: 'min' });
    expect(quoteFromSend(btcToRub, '5')).toMatchObject({
      send: '2.00000000',
      receive: '13024690.24',
      clamped: 'max',
    });
  });

  it('drops digits beyond the send precision', () => {
    expect(quoteFromSend(btcToRub, '0.0123456789').send).toBe('0.01234567');
  });
});

describe('quoteFromReceive', () => {
  it('divides by the course, rounds the send up and re-computes the receive', () => {
    const q = quoteFromReceive(btcToRub, '65123.45');
    expect(q.send).toBe('0.01000000');
    expect(q.receive).toBe('65123.45');
    const odd = quoteFromReceive(btcToRub, '10000');
    expect(dec(odd.receive).gte('10000')).toBe(true);
    expect(quoteFromSend(btcToRub, odd.send)).toEqual(odd);
  });

  it('clamps through the send side', () => {
    expect(quoteFromReceive(btcToRub, '1')).toMatchObject({ send: '0.00100000', clamped: 'min' });
  });
});

describe('deriveLimits', () => {
  it('derives a missing send minimum from the receive minimum and the reverse', () => {
    const rubToBtc: TPairTerms = {
      course: '0.00000015',
      from: { precision: 2, min: null, max: '3000000' },
      to: { precision: 8, min: '0.001', max: null },
    };
    const limits = deriveLimits(rubToBtc);
    expect(limits.send.min?.toFixed()).toBe('6666.67');
    expect(limits.send.max?.toFixed()).toBe('3000000');
    expect(limits.receive.min?.toFixed()).toBe('0.001');
    expect(limits.receive.max?.toFixed()).toBe('0.45');
  });

  it('derives a missing maximum the same way and caps it by the reserve', () => {
    const terms: TPairTerms = {
      course: '100',
      from: { precision: 2, min: '1', max: null },
      to: { precision: 2, min: null, max: '5000' },
      reserve: '3000',
    };
    const limits = deriveLimits(terms);
    expect(limits.send.max?.toFixed()).toBe('30');
    expect(limits.receive.max?.toFixed()).toBe('3000');
    expect(isPairTradable(terms)).toBe(true);
    expect(isPairTradable({ ...terms, reserve: '50' })).toBe(false);
    expect(isPairTradable({ ...terms, reserve: '0' })).toBe(false);
  });

  it('starts at the minimum', () => {
    expect(initialQuote(btcToRub)).toEqual(quoteFromSend(btcToRub, '0.001'));
  });
});

describe('checkClaimAmounts', () => {
  it('accepts the quote the browser computed, and one unit off', () => {
    const q = quoteFromSend(btcToRub, '0.01');
    expect(checkClaimAmounts(btcToRub, '0.01', q.receive)).toEqual({ ok: true, quote: q });
    expect(checkClaimAmounts(btcToRub, '0.01', '65123.46').ok).toBe(true);
  });

  it('refuses wrong amounts without clamping them', () => {
    expect(checkClaimAmounts(btcToRub, '0.01', '65123.47')).toEqual({
      ok: false,
      problem: 'receive_mismatch',
    });
    expect(checkClaimAmounts(btcToRub, '0.0001', '651.23')).toMatchObject({
      ok: false,
      problem: 'below_min',
      limit: '0.001',
    });
    expect(checkClaimAmounts(btcToRub, '3', '1')).toMatchObject({
      ok: false,
      problem: 'above_max',
      limit: '2',
    });
    expect(checkClaimAmounts(btcToRub, '0.010000001', '65123.45')).toEqual({
      ok: false,
      problem: 'precision',
    });
  });
});

/** Random but valid pair terms: course, precisions, optional limits on either side, a reserve. */
const arbTerms: fc.Arbitrary<TPairTerms> = fc
  .record({
    courseInt: fc.bigInt({ min: 1n, max: 10n ** 14n }),
    courseScale: fc.integer({ min: 0, max: 12 }),
    pf: fc.integer({ min: 0, max: 8 }),
    pt: fc.integer({ min: 0, max: 8 }),
    fromMin: fc.option(fc.integer({ min: 1, max: 1000 })),
    fromMaxFactor: fc.option(fc.integer({ min: 1, max: 100000 })),
    toMin: fc.option(fc.integer({ min: 1, max: 1000 })),
    toMax: fc.option(fc.integer({ min: 1000, max: 10_000_000 })),
    reserve: fc.option(fc.integer({ min: 1, max: 100_000_000 })),
  })
  .map((r) => {
    const course = dec(r.courseInt.toString()).div(dec(10).pow(r.courseScale)).toFixed();
    const fromMin = r.fromMin === null ? null : String(r.fromMin);
    return {
      course,
      from: {
        precision: r.pf,
        min: fromMin,
        max: r.fromMaxFactor === null ? null : String((r.fromMin ?? 1) * r.fromMaxFactor),
      },
      to: {
        precision: r.pt,
        min: r.toMin === null ? null : String(r.toMin),
        max: r.toMax === null ? null : String(r.toMax),
      },
      reserve: r.reserve === null ? null : String(r.reserve),
    };
  });

const arbAmount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 12 }))
  .map(([n, scale]) => dec(n.toString()).div(dec(10).pow(scale)).toFixed());

// Thousands of generated cases each: a loaded machine must not turn them into timeouts.
describe('calculator properties', { timeout: 60_000 }, () => {
  it('caps the reserve-free send maximum by the reserve exactly as deriveLimits does', () => {
    fc.assert(
      fc.property(arbTerms, (terms) => {
        const free = deriveLimits({ ...terms, reserve: null }).send.max;
        const capped = capSendByReserve(terms, free);
        const expected = deriveLimits(terms).send.max;
        expect(capped === null ? null : capped.toFixed()).toBe(expected === null ? null : expected.toFixed());
      }),
    );
  });

  it('never leaves min–max and never has more digits than the precision', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, fc.boolean(), (terms, amount, fromSend) => {
        fc.pre(isPairTradable(terms));
        const q = fromSend ? quoteFromSend(terms, amount) : quoteFromReceive(terms, amount);
        const { send } = deriveLimits(terms);
        expect(decimalsOf(q.send)).toBe(terms.from.precision);
        expect(decimalsOf(q.receive)).toBe(terms.to.precision);
        if (send.min) expect(dec(q.send).gte(send.min)).toBe(true);
        if (send.max) expect(dec(q.send).lte(send.max)).toBe(true);
        // The exchanger never pays more than send × course.
        expect(dec(q.receive).lte(dec(q.send).times(terms.course))).toBe(true);
        if (terms.reserve) expect(dec(q.receive).lte(terms.reserve)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('every quote the calculator shows is accepted by the server check, with the same numbers', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, fc.boolean(), (terms, amount, fromSend) => {
        fc.pre(isPairTradable(terms));
        const q = fromSend ? quoteFromSend(terms, amount) : quoteFromReceive(terms, amount);
        fc.pre(dec(q.send).gt(0));
        const checked = checkClaimAmounts(terms, q.send, q.receive);
        expect(checked).toEqual({ ok: true, quote: { ...q, clamped: null } });
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: quoting a quote changes nothing', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, (terms, amount) => {
        fc.pre(isPairTradable(terms));
        const q = quoteFromSend(terms, amount);
        expect(quoteFromSend(terms, q.send)).toEqual({ ...q, clamped: null });
      }),
      { numRuns: 1000 },
    );
  });
});
