/**
 * The words of the account’s referral programme, promocodes and loyalty level: this area's dictionary (programs-ru.ts, programs-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { programsEn } from './programs-en';
import { programsRu, type TProgramsDictionary, type TProgramsMessageKey } from './programs-ru';

export type { TProgramsMessageKey } from './programs-ru';
export type { TVars } from './index';

export const PROGRAMS_DICTIONARIES: Record<TLocale, TProgramsDictionary> = { ru: programsRu, en: programsEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TProgramsMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(PROGRAMS_DICTIONARIES);
