// A Litecoin Core node in regtest, the one harness of everything that needs a real node for on-chain
// payments (docs/payments.md): the API tests (apps/api/test), the browser tests (apps/web/e2e),
// `npm run demo:chain` and the chain scan benchmark. Types: regtest-node.d.mts, beside it.
//
// Debian's `litecoind` (or `LITECOIND`) runs as a child process (no daemon mode) on free ports with a
// fresh data directory and a funded wallet; `stop()` stops it and removes the directory. Tests skip
// with `LITECOIND_MISSING` when `hasLitecoind()` is false. Litecoin Core 0.21 is built without sqlite
// there: legacy wallets only.
//
// Regtest facts this harness relies on (Litecoin Core 0.21.2):
// - MWEB activates at height 432 and the first MWEB block must contain a peg-in, otherwise no block
//   can be mined past 431 (`bad-txns-vin-empty`); `-vbparams` does not keep it off. `mine()` sends a
//   small peg-in to an MWEB address of the wallet just before crossing that height, so callers may
//   mine as far as they like; block 432 then holds that peg-in and the HogEx transaction, whose
//   outputs have no address.
// - `generateblock` fails once MWEB is active ('block.vtx.size() == 1'), so `reorg()` keeps
//   transactions out of the replacement blocks with `prioritisetransaction` instead.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BINARY = process.env.LITECOIND ?? 'litecoind';

let found;

/** Whether `litecoind` can be run here. */
export function hasLitecoind() {
  found ??= spawnSync(BINARY, ['-version'], { stdio: 'ignore' }).status === 0;
  return found;
}

/** Why a test that needs the node was skipped. */
export const LITECOIND_MISSING = 'litecoind is not installed (apt-get install litecoind)';

/** The height from which Litecoin's regtest requires MWEB blocks. */
export const MWEB_HEIGHT = 432;

/** `count` distinct free TCP ports on 127.0.0.1 (all held open while choosing, then released). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One JSON-RPC call without keep-alive: a node being stopped waits for idle connections to close.
 * Rejects with the node's message and `code` on an RPC error, with `cause` when it is unreachable.
 */
function call(port, auth, method, params) {
  const body = JSON.stringify({ jsonrpc: '1.0', id: method, method, params });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        agent: false,
        timeout: 60_000,
        headers: { authorization: auth, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let answer;
          try {
            answer = JSON.parse(text);
          } catch (error) {
            reject(new Error(`${method}: HTTP ${res.statusCode} ${text.slice(0, 200)}`, { cause: error }));
            return;
          }
          if (answer.error)
            reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
          else resolve(answer.result);
        });
      },
    );
    req.once('timeout', () => req.destroy(new Error(`${method}: no answer in 60 s`)));
    req.once('error', (error) => reject(new Error(`${method}: ${error.message}`, { cause: error })));
    req.end(body);
  });
}

