import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, serializeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    document.cookie = 'a=; Max-Age=0; Path=/';
  });

  it('reads a cookie among others', () => {
    expect(readCookie('b', 'a=1; b=x%20y; c=3')).toBe('x y');
    expect(readCookie('d', 'a=1; b=2')).toBeNull();
    expect(readCookie('a', '')).toBeNull();
  });

  it('serializes with path, max-age and SameSite', () => {
    expect(serializeCookie('i18n_redirected', 'en', { maxAgeSeconds: 10 })).toBe(
      'i18n_redirected=en; Path=/; Max-Age=10; SameSite=Lax',
    );
    expect(serializeCookie('a', '1', {}, true)).toBe('a=1; Path=/; SameSite=Lax; Secure');
  });

  it('writes to document.cookie', () => {
    writeCookie('a', '42');
    expect(readCookie('a')).toBe('42');
  });
});
