/**
 * A small typed dictionary: `t('nav.home')`, `t('footer.copyright', { year: 2025 })`.
 * The locale comes from the URL (the layout provides it); Russian is the default.
 */
import { DEFAULT_LOCALE, type TLocale } from '@exchanger/core';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { en } from './en';
import { ru, type TDictionary, type TMessageKey } from './ru';

export type { TMessageKey } from './ru';

export const DICTIONARIES: Record<TLocale, TDictionary> = { ru, en };

export type TVars = Record<string, string | number>;

/** Replaces `{name}` with `vars.name`; unknown placeholders stay as they are. */
export function interpolate(template: string, vars?: TVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

export function translate(locale: TLocale, key: TMessageKey, vars?: TVars): string {
  return interpolate(DICTIONARIES[locale][key], vars);
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
