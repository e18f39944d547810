import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('refuses a directory held by a live process and releases on request', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'giapha-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'db.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`đang được tiến trình khác (pid ${holder.pid}) sử dụng`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'giapha-lock-'));
    writeFileSync(path.join(dir, 'db.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process, and refuses the one that holds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'giapha-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const stat = readFileSync(`/proc/${other.pid}/stat`, 'utf8');
      const started = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
      // The lock names the live process's pid with another start time: a killed server's pid, reused.
      writeFileSync(path.join(dir, 'db.lock'), `${other.pid}\n${started - 1}`);
      const release = lockDataDir(dir);
      expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
      // With its own start time the lock is that process's, and it is refused.
      writeFileSync(path.join(dir, 'db.lock'), `${other.pid}\n${started}`);
      expect(() => lockDataDir(dir)).toThrow(`đang được tiến trình khác (pid ${other.pid}) sử dụng`);
    } finally {
      other.kill();
    }
  });
});
