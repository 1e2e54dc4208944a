// Shared helpers of the benchmarks: start processes, wait for a URL, stop them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function waitFor(url, { timeoutMs = 300_000, expectOk = true } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (!expectOk || response.ok) {
        await response.arrayBuffer();
        return Date.now() - started;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function startProcess(command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    child,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

/** The client secret the bench's stacks run with (development only: production refuses it). */
export const LOCAL_CLIENT_SECRET = 'kemudi-local-secret';

export async function systemToken(apiUrl, clientSecret = LOCAL_CLIENT_SECRET) {
  const response = await fetch(`${apiUrl}/authorizationserver/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'kemudi-web', client_secret: clientSecret }),
  });
  if (!response.ok) throw new Error(`token request failed: ${response.status}`);
  return (await response.json()).access_token;
}

/** The first link on `list` (a site path) whose href matches `pattern` (first group), or undefined. */
export async function firstLink(base, list, pattern) {
  const response = await fetch(base + list);
  if (!response.ok) return undefined;
  return (await response.text()).match(pattern)?.[1];
}

/** Issue 4's Lighthouse pages: the new-car list, a model page, the used-car list and an article (plus `/`). */
export async function issuePages(base) {
  const [model, article] = await Promise.all([
    firstLink(base, '/c/mobil-baru-toyota', /href="(\/mobil-baru-toyota\/p\/[^"?#]+)"/),
    firstLink(base, '/berita-dan-tips', /href="(\/berita-dan-tips\/[^"?#/]+)"/),
  ]);
  return ['/', '/c/mobil-baru-toyota', model, '/c/certified-used-car-toyota', article].filter(Boolean);
}

/**
 * `npm start` (scripts/start.mjs, the existing build) on its own ports over a fresh data folder,
 * with the seed's "today" pinned; resolves once the site answers. `stop()` ends it and removes the folder.
 */
export async function startFreshStack(name, { port, apiPort, env = {} }) {
  const dataDir = await mkdtemp(join(tmpdir(), `kemudi-${name}-`));
  const stack = startProcess(process.execPath, ['scripts/start.mjs'], {
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    FIXED_NOW: '2026-11-22T10:00:00+07:00',
    // `npm start` generates its secrets unless given: the bench asks for tokens with the known one.
    OAUTH_CLIENT_SECRET: LOCAL_CLIENT_SECRET,
    ...env,
  });
  const stop = async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/api/docs/json`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}

/** Sorted timings → the value at quantile q (0.5 median, 0.95 p95). */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * CPU time (ms, user + system, read from /proc on Linux) of named processes and of every process of
 * a kind (`postgres`, `haproxy`, `redis-server`), and of this benchmark itself: `since()` of a
 * snapshot tells what a run cost, per member. Linux only (elsewhere every figure is 0).
 */
export function cpuMeter(members) {
  const tick = 1000 / 100; // USER_HZ: 100 on Linux
  const ticksOf = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      return 0;
    }
  };
  const kinds = ['postgres', 'haproxy', 'redis-server'];
  const read = () => {
    const out = Object.fromEntries(Object.entries(members).map(([name, pid]) => [name, ticksOf(pid)]));
    let pids = [];
    try {
      pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
    } catch {
      // not Linux
    }
    for (const pid of pids) {
      let comm = '';
      try {
        comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      } catch {
        continue;
      }
      const kind = kinds.find((k) => comm.startsWith(k));
      if (kind) out[kind] = (out[kind] ?? 0) + ticksOf(pid);
    }
    const own = process.cpuUsage();
    out.benchmark = (own.user + own.system) / 1000;
    return out;
  };
  return {
    snapshot: read,
    /** ms of CPU per member since `before` (a snapshot). */
    since(before) {
      const now = read();
      return Object.fromEntries(Object.entries(now).map(([name, ms]) => [name, ms - (before[name] ?? 0)]));
    },
  };
}
