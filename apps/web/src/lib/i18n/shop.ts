/**
 * The seller's area's translations: its own dictionary (shop-ru.ts, shop-en.ts) on top of the
 * site's, loaded only with the shop's chunk. Its `useT` knows both sets of keys, so the shop's
 * pages say "Cancel" or a claim status with the site's words.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { shopEn } from './shop-en';
import { shopRu, type TShopDictionary, type TShopMessageKey } from './shop-ru';

export type { TShopMessageKey } from './shop-ru';
export type { TVars } from './index';

export const SHOP_DICTIONARIES: Record<TLocale, TShopDictionary> = { ru: shopRu, en: shopEn };

/** A key of the shop's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TShopMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(SHOP_DICTIONARIES);
