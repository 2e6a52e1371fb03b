import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runStatus, TIMED_OUT } from './processes';

/** Alive and not a zombie (a killed orphan may wait a moment for init to reap it). */
const isRunning = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('runStatus', () => {
  it('resolves with the exit code of a command that ends in time', async () => {
    const code = await runStatus(process.execPath, ['-e', 'process.exit(3)'], {
      cwd: process.cwd(),
      quiet: true,
      timeoutMs: 30_000,
    });
    expect(code).toBe(3);
  });

  it('stops a command that outlives its limit, with what it started, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dir = mkdtempSync(join(tmpdir(), 'run-status-'));
    const pidFile = join(dir, 'grandchild.pid');
    // A parent that starts a never-ending child (as vitest starts workers) and waits forever.
    const script = `
      const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
      setInterval(() => {}, 1000);
    `;
    const code = await runStatus(process.execPath, ['-e', script], {
      cwd: process.cwd(),
      quiet: true,
      timeoutMs: 1_500,
    });
    expect(code).toBe(TIMED_OUT);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await vi.waitFor(() => expect(isRunning(grandchild)).toBe(false), { timeout: 5_000 });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('ran past'));
  }, 20_000);
});
