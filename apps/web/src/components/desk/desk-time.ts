import { formatDateTime } from '@/lib/format';

/**
 * The one way the back office writes a moment, on every desk, list and card: day, month, year and
 * time, in the desk's language ("22.11.2026, 05:29", "22/11/2026, 05:29"), so that rows of
 * different desks compare at a glance. The desks call this, never a formatter of their own
 * (desk-time.test.ts checks the sources).
 */
export function deskTime(iso: string, locale: string): string {
  return formatDateTime(iso, locale, 'short');
}
