/**
 * Official rouble rates of the Central Bank of Russia: `XML_daily.asp`, a flat windows-1251 XML
 * document, e.g. `<ValCurs Date="22.11.2026" name="Foreign Currency Market"><Valute ID="R01235">
 * <NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal><Name>Доллар США</Name>
 * <Value>81,2345</Value><VunitRate>81,2345</VunitRate></Valute>…</ValCurs>`.
 *
 * The format is flat and fixed, so a strict hand-written reader replaces an XML library: it
 * accepts exactly that shape (declaration, one `ValCurs`, `Valute` elements of text-only
 * children) and names what is wrong otherwise. `Value` is the price of `Nominal` units (10 or
 * 100 for small currencies) with a decimal comma; we divide exactly and publish the price of one.
 */
import { Big, dec, toPlainString } from '@exchanger/core';
import { fetchBytes, RateFeedError, type TRateFeed, type TRateQuote } from './feed.js';

export const CBR_FEED_ID = 'cbr';
export const CBR_DEFAULT_URL = 'https://www.cbr.ru/scripts/XML_daily.asp';

/** Decimals kept after dividing by the nominal (half up; 4-decimal values over powers of ten are exact). */
const RATE_DECIMALS = 12;
const MAX_BYTES = 1024 * 1024;
/** Moscow time has been UTC+3 all year since 26 October 2014. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

export interface TCbrValute {
  /** The bank's internal id, e.g. `R01235`. */
  id: string;
  numCode: string | null;
  /** ISO 4217 letter code: `USD`. */
  charCode: string;
  nominal: number;
  name: string | null;
  /** The price of `nominal` units in roubles, as a plain decimal string (`"81.2345"`). */
  value: string;
  /** The bank's own rounded price of one unit, when the document has it. */
  vunitRate: string | null;
}

export interface TCbrDocument {
  /** `DD.MM.YYYY` as written in the document: the day the rates are in force from. */
  date: string;
  /** 00:00 Moscow time of `date`. */
  asOf: Date;
  valutes: TCbrValute[];
}

const fail = (message: string) => new RateFeedError(CBR_FEED_ID, message);

const DECLARATION =
  /^\uFEFF?<\?xml\s+version\s*=\s*["']1\.[01]["'](?:\s+encoding\s*=\s*["']([A-Za-z0-9._-]+)["'])?(?:\s+standalone\s*=\s*["'](?:yes|no)["'])?\s*\?>/;
const ROOT = /^\s*<ValCurs\b([^<>]*)>([\s\S]*)<\/ValCurs>\s*$/;
const ATTRIBUTE = /\s+([A-Za-z_][\w.-]*)\s*=\s*"([^"<]*)"/y;
const VALUTE = /\s*<Valute\b([^<>]*)>([\s\S]*?)<\/Valute>/y;
const CHILD = /\s*<([A-Za-z]+)>([^<]*)<\/\1>/y;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9A-Fa-f]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const COMMA_DECIMAL = /^(\d{1,20})(?:,(\d{1,18}))?$/;
const NOMINAL = /^[1-9]\d{0,9}$/;
const CHAR_CODE = /^[A-Z]{3}$/;
const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Picks the decoder from the XML declaration (the bank declares windows-1251). */
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = DECLARATION.exec(head.replace(/^\u00EF\u00BB\u00BF/, ''))?.[1]?.toLowerCase();
  // Without an encoding in the declaration XML means UTF-8.
  const encoding = declared === undefined ? 'utf-8' : declared;
  if (encoding === 'windows-1251' || encoding === 'cp1251')
    return new TextDecoder('windows-1251').decode(bytes);
  if (encoding === 'utf-8' || encoding === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw fail('the document is not valid UTF-8');
    }
  }
  throw fail(`unsupported document encoding "${encoding}"`);
}

function unescapeText(text: string): string {
  return text.replace(ENTITY, (_match, decimal?: string, hex?: string, named?: string) => {
    if (named !== undefined) return NAMED_ENTITIES[named] ?? '';
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    if (code > 0x10ffff) throw fail(`invalid character reference &#${decimal ?? `x${hex ?? ''}`};`);
    return String.fromCodePoint(code);
  });
}

function readAttributes(source: string, where: string): Map<string, string> {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  let position = 0;
  for (let match = ATTRIBUTE.exec(source); match; match = ATTRIBUTE.exec(source)) {
    const [, name = '', value = ''] = match;
    if (attributes.has(name)) throw fail(`${where} repeats the attribute ${name}`);
    attributes.set(name, unescapeText(value));
    position = ATTRIBUTE.lastIndex;
  }
  if (source.slice(position).trim() !== '') throw fail(`${where} has malformed attributes`);
  return attributes;
}

function readCommaDecimal(text: string, where: string): string {
  const match = COMMA_DECIMAL.exec(text.trim());
  if (!match) throw fail(`${where} is not a decimal with a comma: "${text.slice(0, 40)}"`);
  const [, whole = '', fraction] = match;
  return fraction === undefined ? whole : `${whole}.${fraction}`;
}

function parseDate(text: string | undefined): { date: string; asOf: Date } {
  const match = text === undefined ? null : DATE.exec(text);
  if (!text || !match) throw fail(`ValCurs has no Date in DD.MM.YYYY form (${text ?? 'none'})`);
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = Date.UTC(year, month - 1, day);
  const check = new Date(midnightUtc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || year < 1992) {
    throw fail(`ValCurs Date is not a calendar date: ${text}`);
  }
  return { date: text, asOf: new Date(midnightUtc - MOSCOW_OFFSET_MS) };
}

