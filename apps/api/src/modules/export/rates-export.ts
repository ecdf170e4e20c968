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
import { PatchedMap } from '../../lib/patched-map.js';
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

/**
 * The export as served: each file's bytes in order, in the parts it is made of (put together only
 * when sent as it is), and one tag for both files (they carry the same items).
 */
export interface TRatesExport {
  xml: readonly Buffer[];
  json: readonly Buffer[];
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

/** The items of the directions in `lives`, by send, receive currency and city. */
function sortedItems(snapshot: TSnapshot, lives: Iterable<TLiveDirection>): TExportItem[] {
  const items: TExportItem[] = [];
  for (const live of lives) {
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
 * The items of every quotable direction, by send, receive currency and city. A direction the
 * snapshot's update did not touch keeps its items and their text (docs/decisions/040).
 */
export function buildItems(snapshot: TSnapshot): TExportItem[] {
  return sortedItems(snapshot, snapshot.live.values());
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

/**
 * One send currency's items, in order, as their part of each file, and the part's digest:
 * the files are put together from these parts, so a change remakes only the parts it reaches.
 */
interface TPart {
  xml: Buffer;
  json: Buffer;
  digest: Buffer;
}

function partOf(items: TExportItem[]): TPart {
  const xml = Buffer.from(items.map((item) => `${textOf(item).xml}\n`).join(''), 'utf8');
  return {
    xml,
    json: Buffer.from(items.map((item) => textOf(item).json).join(','), 'utf8'),
    digest: createHash('sha256').update(xml).digest(),
  };
}

const XML_HEAD = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<rates>\n');
const XML_TAIL = Buffer.from('</rates>\n');
const JSON_HEAD = Buffer.from('{"rates":[');
const JSON_TAIL = Buffer.from(']}');
const COMMA = Buffer.from(',');

/** The files of `parts` (in the order of their send currency), tagged by their parts' digests. */
function assemble(parts: readonly TPart[]): TRatesExport {
  const json: Buffer[] = [JSON_HEAD];
  for (const [index, part] of parts.entries()) json.push(...(index > 0 ? [COMMA] : []), part.json);
  json.push(JSON_TAIL);
  const digests = createHash('sha256');
  for (const part of parts) digests.update(part.digest);
  return {
    xml: [XML_HEAD, ...parts.map((part) => part.xml), XML_TAIL],
    json,
    etag: `"${digests.digest('base64url').slice(0, 27)}"`,
  };
}

/** Sorted items cut into their send currencies' parts. */
function partsOf(items: readonly TExportItem[]): Map<string, TPart> {
  const byFrom = new Map<string, TExportItem[]>();
  for (const item of items) {
    const own = byFrom.get(item.from);
    if (own) own.push(item);
    else byFrom.set(item.from, [item]);
  }
  return new Map([...byFrom].map(([from, own]) => [from, partOf(own)]));
}

const inCodeOrder = (parts: Map<string, TPart>) =>
  [...parts.keys()].sort().map((code) => parts.get(code) as TPart);

/** The export of these items (sorted, as `buildItems` gives them), put together whole. */
export function buildExport(items: readonly TExportItem[]): TRatesExport {
  return assemble(inCodeOrder(partsOf(items)));
}

/**
 * Keeps the export of the latest snapshot and makes the next one from it: the directions whose
 * object the snapshot changed (a course, a reserve, a direction added or gone) name the send
 * currencies whose parts are made again; the other parts, their bytes and digests are kept. When
 * the snapshot's map of directions is a patch of the last one's (lib/patched-map.ts), only the
 * keys the patches set are compared. One change to one direction of 5,000 remakes about 70 items,
 * not the 1.3 MB file (docs/decisions/040-incremental-catalogue.md).
 */
export function createRatesExporter() {
  let last: {
    live: TSnapshot['live'];
    /** Send currency code → the keys of its directions in `live`. */
    keysByFrom: Map<string, string[]>;
    parts: Map<string, TPart>;
    file: TRatesExport;
  } | null = null;

  const keysByFromOf = (live: TSnapshot['live']) => {
    const keys = new Map<string, string[]>();
    for (const [key, direction] of live) {
      const own = keys.get(direction.from.code);
      if (own) own.push(key);
      else keys.set(direction.from.code, [key]);
    }
    return keys;
  };

  /**
   * The send currencies whose parts the change from `before` to `live` reaches; null when a
   * direction came, went or changed its send currency's code (the index of keys is made anew).
   */
  const staleCodes = (before: TSnapshot['live'], live: TSnapshot['live']): Set<string> | null => {
    if (before.size !== live.size) return null;
    const stale = new Set<string>();
    const compare = (key: string, next: TLiveDirection | undefined) => {
      const was = before.get(key);
      if (was === next) return true;
      if (!was || !next || was.from.code !== next.from.code) return false;
      stale.add(next.from.code);
      return true;
    };
    const candidates = PatchedMap.keysSetBetween(before, live);
    if (candidates) {
      for (const key of candidates) if (!compare(key, live.get(key))) return null;
    } else for (const [key, next] of live) if (!compare(key, next)) return null;
    return stale;
  };

  return {
    /** The whole export of `snapshot` (within the working hours). */
    exportOf(snapshot: TSnapshot): TRatesExport {
      if (last?.live === snapshot.live) return last.file;
      const stale = last ? staleCodes(last.live, snapshot.live) : null;
      if (!last || !stale) {
        const keysByFrom = keysByFromOf(snapshot.live);
        const parts = partsOf(buildItems(snapshot));
        last = { live: snapshot.live, keysByFrom, parts, file: assemble(inCodeOrder(parts)) };
        return last.file;
      }
      if (stale.size === 0) {
        last = { ...last, live: snapshot.live };
        return last.file;
      }
      const parts = new Map(last.parts);
      for (const code of stale) {
        const lives = (last.keysByFrom.get(code) ?? []).map(
          (key) => snapshot.live.get(key) as TLiveDirection,
        );
        parts.set(code, partOf(sortedItems(snapshot, lives)));
      }
      last = { ...last, live: snapshot.live, parts, file: assemble(inCodeOrder(parts)) };
      return last.file;
    },
  };
}

export type TRatesExporter = ReturnType<typeof createRatesExporter>;
