/**
 * The contest form of the back office: the setting as text inputs (the period as the operator's
 * local date and time) and back. Amounts stay strings from input to request.
 */
import type { TAdminContestUpdate, TContestSetting } from '@exchanger/core';

export interface TPrizeDraft {
  /** Stable key of the row while places are edited. */
  key: number;
  place: string;
  amount: string;
  currency: string;
}

export interface TContestDraft {
  active: boolean;
  title: { ru: string; en: string };
  description: { ru: string; en: string };
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (what `<input type="datetime-local">` holds). */
  startsAt: string;
  endsAt: string;
  leaderboardSize: string;
  prizes: TPrizeDraft[];
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as the browser's local `YYYY-MM-DDTHH:mm`. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The browser's local `YYYY-MM-DDTHH:mm` as an ISO instant; the text itself when it is not one (the server names it). */
export function fromLocalInput(value: string): string {
  const d = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
}

/** The browser's offset from UTC as people write it: `UTC+03:00`. */
export function utcOffsetLabel(at: Date = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

let nextKey = 0;
const key = () => (nextKey += 1);

const DAY = 86_400_000;

/** The form filled from the setting, or a month from tomorrow for a first contest. */
export function contestDraft(setting: TContestSetting | null, now: Date = new Date()): TContestDraft {
  if (!setting) {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    return {
      active: false,
      title: { ru: '', en: '' },
      description: { ru: '', en: '' },
      startsAt: toLocalInput(start.toISOString()),
      endsAt: toLocalInput(new Date(start.getTime() + 30 * DAY).toISOString()),
      leaderboardSize: '10',
      prizes: [{ key: key(), place: '1', amount: '', currency: 'USDT' }],
    };
  }
  return {
    active: setting.active,
    title: { ...setting.title },
    description: { ...setting.description },
    startsAt: toLocalInput(setting.startsAt),
    endsAt: toLocalInput(setting.endsAt),
    leaderboardSize: String(setting.leaderboardSize),
    prizes: [...setting.prizes]
      .sort((a, b) => a.place - b.place)
      .map((p) => ({ key: key(), place: String(p.place), amount: p.amount, currency: p.currency })),
  };
}

/** A new prize row: the next place, in the currency of the last prize. */
export function nextPrize(prizes: TPrizeDraft[]): TPrizeDraft {
  const places = prizes.map((p) => Number(p.place)).filter((n) => Number.isInteger(n));
  const last = prizes.at(-1);
  return {
    key: key(),
    place: String(places.length ? Math.max(...places) + 1 : 1),
    amount: '',
    currency: last?.currency ?? 'USDT',
  };
}

/** A whole number as typed, or the text itself (the server then names the field). */
const integer = (text: string): number | string =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : text;

/**
 * The request body (without the reason). Numbers the operator typed go as numbers when they are
 * whole; anything else goes as typed and comes back as the server's message under its input.
 */
export function contestBody(draft: TContestDraft): Omit<TAdminContestUpdate, 'reason'> {
  return {
    active: draft.active,
    title: { ru: draft.title.ru.trim(), en: draft.title.en.trim() },
    description: { ru: draft.description.ru.trim(), en: draft.description.en.trim() },
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    leaderboardSize: integer(draft.leaderboardSize) as number,
    prizes: draft.prizes.map((p) => ({
      place: integer(p.place) as number,
      amount: p.amount.trim().replace(',', '.'),
      currency: p.currency.trim().toUpperCase(),
    })),
  };
}

/** Whether the form differs from the saved setting. */
export function isContestDirty(saved: TContestSetting | null, draft: TContestDraft): boolean {
  return JSON.stringify(contestBody(contestDraft(saved))) !== JSON.stringify(contestBody(draft));
}
