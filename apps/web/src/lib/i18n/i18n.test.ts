import { describe, expect, it, vi } from 'vitest';
import { translate as translateAdmin } from './admin';
import { adminEn } from './admin-en';
import { adminRu } from './admin-ru';
import { en } from './en';
import { interpolate, plural, translate } from './index';
import { ru } from './ru';
import { translate as translateShop } from './shop';
import { shopEn } from './shop-en';
import { shopRu } from './shop-ru';

describe('i18n dictionaries', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });

  it('have no empty messages and keep the same placeholders', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(ru) as (keyof typeof ru)[]) {
      expect(ru[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(ru[key]));
    }
  });

  it('carries the navigation labels of the specification', () => {
    expect([en['nav.home'], en['nav.cash'], en['nav.rules'], en['nav.partners']]).toEqual([
      'Home',
      'Cash',
      'Exchange rules',
      'Partners',
    ]);
    expect([ru['nav.shops'], ru['nav.faq'], ru['nav.news'], ru['nav.contacts']]).toEqual([
      'Магазины',
      'FAQ',
      'Новости',
      'Контакты',
    ]);
  });
});

describe('translate', () => {
  it('interpolates variables', () => {
    expect(translate('en', 'footer.copyright', { year: 2030, site: 'X' })).toBe('© 2030 X');
    expect(translate('ru', 'error.notFound')).toBe('Страница не найдена');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('picks plural forms by locale', () => {
    const ruForms = {
      one: '{count} заявка',
      few: '{count} заявки',
      many: '{count} заявок',
      other: '{count} заявки',
    };
    expect(plural('ru', 1, ruForms)).toBe('1 заявка');
    expect(plural('ru', 3, ruForms)).toBe('3 заявки');
    expect(plural('ru', 11, ruForms)).toBe('11 заявок');
    expect(plural('en', 1, { one: '{count} claim', other: '{count} claims' })).toBe('1 claim');
    expect(plural('en', 2, { one: '{count} claim', other: '{count} claims' })).toBe('2 claims');
  });
});

describe('the back office dictionaries', () => {
  it('have the same keys in both languages, none of them a key of the site', () => {
    expect(Object.keys(adminEn).sort()).toEqual(Object.keys(adminRu).sort());
    for (const key of Object.keys(adminRu)) expect(key in ru, key).toBe(false);
  });

  it('have no empty messages and keep the same placeholders', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(adminRu) as (keyof typeof adminRu)[]) {
      expect(adminRu[key].trim(), key).not.toBe('');
      expect(adminEn[key].trim(), key).not.toBe('');
      expect(placeholders(adminEn[key]), key).toEqual(placeholders(adminRu[key]));
    }
  });

  it('translate their own keys and the site’s', () => {
    expect(translateAdmin('en', 'admin.action.complete')).toBe('Complete');
    expect(translateAdmin('ru', 'admin.action.payment_received')).toBe('Оплата получена');
    expect(translateAdmin('en', 'claim.statusName.paid')).toBe('Paid');
    expect(translateAdmin('ru', 'admin.claim.title', { id: 'ab12' })).toBe('Заявка #ab12');
  });
});

describe('the shop dictionaries', () => {
  it('have the same keys in both languages, none of them a key of the site or the back office', () => {
    expect(Object.keys(shopEn).sort()).toEqual(Object.keys(shopRu).sort());
    for (const key of Object.keys(shopRu)) {
      expect(key in ru, key).toBe(false);
      expect(key in adminRu, key).toBe(false);
    }
  });

  it('have no empty messages and keep the same placeholders', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(shopRu) as (keyof typeof shopRu)[]) {
      expect(shopRu[key].trim(), key).not.toBe('');
      expect(shopEn[key].trim(), key).not.toBe('');
      expect(placeholders(shopEn[key]), key).toEqual(placeholders(shopRu[key]));
    }
  });

  it('translate their own keys and the site’s', () => {
    expect(translateShop('en', 'shop.status.approved')).toBe('Approved');
    expect(translateShop('ru', 'shop.pageOf', { page: 2, pages: 5 })).toBe('Страница 2 из 5');
    expect(translateShop('en', 'nav.home')).toBe('Home');
  });
});

describe('the registry of the site’s tables', () => {
  // A fresh copy of the module: the test set-up has registered both tables in the shared one.
  async function freshI18n() {
    vi.resetModules();
    return import('./index');
  }

  it('loads a language’s table on demand, once', async () => {
    const i18n = await freshI18n();
    expect(i18n.hasDictionary('en')).toBe(false);
    const first = i18n.loadDictionary('en');
    expect(i18n.loadDictionary('en')).toBe(first);
    await first;
    expect(i18n.hasDictionary('en')).toBe(true);
    expect(i18n.hasDictionary('ru')).toBe(false);
    expect(i18n.translate('en', 'nav.home')).toBe('Home');
    await i18n.loadDictionary('ru');
    expect(i18n.translate('ru', 'nav.home')).toBe('Главная');
  });

  it('falls back to a loaded language, and to the key when none is loaded', async () => {
    const i18n = await freshI18n();
    expect(i18n.translate('ru', 'error.notFound')).toBe('error.notFound');
    i18n.registerDictionary('en', en);
    expect(i18n.translate('ru', 'error.notFound')).toBe('Page not found');
    i18n.registerDictionary('ru', ru);
    expect(i18n.translate('ru', 'error.notFound')).toBe('Страница не найдена');
  });

  it('names each table’s source file as the build’s manifest does (the server preloads it)', async () => {
    const i18n = await freshI18n();
    const webRoot = new URL('../../../', import.meta.url);
    for (const [locale, table] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      const module = (await import(
        /* @vite-ignore */ new URL(i18n.dictionarySource(locale), webRoot).pathname
      )) as Record<string, unknown>;
      expect(module[locale]).toStrictEqual(table);
    }
  });
});
