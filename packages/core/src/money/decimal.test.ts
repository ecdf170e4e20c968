import { describe, expect, it } from 'vitest';
import { columnProblemOf, dec, fitsColumn, formatAmount, MONEY_COLUMN, PERCENT_COLUMN } from './decimal.js';

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
