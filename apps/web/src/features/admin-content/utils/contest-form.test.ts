import type { TContestSetting } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import {
  contestBody,
  contestDraft,
  fromLocalInput,
  isContestDirty,
  nextPrize,
  toLocalInput,
} from './contest-form';

const SETTING: TContestSetting = {
  active: true,
  title: { ru: 'Конкурс', en: 'Contest' },
  description: { ru: 'Правила', en: 'Rules' },
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  prizes: [
    { place: 2, amount: '300.50', currency: 'USDT' },
    { place: 1, amount: '500', currency: 'USDT' },
  ],
  leaderboardSize: 10,
};

describe('contest form', () => {
  it('round-trips the period through the local date and time of the browser', () => {
    const local = toLocalInput('2026-03-01T00:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-03-01T00:00:00.000Z');
    // Not a date: sent as typed, for the server to name the field.
    expect(fromLocalInput('')).toBe('');
  });

  it('fills the form from the setting, prizes by place, and sends the same back', () => {
    const draft = contestDraft(SETTING);
    expect(draft.prizes.map((p) => p.place)).toEqual(['1', '2']);
    expect(contestBody(draft)).toEqual({ ...SETTING, prizes: [...SETTING.prizes].reverse() });
    expect(isContestDirty(SETTING, draft)).toBe(false);
    expect(isContestDirty(SETTING, { ...draft, active: false })).toBe(true);
  });

  it('cleans what the operator typed, and leaves the rest for the server to name', () => {
    const draft = contestDraft(SETTING);
    const body = contestBody({
      ...draft,
      title: { ru: ' Конкурс ', en: 'Contest' },
      leaderboardSize: 'ten',
      prizes: [{ key: 1, place: ' 3 ', amount: ' 12,5 ', currency: 'usdt ' }],
    });
    expect(body.title.ru).toBe('Конкурс');
    expect(body.leaderboardSize).toBe('ten');
    expect(body.prizes).toEqual([{ place: 3, amount: '12.5', currency: 'USDT' }]);
  });

  it('starts a first contest tomorrow for a month, switched off, and adds the next place', () => {
    const draft = contestDraft(null, new Date(2026, 4, 10, 15, 0));
    expect(draft).toMatchObject({ active: false, startsAt: '2026-05-11T00:00', leaderboardSize: '10' });
    expect(draft.endsAt).toBe('2026-06-10T00:00');
    const added = nextPrize([...draft.prizes, { key: 9, place: '4', amount: '1', currency: 'BTC' }]);
    expect(added).toMatchObject({ place: '5', amount: '', currency: 'BTC' });
  });
});
