import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// `npm start` as a person uses it: both processes come up together, Ctrl-C stops both, and when
// one of them dies the other is stopped with a message saying which. The builds already exist
// (the webServer of playwright.config.ts made them).
const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startStack(port: number, apiPort: number, dataDir: string): Started {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

test.describe('npm start', () => {
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kemudi-start-'));
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('stops the web app with a clear message when the API dies', async () => {
    const stack = startStack(3400, 4400, dataDir);
    try {
      await expect.poll(() => answers('http://127.0.0.1:3400/'), { timeout: 120_000 }).toBe(true);
      expect(stack.output()).toContain('empty database: seeding the catalogue');
      // Kill this stack's API (only the supervisor's own child) behind the supervisor's back.
      const api = spawnSync('pgrep', ['-P', String(stack.child.pid), '-f', 'server.js'], { encoding: 'utf8' }).stdout.trim();
      expect(api).toMatch(/^\d+$/);
      process.kill(Number(api), 'SIGKILL');
      expect(await stack.exited).not.toBe(0);
      expect(stack.output()).toContain('the API stopped unexpectedly');
      await expect.poll(() => answers('http://127.0.0.1:3400/'), { timeout: 20_000 }).toBe(false);
    } finally {
      if (stack.child.exitCode === null && stack.child.pid) process.kill(-stack.child.pid, 'SIGKILL');
    }
  });

  test('Ctrl-C stops both processes and a restart keeps the data', async () => {
    const stack = startStack(3400, 4400, dataDir);
    await expect.poll(() => answers('http://127.0.0.1:3400/'), { timeout: 120_000 }).toBe(true);
    expect(stack.output()).toContain('database ready');
    expect(stack.output()).not.toContain('seeding'); // the database of the first test is still there
    stack.child.kill('SIGINT');
    expect(await stack.exited).toBe(0);
    expect(await answers('http://127.0.0.1:3400/')).toBe(false);
    expect(await answers('http://127.0.0.1:4400/health')).toBe(false);
  });
});
