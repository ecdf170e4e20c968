import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

describe('guardRedirect', () => {
  it('sends anonymous users from auth routes to the localized login with next', () => {
    expect(guardRedirect('auth', false, 'ru', '/account/orders?page=2')).toBe(
      '/login?next=%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(guardRedirect('auth', false, 'en', '/en/account')).toBe('/en/login?next=%2Fen%2Faccount');
    expect(guardRedirect('auth', true, 'en', '/en/account')).toBeNull();
  });

  it('sends logged-in users from guest routes to the localized account', () => {
    expect(guardRedirect('guest', true, 'ru', '/login')).toBe('/account');
    expect(guardRedirect('guest', true, 'en', '/en/register')).toBe('/en/account');
    expect(guardRedirect('guest', false, 'en', '/en/register')).toBeNull();
  });

  it('lets everyone into unguarded routes', () => {
    expect(guardRedirect(undefined, false, 'ru', '/rules')).toBeNull();
  });
});
