/**
 * A small typed dictionary: `t('nav.home')`, `t('footer.copyright', { year: 2025 })`.
 * The locale comes from the URL (the layout provides it); Russian is the default.
 *
 * Each language's table is its own chunk, loaded when a page of that language is first shown
 * (`loadDictionary`: before the first render in main.tsx, in the loader of each language's layout
 * route on a switch), so a visitor downloads one language, not both. Rendering reads the tables
 * synchronously from the registry. They hold the layout's and the first screen's words only; other
 * pages' words are areas' (`areaTranslations` below), carried by those pages' chunks
 * (docs/decisions/039-first-load-javascript.md).
 */
import { DEFAULT_LOCALE, type TLocale } from '@exchanger/core';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { TDictionary, TMessageKey } from './ru';

export type { TDictionary, TMessageKey } from './ru';

const LOADERS: Record<TLocale, () => Promise<TDictionary>> = {
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
};

/**
 * Each table's source file, as the build's manifest names it: the server preloads the page's
 * with a rendered page (src/entry-server.tsx). A test checks they are the loaders' files.
 */
const SOURCES: Record<TLocale, string> = { ru: 'src/lib/i18n/ru.ts', en: 'src/lib/i18n/en.ts' };

export function dictionarySource(locale: TLocale): string {
  return SOURCES[locale];
}

const registry = new Map<TLocale, TDictionary>();
const loading = new Map<TLocale, Promise<void>>();

/** Puts a language's table in the registry (tests and a renderer holding both tables import them). */
export function registerDictionary(locale: TLocale, table: TDictionary): void {
  registry.set(locale, table);
}

export function hasDictionary(locale: TLocale): boolean {
  return registry.has(locale);
}

/**
 * Loads a language's table once (a load in flight is shared); a failed load is tried again on the
 * next call. It fails as a failed chunk does (`vite:preloadError`, lib/chunk-reload.ts).
 */
export function loadDictionary(locale: TLocale): Promise<void> {
  if (registry.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      (table) => {
        registerDictionary(locale, table);
        loading.delete(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * The language's table; when it could not be loaded (the error page after a failed load), another
 * language's rather than nothing.
 */
function tableOf(locale: TLocale): TDictionary | undefined {
  return registry.get(locale) ?? registry.values().next().value;
}

export type TVars = Record<string, string | number>;

/** Replaces `{name}` with `vars.name`; unknown placeholders stay as they are. */
export function interpolate(template: string, vars?: TVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** The message in `locale` (see `tableOf`; the key itself when no table is loaded at all). */
export function translate(locale: TLocale, key: TMessageKey, vars?: TVars): string {
  return interpolate(tableOf(locale)?.[key] ?? key, vars);
}

export type TPluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Picks the plural form by the locale's rules: ru has one/few/many, en one/other. */
export function plural(locale: TLocale, count: number, forms: TPluralForms): string {
  const rule = new Intl.PluralRules(locale).select(count);
  return interpolate(forms[rule] ?? forms.other, { count });
}

const LocaleContext = createContext<TLocale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: TLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useLocale(): TLocale {
  return useContext(LocaleContext);
}

export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export function useT(): TTranslate {
  const locale = useLocale();
  return useCallback((key: TMessageKey, vars?: TVars) => translate(locale, key, vars), [locale]);
}

/**
 * An area's own words (the back office's, the shop's) on top of the site's: its `translate` and
 * `useT` know both sets of keys, the area's looked up in its tables, the rest in the site's.
 */
export function areaTranslations<K extends string>(tables: Record<TLocale, Record<K, string>>) {
  type TAreaKey = TMessageKey | K;
  const isAreaKey = (key: TAreaKey): key is K => Object.hasOwn(tables.ru, key);
  const translateArea = (locale: TLocale, key: TAreaKey, vars?: TVars): string =>
    isAreaKey(key) ? interpolate(tables[locale][key], vars) : translate(locale, key, vars);
  function useAreaT(): (key: TAreaKey, vars?: TVars) => string {
    const locale = useLocale();
    return useCallback((key: TAreaKey, vars?: TVars) => translateArea(locale, key, vars), [locale]);
  }
  return { translate: translateArea, useT: useAreaT };
}
