#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API and the web app together and keeps them
// running (scripts/supervisor.mjs): a process that dies is started again with back-off and a line
// saying why; Ctrl-C, SIGTERM or SIGHUP stop both, and neither outlives this process.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSecrets } from './secrets.mjs';
import { describeExit, PARENT_WATCH, portProblem, Supervisor, watchParent } from './supervisor.mjs';

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
// The staff console (issue 24): its own origin; the API accepts staff calls from it only and links its emails to it.
env.CONSOLE_PORT ??= '3001';
env.CONSOLE_ORIGIN ??= `http://localhost:${env.CONSOLE_PORT},http://127.0.0.1:${env.CONSOLE_PORT}`;

function validPort(name) {
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`[start] ${name} must be a port number between 1 and 65535 (got "${env[name]}")`);
    process.exit(1);
  }
}
validPort('API_PORT');
validPort('PORT');
validPort('CONSOLE_PORT');

// Issue 16: never the development secrets printed in .env.example. Set ones win; otherwise random
// ones, generated on the first start and kept in DATA_DIR/secrets.json (never in production).
try {
  const secrets = await resolveSecrets({ dataDir: env.DATA_DIR, env });
  env.TOKEN_SECRET = secrets.TOKEN_SECRET;
  // The web app's client secret is the API's: both processes get the one value.
  env.OAUTH_CLIENT_SECRET = secrets.OAUTH_CLIENT_SECRET;
  env.API_CLIENT_SECRET = secrets.API_CLIENT_SECRET;
  if (secrets.API_CLIENT_SECRET !== secrets.OAUTH_CLIENT_SECRET) {
    console.error('[start] API_CLIENT_SECRET differs from OAUTH_CLIENT_SECRET: the web app will be refused its token');
  }
  if (secrets.source === 'generated') console.log(`[start] secrets generated and kept in ${secrets.file}`);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const supervisor = new Supervisor({ label: 'start' });
supervisor.handleSignals();
supervisor.on('fatal', () => void supervisor.stopped?.then(() => process.exit(1)));

/** The builds running now, each in a process group of its own: a signal stops each whole (npm, Next and its workers). */
const builds = new Set();
const stopBuilds = () => {
  for (const build of builds) {
    try {
      process.kill(-build.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopBuilds);
supervisor.on('fatal', stopBuilds);

// `npm start`: a container runtime's SIGTERM reaches npm alone, which exits without passing it on
// (npm 11): this process would be left running with its children. Its parent going counts as SIGTERM.
if (process.env.npm_lifecycle_event) {
  watchParent(process.ppid, () => {
    console.error('[start] npm has stopped: stopping the API and the web app.');
    stopBuilds();
    void supervisor.stop('SIGTERM').then(() => process.exit(0));
  });
}

/**
 * Builds one workspace (`npm run build -w <workspace>`) and resolves when it is done, saying how
 * long it took. A failed build stops everything: the other builds, and the API if it is running.
 */
async function build(label, workspace, extraEnv = {}) {
  console.log(`[start] building the ${label}…`);
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv }, detached: true });
  builds.add(child);
  const [code, signal] = await once(child, 'exit');
  builds.delete(child);
  if (supervisor.stopping) return new Promise(() => {}); // stopped by a signal or a failure: exiting
  if (code !== 0) {
    console.error(`[start] ${label} build failed (${describeExit(code, signal)})`);
    stopBuilds();
    await supervisor.stop('SIGTERM');
    process.exit(code || 1);
  }
  console.log(`[start] the ${label} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
const consoleDist = process.env.CONSOLE_BUILD_DIR ?? 'dist';
/** Where to reach a server listening on `host` from this machine. */
const local = (host) => (!host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host);
const apiHost = env.API_HOST || '127.0.0.1';
const webHost = env.HOSTNAME || undefined;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const running = (child) => child.exitCode === null && child.signalCode === null;

/** Before every start: a port taken by another process (an earlier start left running) stops everything with one line. */
const portFree = (name, port, host) => async () => {
  const problem = await portProblem(Number(port), host);
  if (!problem) return undefined;
  return problem === 'EADDRINUSE'
    ? `port ${port} (${name}) is already in use by another process — an earlier start still running? Stop it or set ${name}.`
    : `port ${port} (${name}) cannot be listened on (${problem}).`;
};

/**
 * Resolves true once this very child answers the API's health check (its answer carries its pid:
 * an orphan of an earlier start answering on the port is not taken for it), false if it exits first.
 */
async function apiReady(child) {
  const url = `http://${local(apiHost)}:${env.API_PORT}/health`;
  const started = Date.now();
  let reminded = false;
  while (running(child)) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await response.json();
      if (response.ok && body.pid === child.pid) return true;
      if (response.ok && running(child)) {
        supervisor.fail(`port ${env.API_PORT} answers for another process (pid ${body.pid}), not this start's API (pid ${child.pid}); stopping.`);
        return false;
      }
    } catch {
      // not listening yet (waiting for the database, migrating or seeding)
    }
    if (!reminded && Date.now() - started > 60_000) {
      reminded = true;
      console.error('[start] still waiting for the API to answer (see its messages above).');
    }
    await sleep(100);
  }
  return false;
}

