import { describe, expect, it } from 'vitest';
import { toIso } from './iso.js';

describe('toIso', () => {
  it('writes UTC ISO 8601 and keeps null', () => {
    expect(toIso(new Date(Date.UTC(2026, 10, 25, 13, 43, 30)))).toBe('2026-11-25T13:43:30.000Z');
    expect(toIso(null)).toBeNull();
  });
});
