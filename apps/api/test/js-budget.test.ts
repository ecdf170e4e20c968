/**
 * How much JavaScript the home page needs before it is interactive (issue 19, "phone-first
 * rendering"; docs/decisions/038-preact-runtime.md): the scripts and module preloads the served page
 * carries, gzip-compressed as the build's `.gz` twins. A size check on the real build (`npm run
 * build`), not a timing test; `apps/web/scripts/js-budget.mjs` prints the same figure per chunk.
 * Run alone without a build, the suite says it is skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue-fixture.js';
import { buildTestApp, type TTestApp } from './helpers.js';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const manifestFile = path.join(webDist, '.vite', 'manifest.json');
const built = existsSync(manifestFile) && existsSync(path.resolve(webDist, '../dist-ssr/entry-server.js'));
const title = built
  ? 'the JavaScript of the home page'
  : 'the JavaScript of the home page [skipped: the web app is not built — run `npm run build`]';

/**
 * The most `/` (and `/en`) may load before it is interactive, in gzip bytes: issue 19's 100 kB.
 * With Preact, React Router and TanStack Query on the first path the page needs about 99.8 kB
 * (docs/decisions/039-first-load-javascript.md says what loads when). This ceiling keeps it from
 * growing back (zod alone would add 25 kB).
 */
const HOME_JS_CEILING = 100_000;

interface TManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts a served page loads before it is interactive: its scripts with a source (theme-init.js
 * and the module entry) and its module preloads.
 */
function pageScripts(html: string): string[] {
  const tags =
    html.match(/<script\b[^>]*\ssrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  return tags.map((tag) => {
    const url = /\s(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (!url) throw new Error(`no address in ${tag}`);
    return url;
  });
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(webDist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
}

describe.skipIf(!built)(title, () => {
  let t: TTestApp;
  let manifest: Record<string, TManifestChunk>;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { WEB_DIST: webDist } });
    await seedCatalogue(t);
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, TManifestChunk>;
  });
  afterAll(() => t.close());

  it.each([
    ['/', 'ru'],
    ['/en', 'en'],
  ])(
    '%s loads at most the ceiling before it is interactive, every static import counted',
    async (url, lang) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      const files = pageScripts(res.body);
      expect(files.some((file) => file.includes('home-page-'))).toBe(true);
      expect(files.some((file) => file.includes(`${lang}-`))).toBe(true);

      // Whatever these files import statically is loaded before they run: it must be listed too.
      const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
      for (const file of files) {
        for (const key of byFile.get(file)?.imports ?? []) expect(files).toContain(manifest[key]?.file);
      }

      const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(total).toBeLessThanOrEqual(HOME_JS_CEILING);
    },
  );

  it("starts the first screen's chunks with V8's compile hint, and no other page's", async () => {
    // docs/decisions/044-first-screen-main-thread.md: compiled while they stream in, off the main thread.
    const hinted = (file: string) =>
      readFileSync(path.join(webDist, file), 'utf8').split('\n', 2).includes('//# allFunctionsCalledOnLoad');
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ru' } });
    const files = pageScripts(res.body);
    const first = files.filter((file) =>
      /\/(index|react|vendor|exchange-vendor|home-page)-[\w-]+\.js$/.test(file),
    );
    expect(first).toHaveLength(5);
    for (const file of first) expect(hinted(file), file).toBe(true);
    const others = ['src/app/pages/info-page.tsx', 'src/app/pages/claim-page.tsx'].map(
      (key) => manifest[key]?.file,
    );
    for (const file of others) expect(file && hinted(file), file).toBe(false);
  });
});
