import { describe, expect, it } from 'vitest';
import { isAdminPath, matchRoute } from './match-route.js';
import { ROUTES, routeName } from './route-table.js';

describe('matchRoute', () => {
  it('matches every route of the table in both locales', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)/g, 'x1');
      expect(matchRoute(path)?.route.name, path).toBe(route.name);
      expect(matchRoute(path)?.locale).toBe('ru');
      const en = path === '/' ? '/en' : `/en${path}`;
      expect(matchRoute(en)?.route.name, en).toBe(route.name);
      expect(matchRoute(en)?.locale).toBe('en');
    }
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/claim/fail')?.route.name).toBe('claim-fail');
    expect(matchRoute('/claim/3f0b2c1e-1111-4a4a-9999-000000000000')).toMatchObject({
      route: { name: 'claim-uuid' },
      params: { uuid: '3f0b2c1e-1111-4a4a-9999-000000000000' },
    });
  });

  it('accepts a trailing slash and decodes parameters', () => {
    expect(matchRoute('/en/news/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D1%8C/')?.params).toEqual({
      slug: 'новость',
    });
  });

  it('returns null for unknown paths and bad escapes', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/en/account/unknown')).toBeNull();
    expect(matchRoute('/news/%E0%A4%A')).toBeNull();
    expect(matchRoute('/news')?.route.name).toBe('news');
  });
});

describe('route table', () => {
  it('has unique names and paths and texts in both languages', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      expect(
        r.text.ru.title && r.text.en.title && r.text.ru.description && r.text.en.description,
      ).toBeTruthy();
    }
    expect(routeName('news-slug', 'en')).toBe('news-slug___en');
  });

  it('guards the account and the guest-only pages', () => {
    const guard = (name: string) => ROUTES.find((r) => r.name === name)?.guard;
    expect(guard('account-shop-api')).toBe('auth');
    expect(guard('login')).toBe('guest');
    expect(guard('index')).toBeUndefined();
  });
});

describe('isAdminPath', () => {
  it('knows the back office in both languages, and nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/claims/1', '/en/admin', '/en/admin/users'])
      expect(isAdminPath(path), path).toBe(true);
    for (const path of [
      '/',
      '/administrator',
      '/account',
      '/admin/api/claims/',
      '/en/admin/api/x',
      '/en/adminx',
    ])
      expect(isAdminPath(path), path).toBe(false);
  });
});
