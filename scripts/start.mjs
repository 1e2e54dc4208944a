#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API and the web app together and keeps them
// running (scripts/supervisor.mjs): a process that dies is started again with back-off and a line
// saying why; Ctrl-C, SIGTERM or SIGHUP stop both, and neither outlives this process.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
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

function validPort(name) {
  const value = Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`[start] ${name} must be a port number between 1 and 65535 (got "${env[name]}")`);
    process.exit(1);
  }
}
validPort('API_PORT');
validPort('PORT');

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

/** The build running now, in a process group of its own: a signal stops it whole (npm, Next and its workers). */
let build;
const stopBuild = () => {
  try {
    if (build) process.kill(-build.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopBuild);

// `npm start`: a container runtime's SIGTERM reaches npm alone, which exits without passing it on
// (npm 11): this process would be left running with its children. Its parent going counts as SIGTERM.
if (process.env.npm_lifecycle_event) {
  watchParent(process.ppid, () => {
    console.error('[start] npm has stopped: stopping the API and the web app.');
    stopBuild();
    void supervisor.stop('SIGTERM').then(() => process.exit(0));
  });
}

async function run(label, command, args) {
  build = spawn(command, args, { cwd: root, stdio: 'inherit', env, detached: true });
  const [code, signal] = await once(build, 'exit');
  build = undefined;
  if (supervisor.stopping) return new Promise(() => {}); // stopped by a signal: exiting
  if (code !== 0) {
    console.error(`[start] ${label} failed (${describeExit(code, signal)})`);
    process.exit(code || 1);
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
    await run('API build', 'npm', ['run', 'build', '-w', '@kemudi/api']);
  }
  // The edge server's bundle is written last (after Next's BUILD_ID): it stands for the whole web build.
  if (needsBuild(`apps/web/${webDist}/kemudi-edge/server.mjs`, ['apps/web/src', 'apps/web/public', 'apps/web/next.config.ts', 'apps/web/build-edge.mjs', 'packages/domain/src', 'packages/art/src'])) {
    console.log('[start] building the web app…');
    await run('web build', 'npm', ['run', 'build', '-w', '@kemudi/web']);
  }
}


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

/** Resolves true once the web app accepts connections on its port, false if it exits first. */
async function webReady(child) {
  while (running(child)) {
    const open = await new Promise((resolveOpen) => {
      const socket = connect({ port: Number(env.PORT), host: local(webHost) });
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
      void supervisor.add('web app', {
        command: process.execPath,
        args: nodeArgs(['src/edge/server.ts', '--dev'], [`${webDist}/kemudi-edge/server.mjs`]),
        cwd: join(root, 'apps/web'),
        env,
        preflight: portFree('PORT', env.PORT, webHost),
      });
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

// Both ports before anything starts: a taken one is said at once, not after the API's boot.
const webPortProblem = await portFree('PORT', env.PORT, webHost)();
if (webPortProblem) {
  console.error(`[start] ${webPortProblem}`);
  process.exit(1);
}
// The API first: the web app starts once it answers, so the first visitors never meet a 502.
await supervisor.add('API', {
  command: process.execPath,
  args: nodeArgs(['src/server.ts'], [`${apiDist}/server.js`]),
  cwd: join(root, 'apps/api'),
  env,
  preflight: portFree('API_PORT', env.API_PORT, apiHost),
});
