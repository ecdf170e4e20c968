/**
 * The words of the contacts page: this area's dictionary (contacts-ru.ts, contacts-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { contactsEn } from './contacts-en';
import { contactsRu, type TContactsDictionary, type TContactsMessageKey } from './contacts-ru';

export type { TContactsMessageKey } from './contacts-ru';
export type { TVars } from './index';

export const CONTACTS_DICTIONARIES: Record<TLocale, TContactsDictionary> = { ru: contactsRu, en: contactsEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TContactsMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(CONTACTS_DICTIONARIES);
