/**
 * The words of the contest page: this area's dictionary (contest-ru.ts, contest-en.ts) on top of the
 * site's, carried by the chunks of these pages only, so that `/` does not load them
 * (docs/decisions/039-first-load-javascript.md). Its `useT` knows both sets of keys.
 */
import type { TLocale } from '@exchanger/core';
import { areaTranslations, type TMessageKey as TSiteMessageKey, type TVars } from './index';
import { contestEn } from './contest-en';
import { contestRu, type TContestDictionary, type TContestMessageKey } from './contest-ru';

export type { TContestMessageKey } from './contest-ru';
export type { TVars } from './index';

export const CONTEST_DICTIONARIES: Record<TLocale, TContestDictionary> = { ru: contestRu, en: contestEn };

/** A key of this area's dictionary or of the site's. */
export type TMessageKey = TSiteMessageKey | TContestMessageKey;
export type TTranslate = (key: TMessageKey, vars?: TVars) => string;

export const { translate, useT } = areaTranslations(CONTEST_DICTIONARIES);
