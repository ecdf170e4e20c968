/**
 * The renderer's turns (docs/decisions/034-server-rendering.md): renders run one at a time, and one
 * whose API call never answers gives up its turn after its deadline, so the next still renders.
 * Uses the web app's real build (`npm run build`); run alone without it, the suite says so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TRuntimeConfig } from '@exchanger/core';
import { describe, expect, it } from 'vitest';

const entry = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');
const built = existsSync(entry);
const title = built
  ? 'the server renderer’s turns'
  : 'the server renderer’s turns [skipped: the web app is not built — run `npm run build`]';

interface TRenderer {
  render(request: {
    url: string;
    runtime: TRuntimeConfig;
    api: (url: string, init: { headers: Record<string, string> }) => Promise<Response>;
  }): Promise<{ status: number; html: string } | null>;
}

const runtime: TRuntimeConfig = {
  publicUrl: 'http://localhost:3000',
  siteName: 'Обмен',
  chat: null,
  demo: false,
};

describe.skipIf(!built)(title, () => {
  it('gives up the turn of a render whose API call never answers, and renders the next', async () => {
    const { render } = (await import(pathToFileURL(entry).href)) as TRenderer;
    const calls: string[] = [];
    const stuck = render({
      url: '/contacts',
      runtime,
      api: (url) => {
        calls.push(`stuck ${url}`);
        return new Promise<Response>(() => undefined);
      },
    });
    const next = render({
      url: '/en/contacts',
      runtime,
      // The API down: the page is still rendered, its data left to the browser.
      api: (url) => {
        calls.push(`next ${url}`);
        return Promise.reject(new Error('no API in this test'));
      },
    });
    const started = Date.now();
    await expect(stuck).rejects.toThrow(/render took over/);
    const page = await next;
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('data-testid');
    // The second render's calls came after the first gave up its turn, never beside it.
    const firstNext = calls.findIndex((call) => call.startsWith('next'));
    expect(firstNext).toBeGreaterThan(0);
    expect(calls.slice(firstNext).every((call) => call.startsWith('next'))).toBe(true);
  }, 20_000);
});
