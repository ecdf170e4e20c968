import { describe, expect, it } from 'vitest';
import { localizePath, pickBrowserLocale, splitLocalePath } from './locales.js';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'ru', '/'],
    ['/rules', 'ru', '/rules'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/news/first', 'en', '/news/first'],
    ['/english', 'ru', '/english'],
    ['/enx/rules', 'ru', '/enx/rules'],
  ])('%s → %s %s', (input, locale, path) => {
    expect(splitLocalePath(input)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it('switches both ways and keeps the page', () => {
    expect(localizePath('/rules', 'en')).toBe('/en/rules');
    expect(localizePath('/en/rules', 'ru')).toBe('/rules');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/en', 'ru')).toBe('/');
    expect(localizePath('/en/faq', 'en')).toBe('/en/faq');
  });
});

describe('pickBrowserLocale', () => {
  it('takes the first supported language', () => {
    expect(pickBrowserLocale(['de-DE', 'en-GB', 'ru'])).toBe('en');
    expect(pickBrowserLocale(['ru-RU', 'en'])).toBe('ru');
    expect(pickBrowserLocale(['fr'])).toBe('ru');
    expect(pickBrowserLocale([])).toBe('ru');
  });
});
