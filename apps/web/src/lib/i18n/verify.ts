/**
 * The words of the card verification page: this area's dictionary (verify-ru.ts, verify-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { verifyEn } from './verify-en';
import { verifyRu, type TVerifyDictionary, type TVerifyMessageKey } from './verify-ru';

export type { TVerifyMessageKey } from './verify-ru';
export type { TVars } from './index';

export const VERIFY_DICTIONARIES: Record<TLocale, TVerifyDictionary> = { ru: verifyRu, en: verifyEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TVerifyMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(VERIFY_DICTIONARIES);
