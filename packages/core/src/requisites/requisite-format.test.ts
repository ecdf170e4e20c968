import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './requisite-format.js';
import { validateRequisite } from './validate-requisite.js';

describe('the e-mail rule', () => {
  it('is zod’s own pattern, written out (the rules load without zod)', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('answers as `z.email()` does', () => {
    const emails = [
      'a@b.co',
      'first.last+tag@sub.example.org',
      '.a@b.co',
      'a..b@c.de',
      'a@b',
      'a@b.c',
      'ü@b.co',
    ];
    for (const value of emails) {
      expect(validateRequisite('email', value).ok, value).toBe(z.email().safeParse(value).success);
    }
  });
});
