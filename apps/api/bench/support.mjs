// Starting and stopping the built server for the benchmarks (run.mjs, scale.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// Where `taskset` exists and there are two cores or more, the server under test gets the last core
// and autocannon (this process) the others, so they do not take turns on one core: the figures
// then vary far less from run to run.
export const cores = availableParallelism();
export const pinned = cores >= 2 && spawnSync('taskset', ['-V']).status === 0;
if (pinned) spawnSync('taskset', ['-apc', `0-${cores - 2}`, String(process.pid)]);

/** Node options for the server under test, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startServer(script, env, readyPath) {
  const port = await freePort();
  const [command, args] = pinned
    ? ['taskset', ['-c', String(cores - 1), process.execPath, ...serverNodeArgs, script]]
    : [process.execPath, [...serverNodeArgs, script]];
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${url}${readyPath}`);
      if (res.ok) return { url, child };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export const stop = async (server) => {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
};
