import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';
import { emailProblem, newPasswordProblem, passwordRules, repeatProblem } from './validation';

describe('account form checks', () => {
  it('checks e-mails and passwords by the shared policy', () => {
    expect(emailProblem('')).toBe('auth.error.required');
    expect(emailProblem('x@')).toBe('auth.error.emailFormat');
    expect(emailProblem(' Ann@Example.com ')).toBeNull();
    expect(newPasswordProblem('')).toBe('auth.error.required');
    expect(newPasswordProblem('abc1')).toBe('auth.error.passwordShort');
    expect(newPasswordProblem('abcdefgh')).toBe('auth.error.passwordDigit');
    expect(newPasswordProblem('12345678')).toBe('auth.error.passwordLetter');
    expect(newPasswordProblem(`a1${'x'.repeat(127)}`)).toBe('auth.error.passwordLong');
    expect(newPasswordProblem('пароль12')).toBeNull();
    expect(repeatProblem('a', '')).toBe('auth.error.required');
    expect(repeatProblem('a', 'b')).toBe('auth.error.mismatch');
    expect(passwordRules('')).toEqual({ length: false, letter: false, digit: false });
    expect(passwordRules('abcdefg1')).toEqual({ length: true, letter: true, digit: true });
  });

  it('goes back only to paths of this site after signing in', () => {
    expect(safeNextPath('/en/account/orders?page=2', '/account')).toBe('/en/account/orders?page=2');
    expect(safeNextPath(null, '/account')).toBe('/account');
    expect(safeNextPath('//evil.example/x', '/account')).toBe('/account');
    expect(safeNextPath('/\\evil.example', '/account')).toBe('/account');
    expect(safeNextPath('https://evil.example', '/account')).toBe('/account');
  });
});