/** Starts the node, creates its wallet and mines `blocks` (101) to it; see regtest-node.d.mts. */
export async function startLitecoind(options = {}) {
  const [rpcPort, p2pPort] = await freePorts(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exchanger-litecoind-'));
  const user = 'test';
  const password = 'test';
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const args = [
    '-regtest',
    `-datadir=${dataDir}`,
    `-rpcport=${rpcPort}`,
    `-port=${p2pPort}`,
    `-rpcuser=${user}`,
    `-rpcpassword=${password}`,
    '-rpcbind=127.0.0.1',
    '-rpcallowip=127.0.0.1',
    '-bind=127.0.0.1',
    '-server=1',
    '-listen=1',
    '-txindex=0',
    '-fallbackfee=0.0001',
    '-persistmempool=0',
    '-discover=0',
    '-dnsseed=0',
    '-upnp=0',
    '-printtoconsole=0',
    // A legacy wallet fills its key pool on creation: 1000 keys by default take seconds.
    '-keypool=20',
    // The chain scan benchmark's watcher and test calls together outgrow the default 16.
    '-rpcworkqueue=64',
    ...(options.args ?? []),
  ];
  const child = spawn(BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk.toString();
  });
  let exited;
  const exit = new Promise((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );

  const rpc = (method, ...params) => call(rpcPort, auth, method, params);

  async function stop() {
    if (exited === undefined) {
      // The RPC stop is quicker than a signal; the signal is there for a node that no longer answers.
      await rpc('stop').catch(() => child.kill('SIGTERM'));
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
    for (;;) {
      if (exited !== undefined) throw new Error(`litecoind exited (${exited}): ${stderr.trim()}`);
      try {
        await rpc('getblockchaininfo');
        break;
      } catch (error) {
        // Not listening yet (no answer) or still loading (RPC error -28).
        if (Date.now() > deadline)
          throw new Error(`litecoind did not answer RPC: ${error.message}`, { cause: error });
        await sleep(100);
      }
    }
    await rpc('createwallet', 'test');
  } catch (error) {
    await stop();
    throw error;
  }

  const newAddress = (type = 'bech32') => rpc('getnewaddress', '', type);
  const height = () => rpc('getblockcount');

  async function mineRaw(n, address) {
    if (n <= 0) return [];
    return rpc('generatetoaddress', n, address ?? (await newAddress()));
  }

  async function mine(n, address) {
    const start = await height();
    if (start >= MWEB_HEIGHT || start + n < MWEB_HEIGHT) return mineRaw(n, address);
    // The first MWEB block needs a peg-in (see the header).
    const before = await mineRaw(MWEB_HEIGHT - 1 - start, address);
    await rpc('sendtoaddress', await newAddress('mweb'), '0.001');
    return [...before, ...(await mineRaw(n - before.length, address))];
  }

  async function reorg(depth, reorgOptions = {}) {
    const length = reorgOptions.length ?? depth + 1;
    if (depth < 1 || length <= depth) throw new Error('reorg: need depth >= 1 and length > depth');
    const tip = await height();
    const removed = [];
    const inRemoved = [];
    for (let h = tip - depth + 1; h <= tip; h += 1) {
      const hash = await rpc('getblockhash', h);
      removed.push(hash);
      const block = await rpc('getblock', hash, 1);
      inRemoved.push(...block.tx.slice(1));
    }
    const excluded = reorgOptions.exclude ?? inRemoved;
    await rpc('invalidateblock', removed[0]);
    // A fee far below zero keeps a transaction out of the block template; undone after mining.
    const mempool = new Set(await rpc('getrawmempool'));
    const held = excluded.filter((txid) => mempool.has(txid));
    for (const txid of held) await rpc('prioritisetransaction', txid, 0, -100_000_000_000);
    let added;
    try {
      // A fresh address per call: the new blocks differ from the removed ones even when empty.
      added = await mine(length);
    } finally {
      for (const txid of held) await rpc('prioritisetransaction', txid, 0, 100_000_000_000);
    }
    return { removed, added, excluded };
  }

  async function peers() {
    const list = await rpc('getpeerinfo');
    return list.flatMap((p) => [p.addr, p.addrbind ?? '']);
  }

  const node = {
    rpcUrl: `http://${user}:${password}@127.0.0.1:${rpcPort}/`,
    rpcPort,
    p2pPort,
    dataDir,
    rpc,
    mine,
    newAddress,
    send: (address, amount) => rpc('sendtoaddress', address, amount),
    sendMany: (amounts) => rpc('sendmany', '', amounts),
    reorg,
    async connect(other) {
      await rpc('addnode', `127.0.0.1:${other.p2pPort}`, 'onetry');
      for (let i = 0; i < 100; i += 1) {
        if ((await peers()).includes(`127.0.0.1:${other.p2pPort}`)) return;
        await sleep(100);
      }
      throw new Error(`could not connect to 127.0.0.1:${other.p2pPort}`);
    },
    async waitForTip(hash, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await rpc('getbestblockhash')) !== hash) {
        if (Date.now() > deadline) throw new Error(`the node did not reach block ${hash}`);
        await sleep(100);
      }
    },
    async disconnect(other) {
      await rpc('disconnectnode', `127.0.0.1:${other.p2pPort}`);
      for (let i = 0; i < 100; i += 1) {
        if (!(await peers()).includes(`127.0.0.1:${other.p2pPort}`)) return;
        await sleep(100);
      }
    },
    stop,
  };

  try {
    await mine(options.blocks ?? 101);
  } catch (error) {
    await stop();
    throw error;
  }
  return node;
}
