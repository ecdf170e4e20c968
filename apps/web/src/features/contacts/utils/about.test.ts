import { EMPTY_ABOUT, type TWorkingHours } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { ru } from '@/lib/i18n/ru';
import { aboutLines, dayRuns, hoursText, localized } from './about';

const translate =
  (dictionary: Record<string, string>) =>
  (key: string, params: Record<string, string | number> = {}) =>
    (dictionary[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

const hours = (over: Partial<TWorkingHours> = {}): TWorkingHours => ({
  alwaysOpen: false,
  timeZone: 'Europe/Moscow',
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
  ...over,
});

describe('hoursText', () => {
  it('writes days as ranges, in the exchanger’s time zone, in both languages', () => {
    expect(hoursText(hours(), translate(en))).toBe('Mon–Fri, 09:00–18:00 (Europe/Moscow)');
    expect(hoursText(hours({ days: [1, 2, 3, 4, 5, 7] }), translate(ru))).toBe(
      'Пн–Пт, Вс, 09:00–18:00 (Europe/Moscow)',
    );
    expect(hoursText(hours({ days: [6, 7], opens: '20:00', closes: '02:00' }), translate(en))).toBe(
      'Sat, Sun, 20:00–02:00 (Europe/Moscow)',
    );
    expect(hoursText(hours({ days: [1, 2, 3, 4, 5, 6, 7] }), translate(en))).toBe(
      'Every day, 09:00–18:00 (Europe/Moscow)',
    );
  });

  it('says "around the clock" only when an administrator said so, and nothing when no hours are stated', () => {
    expect(hoursText(hours({ alwaysOpen: true }), translate(ru))).toBe('Круглосуточно, без выходных');
    expect(hoursText(null, translate(en))).toBe('');
  });
});

describe('dayRuns', () => {
  it('joins consecutive days once each', () => {
    expect(dayRuns([5, 1, 2, 3, 3, 7])).toEqual([
      [1, 3],
      [5, 5],
      [7, 7],
    ]);
  });
});

describe('aboutLines', () => {
  it('takes the other language when one is empty, and is null when nothing is stated', () => {
    expect(localized({ ru: 'Москва', en: '' }, 'en')).toBe('Москва');
    expect(aboutLines(EMPTY_ABOUT, 'ru', translate(ru))).toBeNull();
    expect(aboutLines(undefined, 'ru', translate(ru))).toBeNull();
    expect(aboutLines({ ...EMPTY_ABOUT, legalName: { ru: 'ООО', en: 'LLC' } }, 'en', translate(en))).toEqual({
      legalName: 'LLC',
      jurisdiction: '',
      address: '',
      hours: '',
    });
  });
});
