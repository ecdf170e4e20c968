import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.js';

const CLI = path.resolve(import.meta.dirname, '../src/cli/admin.ts');
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'exchanger-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A Node process that stays alive until killed, and its pid. */
async function liveNode(): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return {
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

describe('one process per embedded database folder', () => {
  it('refuses a second claim in the same process until the first is released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'exchanger.pid'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(path.join(dir, 'exchanger.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds the folder, and takes it over once that process is gone', async () => {
    const dir = freshDir();
    const other = await liveNode();
    writeFileSync(path.join(dir, 'exchanger.pid'), `${other.pid}\n`);
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).pid).toBe(other.pid);
    expect((refused as Error).message).toContain(`in use by process ${other.pid}`);
    await other.stop();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'exchanger.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a pid file left by a killed process or naming this very pid (a restarted container)', () => {
    const dir = freshDir();
    for (const stale of ['4194303', String(process.pid), 'garbage']) {
      writeFileSync(path.join(dir, 'exchanger.pid'), `${stale}\n`);
      lockDataDir(dir)();
    }
  });

  it('keeps npm run admin off a folder a running server holds, and lets it in once the server stops', async () => {
    const dataDir = freshDir();
    const server = await openDatabase({ dataDir });
    const env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SECRET_KEY: 'lock-test-secret-key-0123456789abcdef',
    };
    const args = ['--import', 'tsx', CLI, '--email=boss@example.com', '--password=correct-horse-9'];
    const cli = () => spawnSync(process.execPath, args, { env, encoding: 'utf8', timeout: 120_000 });
    try {
      const refused = cli();
      expect(refused.status, refused.stderr).toBe(75);
      expect(refused.stderr).toContain(`in use by process ${process.pid}`);
      expect(refused.stderr).toContain('Stop the server');
    } finally {
      await server.close();
    }
    const done = cli();
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('administrator boss@example.com');
    expect(existsSync(path.join(dataDir, 'exchanger.pid'))).toBe(false);
  }, 180_000);
});
