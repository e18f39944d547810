import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { errorCode } from '../lib/errors.ts';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Thư mục dữ liệu ${dir} đang được tiến trình khác (pid ${pid}) sử dụng. ` +
        'Hãy dừng tiến trình đó hoặc đặt DATA_DIR khác.',
    );
  }
}

/** When the process started (clock ticks since boot, Linux), to tell it from a later one with its pid. */
function startTime(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The lock's holder is still running: its pid is alive and, where known, it is the same process. */
function isHeld(pid: number, started: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = started ? startTime(pid) : undefined;
  return now === undefined || now === started;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one data directory corrupt it.
 * A pid file beside the database says who holds it (pid, then its start time on Linux); a file left by
 * a dead process is taken over, and so is one whose pid now belongs to another process (a server
 * killed, its pid reused after a restart of the machine or container).
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      const started = startTime('self');
      writeSync(fd, started ? `${process.pid}\n${started}` : String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const [pidLine = '', started] = readFileSync(file, 'utf8').split('\n');
      const pid = Number.parseInt(pidLine, 10);
      if (Number.isInteger(pid) && pid !== process.pid && isHeld(pid, started?.trim() || undefined)) {
        throw new DataDirInUseError(dir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Không thể khóa thư mục dữ liệu ${dir}`);
}
