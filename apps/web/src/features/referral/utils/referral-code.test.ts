import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentReferralCode,
  keepReferralFromSearch,
  readReferralCode,
  REFERRAL_STORAGE_KEY,
  REFERRAL_TTL_MS,
} from './referral-code';

const NOW = Date.UTC(2026, 0, 10);

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('referral code keeping', () => {
  it('keeps ?ref= for 30 days, then forgets it', () => {
    expect(keepReferralFromSearch('?ref=FRIEND-42&cur_from=BTC', NOW)).toBe('FRIEND-42');
    expect(readReferralCode(NOW)).toBe('FRIEND-42');
    expect(readReferralCode(NOW + REFERRAL_TTL_MS - 1)).toBe('FRIEND-42');
    expect(readReferralCode(NOW + REFERRAL_TTL_MS)).toBeNull();
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('lets a newer link replace the kept code and restarts the 30 days', () => {
    keepReferralFromSearch('?ref=first', NOW);
    keepReferralFromSearch('?ref=second', NOW + 1000);
    expect(readReferralCode(NOW + REFERRAL_TTL_MS + 500)).toBe('second');
  });

  it('ignores pages without a code and codes that cannot be one', () => {
    keepReferralFromSearch('?ref=good', NOW);
    expect(keepReferralFromSearch('', NOW)).toBeNull();
    expect(keepReferralFromSearch('?ref=', NOW)).toBeNull();
    expect(keepReferralFromSearch('?ref=%3Cscript%3E', NOW)).toBeNull();
    expect(keepReferralFromSearch(`?ref=${'x'.repeat(65)}`, NOW)).toBeNull();
    expect(readReferralCode(NOW)).toBe('good');
  });

  it('prefers the code of the page itself to the kept one', () => {
    keepReferralFromSearch('?ref=kept', NOW);
    expect(currentReferralCode('?ref=fresh', NOW)).toBe('fresh');
    expect(currentReferralCode('?ref=<bad>', NOW)).toBe('kept');
    expect(currentReferralCode('', NOW)).toBe('kept');
  });

  it('forgets a damaged entry and survives a storage that throws', () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, '{not json');
    expect(readReferralCode(NOW)).toBeNull();
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(keepReferralFromSearch('?ref=abc', NOW)).toBe('abc');
    expect(readReferralCode(NOW)).toBeNull();
  });
});
