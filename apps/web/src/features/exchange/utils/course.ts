import type { TPair } from '@exchanger/core';
import { formatCourse } from '@/lib/format';

/** The pair's course for the calculator: "1 BTC = 5 043 200 RUB", or inverted when below 1. */
export function courseText(pair: Pick<TPair, 'course' | 'from' | 'to'>): string {
  return formatCourse(pair.course, pair.from.currency, pair.to.currency);
}
