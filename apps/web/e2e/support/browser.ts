/**
 * playwright-core with Debian's Chromium (no downloaded browser). Each test file gets one browser;
 * each test a fresh context (cookies, storage) so tests never leak state into each other.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');
const chromiumPath = inject('chromiumPath');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `describe` that is skipped, with the reason in its name, when Chromium is not installed. */
export const describeBrowser = (name: string, fn: () => void) => {
  describe.skipIf(!chromiumPath)(chromiumPath ? name : `${name} [skipped: Chromium is not installed]`, fn);
};

/**
 * What went wrong in the pages during the current test (it must be nothing): what their content
 * security policy refused, and any server-rendered page that the browser could not hydrate as it
 * was sent (src/lib/hydration-check.ts reports a mismatch: an element Preact had to create, or,
 * with the check `openPage` turns on, any difference between the server's markup and the
 * browser's first render).
 */
const pageProblems: string[] = [];

const HYDRATION_PROBLEM = /hydrat|Minified React error #(?:418|419|423|425)/i;

function watchPage(page: Page): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.includes('Content Security Policy') || HYDRATION_PROBLEM.test(text))
      pageProblems.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) pageProblems.push(`${page.url()}: ${error.message}`);
  });
}

export function useBrowser(): { browser: () => Browser } {
  let browser: Browser | undefined;
  afterEach(() => {
    expect(pageProblems.splice(0)).toEqual([]);
  });
  beforeAll(async () => {
    if (!chromiumPath) return;
    // Playwright gives every launch a fresh, empty user-data dir of its own.
    browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('The browser is not running');
      return browser;
    },
  };
}

/** A fresh context and page. Third-party requests (the chat widget) are answered by `routes`. */
export async function openPage(
  browser: Browser,
  { waitForApp = true, ...options }: BrowserContextOptions & { waitForApp?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'ru-RU', ...options });
  // Nothing leaves the machine: any request to another host fails fast unless a test answers it.
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (route) => route.abort(),
  );
  context.on('page', watchPage);
  // Every server-rendered page is compared with the browser's first render (src/main.tsx).
  await context.addInitScript(() => {
    Object.assign(window, { __EXCHANGER_CHECK_HYDRATION__: true });
  });
  const page = await context.newPage();
  if (waitForApp && options.javaScriptEnabled !== false) waitForHydration(page);
  return { context, page };
}

/**
 * A server-rendered page is on screen before its scripts have run (they start after the first
 * paint: docs/decisions/034-server-rendering.md), and a tap before hydration does nothing, as for
 * a person. `page.goto` and `page.reload` here return once the app has started (src/main.tsx marks `<html
 * data-started>`), so that a test acts on the live page.
 */
function waitForHydration(page: Page): void {
  const started = () =>
    page.waitForFunction(
      () => !document.getElementById('ssr-state') || document.documentElement.hasAttribute('data-started'),
      null,
      { timeout: 15_000 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await started();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await started();
    return response;
  };
}

/**
 * `open(options)` for the tests of a `describe`: a fresh context and page per call, the last one
 * closed after each test.
 */
export function usePages(browser: () => Browser): (options?: BrowserContextOptions) => Promise<Page> {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return async (options = {}) => {
    const opened = await openPage(browser(), options);
    context = opened.context;
    return opened.page;
  };
}
