import { describe, expect, it } from 'vitest';
import { claimNumber, readClaimNumber } from './claim-number.js';

describe('the claim number', () => {
  it('is the first eight hex digits of the id', () => {
    expect(claimNumber('9023759A-2b4d-4c5e-8f6a-7b8c9d0e1f2a')).toBe('9023759a');
  });

  it('is read as typed, with or without #, and nothing else', () => {
    expect(readClaimNumber(' #9023759A ')).toBe('9023759a');
    expect(readClaimNumber('9023759a')).toBe('9023759a');
    for (const bad of ['', '9023759', '9023759a1', '9023759g', '9023759a-2b4d', '##9023759a'])
      expect(readClaimNumber(bad)).toBeNull();
  });
});
