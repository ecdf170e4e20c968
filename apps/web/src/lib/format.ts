/**
 * Display formatting of decimal strings (money is never a JavaScript number, docs/architecture.md#money):
 * thousands are grouped with spaces (`"5043200.5"` → `"5 043 200.5"`), the fraction is kept as is.
 */
import { decimalsOf, formatAmount, formatRate, groupThousands } from '@exchanger/core';

/** Groups the integer part of a plain decimal string by thousands with a space (as the e-mails do). */
export const formatDecimal = groupThousands;

/** Drops trailing zeros of the fraction: `"1000.00"` → `"1000"`, `"0.50"` → `"0.5"`. */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** An amount with its currency: `formatMoney("1000.00", "USDT")` → `"1 000.00 USDT"`. */
export function formatMoney(value: string, currency: string): string {
  return `${formatDecimal(value)} ${currency}`;
}

/**
 * An amount shown like another of its currency: padded to that amount's decimals, the currency's
 * precision as the server sends it (`alignAmount("1.5", "1.25000000")` → `"1.50000000"`). Digits
 * beyond them are kept, never cut: a payment seen on the chain may be finer than the currency.
 */
export function alignAmount(value: string, like: string): string {
  const plain = formatAmount(value);
  return formatAmount(plain, Math.max(decimalsOf(like), decimalsOf(plain)));
}

/** Minutes and seconds (and hours when needed) left until `deadline`, never negative: `"1:05:09"`, `"04:59"`. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * A date and time in the page's language, e.g. "22 нояб. 2026 г., 05:29"; `short` for lists:
 * "22.11.2026, 05:29".
 */
export function formatDateTime(
  iso: string,
  locale: string,
  dateStyle: 'medium' | 'short' = 'medium',
  timeZone?: string,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    dateStyle,
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/**
 * A calendar date in the page's language, e.g. "22 нояб. 2026 г.", "22 Nov 2026"; in the browser's
 * time zone, or `timeZone` (see `useDisplayTimeZone`).
 */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    dateStyle: 'medium',
    timeZone,
  }).format(date);
}

/**
 * A course as people read it, on every page and in the e-mails: "1 BTC = 5 130 900.85 RUB", six
 * significant digits, written the other way round below 1 (`formatRate` in core).
 */
export const formatCourse = formatRate;
