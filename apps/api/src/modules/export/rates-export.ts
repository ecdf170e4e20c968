/**
 * The rates export for monitors (issue "Public pages…", BestChange format): one `item` per active
 * direction that has a course now, answered from the calculator snapshot. `in`/`out` say how much
 * of `from` buys how much of `to` (one unit on the cheaper side); `amount` is the receive
 * currency's available reserve; `minamount`/`maxamount` are the send limits with the currency;
 * `param` carries `manual` (an operator processes every claim) and `cardverify` (card verification
 * required); a cash direction is listed once per city it is offered in (`city`).
 */
import { createHash } from 'node:crypto';
import { capSendByReserve, dec, deriveLimits, toPlainString, type TBig } from '@exchanger/core';
import type { TLiveDirection, TSnapshot } from '../catalogue/index.js';

export interface TExportItem {
  from: string;
  to: string;
  in: string;
  out: string;
  amount: string;
  minamount: string;
  maxamount: string;
  param: string[];
  city?: string;
}

export interface TRatesExport {
  items: TExportItem[];
  xml: string;
  json: string;
  etag: string;
}

const SIGNIFICANT = 12;

/** The side of the course that is at least one: `in` of `from` for `out` of `to`. */
function inOut(course: string): { in: string; out: string } {
  const c = dec(course);
  if (c.gte(1)) return { in: '1', out: toPlainString(c) };
  // Rounded up: the client gives at least what one unit is worth, never less.
  return { in: toPlainString(dec(1).div(c).prec(SIGNIFICANT, 3)), out: '1' };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The items of one direction as priced, kept while the snapshot keeps its object. */
const itemsOfLive = new WeakMap<TLiveDirection, TExportItem[]>();
/** Each item's place in the file (from, to, city) and its XML and JSON text. */
const textOfItem = new WeakMap<TExportItem, { order: string; xml: string; json: string }>();

/**
 * What a direction's item owes to its course and limits but not to its reserve (the divisions, at
 * 40 decimal places), kept while the direction is not priced again: a claim that moves a reserve
 * costs its directions one division each. Keyed by the priced terms' `from` object, which the
 * snapshot shares between the objects it makes for new reserves (docs/decisions/040).
 */
const reserveFree = new WeakMap<
  object,
  { inOut: { in: string; out: string }; min: string; max: TBig | null }
>();

function directionItems(snapshot: TSnapshot, live: TLiveDirection): TExportItem[] {
  const { from, to, terms, direction } = live;
  let fixed = reserveFree.get(terms.from);
  if (!fixed) {
    const { send } = deriveLimits({ ...terms, reserve: null });
    fixed = { inOut: inOut(terms.course), min: toPlainString(send.min ?? dec(0)), max: send.max };
    reserveFree.set(terms.from, fixed);
  }
  const max = capSendByReserve(terms, fixed.max);
  const base: TExportItem = {
    from: from.code,
    to: to.code,
    ...fixed.inOut,
    amount: toPlainString(dec(terms.reserve ?? '0')),
    minamount: `${fixed.min} ${from.ticker}`,
    maxamount: max ? `${toPlainString(max)} ${from.ticker}` : '',
    param: ['manual', ...(direction.verificationRequired ? ['cardverify'] : [])],
  };
  const cityIds = [
    ...(snapshot.citiesByCurrency.get(from.id) ?? []),
    ...(snapshot.citiesByCurrency.get(to.id) ?? []),
  ];
  const codes = [...new Set(cityIds.map((id) => snapshot.citiesById.get(id)?.code ?? '').filter(Boolean))];
  return codes.length === 0 ? [base] : codes.map((city) => ({ ...base, city }));
}

function textOf(item: TExportItem): { order: string; xml: string; json: string } {
  let text = textOfItem.get(item);
  if (!text) {
    // Codes are Latin capitals and digits: `\u0001` sorts a code before any longer one it begins.
    text = {
      order: `${item.from}\u0001${item.to}\u0001${item.city ?? ''}`,
      xml: itemXml(item),
      json: JSON.stringify(item),
    };
    textOfItem.set(item, text);
  }
  return text;
}

/**
 * The items of every quotable direction, by send, receive currency and city. A direction the
 * snapshot's update did not touch keeps its items and their text (docs/decisions/040).
 */
export function buildItems(snapshot: TSnapshot): TExportItem[] {
  const items: TExportItem[] = [];
  for (const live of snapshot.live.values()) {
    let own = itemsOfLive.get(live);
    if (!own) {
      own = directionItems(snapshot, live);
      itemsOfLive.set(live, own);
    }
    items.push(...own);
  }
  // Each item's place read once, not at every comparison.
  return items
    .map((item) => ({ item, order: textOf(item).order }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ item }) => item);
}

/**
 * The file outside the working hours: only the directions no operator has to process (none carry
 * `manual` today: every payout is sent by hand, docs/payments.md), so a monitor lists none of ours
 * while nobody is at work (docs/decisions/036-about-and-working-hours.md).
 */
export function withoutManual(items: TExportItem[]): TExportItem[] {
  return items.filter((item) => !item.param.includes('manual'));
}

function itemXml(item: TExportItem): string {
  const lines = ['  <item>'];
  for (const key of ['from', 'to', 'in', 'out', 'amount', 'minamount', 'maxamount'] as const) {
    if (item[key] !== '') lines.push(`    <${key}>${escapeXml(item[key])}</${key}>`);
  }
  if (item.param.length) lines.push(`    <param>${escapeXml(item.param.join(', '))}</param>`);
  if (item.city) lines.push(`    <city>${escapeXml(item.city)}</city>`);
  lines.push('  </item>');
  return lines.join('\n');
}

export function renderXml(items: TExportItem[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<rates>'];
  for (const item of items) lines.push(textOf(item).xml);
  lines.push('</rates>', '');
  return lines.join('\n');
}

export function buildExport(items: TExportItem[]): TRatesExport {
  const xml = renderXml(items);
  const json = `{"rates":[${items.map((item) => textOf(item).json).join(',')}]}`;
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  return { items, xml, json, etag };
}
