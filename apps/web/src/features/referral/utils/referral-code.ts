/**
 * The referrer's code of a referral link (`/?ref=<code>`, `/register?ref=<code>`), kept for 30 days
 * in localStorage so that a visitor who signs up or creates a claim later is still credited to the
 * referrer. A newer link replaces an older one. Storage that is unavailable (private mode, blocked
 * cookies) simply keeps nothing.
 */

export const REFERRAL_STORAGE_KEY = 'refferal';
export const REFERRAL_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFERRAL_PARAM = 'ref';

/** What a referral code may look like (the server allows at most 64 characters). */
const CODE = /^[\w-]{1,64}$/;

interface TKeptCode {
  code: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isReferralCode(value: string): boolean {
  return CODE.test(value);
}

/** Keeps `?ref=` of a query string; returns the code kept, or null when there was none (or a bad one). */
export function keepReferralFromSearch(search: string, now: number = Date.now()): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim() ?? '';
  if (!isReferralCode(code)) return null;
  const kept: TKeptCode = { code, expiresAt: now + REFERRAL_TTL_MS };
  try {
    storage()?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Quota or a blocked storage: the code is simply not kept.
  }
  return code;
}

/** The kept code, or null when there is none or it is older than 30 days (then it is forgotten). */
export function readReferralCode(now: number = Date.now()): string | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<TKeptCode>;
    if (typeof kept.code === 'string' && isReferralCode(kept.code) && typeof kept.expiresAt === 'number') {
      if (kept.expiresAt > now) return kept.code;
    }
  } catch {
    // Not ours or damaged: forget it below.
  }
  forgetReferralCode();
  return null;
}

/**
 * The code that counts on a page with this query string: its own `?ref=` (the layout keeps it
 * only after the page has rendered), else the kept one. Reads only.
 */
export function currentReferralCode(search: string, now: number = Date.now()): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim() ?? '';
  return isReferralCode(code) ? code : readReferralCode(now);
}

export function forgetReferralCode(): void {
  try {
    storage()?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
