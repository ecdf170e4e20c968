import { describe, expect, it } from 'vitest';
import { amountValue, sanitizeAmountInput } from './amount-input';

describe('sanitizeAmountInput', () => {
  it('normalizes the separator and spaces, drops leading zeros', () => {
    expect(sanitizeAmountInput('1 000,50', 2)).toBe('1000.50');
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput('0,5', 8)).toBe('0.5');
    expect(sanitizeAmountInput(',5', 8)).toBe('.5');
    expect(sanitizeAmountInput('', 2)).toBe('');
  });

  it('refuses what is not an amount', () => {
    expect(sanitizeAmountInput('1e5', 2)).toBeNull();
    expect(sanitizeAmountInput('-1', 2)).toBeNull();
    expect(sanitizeAmountInput('1.2.3', 2)).toBeNull();
    expect(sanitizeAmountInput('1234567890123456', 2)).toBeNull();
  });

  it('cuts decimals beyond the precision', () => {
    expect(sanitizeAmountInput('0.123456789', 8)).toBe('0.12345678');
    expect(sanitizeAmountInput('10.5', 0)).toBe('10');
  });
});

describe('amountValue', () => {
  it('gives the decimal string of a partly typed amount', () => {
    expect(amountValue('12.')).toBe('12');
    expect(amountValue('.5')).toBe('0.5');
    expect(amountValue('0012.50')).toBe('12.50');
    expect(amountValue('')).toBeNull();
    expect(amountValue('.')).toBeNull();
  });
});
