/**
 * The words of the public list of shops: this area's dictionary (shops-list-ru.ts, shops-list-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { shopsListEn } from './shops-list-en';
import { shopsListRu, type TShopsListDictionary, type TShopsListMessageKey } from './shops-list-ru';

export type { TShopsListMessageKey } from './shops-list-ru';
export type { TVars } from './index';

export const SHOPSLIST_DICTIONARIES: Record<TLocale, TShopsListDictionary> = {
  ru: shopsListRu,
  en: shopsListEn,
};

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TShopsListMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(SHOPSLIST_DICTIONARIES);
