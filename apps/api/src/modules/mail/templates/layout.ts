/**
 * What every e-mail shares. A message is first written as a draft — a title and a list of blocks
 * (paragraphs, a button, tables of label and value, notes) — then printed twice, as text and as
 * HTML, so the two parts always say the same thing. In the HTML every interpolated value is
 * escaped, styles are inline (mail clients drop `<style>`), and a link that is not http(s) is never
 * made clickable. Also here: the greeting, the signature and the dates of each language.
 */
import type { TLocale } from '@exchanger/core';

export interface TRow {
  label: string;
  value: string;
  /** The value links here (an explorer's page of a transaction); the text part prints it after. */
  href?: string | null;
}

export type TBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'table'; title: string; rows: TRow[] }
  | { kind: 'note'; text: string };

export interface TDraft {
  subject: string;
  title: string;
  blocks: TBlock[];
}

/** The words every message of a language shares. */
export interface TCommonCopy {
  greeting: string;
  signature: (site: string) => string;
  automatic: string;
  linkHint: string;
  formatTime: (date: Date) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const COMMON_COPY: Record<TLocale, TCommonCopy> = {
  ru: {
    greeting: 'Здравствуйте!',
    signature: (site) => `С уважением,\nкоманда ${site}`,
    automatic: 'Это письмо отправлено автоматически, отвечать на него не нужно.',
    linkHint: 'Если кнопка не открывается, скопируйте ссылку в адресную строку браузера:',
    formatTime: (d) =>
      `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ` +
      `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} (UTC)`,
  },
  en: {
    greeting: 'Hello,',
    signature: (site) => `Kind regards,\nthe ${site} team`,
    automatic: 'This message was sent automatically; there is no need to reply to it.',
    linkHint: 'If the button does not open, copy the link into the address bar of your browser:',
    formatTime: (d) =>
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
      `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`,
  },
};

/** A moment as readers of this locale write it, in UTC; a value that is not a date is shown as is. */
export function formatTime(value: string, copy: TCommonCopy): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : copy.formatTime(date);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const isWebLink = (href: string) => /^https?:\/\//i.test(href);

/** Escaped, with line breaks kept. */
const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export function printText(d: TDraft, copy: TCommonCopy, site: string): string {
  const parts = [d.title];
  for (const block of d.blocks) {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
        parts.push(block.text);
        break;
      case 'button':
        parts.push(`${block.label}:\n${block.href}`);
        break;
      case 'table': {
        const rows = block.rows.map((r) => `${r.label}: ${r.value}${r.href ? `\n${r.href}` : ''}`);
        parts.push((block.title ? [block.title, ...rows] : rows).join('\n'));
        break;
      }
    }
  }
  parts.push(copy.signature(site), copy.automatic);
  return `${parts.join('\n\n')}\n`;
}

const S = {
  body: 'margin:0;padding:0;background-color:#f3f4f6;',
  outer: 'width:100%;background-color:#f3f4f6;',
  card:
    'width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;' +
    'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;',
  brand: 'margin:0 0 20px;font-size:14px;font-weight:bold;color:#6b7280;letter-spacing:0.5px;',
  h1: 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827;',
  h2: 'margin:24px 0 8px;font-size:16px;line-height:1.3;color:#111827;',
  p: 'margin:0 0 16px;',
  note: 'margin:0 0 16px;padding:10px 14px;background-color:#fff7e6;border-left:4px solid #f59e0b;',
  button:
    'display:inline-block;padding:12px 24px;background-color:#2563eb;color:#ffffff;' +
    'text-decoration:none;border-radius:6px;font-weight:bold;',
  hint: 'margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all;',
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px;',
  label: 'padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;color:#6b7280;vertical-align:top;width:40%;',
  value:
    'padding:6px 0;border-bottom:1px solid #e5e7eb;color:#111827;font-weight:bold;vertical-align:top;' +
    'word-break:break-all;',
  link: 'color:#2563eb;',
  footer: 'margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280;',
} as const;

export function printHtml(
  d: TDraft,
  copy: TCommonCopy,
  site: string,
  locale: TLocale,
  subject: string,
): string {
  const parts: string[] = [
    `<p style="${S.brand}">${html(site)}</p>`,
    `<h1 style="${S.h1}">${html(d.title)}</h1>`,
  ];
  for (const block of d.blocks) {
    switch (block.kind) {
      case 'paragraph':
        parts.push(`<p style="${S.p}">${html(block.text)}</p>`);
        break;
      case 'note':
        parts.push(`<p style="${S.note}">${html(block.text)}</p>`);
        break;
      case 'button':
        if (isWebLink(block.href)) {
          const href = escapeHtml(block.href);
          parts.push(
            `<p style="${S.p}"><a href="${href}" style="${S.button}">${html(block.label)}</a></p>`,
            `<p style="${S.hint}">${html(copy.linkHint)}<br><a href="${href}" style="color:#2563eb;">${href}</a></p>`,
          );
        } else {
          parts.push(`<p style="${S.p}">${html(block.label)}: ${html(block.href)}</p>`);
        }
        break;
      case 'table': {
        if (block.title) parts.push(`<h2 style="${S.h2}">${html(block.title)}</h2>`);
        const rows = block.rows
          .map(
            (r) =>
              `<tr><td style="${S.label}">${html(r.label)}</td><td style="${S.value}">${
                r.href ? `<a href="${html(r.href)}" style="${S.link}">${html(r.value)}</a>` : html(r.value)
              }</td></tr>`,
          )
          .join('');
        parts.push(
          `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${S.table}">${rows}</table>`,
        );
        break;
      }
    }
  }
  parts.push(`<p style="${S.footer}">${html(copy.signature(site))}<br><br>${html(copy.automatic)}</p>`);
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${html(subject)}</title></head><body style="${S.body}">` +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${S.outer}"><tr>` +
    '<td align="center" style="padding:24px 12px;">' +
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${S.card}"><tr>` +
    `<td style="padding:28px 32px;">${parts.join('')}</td></tr></table></td></tr></table></body></html>`
  );
}