/** Resolves true once the web app (or the console) accepts connections on its port, false if it exits first. */
async function webReady(child, port = env.PORT, host = webHost) {
  while (running(child)) {
    const open = await new Promise((resolveOpen) => {
      const socket = connect({ port: Number(port), host: local(host) });
      socket.once('connect', () => {
        socket.destroy();
        resolveOpen(true);
      });
      socket.once('error', () => resolveOpen(false));
    });
    if (open) return true;
    await sleep(100);
  }
  return false;
}

const nodeArgs = (devArgs, buildArgs) => ['--enable-source-maps', '--import', PARENT_WATCH, ...(dev ? ['--import', 'tsx', ...devArgs] : buildArgs)];
let webStarted = false;
let announced = false;

supervisor.on('spawn', (name, child) => {
  if (name === 'API') {
    void apiReady(child).then((ready) => {
      if (!ready) return;
      if (supervisor.restarts('API') > 0) console.log(`[start] the API is back (pid ${child.pid}).`);
      supervisor.ready('API');
      if (webStarted) return;
      webStarted = true;
      // The web app: Next.js behind its edge server (apps/web/src/edge, issue 14) — the page cache and
      // the guests' /api/ fast path — in one process; in development straight from the sources.
      void webBuilt.then(() =>
        supervisor.add('web app', {
          command: process.execPath,
          args: nodeArgs(['src/edge/server.ts', '--dev'], [`${webDist}/kemudi-edge/server.mjs`]),
          cwd: join(root, 'apps/web'),
          env,
          preflight: portFree('PORT', env.PORT, webHost),
        }),
      );
      void consoleBuilt.then(addConsole);
    });
  } else if (name === 'console') {
    void webReady(child, env.CONSOLE_PORT, env.CONSOLE_HOST).then((ready) => {
      if (!ready) return;
      supervisor.ready(name);
      console.log(`[start] staff console on http://localhost:${env.CONSOLE_PORT}`);
    });
  } else {
    void webReady(child).then((ready) => {
      if (!ready) return;
      supervisor.ready(name);
      if (supervisor.restarts(name) > 0) console.log(`[start] the web app is back (pid ${child.pid}).`);
      if (announced) return;
      announced = true;
      console.log(`[start] API on http://${local(apiHost)}:${env.API_PORT}, site on http://localhost:${env.PORT} (Ctrl-C stops both)`);
    });
  }
});

/**
 * The staff console's server (issue 24, apps/console), beside the site: its built page and the
 * staff API forwarded to the API; in development Vite's own server, which forwards it the same way.
 */
