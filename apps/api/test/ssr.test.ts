/**
 * The public pages rendered on the server (docs/decisions/034-server-rendering.md), with the web
 * app's real build (`npm run build`: `apps/web/dist` and `apps/web/dist-ssr`). `npm test` builds
 * before it tests; run alone without a build, the suite says it is skipped.
 */
import { executionAsyncId } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { initialQuote, localizePath, pairTerms, ROUTES, ZIdList, ZPair } from '@exchanger/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../src/db/schema.js';
import { seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, type TTestApp } from './helpers.js';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const built =
  existsSync(path.join(webDist, '.vite', 'manifest.json')) &&
  existsSync(path.resolve(webDist, '../dist-ssr/entry-server.js'));
const title = built
  ? 'server-side rendering'
  : 'server-side rendering [skipped: the web app is not built — run `npm run build`]';

interface TState {
  router: { loaderData: Record<string, unknown> };
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="ssr-state"');
  return start < 0 || end < 0 ? '' : html.slice(start, end);
}

function stateOf(html: string): TState {
  const match = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no ssr-state in the page');
  return JSON.parse(match[1]) as TState;
}

function inputValue(html: string, testId: string): string | null {
  const input = new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  return input ? (/\svalue="([^"]*)"/.exec(input)?.[1] ?? null) : null;
}

function queryData(state: TState, key: unknown[]): unknown {
  return state.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
}

