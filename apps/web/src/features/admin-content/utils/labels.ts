/** How the content desk names content kinds, their states and the information pages. */
import type { CONTENT_STATES, TContentKind, TContentPageKey } from '@exchanger/core';
import type { TMessageKey } from '@/lib/i18n/admin';

export const CONTENT_KIND_LABEL: Record<TContentKind, TMessageKey> = {
  page: 'admin.content.kind.page',
  news: 'admin.content.kind.news',
  faq: 'admin.content.kind.faq',
};

export type TContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_STATE_LABEL: Record<TContentState, TMessageKey> = {
  draft: 'admin.content.state.draft',
  published: 'admin.content.state.published',
  changed: 'admin.content.state.changed',
};

/** The information pages by the name operators know them under. */
export const CONTENT_PAGE_LABEL: Record<TContentPageKey, TMessageKey> = {
  rules: 'admin.content.page.rules',
  aml: 'admin.content.page.aml',
  contacts: 'admin.content.page.contacts',
  cash: 'admin.content.page.cash',
  partners: 'admin.content.page.partners',
  contest: 'admin.content.page.contest',
};
