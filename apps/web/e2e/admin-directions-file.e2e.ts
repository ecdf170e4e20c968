/**
 * Directions as a file in the back office (docs/decisions/042-direction-files.md), as an operator
 * uses it: the directions are downloaded as CSV, a file with a bad row is refused with the row and
 * column named and nothing saved, and the mended file is loaded and served at once; the list pages
 * and filters through the server. At 1280 px in Russian and at 390 px in English.
 * `E2E_SCREENSHOTS=<dir>` saves the dialog.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loginAsAdmin } from './support/admin-screens.js';
import { describeBrowser, useBrowser, usePages } from './support/browser.js';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

describeBrowser('directions as a file', () => {
  const { browser } = useBrowser();
  const open = usePages(browser);

  it('downloads the directions, refuses a file with a bad row by name, then loads the mended one', async () => {
    const page = await open({ viewport: { width: 1280, height: 900 } });
    await loginAsAdmin(page, '/admin/catalogue/directions');
    await page.getByTestId('direction-row').first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('direction-export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^directions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^from,to,active,courseSource,/);
    const btcRub = csv.split('\r\n').find((line) => line.startsWith('BTC,SBERRUB,'));
    expect(btcRub).toBeDefined();

    const file = (margin: string) =>
      ['from,to,marginPercent', `BTC,SBERRUB,${margin}`, 'NOPE,SBERRUB,1'].join('\n');
    await page.getByTestId('direction-file').click();
    const dialog = page.getByTestId('direction-file-dialog');
    await dialog.getByTestId('direction-file-input').setInputFiles({
      name: 'directions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file('1.75')),
    });
    await dialog.getByTestId('direction-file-reason').fill('Новые маржи');
    await dialog.getByTestId('direction-file-dialog-submit').click();
    const problems = dialog.getByTestId('direction-file-problems');
    await problems.waitFor();
    expect(await problems.innerText()).toContain('Строка 3, from: Такой валюты нет или она отключена.');
    if (SCREENSHOTS)
      await page.screenshot({ path: path.join(SCREENSHOTS, 'direction-file-refused-ru-1280.png') });

    // Mended: the unknown currency's row taken out.
    await dialog.getByTestId('direction-file-input').setInputFiles({
      name: 'directions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file('1.75').split('\n').slice(0, 2).join('\n')),
    });
    await dialog.getByTestId('direction-file-dialog-submit').click();
    await expect
      .poll(() =>
        page
          .getByTestId('directions-notice')
          .innerText()
          .catch(() => ''),
      )
      .toContain('Файл загружен: новых — 0, изменено — 1');

    // The list narrows through the server, and shows the new margin.
    await page.getByTestId('directions-q').fill('SBERRUB');
    await page.getByTestId('directions-apply').click();
    await page.waitForURL(/q=SBERRUB/);
    const row = page.getByTestId('direction-row').filter({ hasText: 'BTC → SBERRUB' });
    await expect.poll(() => row.innerText()).toContain('1.75 %');

    // The exported line read back puts the margin back (for the other tests).
    await page.getByTestId('direction-file').click();
    await dialog.getByTestId('direction-file-input').setInputFiles({
      name: 'directions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv.split('\r\n')[0]}\r\n${btcRub}\r\n`),
    });
    await dialog.getByTestId('direction-file-reason').fill('Как было');
    await dialog.getByTestId('direction-file-dialog-submit').click();
    await expect
      .poll(() =>
        page
          .getByTestId('directions-notice')
          .innerText()
          .catch(() => ''),
      )
      .toContain('изменено — 1');
  });

  it('shows the dialog on a phone in English', async () => {
    const page = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await loginAsAdmin(page, '/en/admin/catalogue/directions');
    await page.getByTestId('direction-row').first().waitFor();
    await page.getByTestId('direction-file').click();
    const dialog = page.getByTestId('direction-file-dialog');
    await dialog.getByTestId('direction-file-dialog-submit').click();
    expect(await dialog.innerText()).toContain('Choose a file');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'direction-file-en-390.png') });
  });
});
