// A whole Kemudi cluster on one machine (issue 26): PostgreSQL and Redis (the machine's servers, or
// DATABASE_URL / REDIS_URL), N API and N web processes, and HAProxy (Debian's package) in front:
//
//   visitor ─▶ HAProxy :PORT (site) ─▶ web 1..N (edge + Next, 127.0.0.1:PORT+100+i)
//                                         │
//              HAProxy :API_PORT (api) ◀──┘ ─▶ API 1..N (each on a host of its own, 10.77.i.2:API_PORT)
//              HAProxy 10.77.i.1:5432/6379 ─▶ PostgreSQL / Redis (what each API host reaches)
//
// - HAProxy checks every process's GET /health/ready (twice a second while one is failing) and takes
//   a process that fails twice out of rotation; a request that could not be delivered (connection
//   refused or reset before an answer) is sent to another process; a GET or HEAD whose process died
//   or timed out before answering is sent again to another one (L7 retries). A POST is never sent
//   twice once it reached a process: an order, booking or lead would be made twice.
// - With no process left to answer, HAProxy's own 502/503/504 are the site's Indonesian outage page
//   (apps/web/src/edge/outage.ts) and, for the API, the §7 error shape in Indonesian.
// - Hosts: as root with iproute2 (CI, the machines here), each API process runs in a network
//   namespace of its own joined to this machine by a veth pair, so a test can cut one host off the
//   network (cutOff/restore). Elsewhere every process listens on 127.0.0.1 (hosts: 'loopback').
//
// Used by `npm run start:cluster` (scripts/start-cluster.mjs), the cluster tests (test/cluster) and
// bench/cluster.mjs. Nothing here is hand-made proxying: HAProxy carries every byte between hosts.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const API_ENTRY = join(root, 'apps/api/dist/server.js');
const WEB_ENTRY = join(root, 'apps/web/.next/kemudi-edge/server.mjs');

const log = (line) => console.log(`[cluster] ${line}`);

