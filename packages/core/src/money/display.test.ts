import { describe, expect, it } from 'vitest';
import { formatRate, formatRateValue, groupThousands } from './display.js';

describe('groupThousands', () => {
  it('groups the integer part with spaces and keeps the fraction as it is', () => {
    expect(groupThousands('5342601.43')).toBe('5 342 601.43');
    expect(groupThousands('1234.56789012')).toBe('1 234.56789012');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('-1000')).toBe('-1 000');
  });
});

describe('formatRate', () => {
  it('shows 6 significant digits: a BTC → ETH rate is not 10 decimals long', () => {
    expect(formatRate('18.3456789012', 'BTC', 'ETH')).toBe('1 BTC = 18.3457 ETH');
    expect(formatRateValue('1.23456789')).toBe('1.23457');
  });

  it('keeps the integer part whole and at least 2 decimals, trailing zeros dropped', () => {
    expect(formatRate('5130900.85303', 'BTC', 'RUB')).toBe('1 BTC = 5 130 900.85 RUB');
    expect(formatRate('5043200', 'BTC', 'RUB')).toBe('1 BTC = 5 043 200 RUB');
    expect(formatRate('79.4', 'USDT', 'RUB')).toBe('1 USDT = 79.4 RUB');
    expect(formatRate('0.965', 'USDT', 'USD')).toBe('1 USD = 1.03627 USDT');
  });

  it('writes a rate below 1 the other way round, never as 0.0000…', () => {
    expect(formatRate('0.0000002', 'RUB', 'BTC')).toBe('1 BTC = 5 000 000 RUB');
    expect(formatRate('0.01207', 'RUB', 'USDT')).toBe('1 USDT = 82.85 RUB');
    expect(formatRate('0.00000019489', 'RUB', 'BTC')).toBe('1 BTC = 5 131 099.59 RUB');
  });

  it('leaves what is not a positive decimal as it is', () => {
    expect(formatRate('oops', 'A', 'B')).toBe('oops');
    expect(formatRate('0', 'A', 'B')).toBe('0');
    expect(formatRate('1', 'USDT', 'USDT')).toBe('1 USDT = 1 USDT');
  });
});
