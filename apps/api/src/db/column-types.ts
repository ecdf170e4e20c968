/**
 * The shapes of the JSON columns, shared by the schema, the repositories that read them and the
 * domain code that works with what they hold (a currency's input fields, where clients pay it, a
 * content item's texts). Types only: importing them needs no database.
 */
import type { TValidatorName } from '@exchanger/core';

export type TLocalized = { ru: string; en: string };

/** An input a client fills for a currency, as stored (both languages). */
export interface TFieldDef {
  name: string;
  type: 'text' | 'email' | 'tel';
  validator: TValidatorName;
  required: boolean;
  /** Shown (and required when `required`) when this currency is sent / received. */
  onSend: boolean;
  onReceive: boolean;
  send: { header: TLocalized; placeholder: TLocalized };
  receive: { header: TLocalized; placeholder: TLocalized };
}

/** Where clients pay this currency to: the exchanger's wallet, card or account. */
export interface TPayinDef {
  fields: { name: string; label: TLocalized; value: string; qr: boolean }[];
  memo: TLocalized;
}

/** One language of a content item: Markdown as written, and (published copies) the sanitized HTML. */
export interface TContentText {
  title: string;
  /** News: the line under the title in lists and link previews. */
  summary: string;
  body: string;
}
export type TContentVersion = Record<'ru' | 'en', TContentText>;
export type TPublishedContent = Record<'ru' | 'en', TContentText & { html: string }>;
