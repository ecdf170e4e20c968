import type { TLocale } from '@exchanger/core';
import { plural } from '@/lib/i18n';
import type { TTranslate } from '@/lib/i18n/claim';

/** "3 confirmations", "из 3 подтверждений": the count with its word in the locale's plural form. */
export function confirmationsPhrase(t: TTranslate, locale: TLocale, count: number): string {
  return plural(locale, count, {
    one: t('claim.confirmations.one'),
    few: t('claim.confirmations.few'),
    many: t('claim.confirmations.many'),
    other: t('claim.confirmations.other'),
  });
}

/** A long transaction id cut in the middle for the eye (`a1b2c3d4e5…7f8e9d0c`); copied and titled in full. */
export function shortTxid(txid: string): string {
  return txid.length <= 20 ? txid : `${txid.slice(0, 10)}…${txid.slice(-8)}`;
}

/** The share of the required confirmations reached, 0–100. */
export function confirmationsPercent(confirmations: number, required: number): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((confirmations / required) * 100)));
}
