/**
 * The edit form of a direction, as strings (what the inputs hold), and what of it changed: only
 * those fields are sent, so an operator never overwrites a term another one changed meanwhile
 * without touching it. Amounts and percentages stay decimal strings (a comma is taken for a
 * point); "1.50" against "1.5" is no change. An emptied limit is sent as null (no limit).
 */
import { dec, DECIMAL_PATTERN, type TAdminDirection, type TAdminDirectionUpdate } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

export const LIMIT_FIELDS = ['fromMin', 'fromMax', 'toMin', 'toMax'] as const;
export const FLAG_FIELDS = [
  'active',
  'verificationRequired',
  'humanCheck',
  'congestionFrom',
  'congestionTo',
] as const;

/** The form's fields; `notify.ru` and `notify.en` are named as the API names their errors. */
export type TDirectionField =
  | 'manualCourse'
  | 'marginPercent'
  | 'bonus'
  | (typeof LIMIT_FIELDS)[number]
  | (typeof FLAG_FIELDS)[number]
  | 'lifetimeMinutes'
  | 'notify.ru'
  | 'notify.en'
  | 'reason';
export type TDirectionValues = Record<TDirectionField, string>;

/** The terms without the reason: what a save may change. */
export type TDirectionChange = Omit<TAdminDirectionUpdate, 'reason'>;

/** A flag in the form: a checkbox keeps `'true'` or `'false'`. */
export const flag = (value: boolean) => (value ? 'true' : 'false');

/** The form filled with a direction's terms as they are. */
export function directionValues(direction: TAdminDirection): TDirectionValues {
  return {
    manualCourse: direction.manualCourse ?? '',
    marginPercent: direction.marginPercent,
    bonus: direction.bonus,
    fromMin: direction.fromMin ?? '',
    fromMax: direction.fromMax ?? '',
    toMin: direction.toMin ?? '',
    toMax: direction.toMax ?? '',
    active: flag(direction.active),
    verificationRequired: flag(direction.verificationRequired),
    humanCheck: flag(direction.humanCheck),
    congestionFrom: flag(direction.congestionFrom),
    congestionTo: flag(direction.congestionTo),
    lifetimeMinutes: String(direction.lifetimeMinutes),
    'notify.ru': direction.notify.ru,
    'notify.en': direction.notify.en,
    reason: '',
  };
}

/** 0 to 99.9999, as the API accepts: a margin never makes the course better than the market. */
const PERCENT = /^\d{1,2}(\.\d{1,4})?$/;
const BONUS = /^\d{1,3}(\.\d{1,4})?$/;
const MINUTES = /^\d{1,4}$/;

const typed = (value: string) => value.trim().replace(',', '.');

/** Both are the same number (both are valid decimals, possibly signed). */
function sameNumber(before: string, after: string): boolean {
  try {
    return dec(before).eq(dec(after));
  } catch {
    return before === after;
  }
}

export interface TDirectionChanges {
  change: TDirectionChange;
  /** What is wrong with the form, by field: nothing is sent while there is something. */
  problems: Partial<Record<TDirectionField, TMessageKey>>;
}

/** What the form changes in `direction`, and what in it cannot be sent. */
export function directionChanges(direction: TAdminDirection, values: TDirectionValues): TDirectionChanges {
  const change: TDirectionChange = {};
  const problems: TDirectionChanges['problems'] = {};

  if (direction.courseSource === 'manual') {
    const course = typed(values.manualCourse);
    if (!course) problems.manualCourse = 'admin.directions.courseRequired';
    else if (!DECIMAL_PATTERN.test(course)) problems.manualCourse = 'admin.directions.decimalInvalid';
    else if (dec(course).lte(0)) problems.manualCourse = 'admin.directions.coursePositive';
    else if (direction.manualCourse === null || !sameNumber(direction.manualCourse, course))
      change.manualCourse = course;
  }

  const margin = typed(values.marginPercent);
  if (!PERCENT.test(margin)) problems.marginPercent = 'admin.directions.percentInvalid';
  else if (!sameNumber(direction.marginPercent, margin)) change.marginPercent = margin;

  const bonus = typed(values.bonus);
  if (!BONUS.test(bonus)) problems.bonus = 'admin.directions.bonusInvalid';
  else if (!sameNumber(direction.bonus, bonus)) change.bonus = bonus;

  for (const key of LIMIT_FIELDS) {
    const limit = typed(values[key]);
    const before = direction[key];
    if (!limit) {
      if (before !== null) change[key] = null;
    } else if (!DECIMAL_PATTERN.test(limit)) {
      problems[key] = 'admin.directions.decimalInvalid';
    } else if (before === null || !sameNumber(before, limit)) {
      change[key] = limit;
    }
  }

  const minutes = values.lifetimeMinutes.trim();
  const lifetime = MINUTES.test(minutes) ? Number(minutes) : NaN;
  if (!(lifetime >= 5 && lifetime <= 1440)) problems.lifetimeMinutes = 'admin.directions.lifetimeInvalid';
  else if (lifetime !== direction.lifetimeMinutes) change.lifetimeMinutes = lifetime;

  for (const key of FLAG_FIELDS) {
    const on = values[key] === 'true';
    if (on !== direction[key]) change[key] = on;
  }

  const notify = { ru: values['notify.ru'].trim(), en: values['notify.en'].trim() };
  if (notify.ru.length > 2000) problems['notify.ru'] = 'admin.directions.notifyTooLong';
  if (notify.en.length > 2000) problems['notify.en'] = 'admin.directions.notifyTooLong';
  if (notify.ru !== direction.notify.ru.trim() || notify.en !== direction.notify.en.trim()) {
    change.notify = notify;
  }

  return { change, problems };
}
