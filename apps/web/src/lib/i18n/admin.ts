/**
 * The back office's translations: its own dictionary (admin-ru.ts, admin-en.ts) on top of the
 * site's, loaded only with the back office's chunk. Its `useT` knows both sets of keys, so the
 * back office says "Log out" or a claim status with the site's words.
 */
import type { TLocale } from '@exchanger/core';
import { useCallback } from 'react';
import { adminEn } from './admin-en';
import { adminRu, type TAdminDictionary, type TAdminMessageKey } from './admin-ru';
import {
  interpolate,
  translate as translateSite,
  useLocale,
  type TMessageKey as TSiteMessageKey,
  type TVars,
} from './index';

export type { TAdminMessageKey } from './admin-ru';

export const ADMIN_DICTIONARIES: Record<TLocale, TAdminDictionary> = { ru: adminRu, en: adminEn };

/** A key of the back office's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TAdminMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

function isAdminKey(key: TMessageKey): key is TAdminMessageKey {
  return Object.hasOwn(adminRu, key);
}

export function translate(locale: TLocale, key: TMessageKey, vars?: TVars): string {
  return isAdminKey(key)
    ? interpolate(ADMIN_DICTIONARIES[locale][key], vars)
    : translateSite(locale, key, vars);
}

export function useT(): TTranslate {
  const locale = useLocale();
  return useCallback((key: TMessageKey, vars?: TVars) => translate(locale, key, vars), [locale]);
}
