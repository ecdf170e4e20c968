/**
 * How "About the exchanger" reads on a page (docs/decisions/036-about-and-working-hours.md): each
 * text in the page's language, or the other one when only that is filled; the working hours as
 * day ranges and times in the exchanger's time zone (never the visitor's clock, so the server's
 * markup and the browser's agree).
 */
import type { TAboutExchanger, TLocale, TWorkingHours } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n';

type TTranslate = (key: TMessageKey, params?: Record<string, string | number>) => string;

/** The text in `locale`, else in the other language; '' when neither is filled. */
export function localized(line: { ru: string; en: string }, locale: TLocale): string {
  return line[locale] || line[locale === 'ru' ? 'en' : 'ru'];
}

const DAY_KEYS: Record<number, TMessageKey> = {
  1: 'about.day.1',
  2: 'about.day.2',
  3: 'about.day.3',
  4: 'about.day.4',
  5: 'about.day.5',
  6: 'about.day.6',
  7: 'about.day.7',
};

/** Runs of consecutive weekdays: [1,2,3,4,5,7] → [[1,5],[7,7]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of [...new Set(days)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** "Mon–Fri, Sun 09:00–21:00 (Asia/Almaty)", "Around the clock", or '' when not stated. */
export function hoursText(hours: TWorkingHours | null, t: TTranslate): string {
  if (!hours) return '';
  if (hours.alwaysOpen) return t('about.alwaysOpen');
  const day = (n: number) => t(DAY_KEYS[n] ?? 'about.day.1');
  const days =
    hours.days.length === 7
      ? t('about.everyDay')
      : dayRuns(hours.days)
          .map(([from, to]) =>
            from === to ? day(from) : `${day(from)}${to === from + 1 ? ', ' : '–'}${day(to)}`,
          )
          .join(', ');
  return t('about.hoursValue', { days, opens: hours.opens, closes: hours.closes, zone: hours.timeZone });
}

export interface TAboutLines {
  legalName: string;
  jurisdiction: string;
  address: string;
  hours: string;
}

/** The block's lines in the page's language; null when there is nothing to show. */
export function aboutLines(
  about: TAboutExchanger | undefined,
  locale: TLocale,
  t: TTranslate,
): TAboutLines | null {
  if (!about) return null;
  const lines = {
    legalName: localized(about.legalName, locale),
    jurisdiction: localized(about.jurisdiction, locale),
    address: localized(about.address, locale),
    hours: hoursText(about.hours, t),
  };
  return Object.values(lines).some(Boolean) ? lines : null;
}
