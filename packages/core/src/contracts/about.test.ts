import { describe, expect, it } from 'vitest';
import {
  normalizeAbout,
  isAboutEmpty,
  isOpenAt,
  wallClock,
  ZAboutExchanger,
  ZWorkingHours,
  type TWorkingHours,
} from './about.js';

const hours = (over: Partial<TWorkingHours> = {}): TWorkingHours => ({
  alwaysOpen: false,
  timeZone: 'Europe/Moscow',
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '18:00',
  ...over,
});

/** An instant given as UTC. Moscow is UTC+3 all year. */
const utc = (iso: string) => new Date(`${iso}Z`);

describe('isOpenAt', () => {
  it('opens at the opening minute and closes at the closing minute, on the wall clock of the time zone', () => {
    // Wednesday 2026-11-25 in Moscow.
    expect(isOpenAt(hours(), utc('2026-11-25T05:59:59.999'))).toBe(false); // 08:59:59 Moscow
    expect(isOpenAt(hours(), utc('2026-11-25T06:00:00'))).toBe(true); // 09:00
    expect(isOpenAt(hours(), utc('2026-11-25T14:59:59'))).toBe(true); // 17:59:59
    expect(isOpenAt(hours(), utc('2026-11-25T15:00:00'))).toBe(false); // 18:00
  });

  it('reads the day in the time zone, not in UTC', () => {
    // Friday 23:30 UTC is Saturday 02:30 in Moscow; Sunday 22:30 UTC is Monday 01:30 in Moscow.
    const night = hours({ opens: '00:00', closes: '06:00', days: [1] });
    expect(isOpenAt(night, utc('2026-11-29T22:30:00'))).toBe(true);
    expect(isOpenAt(night, utc('2026-11-27T23:30:00'))).toBe(false);
    // The same instant in New York (UTC-5 in November) is Sunday 17:30.
    expect(isOpenAt(hours({ timeZone: 'America/New_York', days: [7] }), utc('2026-11-29T22:30:00'))).toBe(
      true,
    );
  });

  it('keeps closed days closed', () => {
    // Saturday noon in Moscow.
    expect(isOpenAt(hours(), utc('2026-11-28T09:00:00'))).toBe(false);
    expect(isOpenAt(hours({ days: [6] }), utc('2026-11-28T09:00:00'))).toBe(true);
  });

  it('carries a closing time after midnight into the next morning of a working day only', () => {
    // 20:00–02:00 on Friday only.
    const late = hours({ days: [5], opens: '20:00', closes: '02:00' });
    expect(isOpenAt(late, utc('2026-11-27T16:59:00'))).toBe(false); // Fri 19:59
    expect(isOpenAt(late, utc('2026-11-27T17:00:00'))).toBe(true); // Fri 20:00
    expect(isOpenAt(late, utc('2026-11-27T21:00:00'))).toBe(true); // Sat 00:00
    expect(isOpenAt(late, utc('2026-11-27T22:59:00'))).toBe(true); // Sat 01:59
    expect(isOpenAt(late, utc('2026-11-27T23:00:00'))).toBe(false); // Sat 02:00
    expect(isOpenAt(late, utc('2026-11-28T17:00:00'))).toBe(false); // Sat 20:00: Saturday is off
    // Thursday's small hours follow Wednesday, which is off.
    expect(isOpenAt(late, utc('2026-11-25T22:00:00'))).toBe(false); // Thu 01:00
    // Sunday 20:00 to Monday 02:00 crosses the week's end.
    const sunday = hours({ days: [7], opens: '20:00', closes: '02:00' });
    expect(isOpenAt(sunday, utc('2026-11-29T22:00:00'))).toBe(true); // Mon 01:00
  });

  it('treats 00:00 as closing at midnight', () => {
    const evening = hours({ days: [3], opens: '18:00', closes: '00:00' });
    expect(isOpenAt(evening, utc('2026-11-25T20:59:00'))).toBe(true); // Wed 23:59
    expect(isOpenAt(evening, utc('2026-11-25T21:00:00'))).toBe(false); // Thu 00:00
  });

  it('follows daylight saving time of the zone', () => {
    // New York: UTC-4 in July, UTC-5 in November; 09:00 local either way.
    const ny = hours({ timeZone: 'America/New_York', days: [1, 2, 3, 4, 5, 6, 7] });
    expect(isOpenAt(ny, utc('2026-07-15T13:00:00'))).toBe(true);
    expect(isOpenAt(ny, utc('2026-07-15T12:59:00'))).toBe(false);
    expect(isOpenAt(ny, utc('2026-11-25T14:00:00'))).toBe(true);
    expect(isOpenAt(ny, utc('2026-11-25T13:59:00'))).toBe(false);
  });

  it('is open when the hours are not stated or around the clock', () => {
    expect(isOpenAt(null, utc('2026-11-28T03:00:00'))).toBe(true);
    expect(isOpenAt(hours({ alwaysOpen: true, days: [] }), utc('2026-11-28T03:00:00'))).toBe(true);
  });

  it('reads the wall clock at midnight as minute 0', () => {
    expect(wallClock(utc('2026-11-25T21:00:00'), 'Europe/Moscow')).toEqual({ day: 4, minute: 0 });
  });
});

describe('ZWorkingHours', () => {
  const fields = (input: unknown) => {
    const parsed = ZWorkingHours.safeParse(input);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('names a bad time zone, a bad time, no days and a closing time equal to the opening', () => {
    expect(fields(hours({ timeZone: 'Mars/Olympus' }))).toEqual({ timeZone: 'time_zone_invalid' });
    expect(fields(hours({ opens: '9:00', closes: '24:30' }))).toEqual({
      opens: 'time_invalid',
      closes: 'time_invalid',
    });
    expect(fields(hours({ days: [] }))).toEqual({ days: 'hours_days_required' });
    expect(fields(hours({ opens: '10:00', closes: '10:00' }))).toEqual({ closes: 'hours_closes_same' });
  });

  it('needs no times when open around the clock, and sorts the days once each', () => {
    expect(fields({ alwaysOpen: true, timeZone: 'UTC', days: [], opens: '', closes: '' })).toEqual({});
    const about = {
      legalName: { ru: '', en: '' },
      jurisdiction: { ru: '', en: '' },
      address: { ru: '', en: '' },
    };
    expect(normalizeAbout({ ...about, hours: hours({ days: [5, 1, 5, 3] }) }).hours?.days).toEqual([1, 3, 5]);
  });
});

describe('ZAboutExchanger', () => {
  it('trims the texts and counts a block with nothing filled in as empty', () => {
    const about = ZAboutExchanger.parse({
      legalName: { ru: ' ООО «Обмен» ', en: '' },
      jurisdiction: { ru: '', en: '' },
      address: { ru: '', en: '' },
      hours: null,
    });
    expect(about.legalName.ru).toBe('ООО «Обмен»');
    expect(isAboutEmpty(about)).toBe(false);
    expect(isAboutEmpty({ ...about, legalName: { ru: '', en: '' } })).toBe(true);
  });
});
