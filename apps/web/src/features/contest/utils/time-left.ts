import { formatCountdown } from '@/lib/format';

const DAY = 86_400_000;

/** Whole days and the rest as `h:mm:ss` / `mm:ss`, never negative: 3 days 4 h → `{ days: 3, time: "4:00:00" }`. */
export function splitTimeLeft(msLeft: number): { days: number; time: string } {
  const left = Math.max(0, msLeft);
  const days = Math.floor(left / DAY);
  return { days, time: formatCountdown(left - days * DAY) };
}
