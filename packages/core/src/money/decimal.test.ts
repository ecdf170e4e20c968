import { describe, expect, it } from 'vitest';
import {
  Big,
  columnProblemOf,
  dec,
  divTo,
  fitsColumn,
  formatAmount,
  MONEY_COLUMN,
  PERCENT_COLUMN,
} from './decimal.js';

describe('formatAmount', () => {
  it('pads or cuts to the currency precision, rounding down', () => {
    expect(formatAmount('0.01', 8)).toBe('0.01000000');
    expect(formatAmount('50432', 2)).toBe('50432.00');
    expect(formatAmount('1.239', 2)).toBe('1.23');
    expect(formatAmount(dec('7.5'), 0)).toBe('7');
  });

  it('drops trailing zeros without a precision', () => {
    expect(formatAmount('1.50000000')).toBe('1.5');
    expect(formatAmount('6512345.12')).toBe('6512345.12');
    expect(formatAmount('100')).toBe('100');
  });
});

describe('decimal columns', () => {
  it('fit what numeric(38,18) and numeric(10,4) hold, rounding to the scale as the database does', () => {
    expect(fitsColumn(dec(`${'9'.repeat(20)}.${'9'.repeat(18)}`), MONEY_COLUMN)).toBe(true);
    expect(fitsColumn(dec('1e20'), MONEY_COLUMN)).toBe(false);
    expect(fitsColumn(dec(`-${'9'.repeat(21)}`), MONEY_COLUMN)).toBe(false);
    // Rounded up to 18 decimals, it becomes 10^20.
    expect(fitsColumn(dec(`${'9'.repeat(20)}.${'9'.repeat(19)}`), MONEY_COLUMN)).toBe(false);
    expect(fitsColumn(dec('999999.99994'), PERCENT_COLUMN)).toBe(true);
    expect(fitsColumn(dec('999999.99995'), PERCENT_COLUMN)).toBe(false);
  });

  it('name what is wrong with a text: too many digits before the point, or after it', () => {
    expect(columnProblemOf('123456789012345678901', MONEY_COLUMN)).toBe('too_large');
    expect(columnProblemOf('-123456789012345678901', MONEY_COLUMN)).toBe('too_large');
    expect(columnProblemOf('12345678901234567890.5', MONEY_COLUMN)).toBeNull();
    expect(columnProblemOf('0.1234567890123456789', MONEY_COLUMN)).toBe('too_precise');
    expect(columnProblemOf('1234567', PERCENT_COLUMN)).toBe('too_large');
    expect(columnProblemOf('1.23456', PERCENT_COLUMN)).toBe('too_precise');
  });
});

describe('divTo', () => {
  it('rounds the exact quotient once, where a division to 40 places would round it twice', () => {
    expect(divTo(dec(1), dec(3), 8, 'down').toFixed()).toBe('0.33333333');
    expect(divTo(dec(1), dec(3), 8, 'up').toFixed()).toBe('0.33333334');
    // 2 / (2 − 10⁻⁴¹) = 1.000…0005 (the 41st place): above 1, so rounded up it is one unit more.
    const divisor = dec(`1.${'9'.repeat(41)}`);
    expect(divTo(dec(2), divisor, 8, 'up').toFixed()).toBe('1.00000001');
    expect(divTo(dec(2), divisor, 8, 'down').toFixed()).toBe('1');
    expect(dec(2).div(divisor).round(8, 3).toFixed()).toBe('1');
  });

  it('leaves the default precision and rounding as they were, even when the division fails', () => {
    expect(() => divTo(dec(1), dec(0), 2, 'up')).toThrow();
    expect([Big.DP, Big.RM]).toEqual([40, Big.roundHalfUp]);
  });
});
