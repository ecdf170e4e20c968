import { describe, expect, it } from 'vitest';
import { alignAmount, formatCountdown, formatCourse, formatDecimal, trimZeros } from './format';

describe('format', () => {
  it('groups thousands without touching the fraction', () => {
    expect(formatDecimal('5043200')).toBe('5 043 200');
    expect(formatDecimal('1234.56789')).toBe('1 234.56789');
    expect(formatDecimal('0.001')).toBe('0.001');
    expect(trimZeros('1000.00')).toBe('1000');
    expect(trimZeros('0.50')).toBe('0.5');
  });

  it('pads an amount to the decimals of another of its currency, never cutting digits', () => {
    expect(alignAmount('1.5', '1.50000000')).toBe('1.50000000');
    expect(alignAmount('2', '100.00')).toBe('2.00');
    expect(alignAmount('0.000000001', '1.50000000')).toBe('0.000000001');
    expect(alignAmount('1.500', '7')).toBe('1.5');
    expect(alignAmount('12345678.1', '0.01000000')).toBe('12345678.10000000');
  });

  it('shows a course from 1 unit of the send currency, or inverted below 1', () => {
    expect(formatCourse('5043200', 'BTC', 'RUB')).toBe('1 BTC = 5 043 200 RUB');
    expect(formatCourse('79.4', 'USDT', 'RUB')).toBe('1 USDT = 79.4 RUB');
    expect(formatCourse('0.01207', 'RUB', 'USDT')).toBe('1 USDT = 82.85 RUB');
    expect(formatCourse('0.0000002', 'RUB', 'BTC')).toBe('1 BTC = 5 000 000 RUB');
    // Six significant digits, not the ten decimals of the course on the wire.
    expect(formatCourse('18.3456789012', 'BTC', 'ETH')).toBe('1 BTC = 18.3457 ETH');
  });

  it('counts down in minutes and seconds, with hours when needed', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(2 * 3600_000 - 1000)).toBe('1:59:59');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