describe.skipIf(!built)(title, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: { WEB_DIST: webDist, SITE_NAME: 'Обмен </script><script>alert(1)</script>' },
    });
    await seedCatalogue(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { 'accept-language': 'ru' }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the home page with the default direction quoted, its data embedded', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const root = rootOf(html);
    expect(root).toContain('data-testid="exchange-form"');
    expect(root).toContain('Отдаёте');

    const fromIds = ZIdList.parse((await get('/api/v1/calculator/from/')).json());
    const from = fromIds[0]!;
    const toIds = ZIdList.parse((await get(`/api/v1/calculator/from/${from}/`)).json());
    const to = toIds[0]!;
    const pair = ZPair.parse((await get(`/api/v1/calculator/pair/${from}/${to}/`)).json());
    // The quote the core maths give for the direction's terms, as the browser would show it.
    const quote = initialQuote(pairTerms(pair));
    expect(inputValue(root, 'amount-from')).toBe(quote.send);
    expect(inputValue(root, 'amount-to')).toBe(quote.receive);

    // Everything the form needs is in the page: the browser asks nothing before it works.
    const state = stateOf(html);
    expect(queryData(state, ['calculator', 'from'])).toEqual(fromIds);
    expect(queryData(state, ['calculator', 'from', from])).toEqual(toIds);
    expect(queryData(state, ['calculator', 'pair', from, to, 'ru'])).toEqual(pair);
    expect(queryData(state, ['calculator', 'reserves'])).toBeDefined();
    expect(queryData(state, ['calculator', 'entries', 'ru'])).toBeDefined();

    // The page's own CSS is linked, so it paints before any script runs.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/home-page-[\w-]+\.css">/);
    // Its code and its language's table are asked for at once, beside the entry's.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js">/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ru-[\w-]+\.js">/);
    expect(html).not.toMatch(/\/assets\/en-[\w-]+\.js/);
    // …kept for after the first paint (theme-init.js starts them): nothing of it is asked before.
    const kept = /<template id="after-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(kept).toMatch(
      /^(\s*<link rel="modulepreload"[^>]*>)+\s*<script type="module" crossorigin src="[^"]+"><\/script>$/,
    );
    expect(html.replace(kept, '')).not.toMatch(/type="module"|modulepreload/);
  });

  it('sends the rendered page in br, gzip and as it is: the same bytes', async () => {
    const asIs = await get('/', { 'accept-language': 'ru', 'accept-encoding': 'identity' });
    const br = await get('/', { 'accept-language': 'ru', 'accept-encoding': 'br' });
    const gz = await get('/', { 'accept-language': 'ru', 'accept-encoding': 'gzip' });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(asIs.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(asIs.rawPayload)).toBe(true);
    expect(rootOf(asIs.body)).toContain('data-testid="exchange-form"');
    // The English page is a document of its own, not the Russian one kept.
    const en = await get('/en', { 'accept-encoding': 'identity' });
    expect(en.headers['content-language']).toBe('en-US');
    expect(rootOf(en.body)).not.toEqual(rootOf(asIs.body));
  });

  it('renders pages asked at once, each its own, and leaves async hooks off after them', async () => {
    // Without async hooks, a promise's callback runs in no async context (id 0); Node 20 turns
    // them on for the whole process at an AsyncLocalStorage's first run, and every later request
    // pays for them (docs/decisions/034-server-rendering.md).
    const contextOfThen = () => Promise.resolve().then(() => executionAsyncId());
    // Pages no earlier test rendered (a page is reused for a second): all four queue for a turn.
    const pages = await Promise.all(
      ['/contacts', '/en/contacts', '/rules', '/en/rules'].map((url) =>
        get(url, { 'accept-language': 'ru', 'accept-encoding': 'identity' }),
      ),
    );
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200]);
    expect(pages.map((page) => /<html lang="(\w+)"/.exec(page.body)?.[1])).toEqual(['ru', 'en', 'ru', 'en']);
    const roots = pages.map((page) => rootOf(page.body));
    expect(roots.every((root) => root.length > 0)).toBe(true);
    expect(new Set(roots).size).toBe(4);
    expect(await contextOfThen()).toBe(0);
  });

  it('renders a monitor link’s direction and the English page', async () => {
    const fromIds = ZIdList.parse((await get('/api/v1/calculator/from/')).json());
    const from = fromIds.at(-1)!;
    const to = ZIdList.parse((await get(`/api/v1/calculator/from/${from}/`)).json()).at(-1)!;
    const pair = ZPair.parse((await get(`/en/api/v1/calculator/pair/${from}/${to}/`)).json());
    const res = await get(`/en?cur_from=${from}&cur_to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en-US');
    const root = rootOf(res.body);
    expect(root).toContain('You send');
    expect(queryData(stateOf(res.body), ['calculator', 'pair', from, to, 'en'])).toEqual(pair);
    expect(inputValue(root, 'amount-to')).toBe(initialQuote(pairTerms(pair)).receive);
  });

  it('sends an English browser from the root to /en, unless a language was chosen', async () => {
    const browser = await get('/?cur_from=1', { 'accept-language': 'en-GB,en;q=0.9,ru;q=0.5' });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/en?cur_from=1');
    expect(String(browser.headers.vary)).toContain('accept-language');

    const chosen = await get('/', { 'accept-language': 'en', cookie: 'i18n_redirected=ru' });
    expect(chosen.statusCode).toBe(200);
    expect(rootOf(chosen.body)).toContain('Отдаёте');
    // The choice of English is kept too, whatever the browser says (the browser would move the
    // page itself otherwise, and render it afresh).
    const english = await get('/?x=1', { 'accept-language': 'ru', cookie: 'a=b; i18n_redirected=en' });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en?x=1');
    expect((await get('/', { 'accept-language': 'de, ru;q=0.8, en;q=0.7' })).statusCode).toBe(200);
  });

  it('renders the information pages with their text, in both languages', async () => {
    const faq = await get('/faq');
    expect(faq.statusCode).toBe(200);
    expect(rootOf(faq.body)).toMatch(/<h1[^>]*>[^<]*Частые вопросы/);
    const rules = await get('/en/rules');
    expect(rules.statusCode).toBe(200);
    expect(rootOf(rules.body)).toMatch(/<h1[^>]*>[^<]*Exchange rules/);
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).not.toBe('');
  });

  // The public pages' words travel in tables of their own, loaded with their pages' chunks
  // (docs/decisions/039-first-load-javascript.md): a page whose table the renderer lacked would show
  // the key itself (`translate` falls back to it), as text or as an attribute.
  it.each(['ru', 'en'] as const)(
    'renders every public page with its words (%s): no bare message key',
    async (locale) => {
      const keyLike =
        /[>"]((?:a11y|header|nav|lang|footer|error|ui|colorMode|tech|update|notify|exchange|picker|requisite|home|claimLookup|claim|claimResult|verify|auth|account|twoFactor|referral|promocodes|gift|partners|monitoring|referralTerms|faq|news|content|contacts|about|cash|contest|shops)\.[\w.-]+)[<"]/;
      const pages = ROUTES.filter((route) => !route.guard).map((route) =>
        localizePath(
          route.path
            .replace(':uuid', '00000000-0000-4000-8000-000000000000')
            .replace(':slug', 'no-such-article'),
          locale,
        ),
      );
      expect(pages.length).toBeGreaterThan(15);
      for (const url of pages) {
        const res = await get(url, { 'accept-language': locale });
        const root = rootOf(res.body);
        expect(root, url).not.toBe('');
        expect(keyLike.exec(root)?.[1], url).toBeUndefined();
      }
    },
  );

  it('renders no one’s data: a claim page is a shell, account pages are left to the browser', async () => {
    const claim = await get('/claim/00000000-0000-4000-8000-000000000000', {
      'accept-language': 'ru',
      cookie: 'has_session=1; refresh=whatever',
    });
    expect(claim.statusCode).toBe(200);
    expect(rootOf(claim.body)).toContain('class="app"');
    const keys = stateOf(claim.body).queries.queries.map((q) => String(q.queryKey[0]));
    // Public answers only: the calculator, published content, and the footer's "About the exchanger".
    expect(keys.filter((key) => !['calculator', 'content', 'contacts'].includes(key))).toEqual([]);

    const account = await get('/account');
    expect(account.body).toContain('<div id="root"></div>');
    expect(account.body).not.toContain('ssr-state');
  });

  it('renders "About the exchanger" on /contacts and in the footer of every page, in both languages', async () => {
    await t.database.db.insert(siteSettings).values({
      key: 'about',
      value: {
        legalName: { ru: 'ООО «Обменник»', en: 'Obmennik LLC' },
        jurisdiction: { ru: 'Казахстан', en: 'Kazakhstan' },
        address: { ru: 'Алматы', en: 'Almaty' },
        hours: {
          alwaysOpen: false,
          timeZone: 'Asia/Almaty',
          days: [1, 2, 3, 4, 5],
          opens: '09:00',
          closes: '21:00',
        },
      },
    });
    try {
      // Written as another process would: this one sees it within about a second and a request
      // (decision 047), and a page rendered in the last second is reused.
      await expect
        .poll(async () => rootOf((await get('/contacts')).body), { timeout: 5_000, interval: 250 })
        .toContain('ООО «Обменник»');
      const contacts = rootOf((await get('/contacts')).body);
      expect(contacts).toContain('data-testid="about-exchanger"');
      expect(contacts).toContain('ООО «Обменник»');
      expect(contacts).toContain('Пн–Пт, 09:00–21:00 (Asia/Almaty)');
      const rules = rootOf((await get('/en/rules')).body);
      expect(rules).toMatch(
        /data-testid="footer-about"[^>]*><span>Obmennik LLC, Kazakhstan<\/span><span>Mon–Fri, 09:00–21:00 \(Asia\/Almaty\)<\/span>/,
      );
    } finally {
      await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'about'));
    }
  });

  it('leaves the server’s own documents whole (one copy of the contracts)', async () => {
    await get('/');
    const doc = await get('/api/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('keeps the policy strict: no inline script runs, the embedded data cannot end its element', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="|type="application\/json"/);
    // The site name carries `</script>`: it is escaped in both data blocks.
    expect(res.body.match(/<\/script>/g)?.length).toBe(scripts.length);
    // Drawn as text in the page (`<` escaped: Preact's renderer leaves `>` as is, valid in text).
    expect(rootOf(res.body)).toContain('Обмен &lt;/script>&lt;script>alert(1)&lt;/script>');
  });
  // Last: from here on the app listens, and its renders read over loopback.
  it('reads over loopback HTTP once the server listens, as any visitor’s requests, tagged with the page’s id', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const reads: { url: string; id: unknown; ip: unknown }[] = [];
    t.app.server.on(
      'request',
      (req: { url?: string; headers: Record<string, unknown>; socket: { remoteAddress?: string } }) => {
        reads.push({ url: req.url ?? '', id: req.headers['x-request-id'], ip: req.socket.remoteAddress });
      },
    );
    const fromIds = ZIdList.parse((await get('/api/v1/calculator/from/')).json());
    const from = fromIds.at(-1)!;
    const to = ZIdList.parse((await get(`/api/v1/calculator/from/${from}/`)).json()).at(-1)!;
    const pair = ZPair.parse((await get(`/api/v1/calculator/pair/${from}/${to}/`)).json());
    const address = t.app.server.address() as { port: number };
    // A preset no earlier test asked for, so the page is rendered now and not reused.
    const page = await fetch(`http://127.0.0.1:${address.port}/?cur_from=${from}&cur_to=${to}&loopback=1`, {
      headers: { 'accept-language': 'ru', 'x-request-id': 'page-over-loopback' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(queryData(stateOf(html), ['calculator', 'pair', from, to, 'ru'])).toEqual(pair);
    expect(inputValue(rootOf(html), 'amount-to')).toBe(initialQuote(pairTerms(pair)).receive);
    const apiReads = reads.filter((read) => read.url.startsWith('/api/v1/'));
    expect(apiReads.map((read) => read.url)).toContain(`/api/v1/calculator/pair/${from}/${to}/`);
    for (const read of apiReads) {
      expect(read.id).toBe('page-over-loopback');
      expect(read.ip).toBe('127.0.0.1');
    }
  });
});
