import { describe, expect, it } from 'vitest';
import {
  BINANCE_DEFAULT_SYMBOLS,
  cbrQuotes,
  createBinanceFeed,
  createCbrFeed,
  createDefaultFeeds,
  isQuoteFresh,
  parseBinanceTicker,
  parseCbrDaily,
  RateFeedError,
} from '../../src/modules/rates/index.js';
import { fakeFetch, fixture, fixtureText, patchBytes } from './rates-helpers.js';

const AS_OF = new Date('2026-11-22T10:00:00.000Z');
const signal = () => new AbortController().signal;

describe('Binance ticker', () => {
  it('keeps the configured symbols, in their order, with exact normalised prices', () => {
    const quotes = parseBinanceTicker(fixtureText('binance-ticker.json'), BINANCE_DEFAULT_SYMBOLS, AS_OF);
    expect(quotes).toEqual([
      { symbol: 'BTCUSDT', rate: '64123.45', asOf: AS_OF },
      { symbol: 'ETHUSDT', rate: '2296.51', asOf: AS_OF },
      { symbol: 'LTCUSDT', rate: '87.14', asOf: AS_OF },
      { symbol: 'TONUSDT', rate: '5.413', asOf: AS_OF },
      { symbol: 'TRXUSDT', rate: '0.16031', asOf: AS_OF },
      { symbol: 'BNBUSDT', rate: '610.2', asOf: AS_OF },
      { symbol: 'SOLUSDT', rate: '143.27', asOf: AS_OF },
      { symbol: 'XRPUSDT', rate: '0.5217', asOf: AS_OF },
      { symbol: 'DOGEUSDT', rate: '0.10994', asOf: AS_OF },
      { symbol: 'USDCUSDT', rate: '1', asOf: AS_OF },
    ]);
  });

  it('never goes through a JS number: digits beyond double precision survive', () => {
    const body = JSON.stringify([{ symbol: 'BIGUSDT', price: '123456789012345678.12345678' }]);
    expect(parseBinanceTicker(body, ['BIGUSDT'], AS_OF)[0]?.rate).toBe('123456789012345678.12345678');
    expect(parseBinanceTicker(fixtureText('binance-ticker.json'), ['PEPEUSDT'], AS_OF)[0]?.rate).toBe(
      '0.00000823',
    );
  });

  it('leaves out configured symbols the exchange no longer lists', () => {
    const quotes = parseBinanceTicker(
      fixtureText('binance-ticker.json'),
      ['XMRUSDT', 'BTCUSDT', 'USDTRUB'],
      AS_OF,
    );
    expect(quotes.map((q) => q.symbol)).toEqual(['BTCUSDT']);
  });

  it('rejects malformed answers with a clear error', () => {
    const parse =
      (name: string, symbols = BINANCE_DEFAULT_SYMBOLS) =>
      () =>
        parseBinanceTicker(fixtureText(name), symbols, AS_OF);
    expect(parse('binance-ticker-malformed.json')).toThrow(
      /binance: BTCUSDT has a malformed price: 64123.45/,
    );
    expect(parse('binance-ticker-truncated.txt')).toThrow(/binance: the ticker is not JSON/);
    expect(parse('binance-restricted.json')).toThrow(
      /the ticker is not an array: Service unavailable from a restricted location/,
    );
    expect(parse('binance-ticker.json', ['XMRUSDT'])).toThrow(/none of the configured symbols \(XMRUSDT\)/);
    expect(parse('binance-ticker.json')).not.toThrow();
    expect(() => parseBinanceTicker('[{"symbol":"BTCUSDT","price":"1e5"}]', ['BTCUSDT'], AS_OF)).toThrow(
      RateFeedError,
    );
    expect(() => parseBinanceTicker('[{"symbol":"BTCUSDT","price":"-1"}]', ['BTCUSDT'], AS_OF)).toThrow(
      /malformed price/,
    );
    expect(() => parseBinanceTicker('[{"price":"1"}]', ['BTCUSDT'], AS_OF)).toThrow(/entry 0 has no symbol/);
  });

  it('fetches the public ticker and stamps quotes with the fetch time', async () => {
    const { fetchFn, calls } = fakeFetch(() => ({ body: fixture('binance-ticker.json') }));
    const feed = createBinanceFeed({ now: () => AS_OF });
    const quotes = await feed.fetchQuotes(fetchFn, signal());
    expect(calls.map((c) => c.url)).toEqual(['https://api.binance.com/api/v3/ticker/price']);
    expect(quotes).toHaveLength(10);
    expect(quotes.every((q) => q.asOf === AS_OF)).toBe(true);
    expect(feed).toMatchObject({ id: 'binance', intervalMs: 30_000, ttlMs: 300_000 });
  });

  it('turns an HTTP error into a feed error', async () => {
    const { fetchFn } = fakeFetch(() => ({ status: 451, body: fixture('binance-restricted.json') }));
    await expect(createBinanceFeed().fetchQuotes(fetchFn, signal())).rejects.toThrow(
      'binance: HTTP 451 from https://api.binance.com/api/v3/ticker/price',
    );
  });
});

