#!/usr/bin/env node
// `npm run demo:chain`: automatic payment acceptance seen in one command (docs/payments.md). Starts
// Litecoin Core in regtest (Debian's `litecoind`) with a data dir of its own, the server on a fresh
// embedded database whose demo LTC is watched on that node, creates a claim through the API, pays
// it from the node's wallet, mines blocks and prints the claim's path new → confirming → paid.
// Everything it starts is stopped and removed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts, hasLitecoind, startLitecoind } from './lib/regtest-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!hasLitecoind()) {
  console.error('demo:chain needs Litecoin Core: apt-get install litecoind (or set LITECOIND).');
  process.exit(1);
}
spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const work = mkdtempSync(path.join(tmpdir(), 'exchanger-demo-chain-'));
let server = null;
let node = null;
const finish = async (code) => {
  server?.kill('SIGTERM');
  await node?.stop();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => void finish(130));

// 1. The node.
node = await startLitecoind();
const { rpcUrl } = node;
const [port] = await freePorts(1);
console.log(`Litecoin regtest node, ${await node.rpc('getblockcount')} blocks, wallet funded.`);

// 2. The database: the demo catalogue, with LTC watched on the node through a fresh account key.
const dataDir = path.join(work, 'data');
const { openDatabase } = await import(path.join(root, 'apps/api/dist/db/client.js'));
const { seedDemoData } = await import(path.join(root, 'apps/api/dist/modules/catalogue/index.js'));
const { chainWatches, currencies } = await import(path.join(root, 'apps/api/dist/db/schema.js'));
const { HDKey } = await import('@scure/bip32');
const { eq } = await import('drizzle-orm');
const { pairTerms, quoteFromSend } = await import('@exchanger/core');
let ltcId;
let sberId;
const xpub = HDKey.fromMasterSeed(randomBytes(32), { public: 0x043587cf, private: 0x04358394 }).derive(
  "m/84'/1'/0'",
).publicExtendedKey;
{
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemoData(database.db);
  const [ltc] = await database.db.select().from(currencies).where(eq(currencies.code, 'LTC'));
  const [sber] = await database.db.select().from(currencies).where(eq(currencies.code, 'SBERRUB'));
  ltcId = ltc.id;
  sberId = sber.id;
  await database.db.insert(chainWatches).values({
    currencyId: ltc.id,
    chain: 'LTC',
    net: 'regtest',
    xpub,
    confirmations: 3,
    tolerancePercent: '0.5',
  });
  await database.close();
}
console.log(`LTC watched on regtest with ${xpub.slice(0, 20)}…, 3 confirmations.`);

// 3. The server.
server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CHAIN_RPC_LTC: rpcUrl,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    /* not listening yet */
  }
  if (i > 120) throw new Error('the server did not start');
  await sleep(500);
}
const api = async (url, init) => (await fetch(`${base}${url}`, init)).json();

// 4. A claim: 1.5 LTC for roubles on a card. A watched currency is offered once its chain has been
// scanned (the watcher's first round); until then the calculator leaves its directions out.
const pairUrl = `${base}/api/v1/calculator/pair/${ltcId}/${sberId}/`;
let pairAnswer = await fetch(pairUrl);
for (let i = 0; pairAnswer.status === 404 && i < 60; i += 1) {
  await sleep(1000);
  pairAnswer = await fetch(pairUrl);
}
if (!pairAnswer.ok) {
  console.error('LTC → SBERRUB is not offered:', pairAnswer.status, await pairAnswer.text());
  await finish(1);
}
const quote = quoteFromSend(pairTerms(await pairAnswer.json()), '1.5');
const createClaim = () =>
  api('/api/v1/claim/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'demo@example.com',
      fromPs: ltcId,
      toPs: sberId,
      fromSumma: quote.send,
      toSumma: quote.receive,
      toRequisites: { card: '4111111111111111', cardholder: 'IVAN IVANOV' },
      agree: true,
    }),
  });
let created = await createClaim();
for (let i = 0; !created.id && created.code === 'conflict' && i < 30; i += 1) {
  await sleep(1000);
  created = await createClaim();
}
if (!created.id) {
  console.error('The claim was refused:', created);
  await finish(1);
}
const requisite = await api(`/api/v1/claim/${created.id}/requisite/`);
console.log(
  `Claim ${created.id}: pay ${requisite.amount} ${requisite.currency} to ${requisite.deposit.address}`,
);
console.log(`  page: ${base}/claim/${created.id}`);

// 5. Pay, mine, and watch the claim move.
// The node takes the amount as JSON; 8 decimals are exact as a double's shortest form.
const txid = await node.send(requisite.deposit.address, requisite.amount);
console.log(`Paid from the node's wallet: ${txid}`);
let last = '';
const show = async () => {
  const status = await api(`/api/v1/claim/${created.id}/status/`);
  const line = status.payment
    ? `${status.status} · ${status.payment.confirmations} of ${status.payment.required} confirmations`
    : status.status;
  if (line !== last) console.log(`  ${new Date().toISOString().slice(11, 19)}  ${line}`);
  last = line;
  return status;
};
await show();
for (let block = 0; block < 6; block += 1) {
  await node.mine(1);
  // The watcher runs every 10 seconds.
  for (let i = 0; i < 24; i += 1) {
    const status = await show();
    if (status.payment && status.payment.confirmations >= block + 1) break;
    if (status.status === 'paid') break;
    await sleep(500);
  }
  if (last.startsWith('paid')) break;
}
console.log(
  last.startsWith('paid')
    ? 'The claim is paid: an operator can start the payout.'
    : 'The claim did not reach paid.',
);
await finish(last.startsWith('paid') ? 0 : 1);
