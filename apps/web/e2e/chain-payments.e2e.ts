/**
 * Automatic acceptance of a crypto payment (docs/payments.md) in the browser, against a real
 * Litecoin Core node in regtest: a visitor on a phone exchanges LTC for USDT on Tron (TRC-20), the
 * claim page gives the claim's own deposit address and no "I have paid"; the node pays it, and the
 * page follows the chain by itself (payment detected · 1 of 3 confirmations, then paid). The
 * administrator sets the explorer of the TRC20 network on the chains page (at 390 px), marks the
 * payment received and completes the claim with the payout's Tron transaction id; the visitor's
 * page shows the payout linked to that explorer. In Russian and in English.
 *
 * The shared e2e server has no node, so this file starts its own: the built server on a fresh
 * embedded database seeded before it starts (as `npm run demo:chain` does) with LTC watched on the
 * node, `CHAIN_RPC_LTC` pointing at it. USDT TRC-20 is paid out by hand and never watched: its
 * payout is linked through its network's explorer (docs/payments.md, "Explorer links").
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pairTerms, quoteFromSend, type TPair } from '@exchanger/core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAsAdmin } from './support/admin-screens.js';
import { dismissNotices } from './support/exchange.js';
import {
  freePorts,
  hasLitecoind,
  LITECOIND_MISSING,
  startLitecoind,
  type TLitecoind,
} from '../../../scripts/lib/regtest-node.mjs';
import {
  currentStep,
  enrolAdmin,
  nextCodeAfter,
  readAdminFactor,
  writeAdminFactor,
} from './support/staff.js';

const root = path.resolve(import.meta.dirname, '../../..');
const chromiumPath = inject('chromiumPath');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const ADMIN = { email: 'chain-admin@e2e.example.com', password: 'e2e chain admin secret 1' };
/** A Tron address to receive the USDT to. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Where the screenshot of a claim in "confirming" is saved when set (to look at). */
const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Seeds the data dir before the server starts: the demo catalogue and LTC watched on regtest through
 * a fresh account key (3 confirmations). Run by the built server's own modules in a child process;
 * prints the ids as JSON.
 */
const SEED = `
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const root = process.env.SEED_ROOT;
const dist = (file) => import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
const { openDatabase } = await dist('db/client.js');
const { seedDemoData } = await dist('modules/catalogue/index.js');
const { chainWatches, currencies } = await dist('db/schema.js');
const { HDKey } = await import('@scure/bip32');
const { eq } = await import('drizzle-orm');
const xpub = HDKey.fromMasterSeed(randomBytes(32), { public: 0x043587cf, private: 0x04358394 })
  .derive("m/84'/1'/0'").publicExtendedKey;
const database = await openDatabase({ dataDir: process.env.SEED_DATA_DIR });
await database.migrate();
await seedDemoData(database.db);
const idOf = async (code) =>
  (await database.db.select().from(currencies).where(eq(currencies.code, code)))[0].id;
const ltc = await idOf('LTC');
const usdt = await idOf('USDTTRC20');
await database.db
  .insert(chainWatches)
  .values({ currencyId: ltc, chain: 'LTC', net: 'regtest', xpub, confirmations: 3, tolerancePercent: '0.5' });
await database.close();
console.log(JSON.stringify({ ltc, usdt }));
`;

interface TServer {
  baseUrl: string;
  ids: { ltc: number; usdt: number };
  factorFile: string;
  stop: () => Promise<void>;
}