describe('CBR daily rates', () => {
  it('is stored as windows-1251 bytes, which are not UTF-8', () => {
    const bytes = fixture('cbr-daily.xml');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    // "Д" of "Доллар США" is 0xC4 in windows-1251.
    expect(bytes.includes(0xc4)).toBe(true);
  });

  it('decodes the document, its date at Moscow midnight and the Cyrillic names', () => {
    const document = parseCbrDaily(fixture('cbr-daily.xml'));
    expect(document.date).toBe('21.11.2026');
    expect(document.asOf.toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(document.valutes).toHaveLength(23);
    expect(document.valutes.find((v) => v.charCode === 'USD')).toEqual({
      id: 'R01235',
      numCode: '840',
      charCode: 'USD',
      nominal: 1,
      name: 'Доллар США',
      value: '81.2345',
      vunitRate: '81.2345',
    });
    expect(document.valutes.find((v) => v.charCode === 'GBP')?.name).toBe(
      'Фунт стерлингов Соединенного королевства',
    );
  });

  it('publishes the price of one unit: comma decimals, Nominal divided out exactly', () => {
    const rates = Object.fromEntries(
      cbrQuotes(parseCbrDaily(fixture('cbr-daily.xml'))).map((q) => [q.symbol, q.rate]),
    );
    expect(rates).toMatchObject({
      USDRUB: '81.2345',
      EURRUB: '94.1102',
      CNYRUB: '11.2468',
      BYNRUB: '24.831',
      INRRUB: '0.94021',
      TRYRUB: '1.97254',
      JPYRUB: '0.526134',
      AMDRUB: '0.209351',
      KZTRUB: '0.160412',
      KRWRUB: '0.0563801',
      UZSRUB: '0.00634827',
      VNDRUB: '0.00317782',
    });
    expect(Object.keys(rates)).toHaveLength(23);
  });

  it('rounds a division that does not end to 12 decimals, half up', () => {
    const withoutVunit = patchBytes(
      fixture('cbr-daily.xml'),
      '<Value>81,2345</Value><VunitRate>81,2345</VunitRate>',
      '<Value>20,0000</Value>',
    );
    const bytes = patchBytes(
      withoutVunit,
      '<CharCode>USD</CharCode><Nominal>1</Nominal>',
      '<CharCode>USD</CharCode><Nominal>3</Nominal>',
    );
    expect(cbrQuotes(parseCbrDaily(bytes)).find((q) => q.symbol === 'USDRUB')?.rate).toBe('6.666666666667');
  });

  it('rejects malformed documents, naming the problem', () => {
    const parse = (bytes: Uint8Array) => () => parseCbrDaily(bytes);
    const good = fixture('cbr-daily.xml');
    expect(parse(fixture('cbr-daily-truncated.xml'))).toThrow(
      /cbr: not a CBR daily document: no <ValCurs> root/,
    );
    expect(parse(fixture('cbr-daily-bad-value.xml'))).toThrow(
      /cbr: Valute EUR Value is not a decimal with a comma: "94.1102"/,
    );
    expect(parse(fixture('cbr-blocked.html'))).toThrow(/no <ValCurs> root/);
    expect(parse(new Uint8Array())).toThrow(/no <ValCurs> root/);
    expect(parse(patchBytes(good, 'Date="21.11.2026"', 'Date="31.02.2026"'))).toThrow(
      /not a calendar date: 31.02.2026/,
    );
    expect(parse(patchBytes(good, ' Date="21.11.2026"', ''))).toThrow(/ValCurs has no Date/);
    expect(parse(patchBytes(good, '<CharCode>EUR</CharCode>', '<CharCode>USD</CharCode>'))).toThrow(
      /USD appears twice/,
    );
    expect(parse(patchBytes(good, '<Nominal>100</Nominal>', '<Nominal>0</Nominal>'))).toThrow(
      /has no positive integer Nominal/,
    );
    expect(parse(patchBytes(good, '<Nominal>100</Nominal>', '<Nominal>10</Nominal>'))).toThrow(
      /AMD: Value 20.9351 \/ Nominal 10 disagrees with VunitRate 0.209351/,
    );
    expect(parse(patchBytes(good, '<Value>81,2345</Value>', '<Value>0,0000</Value>'))).toThrow(
      /USD Value is not positive/,
    );
    expect(parse(patchBytes(good, '<CharCode>USD</CharCode>', '<CharCode>usd</CharCode>'))).toThrow(
      /three-letter CharCode/,
    );
    expect(parse(patchBytes(good, '<NumCode>840</NumCode>', '<NumCode><b>840</b></NumCode>'))).toThrow(
      /unexpected content/,
    );
    expect(parse(patchBytes(good, '</Valute></ValCurs>', '</Valute><Error>x</Error></ValCurs>'))).toThrow(
      /unexpected content in ValCurs: "<Error>x<\/Error>"/,
    );
    expect(parse(patchBytes(good, 'encoding="windows-1251"', 'encoding="koi8-r"'))).toThrow(
      /unsupported document encoding "koi8-r"/,
    );
    const empty = new TextEncoder().encode(
      '<?xml version="1.0" encoding="utf-8"?><ValCurs Date="21.11.2026" name="x"></ValCurs>',
    );
    expect(parse(empty)).toThrow(/has no Valute/);
  });

  it('reads a UTF-8 document when one declares it', () => {
    const text = new TextDecoder('windows-1251')
      .decode(fixture('cbr-daily.xml'))
      .replace('windows-1251', 'utf-8');
    const document = parseCbrDaily(new TextEncoder().encode(text));
    expect(document.valutes.find((v) => v.charCode === 'EUR')?.name).toBe('Евро');
  });

  it('fetches XML_daily.asp, and refuses an HTTP error or an oversized answer', async () => {
    const ok = fakeFetch(() => ({ body: fixture('cbr-daily.xml') }));
    const quotes = await createCbrFeed().fetchQuotes(ok.fetchFn, signal());
    expect(ok.calls.map((c) => c.url)).toEqual(['https://www.cbr.ru/scripts/XML_daily.asp']);
    expect(quotes.find((q) => q.symbol === 'USDRUB')).toEqual({
      symbol: 'USDRUB',
      rate: '81.2345',
      asOf: new Date('2026-11-20T21:00:00.000Z'),
    });
    const down = fakeFetch(() => ({ status: 503, body: 'Service Unavailable' }));
    await expect(createCbrFeed().fetchQuotes(down.fetchFn, signal())).rejects.toThrow(/cbr: HTTP 503/);
    const huge = fakeFetch(() => ({ body: new Uint8Array(2 * 1024 * 1024) }));
    await expect(createCbrFeed().fetchQuotes(huge.fetchFn, signal())).rejects.toThrow(
      /cbr: response exceeds 1048576 bytes/,
    );
  });
});

describe('default feeds and freshness', () => {
  it('runs Binance every 30 s (fresh 5 min) and the CBR hourly (fresh 36 h)', () => {
    expect(createDefaultFeeds().map(({ id, intervalMs, ttlMs }) => ({ id, intervalMs, ttlMs }))).toEqual([
      { id: 'binance', intervalMs: 30_000, ttlMs: 300_000 },
      { id: 'cbr', intervalMs: 3_600_000, ttlMs: 129_600_000 },
    ]);
  });

  it('counts freshness from the last confirmation, up to and excluding the TTL', () => {
    const quote = { fetchedAt: new Date('2026-11-22T10:00:00.000Z') };
    const feed = { ttlMs: 300_000 };
    expect(isQuoteFresh(quote, feed, new Date('2026-11-22T10:04:59.999Z'))).toBe(true);
    expect(isQuoteFresh(quote, feed, new Date('2026-11-22T10:05:00.000Z'))).toBe(false);
    expect(isQuoteFresh(quote, feed, Date.parse('2026-11-22T09:59:00.000Z'))).toBe(true);
  });
});
