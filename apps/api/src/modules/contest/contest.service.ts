/**
 * The exchange volume contest: the `contest` site setting (edited by admins in the back office,
 * audited), its public form for the calculator settings, and the public board with the
 * leaderboard. The leaderboard is a grouped sum over the claims, so it is cached for a short
 * while per process; the setting is re-read at most every few seconds.
 */
import {
  contestPhase,
  dec,
  maskEmail,
  toFixedString,
  ZContestSetting,
  type TAdminContest,
  type TAdminContestUpdate,
  type TContest,
  type TContestBoard,
  type TContestLeader,
  type TContestSetting,
  type TLocale,
} from '@exchanger/core';
import type { TDb } from '../../db/client.js';
import type { TStaff } from '../../lib/staff.js';
import { AppError } from '../../lib/app-error.js';
import type { TAuditWriter } from '../audit/index.js';
import type { TSettingsRepo } from '../settings/index.js';
import type { TContestRepo } from './contest.repo.js';

export const CONTEST_SETTING_KEY = 'contest';

/** A second's lag on the setting is harmless; the leaderboard may be half a minute old. */
const SETTING_CACHE_MS = 2_000;
const BOARD_CACHE_MS = 30_000;

export interface TContestServiceDeps {
  db: TDb;
  settings: TSettingsRepo;
  repo: TContestRepo;
  audit: TAuditWriter;
  now?: () => number;
}

interface TLeaders {
  leaders: Omit<TContestLeader, 'prize'>[];
  computedAt: string;
}

export function createContestService(deps: TContestServiceDeps) {
  const now = deps.now ?? Date.now;
  let setting: { value: TContestSetting | null; at: number } | null = null;
  let board: { key: string; at: number; leaders: Promise<TLeaders> } | null = null;

  async function readSetting(): Promise<TContestSetting | null> {
    if (setting && now() - setting.at < SETTING_CACHE_MS) return setting.value;
    // A setting that no longer parses (edited by hand) is no contest, never a 500.
    const parsed = ZContestSetting.safeParse(await deps.settings.get(CONTEST_SETTING_KEY));
    setting = { value: parsed.success ? parsed.data : null, at: now() };
    return setting.value;
  }

  async function computeLeaders(c: TContestSetting): Promise<TLeaders> {
    const rows = await deps.repo.leaders(
      { from: new Date(c.startsAt), to: new Date(c.endsAt) },
      c.leaderboardSize,
    );
    return {
      leaders: rows.map((row, index) => ({
        place: index + 1,
        participant: maskEmail(row.email),
        volume: toFixedString(dec(row.volume), 2, 'down'),
        claims: row.claims,
      })),
      computedAt: new Date(now()).toISOString(),
    };
  }

  /** One computation per period and size at a time, shared by every request meanwhile. */
  function leaders(c: TContestSetting): Promise<TLeaders> {
    const key = `${c.startsAt}|${c.endsAt}|${c.leaderboardSize}`;
    if (board && board.key === key && now() - board.at < BOARD_CACHE_MS) return board.leaders;
    const computing = computeLeaders(c);
    board = { key, at: now(), leaders: computing };
    // A failed computation is not kept: the next request tries again.
    computing.catch(() => {
      if (board?.leaders === computing) board = null;
    });
    return computing;
  }

  function publicOf(c: TContestSetting, locale: TLocale): TContest {
    return {
      active: c.active,
      title: c.title[locale],
      description: c.description[locale],
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      prizes: [...c.prizes].sort((a, b) => a.place - b.place),
    };
  }

  return {
    /** The contest the calculator settings carry (`GET /calculator/settings/`), or null when none is set. */
    async publicContest(locale: TLocale): Promise<TContest | null> {
      const c = await readSetting();
      return c ? publicOf(c, locale) : null;
    },

    async board(locale: TLocale): Promise<TContestBoard> {
      const c = await readSetting();
      const computedAt = new Date(now()).toISOString();
      if (!c?.active) return { contest: null, phase: null, currency: 'USD', leaderboard: [], computedAt };
      const phase = contestPhase(c, now());
      const prizeOf = new Map(c.prizes.map((p) => [p.place, { amount: p.amount, currency: p.currency }]));
      const result = phase === 'upcoming' ? { leaders: [], computedAt } : await leaders(c);
      return {
        contest: { ...publicOf(c, locale), leaderboardSize: c.leaderboardSize },
        phase,
        currency: 'USD',
        leaderboard: result.leaders.map((leader) => ({
          ...leader,
          prize: prizeOf.get(leader.place) ?? null,
        })),
        computedAt: result.computedAt,
      };
    },

    async adminGet(): Promise<TAdminContest> {
      const parsed = ZContestSetting.safeParse(await deps.settings.get(CONTEST_SETTING_KEY));
      return { contest: parsed.success ? parsed.data : null };
    },

    /** Admins only: saves the whole setting and its audit entry together. */
    async update(body: TAdminContestUpdate, staff: TStaff): Promise<TAdminContest> {
      if (staff.role !== 'admin') throw new AppError('permission_denied', 'admin_only');
      const { reason, ...rest } = body;
      const value = ZContestSetting.parse({
        ...rest,
        // Stored in UTC, whatever offset the form sent.
        startsAt: new Date(rest.startsAt).toISOString(),
        endsAt: new Date(rest.endsAt).toISOString(),
      });
      await deps.db.transaction(async (tx) => {
        await deps.settings.set(CONTEST_SETTING_KEY, value, tx);
        await deps.audit.record(
          {
            actorId: staff.id,
            action: 'setting.contest',
            targetType: 'setting',
            targetId: CONTEST_SETTING_KEY,
            reason: reason.trim(),
            details: {
              active: value.active,
              startsAt: value.startsAt,
              endsAt: value.endsAt,
              prizes: value.prizes.length,
            },
          },
          tx,
        );
      });
      setting = null;
      board = null;
      return { contest: value };
    },
  };
}

export type TContestService = ReturnType<typeof createContestService>;
