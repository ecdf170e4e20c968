import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TRenderedPage } from './ssr.js';
import { documentCache } from './spa.js';

const HEAD = `<!doctype html><html lang="ru"><head><title>x</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

const rendered = (text: string): TRenderedPage => ({
  status: 200,
  html: `<main>${text.repeat(200)}</main>`,
  stateJson: '{"queries":[]}',
  styleLinks: '',
  moduleLinks: '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
});

describe('documentCache', () => {
  it('puts a rendered page into its head and compresses it once for every visitor it is sent to', () => {
    const documentOf = documentCache();
    const page = rendered('Обмен ');
    const first = documentOf(HEAD, page);
    const gz = first.coded('gzip');
    // The renderer hands the next visitors the same page: the same document, compressed already.
    expect(documentOf(HEAD, page)).toBe(first);
    expect(documentOf(HEAD, page).coded('gzip')).toBe(gz);
    const text = gunzipSync(gz).toString();
    expect(text).toContain(`<div id="root">${page.html}</div>`);
    expect(text).toContain('<template id="after-paint">');
  });

  it('makes a new document for another head or another render', () => {
    const documentOf = documentCache();
    const page = rendered('Обмен ');
    const first = documentOf(HEAD, page);
    const otherHead = documentOf(HEAD.replace('<title>x</title>', '<title>y</title>'), page);
    expect(otherHead).not.toBe(first);
    expect(otherHead.identity.toString()).toContain('<title>y</title>');
    const again = rendered('Обмен ');
    expect(documentOf(HEAD.replace('<title>x</title>', '<title>y</title>'), again)).not.toBe(otherHead);
  });
});
