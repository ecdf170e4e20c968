import { describe, expect, it } from 'vitest';
import { crossFormula, evaluateCourse, parseCourseFormula } from './course-formula.js';

const rates: Record<string, string> = { 'binance:BTCUSDT': '64000', 'cbr:USDRUB': '80', 'cbr:EURRUB': '92' };
const rate = (feed: string, symbol: string) => rates[`${feed}:${symbol}`] ?? null;

describe('course formulas', () => {
  it('parses factors and refuses garbage', () => {
    expect(parseCourseFormula('binance:BTCUSDT*1/cbr:USDRUB')).toEqual([
      { feedId: 'binance', symbol: 'BTCUSDT', inverted: false },
      { feedId: 'cbr', symbol: 'USDRUB', inverted: true },
    ]);
    expect(parseCourseFormula('')).toEqual([]);
    // `1`: the value of a dollar in dollars (USDT's USD formula).
    expect(parseCourseFormula(' 1 ')).toEqual([]);
    expect(() => parseCourseFormula('2')).toThrow(RangeError);
    expect(() => parseCourseFormula('BTCUSDT')).toThrow(/BTCUSDT/);
    expect(() => parseCourseFormula('binance:btc')).toThrow(RangeError);
  });

  it('builds from → to as from × 1/to', () => {
    expect(crossFormula('binance:BTCUSDT', '1/cbr:USDRUB')).toBe('binance:BTCUSDT*cbr:USDRUB');
    expect(crossFormula('1/cbr:USDRUB', 'binance:BTCUSDT')).toBe('1/cbr:USDRUB*1/binance:BTCUSDT');
    expect(crossFormula('', '')).toBe('');
  });

  it('evaluates with the margin, exactly', () => {
    expect(evaluateCourse(parseCourseFormula('binance:BTCUSDT*cbr:USDRUB'), rate, '1.5')).toBe('5043200');
    // 1 / 80 / 64000 × 0.975 = 1.904296875e-7
    expect(evaluateCourse(parseCourseFormula('1/cbr:USDRUB*1/binance:BTCUSDT'), rate, '2.5')).toBe(
      '0.0000001904296875',
    );
    expect(evaluateCourse(parseCourseFormula('cbr:EURRUB*1/cbr:USDRUB'), rate, '0')).toBe('1.15');
    // 1/3 keeps 12 significant digits, rounded down.
    expect(evaluateCourse(parseCourseFormula('1/x:ABC'), () => '3', '0')).toBe('0.333333333333');
  });

  it('has no course when a rate is missing or the margin eats it', () => {
    expect(evaluateCourse(parseCourseFormula('binance:ETHUSDT'), rate, '0')).toBeNull();
    expect(evaluateCourse(parseCourseFormula('binance:BTCUSDT'), rate, '100')).toBeNull();
  });
});