/** Whether this process may make network namespaces (root, with iproute2's `ip`). */
export function canMakeHosts() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('ip', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** HAProxy's binary, installed from Debian's packages when missing (as root with apt-get). */
export function ensureHaproxy() {
  const found = () => {
    try {
      execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (found()) return;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is not installed: install Debian\'s package "haproxy" (apt-get install haproxy) and start again');
  log('installing HAProxy from Debian\'s packages (apt-get install haproxy)…');
  const apt = (...args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    apt('install', '-y', '--no-install-recommends', 'haproxy');
  } catch {
    // A fresh machine's package lists may be empty or old.
    apt('update', '-qq');
    apt('install', '-y', '--no-install-recommends', 'haproxy');
  }
  if (!found()) throw new Error('HAProxy could not be installed');
}

/** Builds what is missing (the API, the web app, the console) through `npm start`'s own rules. */
export function buildIfNeeded() {
  execFileSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
}

/** The outage page the web processes send, as HAProxy's error file (a whole HTTP answer). */
function outageErrorFiles(dir) {
  const page = execFileSync(process.execPath, ['--import', 'tsx', '-e', "import('./src/edge/outage.ts').then((m) => process.stdout.write(m.OUTAGE_PAGE))"], { cwd: join(root, 'apps/web') });
  const answer = (status, reason, type, body) =>
    Buffer.concat([
      Buffer.from(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: ${type}\r\ncontent-length: ${body.length}\r\ncache-control: no-store\r\nretry-after: 5\r\nconnection: close\r\n\r\n`),
      body,
    ]);
  const apiBody = Buffer.from(JSON.stringify({ errors: [{ type: 'ServiceUnavailable', message: 'Layanan sedang gangguan. Silakan coba lagi dalam beberapa saat.' }] }));
  const files = {};
  for (const status of [502, 503, 504]) {
    files[`site${status}`] = join(dir, `site-${status}.http`);
    files[`api${status}`] = join(dir, `api-${status}.http`);
    // A visitor sees 503 with the outage page whatever went wrong behind the balancer.
    writeFileSync(files[`site${status}`], answer(503, 'Service Unavailable', 'text/html; charset=utf-8', page));
    writeFileSync(files[`api${status}`], answer(503, 'Service Unavailable', 'application/json; charset=utf-8', apiBody));
  }
  return files;
}

function haproxyConfig({ port, apiPort, bind, webs, apis, hostRelays, socket, errors }) {
  const httpBackend = (name, servers, kind) =>
    [
      `backend ${name}`,
      '  balance roundrobin',
      '  option httpchk',
      '  http-check send meth GET uri /health/ready',
      '  http-check expect status 200',
      // Twice a second while failing, so a dead process is out of rotation within a second or so.
      '  default-server check inter 1s fastinter 250ms downinter 1s fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout',
      // Only GET/HEAD are sent again once delivered: a POST that reached a process is never repeated.
      '  http-request disable-l7-retry if !METH_GET',
      ...[502, 503, 504].map((status) => `  errorfile ${status} ${errors[`${kind}${status}`]}`),
      ...servers.map((server) => `  server ${server.name} ${server.address}:${server.port}`),
      '',
    ].join('\n');
  return [
    'global',
    '  maxconn 8192',
    `  stats socket ${socket} mode 600 level admin`,
    '',
    'defaults',
    // Only what went wrong (a retry, a dead process, a 5xx) is logged, to HAProxy's log file.
    '  log stdout format raw daemon',
    '  option dontlog-normal',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout check 2s',
    '',
    'frontend site',
    '  mode http',
    '  option httplog',
    `  bind ${bind}:${port}`,
    // The visitor's address, replacing whatever the visitor sent (never appended to a forged one).
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend web',
    '',
    'frontend api',
    '  mode http',
    '  option httplog',
    `  bind 127.0.0.1:${apiPort}`,
    '  default_backend api',
    '',
    httpBackend('web', webs, 'site').replace('backend web', 'backend web\n  mode http'),
    httpBackend('api', apis, 'api').replace('backend api', 'backend api\n  mode http'),
    // What an API host reaches: PostgreSQL and Redis through this machine's end of its veth.
    ...hostRelays.flatMap((relay) => [
      `listen ${relay.name}`,
      '  mode tcp',
      '  timeout client 1h',
      '  timeout server 1h',
      `  bind ${relay.bind}`,
      `  server upstream ${relay.upstream}`,
      '',
    ]),
  ].join('\n');
}

const ip = (...args) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** A network namespace with a veth pair: `gateway` is this machine's end, `address` the host's. */
function makeHost(name, index, subnet) {
  const gateway = `10.${subnet}.${index}.1`;
  const address = `10.${subnet}.${index}.2`;
  const outer = `${name}h`;
  const inner = `${name}n`;
  try {
    ip('netns', 'del', name);
  } catch {
    // none left over
  }
  try {
    ip('link', 'del', outer);
  } catch {
    // none left over
  }
  ip('netns', 'add', name);
  ip('link', 'add', outer, 'type', 'veth', 'peer', 'name', inner);
  ip('link', 'set', inner, 'netns', name);
  ip('addr', 'add', `${gateway}/24`, 'dev', outer);
  ip('link', 'set', outer, 'up');
  ip('netns', 'exec', name, 'ip', 'addr', 'add', `${address}/24`, 'dev', inner);
  ip('netns', 'exec', name, 'ip', 'link', 'set', inner, 'up');
  ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
  return { name, gateway, address, link: outer };
}

function removeHost(host) {
  try {
    ip('netns', 'del', host.name);
  } catch {
    // already gone
  }
  try {
    ip('link', 'del', host.link);
  } catch {
    // went with the namespace
  }
}

async function waitUntil(what, check, { timeoutMs = 120_000, process: child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode}); see its log`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

/** Whether `url` answers 200 within 2 s (node:http: fetch refuses some ports, e.g. 5060/5061, as a browser does). */
function answers200(url) {
  return new Promise((resolveAnswer) => {
    const req = get(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolveAnswer(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolveAnswer(false));
  });
}

/** One command to HAProxy's stats socket (e.g. 'show servers state'). */
export function haproxyCommand(socket, command) {
  return new Promise((resolveCommand, reject) => {
    let output = '';
    const client = connect(socket, () => client.end(`${command}\n`));
    client.on('data', (chunk) => (output += chunk));
    client.on('end', () => resolveCommand(output));
    client.on('error', reject);
  });
}

/** Servers of a backend by name → 'UP' | 'DOWN' | … (HAProxy's `show stat`). */
export async function backendState(socket, backend) {
  const csv = await haproxyCommand(socket, 'show stat');
  const states = {};
  for (const line of csv.split('\n')) {
    const cells = line.split(',');
    if (cells[0] === backend && cells[1] !== 'FRONTEND' && cells[1] !== 'BACKEND' && cells[1]) states[cells[1]] = cells[17];
  }
  return states;
}

/** A new empty database and Redis database for the cluster (fresh: dropped first). */
async function prepareStores(databaseUrl, redisUrl, fresh) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect().catch((error) => {
    throw new Error(`PostgreSQL does not answer at ${url.host} (${error.message}): start it, or set DATABASE_URL`, { cause: error });
  });
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (fresh) await client.query(`drop database if exists ${quoted} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    if (fresh) await redis.flushdb();
  } catch (error) {
    throw new Error(`Redis does not answer at ${redisUrl} (${error.message}): start it, or set REDIS_URL`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts a cluster and resolves once HAProxy has every process in rotation.
 * @param {object} options
 * @param {number} [options.webs=2] web processes
 * @param {number} [options.apis=2] API processes
 * @param {number} [options.port=3000] the site's port (HAProxy)
 * @param {number} [options.apiPort=4000] the API's port (HAProxy, 127.0.0.1; every API host listens on it too)
 * @param {string} [options.bind='127.0.0.1'] the address the site listens on
 * @param {'auto'|'netns'|'loopback'} [options.hosts='auto'] API processes on hosts of their own (netns) or on loopback
 * @param {string} [options.databaseUrl] default postgres://postgres@127.0.0.1:5432/kemudi_cluster
 * @param {string} [options.redisUrl] default redis://127.0.0.1:6379/3
 * @param {boolean} [options.fresh=false] drop the database and empty the Redis database first
 * @param {string} [options.id='kc'] names the namespaces (two clusters at once need two ids)
 * @param {number} [options.subnet=77] the hosts' addresses: 10.<subnet>.<i>.0/24
 * @param {Record<string,string>} [options.env] for every process
 * @param {Record<string,string>} [options.apiEnv] for the API processes; `{host}` in a value is the
 *   address this machine has on that API's host (where a test's stand-in server is reached)
 * @param {string} [options.runDir] logs, HAProxy's files (default data/cluster-<id>)
 * @param {string[]} [options.nodeArgs] more Node.js flags for the web and API processes (e.g. --cpu-prof)
 */
export async function startCluster(options = {}) {
  const webCount = options.webs ?? 2;
  const apiCount = options.apis ?? 2;
  const port = options.port ?? 3000;
  const apiPort = options.apiPort ?? 4000;
  const id = options.id ?? 'kc';
  const subnet = options.subnet ?? 77;
  const useHosts = options.hosts === 'netns' || ((options.hosts ?? 'auto') === 'auto' && canMakeHosts());
  if (options.hosts === 'netns' && !canMakeHosts()) throw new Error('hosts: netns needs root and iproute2');
  const databaseUrl = options.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/kemudi_cluster';
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379/3';
  const runDir = options.runDir ?? join(root, 'data', `cluster-${id}`);
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  for (const entry of [API_ENTRY, WEB_ENTRY]) {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build first (node scripts/start.mjs --build-only)`);
  }
  ensureHaproxy();
  await prepareStores(databaseUrl, redisUrl, options.fresh ?? false);

  // One set of secrets for every process: a token signed by one API is read by the other.
  const { default: webPush } = await import('web-push');
  const vapid = webPush.generateVAPIDKeys();
  const secret = randomBytes(32).toString('base64url');
  const common = {
    // Not NODE_ENV=production: this cluster runs the local defaults (simulated payments, dev captcha,
    // outbox), which a production configuration refuses; the web processes run built code regardless.
    NEXT_TELEMETRY_DISABLED: '1',
    TOKEN_SECRET: randomBytes(32).toString('base64url'),
    OAUTH_CLIENT_SECRET: secret,
    API_CLIENT_SECRET: secret,
    METRICS_TOKEN: options.metricsToken ?? randomBytes(18).toString('base64url'),
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'warn',
    ...options.env,
  };

  const hosts = [];
  const apis = [];
  const relays = [];
  const pgUrl = new URL(databaseUrl);
  const redis = new URL(redisUrl);
  for (let i = 1; i <= apiCount; i++) {
    const name = `api${i}`;
    if (useHosts) {
      const host = makeHost(`${id}a${i}`, i, subnet);
      hosts.push(host);
      relays.push(
        { name: `pg-${name}`, bind: `${host.gateway}:${pgUrl.port || 5432}`, upstream: `${pgUrl.hostname}:${pgUrl.port || 5432}` },
        { name: `redis-${name}`, bind: `${host.gateway}:${redis.port || 6379}`, upstream: `${redis.hostname}:${redis.port || 6379}` },
      );
      apis.push({ name, address: host.address, port: apiPort, host });
    } else {
      apis.push({ name, address: '127.0.0.1', port: apiPort + 100 + i, host: null });
    }
  }
  const webs = Array.from({ length: webCount }, (_, index) => ({ name: `web${index + 1}`, address: '127.0.0.1', port: port + 101 + index }));

  const errors = outageErrorFiles(runDir);
  const socket = join(runDir, 'haproxy.sock');
  const configFile = join(runDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, apiPort, bind: options.bind ?? '127.0.0.1', webs, apis, hostRelays: relays, socket, errors }));
  execFileSync('haproxy', ['-c', '-q', '-f', configFile], { stdio: 'inherit' });

  const processes = new Map();
  const spawnLogged = (name, command, args, env, cwd = root) => {
    const out = createWriteStream(join(runDir, 'logs', `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Both streams into one file, closed once the process and both streams are done.
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('close', () => out.end());
    processes.set(name, { child });
    return child;
  };

  const stopAll = async () => {
    const children = [...processes.values()].map((entry) => entry.child);
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    for (const host of hosts) removeHost(host);
  };

  const haproxy = spawnLogged('haproxy', 'haproxy', ['-db', '-f', configFile], {});

  const apiEnvOf = (api) => {
    const hostAddress = api.host ? api.host.gateway : '127.0.0.1';
    const here = (value) => String(value).replaceAll('{host}', hostAddress);
    const dbUrl = new URL(databaseUrl);
    const rUrl = new URL(redisUrl);
    if (api.host) {
      dbUrl.hostname = api.host.gateway;
      rUrl.hostname = api.host.gateway;
    }
    return {
      ...common,
      ...Object.fromEntries(Object.entries(options.apiEnv ?? {}).map(([key, value]) => [key, here(value)])),
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: rUrl.toString(),
      API_HOST: api.address,
      API_PORT: String(api.port),
      DATA_DIR: join(runDir, 'api-data'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:it@kemudi.co.id',
      // Only HAProxy (this machine's end of the host's veth, or loopback) says who the visitor is.
      TRUST_PROXY: api.host ? api.host.gateway : '127.0.0.1',
    };
  };
  const startApi = (api) => {
    const env = apiEnvOf(api);
    const args = ['--enable-source-maps', ...(options.nodeArgs ?? []), API_ENTRY];
    return api.host ? spawnLogged(api.name, 'ip', ['netns', 'exec', api.host.name, process.execPath, ...args], env) : spawnLogged(api.name, process.execPath, args, env);
  };
  const webEnvOf = (web) => ({
    ...common,
    PORT: String(web.port),
    HOSTNAME: web.address,
    API_URL: `http://127.0.0.1:${apiPort}`,
    // Only HAProxy (on this machine's loopback) says who the visitor is.
    EDGE_TRUST_PROXY: '127.0.0.1',
    SITE_URL: options.siteUrl ?? `http://localhost:${port}`,
  });
  // From apps/web, as `npm start` runs it: Next finds its build (.next) there.
  const startWeb = (web) => spawnLogged(web.name, process.execPath, ['--enable-source-maps', ...(options.nodeArgs ?? []), WEB_ENTRY], webEnvOf(web), join(root, 'apps/web'));

  const readyApi = async (api) => waitUntil(`${api.name}`, () => answers200(`http://${api.address}:${api.port}/health/ready`), { process: processes.get(api.name).child, timeoutMs: 180_000 });
  try {
    await waitUntil('HAProxy', async () => existsSync(socket), { process: haproxy, timeoutMs: 10_000 });
    // All at once: one migrates and seeds, the others wait on its lock (packages/db exclusively).
    for (const api of apis) startApi(api);
    await Promise.all(apis.map(readyApi));
    for (const web of webs) startWeb(web);
    await Promise.all(webs.map((web) => waitUntil(web.name, () => answers200(`http://${web.address}:${web.port}/health/ready`), { process: processes.get(web.name).child })));
    // Every process in rotation before anyone is told the cluster is up.
    const allUp = async () => {
      const web = await backendState(socket, 'web');
      const api = await backendState(socket, 'api');
      return webs.every((w) => web[w.name] === 'UP') && apis.every((a) => api[a.name] === 'UP');
    };
    await waitUntil('HAProxy: every process in rotation', allUp, { timeoutMs: 30_000 });
  } catch (error) {
    await stopAll();
    throw error;
  }

  const cluster = {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    webs,
    apis,
    hosts,
    runDir,
    socket,
    databaseUrl,
    redisUrl,
    metricsToken: common.METRICS_TOKEN,
    clientSecret: secret,
    useHosts,
    /** The process of one member ('web1', 'api2', 'haproxy'). */
    child: (name) => processes.get(name)?.child,
    /** Kills one member (SIGKILL unless told otherwise) and resolves once it has exited. */
    async kill(name, signal = 'SIGKILL') {
      const entry = processes.get(name);
      if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
      const exited = new Promise((r) => entry.child.once('exit', r));
      entry.child.kill(signal);
      await exited;
    },
    /** Starts a killed member again and resolves once HAProxy has it back in rotation. */
    async restart(name) {
      const api = apis.find((a) => a.name === name);
      const web = webs.find((w) => w.name === name);
      if (api) {
        startApi(api);
        await readyApi(api);
      } else if (web) {
        startWeb(web);
        await waitUntil(web.name, () => answers200(`http://${web.address}:${web.port}/health/ready`), { process: processes.get(web.name).child });
      } else throw new Error(`no member ${name}`);
      await waitUntil(`${name} back in rotation`, async () => (await backendState(socket, api ? 'api' : 'web'))[name] === 'UP', { timeoutMs: 30_000 });
    },
    /** Cuts an API host off the network (its veth down): its process runs on, reaching nothing. */
    cutOff(name) {
      const api = apis.find((a) => a.name === name);
      if (!api?.host) throw new Error(`${name} has no host of its own (hosts: netns needs root)`);
      ip('link', 'set', api.host.link, 'down');
    },
    /** Joins a cut-off host again. */
    restore(name) {
      const api = apis.find((a) => a.name === name);
      if (!api?.host) throw new Error(`${name} has no host of its own`);
      ip('link', 'set', api.host.link, 'up');
    },
    /** HAProxy's view of a backend ('web' | 'api'): server → 'UP' | 'DOWN' | 'MAINT'… */
    state: (backend) => backendState(socket, backend),
    /** Stops every process and removes the hosts. */
    stop: stopAll,
  };
  log(`${webCount} web and ${apiCount} API processes${useHosts ? ' (each API on a host of its own)' : ''} behind HAProxy: site on ${cluster.url}, API on ${cluster.apiUrl}`);
  return cluster;
}
