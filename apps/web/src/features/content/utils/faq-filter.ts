/**
 * The FAQ search: as the visitor types, keep the questions whose question or answer text holds
 * every word of the query, in the language shown. The FAQ is a few dozen short entries already on
 * the page, so a plain scan per keystroke is instant and needs no server search or library.
 *
 * Words are compared case-insensitively, `ё` as `е`, and with a light stemming that drops the
 * ending of a longer word (`карту` finds `карта` and `карты`, `refunds` finds `refund`), since
 * people type the form of the word they think in, not the one the answer uses.
 */
import type { TFaq } from '@exchanger/core';

export type TFaqItem = TFaq[number]['items'][number];

export interface TFaqGroupResult {
  group: string;
  items: TFaqItem[];
}

export interface TFaqResult {
  groups: TFaqGroupResult[];
  /** Questions shown. */
  count: number;
  /** Questions in the FAQ. */
  total: number;
}

/** A FAQ prepared for searching: each item with its searchable text. */
export interface TFaqIndex {
  groups: { group: string; items: { item: TFaqItem; text: string }[] }[];
  total: number;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text with its character references (`&amp;`, `&#8212;`, `&nbsp;`…) decoded. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of the server's sanitized HTML (tags dropped, the usual entities decoded). */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, `ё` → `е`: same length as the input, so positions carry over for highlighting. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

const CYRILLIC_ENDING = /[аеиоуыэюяйь]+$/;
const LATIN_ENDING = /(?:es|s)$/;

/** A query word reduced to the part every form of it shares (never shorter than 3 letters). */
export function stem(word: string): string {
  const ending = /[а-я]/.test(word) ? CYRILLIC_ENDING : LATIN_ENDING;
  const cut = word.replace(ending, '');
  return word.length > 4 && cut.length >= 3 ? cut : word;
}

/** The words of a query, normalized and stemmed; punctuation separates words. */
export function queryTerms(query: string): string[] {
  return normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

export function indexFaq(faq: TFaq): TFaqIndex {
  let total = 0;
  const groups = faq.map((group) => ({
    group: group.group,
    items: group.items.map((item) => {
      total += 1;
      return { item, text: normalize(`${item.question} ${htmlToText(item.html)}`) };
    }),
  }));
  return { groups, total };
}

/** The groups with the questions matching every word of `query` (all of them for an empty query). */
export function filterFaq(index: TFaqIndex, query: string): TFaqResult {
  const terms = queryTerms(query);
  let count = 0;
  const groups: TFaqGroupResult[] = [];
  for (const group of index.groups) {
    const items = group.items
      .filter(({ text }) => terms.every((term) => text.includes(term)))
      .map(({ item }) => item);
    if (items.length) {
      groups.push({ group: group.group, items });
      count += items.length;
    }
  }
  return { groups, count, total: index.total };
}

export interface TTextPart {
  text: string;
  isMatch: boolean;
}

/** `text` cut into the parts that match one of `terms` and the rest, for `<mark>`. */
export function highlightParts(text: string, terms: string[]): TTextPart[] {
  const lower = normalize(text);
  // A letter whose lower case is longer (rare outside our two alphabets): no marks, no wrong ones.
  if (lower.length !== text.length || terms.length === 0) return [{ text, isMatch: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const parts: TTextPart[] = [];
  for (let i = 0; i < text.length;) {
    let end = i;
    while (end < text.length && marked[end] === marked[i]) end += 1;
    parts.push({ text: text.slice(i, end), isMatch: marked[i] === true });
    i = end;
  }
  return parts;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;');

/**
 * The server's sanitized HTML with the matches of `terms` in its text wrapped in `<mark>`. Only
 * text between tags changes, decoded and escaped again, so the markup stays what the server sent.
 */
export function highlightHtml(html: string, terms: string[]): string {
  if (terms.length === 0) return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : highlightParts(decodeEntities(part), terms)
            .map((p) => (p.isMatch ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text)))
            .join(''),
    )
    .join('');
}
