import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// `npm start` as a person (and a container runtime) uses it: both processes come up together, a
// process that dies is restarted with a line saying why (issue 16), Ctrl-C or SIGTERM stops both
// and frees the ports. The builds already exist (the webServer of playwright.config.ts made them).
const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
// Its own ports, beside the run's (E2E_PORT + 250/+1250): runs of several checkouts at once do not meet.
const SITE = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 250 : 3400;
const API = SITE + 1000;

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startStack(port: number, apiPort: number, dataDir: string): Started {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // The staff console (issue 24) starts beside the site: on a port of this stack's own too.
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), CONSOLE_PORT: String(port + 1), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
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

/** Stops a stack as a container runtime would (SIGTERM, then SIGKILL), and waits until its ports are free. */
async function stop(stack: Started): Promise<void> {
  if (stack.child.exitCode === null && stack.child.signalCode === null) {
    stack.child.kill('SIGTERM');
    const timer = setTimeout(() => stack.child.pid && process.kill(-stack.child.pid, 'SIGKILL'), 15_000);
    await stack.exited;
    clearTimeout(timer);
  }
  await expect
    .poll(async () => (await answers(`http://127.0.0.1:${SITE}/`)) || (await answers(`http://127.0.0.1:${API}/health`)) || (await answers(`http://127.0.0.1:${SITE + 1}/robots.txt`)), {
      timeout: 15_000,
    })
    .toBe(false);
}

test.describe('npm start', () => {
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kemudi-start-'));
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('brings a killed API back: visitors meanwhile get a copy or the outage page, then the site answers again', async () => {
    const stack = startStack(SITE, API, dataDir);
    try {
      await expect.poll(() => answers(`http://127.0.0.1:${SITE}/`), { timeout: 120_000 }).toBe(true);
      expect(stack.output()).toContain('empty database: seeding the catalogue');
      expect(stack.output()).toContain('secrets generated');
      // The home page is in the page cache now.
      await fetch(`http://127.0.0.1:${SITE}/`).then((r) => r.arrayBuffer());
      const before = (await (await fetch(`http://127.0.0.1:${API}/health`)).json()) as { pid: number };
      // Kill this stack's API (the pid its own health check names) behind the supervisor's back.
      process.kill(before.pid, 'SIGKILL');
      const killedAt = Date.now();

      // While it is down, and until it is back: the cached page is served, a page never rendered
      // answers the server-rendered outage page (503, Retry-After) — never a blank 500.
      const seen = new Set<string>();
      let back = false;
      for (let i = 0; !back && Date.now() - killedAt < 60_000; i++) {
        const home = await fetch(`http://127.0.0.1:${SITE}/`);
        expect(home.status).toBe(200);
        await home.arrayBuffer();
        const fresh = await fetch(`http://127.0.0.1:${SITE}/c/paketservistoyota?percobaan=${i}`);
        const html = await fresh.text();
        if (fresh.status === 503) {
          expect(fresh.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(html).toContain('Situs sedang gangguan');
          seen.add('outage page');
        } else {
          expect(fresh.status).toBe(200);
          back = true;
        }
        if (!back) await new Promise((r) => setTimeout(r, 100));
      }
      expect(back).toBe(true);
      expect(seen.has('outage page')).toBe(true);
      const after = (await (await fetch(`http://127.0.0.1:${API}/health`)).json()) as { pid: number };
      expect(after.pid).not.toBe(before.pid);
      expect(stack.output()).toMatch(/the API \(pid \d+\) .*restarting it in/);
      expect(stack.output()).toContain('the API is back');
      console.log(`[start.spec] site answered a new page again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the API was killed`);
    } finally {
      await stop(stack);
    }
  });

  test('Ctrl-C stops both processes and a restart keeps the data', async () => {
    const stack = startStack(SITE, API, dataDir);
    await expect.poll(() => answers(`http://127.0.0.1:${SITE}/`), { timeout: 120_000 }).toBe(true);
    expect(stack.output()).toContain('database ready');
    expect(stack.output()).not.toContain('seeding'); // the database of the first test is still there
    stack.child.kill('SIGINT');
    expect(await stack.exited).toBe(0);
    expect(await answers(`http://127.0.0.1:${SITE}/`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${API}/health`)).toBe(false);
  });

  test('SIGTERM to start.mjs alone (what a container runtime sends) stops both and frees the ports for the next start', async () => {
    const stack = startStack(SITE, API, dataDir);
    await expect.poll(() => answers(`http://127.0.0.1:${SITE}/`), { timeout: 120_000 }).toBe(true);
    stack.child.kill('SIGTERM');
    expect(await stack.exited).toBe(0);
    expect(await answers(`http://127.0.0.1:${SITE}/`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${API}/health`)).toBe(false);
    // The ports are free: a new start comes up on them.
    const again = startStack(SITE, API, dataDir);
    try {
      await expect.poll(() => answers(`http://127.0.0.1:${SITE}/`), { timeout: 120_000 }).toBe(true);
    } finally {
      await stop(again);
    }
  });
});
