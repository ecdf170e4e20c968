/** Dates on the wire: ISO 8601 in UTC (`"2026-11-25T13:43:30.000Z"`), null stays null. */
export function toIso(date: Date): string;
export function toIso(date: Date | null): string | null;
export function toIso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
