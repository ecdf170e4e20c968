/**
 * "About the exchanger" (issue 20, contacts and trust; docs/decisions/036-about-and-working-hours.md):
 * the legal name, the jurisdiction, the address and the working hours an administrator states in
 * the back office. `/contacts` and the footer show them; the rates export leaves out the directions
 * an operator processes by hand while the hours say the exchanger is closed.
 */
import { z } from 'zod';

/** `HH:MM`, 00:00–23:59. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether the runtime knows the IANA time zone (`Europe/Moscow`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * When operators are at work. `alwaysOpen`: around the clock (only when an administrator says so);
 * otherwise from `opens` to `closes` on each of `days`, in `timeZone`. A `closes` earlier than
 * `opens` ends on the next day (22:00–06:00 started on Friday ends on Saturday morning); 00:00 as
 * `closes` means midnight.
 */
export const ZWorkingHours = z
  .object({
    alwaysOpen: z.boolean(),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine((v) => isTimeZone(v), { error: 'time_zone_invalid' }),
    /** Stored once each, in order (`normalizeAbout`). */
    days: z.array(z.number().int().min(1).max(7)).max(7),
    opens: z.string().trim(),
    closes: z.string().trim(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.alwaysOpen) return;
    if (v.days.length === 0) ctx.addIssue({ code: 'custom', path: ['days'], message: 'hours_days_required' });
    const opensOk = HH_MM.test(v.opens);
    const closesOk = HH_MM.test(v.closes);
    if (!opensOk) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'time_invalid' });
    if (!closesOk) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'time_invalid' });
    if (opensOk && closesOk && v.opens === v.closes)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'hours_closes_same' });
  })
  .meta({ id: 'WorkingHours' });
export type TWorkingHours = z.output<typeof ZWorkingHours>;

const ZLocalizedLine = (max: number) =>
  z.object({ ru: z.string().trim().max(max), en: z.string().trim().max(max) }).strict();

/**
 * The block as an administrator saves it (`PUT /admin/api/settings/about/`) and as visitors get it
 * (`about` of `GET /api/v1/contacts/`). Every text in Russian and English; an empty one is not
 * shown (the other language's is, when only one is filled). `hours` null: not stated.
 */
export const ZAboutExchanger = z
  .object({
    legalName: ZLocalizedLine(200),
    jurisdiction: ZLocalizedLine(200),
    address: ZLocalizedLine(500),
    hours: ZWorkingHours.nullable(),
  })
  .strict()
  .meta({ id: 'AboutExchanger' });
export type TAboutExchanger = z.output<typeof ZAboutExchanger>;
export type TAboutExchangerInput = z.input<typeof ZAboutExchanger>;

/** `GET /admin/api/settings/about/`: the block as visitors get it; `updatedAt` null: nothing saved. */
export const ZAdminAboutSetting = ZAboutExchanger.extend({
  source: z.enum(['settings', 'none']),
  updatedAt: z.string().nullable(),
}).meta({ id: 'AdminAboutSetting' });
export type TAdminAboutSetting = z.infer<typeof ZAdminAboutSetting>;

/** Nothing stated: what a reset returns to. */
export const EMPTY_ABOUT: TAboutExchanger = {
  legalName: { ru: '', en: '' },
  jurisdiction: { ru: '', en: '' },
  address: { ru: '', en: '' },
  hours: null,
};

/** The block as stored: each working day once, Monday first. */
export function normalizeAbout(about: TAboutExchanger): TAboutExchanger {
  if (!about.hours) return about;
  const days = [...new Set(about.hours.days)].sort((a, b) => a - b);
  return { ...about, hours: { ...about.hours, days } };
}

/** Whether nothing of the block is filled in (the page then shows no block). */
export function isAboutEmpty(about: TAboutExchanger): boolean {
  const texts = [about.legalName, about.jurisdiction, about.address].flatMap((l) => [l.ru, l.en]);
  return about.hours === null && texts.every((t) => t === '');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
/** One formatter per time zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday (1–7) and the minute of the day (0–1439) on the wall clock of `timeZone` at `at`. */
export function wallClock(at: Date, timeZone: string): { day: number; minute: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(at)) {
    if (part.type === 'weekday') day = WEEKDAY_NUMBER[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { day, minute: hour * 60 + minute };
}

/**
 * Whether the exchanger works at `at` by its hours; hours not stated count as open (nothing says
 * otherwise). Opening time is inside, closing time outside: 09:00–18:00 is open at 09:00 and closed
 * at 18:00.
 */
export function isOpenAt(hours: TWorkingHours | null, at: Date): boolean {
  if (!hours || hours.alwaysOpen) return true;
  const { day, minute } = wallClock(at, hours.timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const works = (d: number) => hours.days.includes(d);
  if (opens < closes) return works(day) && minute >= opens && minute < closes;
  // Past midnight: the evening of a working day, or the small hours after one.
  const yesterday = day === 1 ? 7 : day - 1;
  return (works(day) && minute >= opens) || (works(yesterday) && minute < closes);
}
