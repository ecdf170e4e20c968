/**
 * The seller's area's translations: its own dictionary (shop-ru.ts, shop-en.ts) on top of the
 * site's, loaded only with the shop's chunk. Its `useT` knows both sets of keys, so the shop's
 * pages say "Cancel" or a claim status with the site's words.
 */
import type { TLocale } from '@exchanger/core';
import { useCallback } from 'react';
import {
  interpolate,
  translate as translateSite,
  useLocale,
  type TMessageKey as TSiteMessageKey,
  type TVars,
} from './index';
import { shopEn } from './shop-en';
import { shopRu, type TShopDictionary, type TShopMessageKey } from './shop-ru';

export type { TShopMessageKey } from './shop-ru';
export type { TVars } from './index';

export const SHOP_DICTIONARIES: Record<TLocale, TShopDictionary> = { ru: shopRu, en: shopEn };

/** A key of the shop's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TShopMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

function isShopKey(key: TMessageKey): key is TShopMessageKey {
  return Object.hasOwn(shopRu, key);
}

export function translate(locale: TLocale, key: TMessageKey, vars?: TVars): string {
  return isShopKey(key)
    ? interpolate(SHOP_DICTIONARIES[locale][key], vars)
    : translateSite(locale, key, vars);
}

export function useT(): TTranslate {
  const locale = useLocale();
  return useCallback((key: TMessageKey, vars?: TVars) => translate(locale, key, vars), [locale]);
}