function readValute(attributesText: string, body: string, index: number): TCbrValute {
  const attributes = readAttributes(attributesText, `Valute #${index + 1}`);
  const children = new Map<string, string>();
  CHILD.lastIndex = 0;
  let position = 0;
  for (let match = CHILD.exec(body); match; match = CHILD.exec(body)) {
    const [, name = '', text = ''] = match;
    if (children.has(name)) throw fail(`Valute #${index + 1} repeats <${name}>`);
    children.set(name, unescapeText(text).trim());
    position = CHILD.lastIndex;
  }
  if (body.slice(position).trim() !== '') {
    throw fail(`Valute #${index + 1} has unexpected content: "${body.slice(position).trim().slice(0, 60)}"`);
  }
  const charCode = children.get('CharCode');
  const where = `Valute ${charCode ?? `#${index + 1}`}`;
  if (charCode === undefined || !CHAR_CODE.test(charCode)) {
    throw fail(`${where} has no three-letter CharCode`);
  }
  const nominalText = children.get('Nominal');
  if (nominalText === undefined || !NOMINAL.test(nominalText))
    throw fail(`${where} has no positive integer Nominal`);
  const valueText = children.get('Value');
  if (valueText === undefined) throw fail(`${where} has no Value`);
  const value = readCommaDecimal(valueText, `${where} Value`);
  if (!dec(value).gt(0)) throw fail(`${where} Value is not positive`);
  const vunitRateText = children.get('VunitRate');
  const vunitRate =
    vunitRateText === undefined ? null : readCommaDecimal(vunitRateText, `${where} VunitRate`);
  const nominal = Number(nominalText);
  // The bank's own per-unit price must agree with Value ÷ Nominal (it is rounded, hence the
  // tolerance); a disagreement means the format changed under us, e.g. a different nominal.
  if (
    vunitRate !== null &&
    unitRate(value, nominal).minus(vunitRate).abs().gt(dec(vunitRate).times('0.005'))
  ) {
    throw fail(`${where}: Value ${value} / Nominal ${nominal} disagrees with VunitRate ${vunitRate}`);
  }
  return {
    id: attributes.get('ID') ?? '',
    numCode: children.get('NumCode') ?? null,
    charCode,
    nominal,
    name: children.get('Name') ?? null,
    value,
    vunitRate,
  };
}

function unitRate(value: string, nominal: number) {
  return dec(value).div(dec(nominal)).round(RATE_DECIMALS, Big.roundHalfUp);
}

/** Decodes and parses `XML_daily.asp`; throws a `RateFeedError` naming the first problem. */
export function parseCbrDaily(bytes: Uint8Array): TCbrDocument {
  const text = decode(bytes);
  const declaration = DECLARATION.exec(text);
  const rest = declaration ? text.slice(declaration[0].length) : text.replace(/^\uFEFF/, '');
  const root = ROOT.exec(rest);
  if (!root) throw fail('not a CBR daily document: no <ValCurs> root element');
  const [, rootAttributes = '', body = ''] = root;
  const { date, asOf } = parseDate(readAttributes(rootAttributes, 'ValCurs').get('Date'));

  const valutes: TCbrValute[] = [];
  const seen = new Set<string>();
  VALUTE.lastIndex = 0;
  let position = 0;
  for (let match = VALUTE.exec(body); match; match = VALUTE.exec(body)) {
    const valute = readValute(match[1] ?? '', match[2] ?? '', valutes.length);
    if (seen.has(valute.charCode)) throw fail(`${valute.charCode} appears twice`);
    seen.add(valute.charCode);
    valutes.push(valute);
    position = VALUTE.lastIndex;
  }
  if (body.slice(position).trim() !== '') {
    throw fail(`unexpected content in ValCurs: "${body.slice(position).trim().slice(0, 60)}"`);
  }
  if (valutes.length === 0) throw fail(`the document of ${date} has no Valute`);
  return { date, asOf, valutes };
}

/** One quote per currency: `USDRUB` = roubles per one unit (Value ÷ Nominal). */
export function cbrQuotes(document: TCbrDocument): TRateQuote[] {
  return document.valutes.map((valute) => ({
    symbol: `${valute.charCode}RUB`,
    rate: toPlainString(unitRate(valute.value, valute.nominal)),
    asOf: document.asOf,
  }));
}

export interface TCbrFeedOptions {
  url?: string;
  intervalMs?: number;
  ttlMs?: number;
}

export function createCbrFeed(options: TCbrFeedOptions = {}): TRateFeed {
  const url = options.url ?? CBR_DEFAULT_URL;
  return {
    id: CBR_FEED_ID,
    // The bank publishes once a business day (about 15:30 Moscow time, for the next day); hourly
    // polling catches a new document within the hour and costs the bank nothing.
    intervalMs: options.intervalMs ?? 3_600_000,
    // Freshness counts from the last time the bank confirmed the rate, not from the document's
    // Date: a weekend (or the New Year holidays) keeps Friday's rate — the bank sets none —
    // and it stays usable as long as we keep fetching it. 36 h of failed fetches means the
    // source is really gone, and the directions priced from it close.
    ttlMs: options.ttlMs ?? 36 * 3_600_000,
    async fetchQuotes(fetchFn, signal) {
      const bytes = await fetchBytes(CBR_FEED_ID, fetchFn, url, {
        signal,
        maxBytes: MAX_BYTES,
        accept: 'application/xml, text/xml',
      });
      return cbrQuotes(parseCbrDaily(bytes));
    },
  };
}
