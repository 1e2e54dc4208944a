// What a guest page costs against what its bytes cost (issue 14), in one run on one machine:
// - for each page, autocannon at BENCH_CONNECTIONS (50) for BENCH_SECONDS (15): pages per second, p50 and
//   p99 through the site, then the same bytes served from memory by a bare Node http server (a child
//   process, so it does not share the load generator's thread), and their ratio;
// - the errors (failed connections, time-outs, non-2xx) at BENCH_FLOOD (1000) connections per page;
// - the public /api/ path: search suggestions (POST global-search) through the web origin beside the
//   API's own answer to the same request, at BENCH_API_CONNECTIONS (100).
// Figures only, no pass/fail: the machines are noisy. Build first (npm start once).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { firstLink, startFreshStack, systemToken, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3530);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4530);
const MEMORY_PORT = Number(process.env.BENCH_MEMORY_PORT ?? 3531);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 1000);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
/** A visitor who waited this long (s) has left: the request counts as a time-out. */
const FLOOD_TIMEOUT = Number(process.env.BENCH_FLOOD_TIMEOUT ?? 5);
const API_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 100);
const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);

/** The guest pages of issue 14, with real codes and slugs found on their lists. */
async function pagesOf(base) {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const [model, usedCar, article] = await Promise.all([
    firstLink(base, '/c/mobil-baru-toyota', /href="(\/mobil-baru-toyota\/p\/[^"?#/]+)"/),
    firstLink(base, '/c/certified-used-car-toyota', /href="(\/c\/certified-used-car-toyota\/p\/[^"?#]+)"/),
    firstLink(base, '/berita-dan-tips', /href="(\/berita-dan-tips\/[^"?#/]+)"/),
  ]);
  return ['/', '/c/mobil-baru-toyota', model, '/c/certified-used-car-toyota', usedCar, '/aksesoris', '/promosi', article].filter(Boolean);
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** As load(), plus the exact p95 from every response's time (autocannon's own table has p90 and p97.5, no p95). */
function loadWithP95(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ ...result, p95: times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] : NaN });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** autocannon's `errors` already counts the time-outs. */
const errorsOf = (r) => r.errors + r.non2xx;

/** A bare Node http server that answers every request with these bytes (the in-memory limit). */
async function startMemoryServer(body, contentType) {
  // The page's bytes reach the child by IPC (a page is too big for an environment variable).
  const script = `
    const http = require('node:http');
    process.once('message', ({ b64, contentType, port }) => {
      const body = Buffer.from(b64, 'base64');
      http.createServer((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
        res.end(body);
      }).listen(port, '127.0.0.1', () => process.send('ready'));
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`memory server exited with ${code}`)));
  });
  child.send({ b64: body.toString('base64'), contentType, port: MEMORY_PORT });
  await ready;
  return () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill();
    });
}

/** Waits (up to a minute) until the page answers within a second again: the next figure starts without the last one's backlog. */
async function drained(url) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const started = Date.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (Date.now() - started < 1000) return;
    } catch {
      // still busy
    }
  }
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

const { base, stop } = await startFreshStack('guest-pages', { port: PORT, apiPort: API_PORT });
try {
  await waitFor(`${base}/`);
  const pages = await pagesOf(base);
  console.log(`Guest pages: ${CONNECTIONS} connections, ${SECONDS} s each; in-memory = the same bytes from a bare Node http server`);
  console.log(
    'page'.padEnd(44),
    'pages/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'mem/s'.padStart(8),
    'mem p99'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  );
  for (const path of pages) {
    const first = await fetch(base + path);
    const bytes = Buffer.from(await first.arrayBuffer());
    const site = await load({ url: base + path, connections: CONNECTIONS, duration: SECONDS });
    const stopMemory = await startMemoryServer(bytes, first.headers.get('content-type') ?? 'text/html; charset=utf-8');
    let memory;
    try {
      memory = await load({ url: `http://127.0.0.1:${MEMORY_PORT}${path}`, connections: CONNECTIONS, duration: SECONDS });
    } finally {
      await stopMemory();
    }
    const rate = site.requests.average;
    console.log(
      path.slice(0, 44).padEnd(44),
      fmt(rate).padStart(8),
      fmt(site.latency.p50).padStart(8),
      fmt(site.latency.p99).padStart(8),
      fmt(memory.requests.average).padStart(8),
      fmt(memory.latency.p99).padStart(8),
      `${fmt((rate / memory.requests.average) * 100, 1)}%`.padStart(7),
      String(errorsOf(site)).padStart(7),
    );
  }

  // The public /api/ path: the same search suggestion through the web origin and from the API itself.
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const token = await systemToken(apiUrl);
  const search = { method: 'POST', body: JSON.stringify({ text: 'inova' }), connections: API_CONNECTIONS, duration: API_SECONDS };
  const viaWeb = await loadWithP95({ ...search, url: `${base}/api/product/v1/global-search`, headers: { 'content-type': 'application/json', origin: base } });
  const direct = await loadWithP95({ ...search, url: `${apiUrl}/api/product/v1/global-search`, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
  console.log(`\nSearch suggestions (POST global-search "inova"), ${API_CONNECTIONS} connections, ${API_SECONDS} s`);
  console.log('path'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  for (const [name, r] of [
    ['through the web origin (/api/ proxy)', viaWeb],
    ['the API itself', direct],
  ]) {
    console.log(
      name.padEnd(44),
      fmt(r.requests.average).padStart(8),
      fmt(r.latency.p50).padStart(8),
      fmt(r.p95, 1).padStart(8),
      fmt(r.latency.p99).padStart(8),
      String(errorsOf(r)).padStart(7),
    );
  }
  console.log(`share of the API's throughput through the web origin: ${fmt((viaWeb.requests.average / direct.requests.average) * 100, 1)}%`);

  // Last: the flood leaves the site working through its backlog for a while.
  console.log(`\n${FLOOD} connections at once, ${FLOOD_SECONDS} s per page (a request unanswered after ${FLOOD_TIMEOUT} s is a time-out)`);
  console.log('page'.padEnd(44), 'answers'.padStart(8), 'errors'.padStart(7), 'of which time-outs'.padStart(19), 'non-2xx'.padStart(8), 'p99 ms'.padStart(8));
  for (const path of pages) {
    const r = await load({ url: base + path, connections: FLOOD, duration: FLOOD_SECONDS, timeout: FLOOD_TIMEOUT });
    console.log(
      path.slice(0, 44).padEnd(44),
      String(r.requests.total).padStart(8),
      String(r.errors).padStart(7),
      String(r.timeouts).padStart(19),
      String(r.non2xx).padStart(8),
      fmt(r.latency.p99).padStart(8),
    );
    await drained(base + path);
  }
} finally {
  await stop();
}
