/**
 * The back office's translations: its own dictionary (admin-ru.ts, admin-en.ts) on top of the
 * site's, loaded only with the back office's chunk. Its `useT` knows both sets of keys, so the
 * back office says "Log out" or a claim status with the site's words.
 */
import type { TLocale } from '@exchanger/core';
import { adminEn } from './admin-en';
import { adminRu, type TAdminDictionary, type TAdminMessageKey } from './admin-ru';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';

export type { TAdminMessageKey } from './admin-ru';

export const ADMIN_DICTIONARIES: Record<TLocale, TAdminDictionary> = { ru: adminRu, en: adminEn };

/** A key of the back office's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TAdminMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(ADMIN_DICTIONARIES);
