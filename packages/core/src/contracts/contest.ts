/**
 * The exchange volume contest (the `/contest` page and the calculator settings' `contest`): the `contest` site
 * setting as operators edit it, and the public board — the contest, its phase and the leaderboard
 * of completed exchange volume in the period, e-mails masked. Amounts are decimal strings.
 */
import { z } from 'zod';
import { ZContest, ZDecimal, ZMoneyInput } from './calculator.js';
import { ZReason } from './common.js';

/** The leaderboard shows this many participants unless the operator chose otherwise. */
export const CONTEST_DEFAULT_LEADERBOARD_SIZE = 10;
/** The most places a contest may have prizes for, and the longest leaderboard. */
export const CONTEST_MAX_PLACES = 100;

const ZInstant = z.iso.datetime({ offset: true, error: 'datetime_invalid' });
const ZContestTitle = z.object({
  ru: z.string().trim().min(1, { error: 'field_required' }).max(200),
  en: z.string().trim().min(1, { error: 'field_required' }).max(200),
});
const ZContestDescription = z.object({ ru: z.string().trim().max(2000), en: z.string().trim().max(2000) });

export const ZContestPrize = z
  .object({
    place: z.number().int().min(1).max(CONTEST_MAX_PLACES),
    amount: ZMoneyInput,
    /** What the prize is paid in: a ticker such as `USDT`. */
    currency: z.string().regex(/^[A-Z0-9]{2,12}$/, { error: 'ticker_invalid' }),
  })
  .meta({ id: 'ContestPrize' });
export type TContestPrize = z.infer<typeof ZContestPrize>;

const contestFields = {
  /** Off: the public page says there is no contest now. */
  active: z.boolean(),
  title: ZContestTitle,
  description: ZContestDescription,
  /** The period (ISO 8601 with an offset): claims completed from `startsAt` up to `endsAt` count. */
  startsAt: ZInstant,
  endsAt: ZInstant,
  prizes: z.array(ZContestPrize).max(CONTEST_MAX_PLACES),
  leaderboardSize: z.number().int().min(1).max(CONTEST_MAX_PLACES).default(CONTEST_DEFAULT_LEADERBOARD_SIZE),
};

type TContestShape = {
  startsAt: string;
  endsAt: string;
  prizes: { place: number }[];
};

/** The period runs forward and each place has at most one prize; issues name the field. */
function checkContest(value: TContestShape, ctx: z.RefinementCtx): void {
  if (Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'contest_period_invalid' });
  const seen = new Set<number>();
  value.prizes.forEach((prize, index) => {
    if (seen.has(prize.place))
      ctx.addIssue({ code: 'custom', path: ['prizes', index, 'place'], message: 'contest_place_taken' });
    seen.add(prize.place);
  });
}

/** The `contest` site setting (both languages), as stored and as the back office edits it. */
export const ZContestSetting = z
  .object(contestFields)
  .superRefine(checkContest)
  .meta({ id: 'ContestSetting' });
export type TContestSetting = z.infer<typeof ZContestSetting>;
export type TContestSettingInput = z.input<typeof ZContestSetting>;

/** `GET /admin/api/settings/contest/`: the setting, or null when none was ever saved. */
export const ZAdminContest = z.object({ contest: ZContestSetting.nullable() }).meta({ id: 'AdminContest' });
export type TAdminContest = z.infer<typeof ZAdminContest>;

/** `PUT /admin/api/settings/contest/` (admins): the whole setting and why it changes. */
export const ZAdminContestUpdate = z
  .object({ ...contestFields, reason: ZReason })
  .strict()
  .superRefine(checkContest)
  .meta({ id: 'AdminContestUpdate' });
export type TAdminContestUpdate = z.input<typeof ZAdminContestUpdate>;

export const CONTEST_PHASES = ['upcoming', 'running', 'finished'] as const;
export type TContestPhase = (typeof CONTEST_PHASES)[number];

/** Where `now` (ms) falls in the period: before it, in it (start included, end excluded), after it. */
export function contestPhase(period: { startsAt: string; endsAt: string }, now: number): TContestPhase {
  if (now < Date.parse(period.startsAt)) return 'upcoming';
  return now < Date.parse(period.endsAt) ? 'running' : 'finished';
}

/** One line of the leaderboard. */
export const ZContestLeader = z
  .object({
    place: z.number().int().min(1),
    /** The participant's e-mail, masked: `iv***@g***.com`. */
    participant: z.string(),
    /** Completed exchange volume in the period, in `ZContestBoard.currency`. */
    volume: ZDecimal,
    claims: z.number().int().min(1),
    /** The prize of this place, if the contest has one. */
    prize: z.object({ amount: ZDecimal, currency: z.string() }).nullable(),
  })
  .meta({ id: 'ContestLeader' });
export type TContestLeader = z.infer<typeof ZContestLeader>;

/**
 * `GET /api/v1/contest/`: the running (or upcoming, or finished) contest with its leaderboard;
 * `contest: null` when there is none or it is switched off.
 */
export const ZContestBoard = z
  .object({
    contest: ZContest.extend({ leaderboardSize: z.number().int() }).nullable(),
    phase: z.enum(CONTEST_PHASES).nullable(),
    /** The unit of the volumes: claims are valued in US dollars when they are created. */
    currency: z.literal('USD'),
    leaderboard: z.array(ZContestLeader),
    /** When the leaderboard was computed (it is cached for a short while). */
    computedAt: z.string(),
  })
  .meta({ id: 'ContestBoard' });
export type TContestBoard = z.infer<typeof ZContestBoard>;

/**
 * An e-mail as the leaderboard shows it: the first two letters of the name, the first letter of
 * the domain and its last label — `ivan.petrov@gmail.com` → `iv***@g***.com`; a name of four
 * letters or fewer keeps one (`anna@…` → `a***@…`), so a short name cannot be read back.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  // E-mails are ASCII in practice; `slice` on code points keeps a non-ASCII letter whole anyway.
  const shown = Array.from(name)
    .slice(0, name.length > 4 ? 2 : 1)
    .join('');
  const maskedName = `${shown}***`;
  if (!domain) return maskedName;
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskedName}@${Array.from(host).slice(0, 1).join('')}***${tld}`.toLowerCase();
}
