/**
 * Client-side checks of the account forms, with the same schemas the server uses (core), turned
 * into keys of the page's dictionary. The server checks again and words its own refusals.
 */
import { passwordProblems, ZEmail } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/account';

const PROBLEM_MESSAGES: Record<string, TMessageKey> = {
  field_required: 'auth.error.required',
  password_too_short: 'auth.error.passwordShort',
  password_too_long: 'auth.error.passwordLong',
  password_needs_letter: 'auth.error.passwordLetter',
  password_needs_digit: 'auth.error.passwordDigit',
  password_mismatch: 'auth.error.mismatch',
  email_invalid: 'auth.error.emailFormat',
};

export function emailProblem(value: string): TMessageKey | null {
  if (value.trim() === '') return 'auth.error.required';
  return ZEmail.safeParse(value).success ? null : 'auth.error.emailFormat';
}

/** The e-mail as the server stores it (trimmed, lower case), or the raw text when it is not one. */
export function normalizeEmail(value: string): string {
  const parsed = ZEmail.safeParse(value);
  return parsed.success ? parsed.data : value.trim();
}

export function requiredProblem(value: string): TMessageKey | null {
  return value === '' ? 'auth.error.required' : null;
}

/** The first problem of a new password by the policy (8–128 characters, a letter and a digit). */
export function newPasswordProblem(value: string): TMessageKey | null {
  if (value === '') return 'auth.error.required';
  const [first] = passwordProblems(value);
  return first === undefined ? null : (PROBLEM_MESSAGES[first] ?? 'auth.error.passwordShort');
}

export function repeatProblem(password: string, repeat: string): TMessageKey | null {
  if (repeat === '') return 'auth.error.required';
  return repeat === password ? null : 'auth.error.mismatch';
}

export type TPasswordRule = 'length' | 'letter' | 'digit';

/** Which rules of the policy a password meets, for the live hints under the field. */
export function passwordRules(value: string): Record<TPasswordRule, boolean> {
  const problems = new Set(passwordProblems(value));
  return {
    length: value.length > 0 && !problems.has('password_too_short') && !problems.has('password_too_long'),
    letter: value.length > 0 && !problems.has('password_needs_letter'),
    digit: value.length > 0 && !problems.has('password_needs_digit'),
  };
}
