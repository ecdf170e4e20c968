import { describe, expect, it } from 'vitest';
import { contestPhase, maskEmail, ZAdminContestUpdate, ZContestSetting } from './contest.js';

describe('maskEmail', () => {
  it('keeps two letters of a name, one of the domain and its last label', () => {
    expect(maskEmail('ivan.petrov@gmail.com')).toBe('iv***@g***.com');
    expect(maskEmail('Olga@Mail.Yandex.RU')).toBe('o***@m***.ru');
  });

  it('shows one letter of a short name and never the whole of it', () => {
    expect(maskEmail('ab@x.io')).toBe('a***@x***.io');
    expect(maskEmail('a@x.io')).toBe('a***@x***.io');
    expect(maskEmail('anna@example.org')).toBe('a***@e***.org');
    expect(maskEmail('annab@example.org')).toBe('an***@e***.org');
  });

  it('copes with odd input without showing it', () => {
    expect(maskEmail('localhost-user')).toBe('lo***');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });
});

describe('contestPhase', () => {
  const period = { startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-04-01T00:00:00.000Z' };
  it('includes the start and excludes the end', () => {
    expect(contestPhase(period, Date.parse('2026-02-28T23:59:59Z'))).toBe('upcoming');
    expect(contestPhase(period, Date.parse('2026-03-01T00:00:00Z'))).toBe('running');
    expect(contestPhase(period, Date.parse('2026-03-31T23:59:59Z'))).toBe('running');
    expect(contestPhase(period, Date.parse('2026-04-01T00:00:00Z'))).toBe('finished');
  });
});

describe('contest setting', () => {
  const valid = {
    active: true,
    title: { ru: 'Конкурс', en: 'Contest' },
    description: { ru: '', en: '' },
    startsAt: '2026-03-01T00:00:00+03:00',
    endsAt: '2026-04-01T00:00:00+03:00',
    prizes: [{ place: 1, amount: '500', currency: 'USDT' }],
  };

  it('defaults the leaderboard size', () => {
    expect(ZContestSetting.parse(valid).leaderboardSize).toBe(10);
  });

  it('names the field of every mistake', () => {
    const result = ZAdminContestUpdate.safeParse({
      ...valid,
      endsAt: '2026-02-01T00:00:00Z',
      prizes: [
        { place: 1, amount: '500', currency: 'USDT' },
        { place: 1, amount: '1e3', currency: 'usdt' },
      ],
      reason: '',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        ['endsAt', 'contest_period_invalid'],
        ['prizes.1.place', 'contest_place_taken'],
        ['prizes.1.amount', 'decimal_invalid'],
        ['prizes.1.currency', 'ticker_invalid'],
        ['reason', 'reason_required'],
      ]),
    );
  });
});
