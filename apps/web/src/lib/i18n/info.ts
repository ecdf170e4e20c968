/**
 * The words of the information pages: partners, monitoring, referral terms, FAQ, news and the text pages: this area's dictionary (info-ru.ts, info-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { infoEn } from './info-en';
import { infoRu, type TInfoDictionary, type TInfoMessageKey } from './info-ru';

export type { TInfoMessageKey } from './info-ru';
export type { TVars } from './index';

export const INFO_DICTIONARIES: Record<TLocale, TInfoDictionary> = { ru: infoRu, en: infoEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TInfoMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(INFO_DICTIONARIES);
