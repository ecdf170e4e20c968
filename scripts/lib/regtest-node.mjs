// A Litecoin Core node in regtest for the scripts that show or measure on-chain payment acceptance
// (`npm run demo:chain`, the chain scan benchmark; docs/payments.md): Debian's `litecoind` (or
// `LITECOIND`) on free ports with a data dir of its own, a funded legacy wallet, and `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const litecoindBinary = process.env.LITECOIND ?? 'litecoind';
export const hasLitecoind = () => spawnSync(litecoindBinary, ['-version']).status === 0;

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the node, creates and funds the wallet `w` (101 blocks): `{ rpcUrl, rpc, miner, stop }`. */
export async function startRegtestNode() {
  const work = mkdtempSync(path.join(tmpdir(), 'exchanger-regtest-'));
  const dataDir = path.join(work, 'node');
  mkdirSync(dataDir);
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const child = spawn(
    litecoindBinary,
    [
      '-regtest',
      `-datadir=${dataDir}`,
      `-rpcport=${rpcPort}`,
      `-port=${p2pPort}`,
      '-rpcuser=demo',
      '-rpcpassword=demo',
      '-fallbackfee=0.0001',
      '-keypool=20',
      '-listen=0',
      '-rpcworkqueue=64',
    ],
    { stdio: 'ignore' },
  );
  let id = 0;
  const auth = `Basic ${Buffer.from('demo:demo').toString('base64')}`;
  async function rpc(method, params = [], wallet = '') {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const res = await fetch(`http://127.0.0.1:${rpcPort}/${wallet ? `wallet/${wallet}` : ''}`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '1.0', id: (id += 1), method, params }),
        });
        const body = await res.json();
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
        return body.result;
      } catch (error) {
        // -28: still starting; a refused connection: not listening yet.
        if (attempt < 60 && (error.code === -28 || error.cause)) {
          await sleep(500);
          continue;
        }
        throw error;
      }
    }
  }
  await rpc('getblockchaininfo');
  await rpc('createwallet', ['w']);
  const miner = await rpc('getnewaddress', [], 'w');
  await rpc('generatetoaddress', [101, miner]);
  return {
    rpcUrl: `http://demo:demo@127.0.0.1:${rpcPort}/`,
    rpc,
    /** A call on the wallet. */
    wallet: (method, params = []) => rpc(method, params, 'w'),
    mine: (n = 1) => rpc('generatetoaddress', [n, miner]),
    async stop() {
      await rpc('stop').catch(() => undefined);
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      rmSync(work, { recursive: true, force: true });
    },
  };
}
