import { ROUTES } from '@exchanger/core';
import { describe, expect, it } from 'vitest';
import { loadPageModule, pageGroupOf } from './route-modules';

describe('route modules', () => {
  it('puts routes into the expected page groups', () => {
    const group = (name: string) => pageGroupOf(ROUTES.find((r) => r.name === name)!);
    expect(group('index')).toBe('home');
    expect(group('rules')).toBe('info');
    expect(group('news-slug')).toBe('info');
    expect(group('claim-uuid')).toBe('claim');
    expect(group('claim-success')).toBe('claim-result');
    expect(group('claim-fail')).toBe('claim-result');
    expect(group('verify-uuid')).toBe('verify');
    expect(group('login')).toBe('auth');
    expect(group('account-shop-api')).toBe('account');
    expect(group('account-referrer')).toBe('account-programs');
    expect(group('account-promocodes')).toBe('account-programs');
    expect(group('account-gift')).toBe('account-programs');
  });

  it('every route has a loadable page component', async () => {
    for (const route of ROUTES) {
      const module = await loadPageModule(route);
      expect(typeof module.default, route.name).toBe('function');
    }
  });
});
