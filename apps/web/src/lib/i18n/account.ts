/**
 * The words of sign-in, registration and the account pages: this area's dictionary (account-ru.ts, account-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { accountEn } from './account-en';
import { accountRu, type TAccountDictionary, type TAccountMessageKey } from './account-ru';

export type { TAccountMessageKey } from './account-ru';
export type { TVars } from './index';

export const ACCOUNT_DICTIONARIES: Record<TLocale, TAccountDictionary> = { ru: accountRu, en: accountEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TAccountMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(ACCOUNT_DICTIONARIES);
