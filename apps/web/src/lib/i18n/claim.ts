/**
 * The words of the claim page and its result pages (and the back office, which shows claims): this area's dictionary (claim-ru.ts, claim-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { claimEn } from './claim-en';
import { claimRu, type TClaimDictionary, type TClaimMessageKey } from './claim-ru';

export type { TClaimMessageKey } from './claim-ru';
export type { TVars } from './index';

export const CLAIM_DICTIONARIES: Record<TLocale, TClaimDictionary> = { ru: claimRu, en: claimEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TClaimMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(CLAIM_DICTIONARIES);
