// @databases pglite: the embedded database itself — the lock on its data directory
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const newDataDir = () => mkdtempSync(join(tmpdir(), 'arcana-lock-'));

describe('the lock on DATA_DIR', () => {
  it('refuses while another running process holds it, and names that process', async () => {
    const dataDir = newDataDir();
    writeFileSync(join(dataDir, 'arcana.pid'), String(process.ppid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(join(dataDir, 'arcana.pid'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a file left by a process that has ended, and removes it when released', async () => {
    const dataDir = newDataDir();
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, 'arcana.pid'), String(ended));
    const release = await lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'arcana.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    expect(existsSync(join(dataDir, 'arcana.pid'))).toBe(false);
  });
});
