import type { TContestBoard } from '@exchanger/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ContestBoard } from './contest-board';

const NOW = Date.parse('2026-03-10T12:00:00Z');

function board(over: Partial<TContestBoard> = {}): TContestBoard {
  return {
    contest: {
      active: true,
      title: 'Spring contest',
      description: 'Exchange and win.',
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-03-13T14:30:05.000Z',
      prizes: [
        { place: 1, amount: '500', currency: 'USDT' },
        { place: 2, amount: '300.50', currency: 'USDT' },
      ],
      leaderboardSize: 10,
    },
    phase: 'running',
    currency: 'USD',
    leaderboard: [
      {
        place: 1,
        participant: 'bo***@g***.com',
        volume: '1000000.33',
        claims: 1,
        prize: { amount: '500', currency: 'USDT' },
      },
      { place: 2, participant: 'an***@m***.ru', volume: '740.30', claims: 3, prize: null },
    ],
    computedAt: '2026-03-10T11:59:40.000Z',
    ...over,
  };
}

function renderBoard(answer: TContestBoard | Response, locale: 'ru' | 'en' = 'en') {
  const api = createFakeApi({ 'GET /api/v1/contest/': () => answer });
  api.install();
  renderWithProviders(<ContestBoard homeHref="/en" newsHref="/en/news" />, { locale });
  return api;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContestBoard', () => {
  it('shows the contest, a live countdown to the end, the prizes and the leaderboard', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = renderBoard(board());
    expect((await screen.findByTestId('contest-title')).textContent).toBe('Spring contest');
    expect(screen.getByTestId('contest-phase').textContent).toBe('Running');
    expect(screen.getByTestId('contest-countdown').textContent).toBe('3 d 2:30:05');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('contest-countdown').textContent).toBe('3 d 2:30:00');
    expect(screen.getByTestId('contest-ends').textContent).toMatch(/^Ends on 13 Mar 2026/);
    expect(screen.getByTestId('contest-prizes').textContent).toBe('Place 1500 USDTPlace 2300.50 USDT');

    const rows = screen.getAllByTestId('contest-leader');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      // The prize is repeated under the participant for phones (where its column is hidden).
      ['1', 'bo***@g***.comPrize: 500 USDT', '1 000 000.33', '1', '500 USDT'],
      ['2', 'an***@m***.ru', '740.30', '3', '—'],
    ]);
    expect(api.callsTo('/api/v1/contest/')[0]?.locale).toBe('en');
  });

  it('turns the countdown into "ended" when the end passes on the page', async () => {
    vi.useFakeTimers({
      now: Date.parse('2026-03-13T14:30:03Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    renderBoard(board());
    expect((await screen.findByTestId('contest-countdown')).textContent).toBe('00:02');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByTestId('contest-phase').textContent).toBe('Finished');
    expect(screen.getByTestId('contest-ended').textContent).toMatch(/^The contest ended on 13 Mar 2026/);
    expect(screen.queryByTestId('contest-countdown')).toBeNull();
  });

  it('counts down to the start of an upcoming contest, with an empty board explained', async () => {
    vi.useFakeTimers({
      now: Date.parse('2026-02-28T23:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    renderBoard(board({ phase: 'upcoming', leaderboard: [] }), 'ru');
    expect((await screen.findByTestId('contest-phase')).textContent).toBe('Скоро начнётся');
    expect(screen.getByTestId('contest-countdown').textContent).toBe('1:00:00');
    expect(screen.getByTestId('contest-board-empty').textContent).toBe(
      'Таблица появится, когда конкурс начнётся.',
    );
  });

  it('invites to be first while nobody is on the board', async () => {
    renderBoard(
      board({ leaderboard: [], contest: { ...board().contest!, endsAt: '2099-01-01T00:00:00Z' } }),
      'ru',
    );
    const empty = await screen.findByTestId('contest-board-empty');
    expect(empty.textContent).toContain('станьте первым');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/en');
  });

  it('says there is no contest, with the way to the news', async () => {
    renderBoard(board({ contest: null, phase: null, leaderboard: [] }), 'ru');
    const none = await screen.findByTestId('contest-none');
    expect(none.textContent).toContain('Сейчас конкурс не проводится');
    expect([...none.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/en/news', '/en']);
  });

  it('offers a retry when the board cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBoard(apiError(503, 'service_unavailable', 'Later'));
    expect((await screen.findByTestId('contest-error')).textContent).toContain('Could not load the contest.');
  });
});