async function startServer(node: TLitecoind): Promise<TServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-e2e-chain-'));
  const seeded = spawnSync(process.execPath, ['--input-type=module', '-e', SEED], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SEED_ROOT: root,
      SEED_DATA_DIR: dataDir,
    },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const ids = JSON.parse(seeded.stdout.trim().split('\n').pop()!) as { ltc: number; usdt: number };

  const [port] = (await freePorts(1)) as [number];
  const baseUrl = `http://127.0.0.1:${port}`;
  const logPath = path.join(dataDir, 'server.log');
  writeFileSync(logPath, '');
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      CHAIN_RPC_LTC: node.rpcUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CLAIMS_PER_HOUR: '0',
      CLAIMS_OPEN_MAX: '0',
      CLAIMS_RESERVE_SHARE: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const capture = (d: Buffer) => appendFileSync(logPath, d);
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become ready in 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // LTC is offered once the watcher's first pass has scanned its chain (until then it is stalled).
  for (;;) {
    const pair = await fetch(`${baseUrl}/api/v1/calculator/pair/${ids.ltc}/${ids.usdt}/`);
    if (pair.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`LTC was not offered in 60 s (${pair.status})`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // This server's administrator enrols its own second factor (support/staff.ts).
  const factorFile = path.join(dataDir, 'admin-factor.json');
  await enrolAdmin(baseUrl, factorFile, ADMIN);
  return { baseUrl, ids, factorFile, stop };
}

const skipReason = !chromiumPath ? 'Chromium is not installed' : !hasLitecoind() ? LITECOIND_MISSING : '';

describe.skipIf(skipReason !== '')(
  skipReason ? `chain payments in the browser [skipped: ${skipReason}]` : 'chain payments in the browser',
  () => {
    let node: TLitecoind | undefined;
    let server: TServer | undefined;
    let browser: Browser | undefined;
    const ready = () => {
      if (!node || !server || !browser) throw new Error('the node, server or browser did not start');
      return { node, server, browser };
    };
    const contexts: BrowserContext[] = [];
    /** Console errors, page errors and React warnings of the current test: there must be none. */
    const problems: string[] = [];

    beforeAll(async () => {
      node = await startLitecoind();
      server = await startServer(node);
      browser = await chromium.launch({
        executablePath: chromiumPath!,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
        headless: true,
      });
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await node?.stop();
    });
    afterEach(async () => {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
      expect(problems.splice(0)).toEqual([]);
    });

    async function open(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
      const { server, browser } = ready();
      const context = await browser.newContext({ baseURL: server.baseUrl, ...options });
      contexts.push(context);
      // Nothing leaves the machine; the explorer link is only looked at, never followed.
      await context.route(
        (url) => !url.href.startsWith(server.baseUrl),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        // The login's first step (the password alone) is answered 401 asking for the second
        // factor's code: the browser logs that response, the page asks for the code as it should.
        const loginAsksCode =
          message.text().includes('status of 401') &&
          message.location().url.endsWith('/front-api/auth/login/');
        if ((message.type() === 'error' && !loginAsksCode) || /hydrat/i.test(message.text()))
          problems.push(`${page.url()}: ${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      return page;
    }

    async function adminCode(): Promise<string> {
      const { server } = ready();
      const state = readAdminFactor(server.factorFile);
      const { code, step } = await nextCodeAfter(state.secret, Math.max(state.lastStep, currentStep() - 1));
      writeAdminFactor(server.factorFile, { ...state, lastStep: step });
      return code;
    }

    const cases = [
      {
        lang: 'ru',
        prefix: '',
        locale: 'ru-RU',
        progress: (n: number) => `Платёж обнаружен · ${n} из 3 подтверждений`,
        paidTitle: 'Проверяем поступление оплаты',
        payoutSent: 'Выплата отправлена',
        // The administrator's desk is in Russian in both runs.
        explorerSaved: 'Обозреватель TRC20 сохранён.',
      },
      {
        lang: 'en',
        prefix: '/en',
        locale: 'en-US',
        progress: (n: number) => `Payment detected · ${n} of 3 confirmations`,
        paidTitle: 'Checking your payment',
        payoutSent: 'Payout sent',
        explorerSaved: 'Обозреватель TRC20 сохранён.',
      },
    ] as const;

    for (const c of cases) {
      it(`pays a LTC claim from the node, sees it confirm and paid out (${c.lang})`, async () => {
        const { node, server } = ready();
        const api = async <T>(url: string): Promise<T> =>
          (await (await fetch(`${server.baseUrl}${url}`)).json()) as T;
        const { ltc, usdt } = server.ids;

        // 1. The visitor, on a phone: LTC for USDT on Tron.
        const visitor = await open({ ...PHONE, locale: c.locale });
        await visitor.goto(`${c.prefix}/?cur_from=${ltc}&cur_to=${usdt}`);
        await visitor.getByTestId('exchange-form').waitFor();
        await expect.poll(() => visitor.getByTestId('from-picker').getAttribute('data-code')).toBe('LTC');
        await expect.poll(() => visitor.getByTestId('to-picker').getAttribute('data-code')).toBe('USDTTRC20');
        await dismissNotices(visitor);
        const quote = quoteFromSend(
          pairTerms(await api<TPair>(`/api/v1/calculator/pair/${ltc}/${usdt}/`)),
          '1.5',
        );
        await visitor.getByTestId('amount-from').fill('1.5');
        await visitor.getByTestId('amount-from').blur();
        await expect.poll(() => visitor.getByTestId('amount-to').inputValue()).toBe(quote.receive);
        await visitor.getByTestId('field-to-wallet').fill(TRON);
        await visitor.getByTestId('email').fill(`chain-${c.lang}@example.com`);
        await visitor.getByTestId('agree-aml').check();
        await visitor.getByTestId('agree-rules').check();
        await visitor.getByTestId('create-claim').click();
        await visitor.waitForURL(new RegExp(`${c.prefix}/claim/[0-9a-f-]{36}$`));
        const claimId = visitor.url().split('/').pop()!;

        const status = visitor.getByTestId('claim-status');
        await expect.poll(() => status.getAttribute('data-status')).toBe('new');
        const address = (await visitor.getByTestId('requisite-address').innerText()).trim();
        expect(address).toMatch(/^rltc1[0-9a-z]+$/);
        await visitor.getByTestId('claim-deposit').waitFor();
        expect(await visitor.getByTestId('claim-confirm').count()).toBe(0);
        const requisite = await api<{ amount: string; deposit: { address: string } }>(
          `/api/v1/claim/${claimId}/requisite/`,
        );
        expect(requisite.deposit.address).toBe(address);
        expect(requisite.amount).toBe(quote.send);

        // 2. Paid from the node: the watcher (every 10 s) sees it in a block, then three deep.
        const txid = await node.send(address, requisite.amount);
        await node.mine(1);
        const progress = visitor.getByTestId('claim-payment-progress');
        await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('confirming');
        await expect.poll(() => progress.innerText(), { timeout: 30_000 }).toBe(c.progress(1));
        expect(await visitor.getByTestId('claim-payment-txid').innerText()).toBe(
          `${txid.slice(0, 10)}…${txid.slice(-8)}`,
        );
        expect(await visitor.getByTestId('claim-confirm').count()).toBe(0);
        if (SHOTS && c.lang === 'ru') {
          await visitor.screenshot({ path: path.join(SHOTS, 'claim-confirming-ru-390.png'), fullPage: true });
        }
        await node.mine(2);
        await expect.poll(() => status.getAttribute('data-status'), { timeout: 30_000 }).toBe('paid');
        expect(await visitor.locator('#claim-status-title').innerText()).toBe(c.paidTitle);
        expect(await visitor.getByTestId('claim-confirm').count()).toBe(0);

        // 3. The administrator sets the TRC20 network's explorer on the chains page, at 390 px: USDT
        // TRC-20 is paid out by hand, so its payout is linked through its network's explorer.
        const explorer = `https://explorer.example/${c.lang}/tx/{txid}`;
        const desk = await open({ ...DESKTOP, locale: 'ru-RU' });
        await desk.setViewportSize(PHONE.viewport);
        await loginAsAdmin(desk, '/admin/chains', { ...ADMIN, code: adminCode });
        await desk.waitForURL(/\/admin\/chains$/);
        const tron = desk.locator('[data-testid="explorer-row"][data-network="TRC20"]');
        await tron.getByTestId('explorer-input').fill(explorer);
        await tron.getByTestId('explorer-save').click();
        await expect.poll(() => tron.getByTestId('explorer-notice').innerText()).toBe(c.explorerSaved);
        // Nothing sticks out sideways on a phone.
        expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        if (SHOTS && c.lang === 'ru') {
          await desk.screenshot({ path: path.join(SHOTS, 'admin-explorers-ru-390.png'), fullPage: true });
        }

        // 4. On a desktop: payment received, then completed with the payout's Tron transaction id.
        await desk.setViewportSize(DESKTOP.viewport);
        await desk.goto(`/admin/claims/${claimId}`);
        await desk.waitForURL(new RegExp(`/admin/claims/${claimId}$`));
        const deskStatus = desk.getByTestId('claim-status');
        await expect.poll(() => deskStatus.getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');
        await desk.getByTestId('action-payment_received').click();
        await desk.getByTestId('action-reason').fill('Поступление подтверждено сетью');
        await desk.getByTestId('action-dialog-submit').click();
        await expect.poll(() => deskStatus.getAttribute('data-status')).toBe('processing');
        const payoutTxid = (c.lang === 'ru' ? 'ab' : 'cd').repeat(32);
        await desk.getByTestId('action-complete').click();
        await desk.getByTestId('action-payout').fill(payoutTxid);
        await desk.getByTestId('action-reason').fill('Выплачено');
        await desk.getByTestId('action-dialog-submit').click();
        await expect.poll(() => deskStatus.getAttribute('data-status')).toBe('completed');

        // The visitor's page follows: the payout with its explorer link.
        await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
        const payout = visitor.getByTestId('claim-payout-reference');
        await payout.waitFor();
        expect(await payout.getAttribute('href')).toBe(explorer.replace('{txid}', payoutTxid));
        expect(await payout.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await payout.innerText()).toBe(`${payoutTxid.slice(0, 10)}…${payoutTxid.slice(-8)}`);
        expect(await visitor.getByTestId('claim-payout').innerText()).toContain(c.payoutSent);
      }, 180_000);
    }
  },
);
