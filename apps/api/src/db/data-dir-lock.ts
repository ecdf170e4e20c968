/**
 * One process per embedded database. PGlite keeps the database's pages in its own memory, so a
 * second process on the same folder (a second server, or `npm run admin` while the server runs)
 * would not see the first one's writes and would write over them: two diverging databases in one
 * folder. The folder is therefore claimed with a pid file; a file left by a process that is gone
 * (killed, crashed, or a container restarted with the same pid) is taken over.
 */
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (a running server?). ` +
        'PGlite allows one process: stop that process first, or use DATABASE_URL for PostgreSQL.',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'exchanger.pid';
/** Folders this process holds: opening one twice in a process diverges as well. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Where /proc exists, a live pid that is not Node is a reused pid, not our server.
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self/cmdline') && existsSync(cmdline)) {
    try {
      return /node/i.test(readFileSync(cmdline, 'utf8'));
    } catch {
      return true;
    }
  }
  return true;
}

/** Claims `dir` for this process; the returned function releases it. Throws DataDirInUseError. */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, LOCK_FILE);
  if (held.has(resolved)) throw new DataDirInUseError(resolved, process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      const live = Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid);
      // A second failure: another process took the folder between our two attempts.
      if (live || attempt > 0) throw new DataDirInUseError(resolved, pid);
      unlinkSync(file); // left by a process that is gone
    }
  }
  held.add(resolved);
  const release = () => {
    if (!held.delete(resolved)) return;
    process.off('exit', release);
    try {
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', release);
  return release;
}
