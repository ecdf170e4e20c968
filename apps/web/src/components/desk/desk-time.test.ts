import { describe, expect, it } from 'vitest';
import { deskTime } from './desk-time';

/** The back office's sources (its desks and pages), as text. */
const sources = import.meta.glob<string>(
  ['/src/features/admin-*/**/*.{ts,tsx}', '/src/app/admin/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

describe('deskTime', () => {
  it('writes a moment one way in each language', () => {
    expect(deskTime('2026-11-22T05:29:00Z', 'ru')).toMatch(/^22\.11\.2026, \d{2}:29$/);
    expect(deskTime('2026-11-22T05:29:00Z', 'en')).toMatch(/^22\/11\/2026, \d{2}:29$/);
  });

  it('is the only way the back office formats a date', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const own = Object.entries(sources)
      .filter(([, text]) =>
        /formatDateTime\(|formatDate\(|toLocale(Date|Time)?String\(|\.DateTimeFormat\([^)]*\)\.format\(/.test(
          text,
        ),
      )
      .map(([file]) => file);
    expect(own).toEqual([]);
  });
});
