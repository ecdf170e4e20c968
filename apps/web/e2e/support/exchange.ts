/** Steps of the exchange screen shared by the browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Closes every notification modal the pair opens (each with an OK button). */
export async function dismissNotices(page: Page): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    const ok = page.getByTestId('notify-ok');
    try {
      await ok.waitFor({ state: 'visible', timeout: 1_500 });
    } catch {
      return;
    }
    await ok.click();
  }
}

/** Picks a currency on one side through the picker's search. */
export async function pick(page: Page, side: 'from' | 'to', search: string, code: string): Promise<void> {
  await page.getByTestId(`${side}-picker`).click();
  await page.getByTestId('picker-search').fill(search);
  await page.getByTestId(`picker-option-${code}`).click();
  await expect.poll(() => page.getByTestId(`${side}-picker`).getAttribute('data-code')).toBe(code);
}
