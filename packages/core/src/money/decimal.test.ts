import { describe, expect, it } from 'vitest';
import { dec, formatAmount } from './decimal.js';

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
