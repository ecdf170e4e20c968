import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStartupLocale, decideStartupLocale } from './locale-startup';

const base = { search: '', hash: '', languages: ['ru-RU'] as readonly string[] };

describe('decideStartupLocale', () => {
  it('root without cookie follows an English browser to /en, keeping search and hash', () => {
    expect(
      decideStartupLocale({
        ...base,
        pathname: '/',
        search: '?cur_from=BTC',
        hash: '#x',
        cookieLocale: null,
        languages: ['en-GB', 'ru'],
      }),
    ).toEqual({ locale: 'en', replaceWith: '/en?cur_from=BTC#x', writeCookie: 'en' });
  });

  it('root without cookie and a Russian (or unknown) browser stays', () => {
    expect(decideStartupLocale({ ...base, pathname: '/', cookieLocale: null })).toEqual({
      locale: 'ru',
      replaceWith: null,
      writeCookie: 'ru',
    });
    expect(
      decideStartupLocale({ ...base, pathname: '/', cookieLocale: null, languages: ['de-DE'] }).replaceWith,
    ).toBeNull();
  });

  it('root with a cookie uses the cookie, not the browser', () => {
    expect(decideStartupLocale({ ...base, pathname: '/', cookieLocale: 'en', languages: ['ru'] })).toEqual({
      locale: 'en',
      replaceWith: '/en',
      writeCookie: null,
    });
    expect(decideStartupLocale({ ...base, pathname: '/', cookieLocale: 'ru', languages: ['en-US'] })).toEqual(
      {
        locale: 'ru',
        replaceWith: null,
        writeCookie: null,
      },
    );
  });

  it('never redirects outside the root; sets a missing cookie to the page locale', () => {
    expect(
      decideStartupLocale({ ...base, pathname: '/rules', cookieLocale: null, languages: ['en'] }),
    ).toEqual({
      locale: 'ru',
      replaceWith: null,
      writeCookie: 'ru',
    });
    expect(
      decideStartupLocale({ ...base, pathname: '/en/faq', cookieLocale: 'ru', languages: ['ru'] }),
    ).toEqual({
      locale: 'en',
      replaceWith: null,
      writeCookie: null,
    });
    expect(
      decideStartupLocale({ ...base, pathname: '/en', cookieLocale: 'ru', languages: ['ru'] }).replaceWith,
    ).toBeNull();
  });
});

describe('applyStartupLocale', () => {
  afterEach(() => {
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('replaces the URL and writes the cookie in the browser', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.history.replaceState(null, '', '/?a=1');
    applyStartupLocale(window);
    expect(window.location.pathname + window.location.search).toBe('/en?a=1');
    expect(document.cookie).toContain('i18n_redirected=en');
  });
});
