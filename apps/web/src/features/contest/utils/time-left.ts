import { formatCountdown } from '@/lib/format';

const DAY = 86_400_000;

/** Whole days and the rest as `h:mm:ss` / `mm:ss`, never negative: 3 days 4 h → `{ days: 3, time: "4:00:00" }`. */
export function splitTimeLeft(msLeft: number): { days: number; time: string } {
  const left = Math.max(0, msLeft);
  const days = Math.floor(left / DAY);
  const time = formatCountdown(left - days * DAY);
  // Beside days the hours are always shown: "22 d 0:44:35", never the ambiguous "22 d 44:35".
  return { days, time: days > 0 && time.split(':').length < 3 ? `0:${time}` : time };
}
