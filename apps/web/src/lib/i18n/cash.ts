/**
 * The words of the cash page: this area's dictionary (cash-ru.ts, cash-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { cashEn } from './cash-en';
import { cashRu, type TCashDictionary, type TCashMessageKey } from './cash-ru';

export type { TCashMessageKey } from './cash-ru';
export type { TVars } from './index';

export const CASH_DICTIONARIES: Record<TLocale, TCashDictionary> = { ru: cashRu, en: cashEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TCashMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(CASH_DICTIONARIES);
