#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API and the web app together.
// Ctrl-C stops both; if one of them dies, the other is stopped with a clear message.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const env = {
  ...process.env,
  API_PORT: process.env.API_PORT ?? '4000',
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? 'data'),
  // The web app on this machine forwards each visitor's address (X-Forwarded-For): the API's
  // per-address limits count visitors, not the web server.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  // No network but the npm registry: Next.js must not try to send telemetry.
  NEXT_TELEMETRY_DISABLED: '1',
  // package-lock.json lists the SWC binaries of the platforms npm resolved; Next.js must not try to
  // rewrite it (from the registry) at build time.
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;

function validPort(name) {
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`[start] ${name} must be a port number between 1 and 65535 (got "${env[name]}")`);
    process.exit(1);
  }
}
validPort('API_PORT');
validPort('PORT');

function run(label, command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed (exit code ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time under the given paths (files and folders, recursively). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && !entry.startsWith('.')) walk(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

/** A build is needed when its output is missing or older than a source it is made from. */
function needsBuild(output, sources) {
  const file = join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newest(sources);
}

const apiDist = process.env.API_DIST_DIR ?? 'dist';
const webDist = process.env.NEXT_DIST_DIR ?? '.next';
const shared = ['packages/domain/src', 'packages/art/src', 'packages/db/src', 'packages/db/drizzle'];
if (!dev) {
  if (needsBuild(`apps/api/${apiDist}/server.js`, ['apps/api/src', 'apps/api/build.mjs', ...shared])) {
    console.log('[start] building the API…');
    run('API build', 'npm', ['run', 'build', '-w', '@kemudi/api']);
  }
  // The edge server's bundle is written last (after Next's BUILD_ID): it stands for the whole web build.
  if (needsBuild(`apps/web/${webDist}/kemudi-edge/server.mjs`, ['apps/web/src', 'apps/web/public', 'apps/web/next.config.ts', 'apps/web/build-edge.mjs', 'packages/domain/src', 'packages/art/src'])) {
    console.log('[start] building the web app…');
    run('web build', 'npm', ['run', 'build', '-w', '@kemudi/web']);
  }
}

const children = new Map();
let stopping = false;

function start(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[start] the ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
      shutdown(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 12_000).unref();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Resolves once the API answers its health check, so the first visitors never meet a 502. */
async function apiReady(timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return false;
    try {
      const response = await fetch(`http://127.0.0.1:${env.API_PORT}/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet (migrating or seeding)
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

if (dev) {
  start('API', process.execPath, ['--import', 'tsx', 'src/server.ts'], join(root, 'apps/api'));
} else {
  start('API', process.execPath, ['--enable-source-maps', `${apiDist}/server.js`], join(root, 'apps/api'));
}
if (!(await apiReady())) {
  if (!stopping) {
    console.error('[start] the API did not become ready within 3 minutes; stopping.');
    shutdown(1);
  }
} else {
  // The web app: Next.js behind its edge server (apps/web/src/edge, issue 14) — the page cache and
  // the guests' /api/ fast path — in one process; in development straight from the sources.
  const edgeArgs = dev ? ['--import', 'tsx', 'src/edge/server.ts', '--dev'] : ['--enable-source-maps', `${webDist}/kemudi-edge/server.mjs`];
  start('web app', process.execPath, edgeArgs, join(root, 'apps/web'));
  console.log(`[start] API on http://127.0.0.1:${env.API_PORT}, site on http://localhost:${env.PORT} (Ctrl-C stops both)`);
}
