/**
 * The demo contest (DEMO_DATA): a month of exchanges that began a week before the database was
 * seeded, with prizes in USDT for the five biggest volumes — so `/contest` shows a running contest
 * on a fresh install. Never overwrites a contest that is already set.
 */
import type { TContestSetting } from '@exchanger/core';
import type { TDbOrTx } from '../../db/client.js';
import { createSettingsRepo } from '../settings/index.js';
import { CONTEST_SETTING_KEY } from './contest.service.js';

const DAY = 86_400_000;

export function demoContest(now: Date): TContestSetting {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 7 * DAY);
  return {
    active: true,
    title: { ru: 'Месяц больших обменов', en: 'Big exchange month' },
    description: {
      ru: 'Обменивайте как обычно: пять участников с наибольшим объёмом завершённых заявок за месяц получат призы в USDT. Объём считается в долларах США по курсу на момент создания заявки; призы выплачиваются в течение трёх рабочих дней после окончания конкурса на кошелёк, который вы укажете оператору.',
      en: 'Exchange as usual: the five participants with the biggest volume of completed claims over the month win prizes in USDT. Volume is counted in US dollars at the rate of the moment each claim was created; prizes are paid within three business days after the contest ends, to the wallet you give the operator.',
    },
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * DAY).toISOString(),
    prizes: [
      { place: 1, amount: '500', currency: 'USDT' },
      { place: 2, amount: '300', currency: 'USDT' },
      { place: 3, amount: '150', currency: 'USDT' },
      { place: 4, amount: '50', currency: 'USDT' },
      { place: 5, amount: '50', currency: 'USDT' },
    ],
    leaderboardSize: 10,
  };
}

/** Sets the demo contest in `tx` (the demo catalogue's transaction) unless a contest is set. */
export async function seedDemoContest(tx: TDbOrTx, now = new Date()): Promise<void> {
  await createSettingsRepo(tx).insertIfMissing(CONTEST_SETTING_KEY, demoContest(now));
}