function addConsole() {
  const vite = () => join(dirname(createRequire(join(root, 'apps/console/package.json')).resolve('vite/package.json')), 'bin/vite.js');
  void supervisor.add('console', {
    command: process.execPath,
    args: dev
      ? [vite(), '--port', env.CONSOLE_PORT, '--strictPort', ...(env.CONSOLE_HOST ? ['--host', env.CONSOLE_HOST] : [])]
      : nodeArgs([], [`${consoleDist}/server/server.mjs`]),
    cwd: join(root, 'apps/console'),
    env,
    preflight: portFree('CONSOLE_PORT', env.CONSOLE_PORT, env.CONSOLE_HOST),
  });
}

// `--build-only` (issue 26: the cluster script builds through here, then starts its own processes).
const buildOnly = process.argv.includes('--build-only');

// Every port before anything starts: a taken one is said at once, not after the builds or the API's boot.
for (const [name, host] of buildOnly ? [] : [['PORT', webHost], ['CONSOLE_PORT', env.CONSOLE_HOST]]) {
  const problem = await portFree(name, env[name], host)();
  if (problem) {
    console.error(`[start] ${problem}`);
    process.exit(1);
  }
}

const shared = ['packages/domain/src', 'packages/art/src', 'packages/db/src', 'packages/db/drizzle'];
/*
 * What is missing or older than its sources is built (issue 28: a newcomer's first start): the API
 * and the web app at once, the console after the web app. The API starts as soon as its own build is
 * done (a second or two), so it creates, migrates and seeds the database while Next builds; the web
 * app and the console start once their build is done and the API answers.
 *
 * Next's build does not type-check here (NEXT_IGNORE_TYPE_ERRORS, next.config.ts) nor lint:
 * `npm test` runs `npm run typecheck` (with Next's route types, `next typegen`) and `npm run lint`
 * first, and `npm run build` still checks. Set NEXT_IGNORE_TYPE_ERRORS=0 to check here too.
 */
const done = Promise.resolve();
const apiBuilt = !dev && needsBuild(`apps/api/${apiDist}/server.js`, ['apps/api/src', 'apps/api/build.mjs', ...shared]) ? build('API', '@kemudi/api') : done;
// The edge server's bundle is written last (after Next's BUILD_ID): it stands for the whole web build.
const webBuilt =
  !dev && needsBuild(`apps/web/${webDist}/kemudi-edge/server.mjs`, ['apps/web/src', 'apps/web/public', 'apps/web/next.config.ts', 'apps/web/build-edge.mjs', 'packages/domain/src', 'packages/art/src'])
    ? build('web app', '@kemudi/web', { NEXT_IGNORE_TYPE_ERRORS: process.env.NEXT_IGNORE_TYPE_ERRORS ?? '1' })
    : done;
// The staff console (issue 24): Vite's build of its page and its server's bundle, a few seconds of
// both cores — after the web app's build, which is the first start's longest step and slowed by
// anything beside it (bench/first-start.mjs): the site is served first, the console a few seconds later.
const consoleBuilt =
  !dev && needsBuild(`apps/console/${consoleDist}/server/server.mjs`, ['apps/console/src', 'apps/console/server', 'apps/console/public', 'apps/console/index.html', 'apps/console/vite.config.ts', 'apps/console/build.mjs', 'packages/domain/src'])
    ? webBuilt.then(() => build('staff console', '@kemudi/console'))
    : done;

if (buildOnly) {
  await Promise.all([apiBuilt, webBuilt, consoleBuilt]);
  process.exit(0);
}

// The API first (once built): the web app starts once it answers, so the first visitors never meet a 502.
await apiBuilt;
if (!dev) console.log('[start] starting the API (on the first start it creates, migrates and seeds the database)…');
await supervisor.add('API', {
  command: process.execPath,
  args: nodeArgs(['src/server.ts'], [`${apiDist}/server.js`]),
  cwd: join(root, 'apps/api'),
  env,
  preflight: portFree('API_PORT', env.API_PORT, apiHost),
});
