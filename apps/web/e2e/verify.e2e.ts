/**
 * Card verification against the real server: a claim paid by an any-bank card waits for a photo
 * of the card; the client uploads it from the claim's verification page and sees it received.
 */
import { pairTerms, quoteFromSend, type TPair } from '@exchanger/core';
import type { BrowserContext } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { baseUrl, describeBrowser, openPage, useBrowser } from './support/browser.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function createCardClaim(): Promise<string> {
  const reserves = (await (await fetch(`${baseUrl}/api/v1/calculator/reserves/`)).json()) as {
    id: number;
    currency: string;
  }[];
  const id = (code: string) => reserves.find((r) => r.currency === code)!.id;
  const pair = (await (
    await fetch(`${baseUrl}/api/v1/calculator/pair/${id('CARDRUB')}/${id('BTC')}/`)
  ).json()) as TPair;
  const q = quoteFromSend(pairTerms(pair), '10000');
  const res = await fetch(`${baseUrl}/api/v1/claim/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'verify@example.com',
      fromPs: id('CARDRUB'),
      toPs: id('BTC'),
      fromSumma: q.send,
      toSumma: q.receive,
      fromRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      toRequisites: { wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      agree: true,
    }),
  });
  expect(res.status).toBe(201);
  const { id: claimId } = (await res.json()) as { id: string };
  const confirm = await fetch(`${baseUrl}/api/v1/claim/${claimId}/confirm/`, { method: 'POST' });
  expect(((await confirm.json()) as { status: string }).status).toBe('verification');
  return claimId;
}

describeBrowser('card verification', () => {
  const { browser } = useBrowser();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('leads from the claim page to the upload, and the photo is received', async () => {
    const claimId = await createCardClaim();
    const opened = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context = opened.context;
    const page = opened.page;

    await page.goto(`/claim/${claimId}`);
    await expect
      .poll(() => page.getByTestId('claim-status').getAttribute('data-status'))
      .toBe('verification');
    await page.getByTestId('claim-verify').click();
    await page.waitForURL(`${baseUrl}/verify/${claimId}`);

    const state = page.getByTestId('verify-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('waiting');
    await page
      .getByTestId('verify-file')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('verify-preview').waitFor();
    await page.getByTestId('verify-upload').click();
    await page.getByTestId('verify-success').waitFor();
    await expect.poll(() => state.getAttribute('data-state')).toBe('received');
    expect(await page.getByTestId('verify-documents').innerText()).toMatch(/\d/);

    const api = (await (await fetch(`${baseUrl}/api/v1/claim/${claimId}/verification/`)).json()) as {
      documents: unknown[];
    };
    expect(api.documents).toHaveLength(1);
  });

  it('refuses a file that is not an image before sending it', async () => {
    const claimId = await createCardClaim();
    const opened = await openPage(browser(), { locale: 'en-US' });
    context = opened.context;
    const page = opened.page;
    await page.goto(`/en/verify/${claimId}`);
    await page
      .getByTestId('verify-file')
      .setInputFiles({ name: 'card.png', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('verify-error').waitFor();
    const api = (await (await fetch(`${baseUrl}/api/v1/claim/${claimId}/verification/`)).json()) as {
      documents: unknown[];
    };
    expect(api.documents).toHaveLength(0);
  });
});
