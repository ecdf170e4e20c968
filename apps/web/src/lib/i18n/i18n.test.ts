import { describe, expect, it, vi } from 'vitest';
import { accountEn } from './account-en';
import { accountRu } from './account-ru';
import { cashEn } from './cash-en';
import { cashRu } from './cash-ru';
import { claimEn } from './claim-en';
import { claimRu } from './claim-ru';
import { contactsEn } from './contacts-en';
import { contactsRu } from './contacts-ru';
import { contestEn } from './contest-en';
import { contestRu } from './contest-ru';
import { infoEn } from './info-en';
import { infoRu } from './info-ru';
import { programsEn } from './programs-en';
import { programsRu } from './programs-ru';
import { shopsListEn } from './shops-list-en';
import { shopsListRu } from './shops-list-ru';
import { verifyEn } from './verify-en';
import { verifyRu } from './verify-ru';
import { translate as translateVerify } from './verify';
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

/**
 * The public pages' own words (docs/decisions/039-first-load-javascript.md): each area's tables
 * travel with its pages' chunks, so `/` loads only the site's table.
 */
const AREAS: Record<string, { ru: Record<string, string>; en: Record<string, string> }> = {
  account: { ru: accountRu, en: accountEn },
  cash: { ru: cashRu, en: cashEn },
  claim: { ru: claimRu, en: claimEn },
  contacts: { ru: contactsRu, en: contactsEn },
  contest: { ru: contestRu, en: contestEn },
  info: { ru: infoRu, en: infoEn },
  programs: { ru: programsRu, en: programsEn },
  'shops-list': { ru: shopsListRu, en: shopsListEn },
  verify: { ru: verifyRu, en: verifyEn },
};

describe.each(Object.entries(AREAS))('the %s area’s dictionaries', (_name, tables) => {
  it('have the same keys in both languages, none of them a key of the site or of another area', () => {
    expect(Object.keys(tables.en).sort()).toEqual(Object.keys(tables.ru).sort());
    for (const key of Object.keys(tables.ru)) {
      expect(key in ru, key).toBe(false);
      expect(key in adminRu, key).toBe(false);
      expect(key in shopRu, key).toBe(false);
      const others = Object.values(AREAS).filter((other) => other !== tables);
      expect(
        others.some((other) => key in other.ru),
        key,
      ).toBe(false);
    }
  });

  it('have no empty messages and keep the same placeholders', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(tables.ru)) {
      expect(tables.ru[key]?.trim(), key).not.toBe('');
      expect(tables.en[key]?.trim(), key).not.toBe('');
      expect(placeholders(tables.en[key] ?? ''), key).toEqual(placeholders(tables.ru[key] ?? ''));
    }
  });
});

describe('an area’s translate', () => {
  it('knows its own keys and the site’s', () => {
    expect(translateVerify('en', 'nav.home')).toBe('Home');
    expect(translateVerify('ru', 'nav.home')).toBe('Главная');
    expect(translateVerify('en', 'verify.retry')).toBe(verifyEn['verify.retry']);
    expect(translateVerify('ru', 'verify.retry')).toBe(verifyRu['verify.retry']);
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
