/**
 * Markdown of the back office to the HTML the public sees. markdown-it with raw HTML off (an
 * operator's `<script>` is shown as text) and its link check (no `javascript:`), then sanitize-html
 * with an allowlist as a second wall: only text formatting, lists, tables, quotes, code and links
 * to http(s), mail and phone; external links open without giving the page a handle on ours.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { TContentVersion, TPublishedContent } from '../../db/column-types.js';

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'], th: ['style'], td: ['style'] },
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A page has one <h1> (its title): headings in the text start at level 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
  },
};

export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), SANITIZE);
}

/** What publishing stores: the draft in both languages with its rendered HTML. */
export function renderVersion(draft: TContentVersion): TPublishedContent {
  return {
    ru: { ...draft.ru, html: renderMarkdown(draft.ru.body) },
    en: { ...draft.en, html: renderMarkdown(draft.en.body) },
  };
}
