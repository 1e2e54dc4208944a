// Snapshot of what visitors and API clients receive, to compare two versions of the code
// (issue 9: "no page, API answer or Lighthouse figure changes"). It starts a fresh stack over a new
// embedded database with the seed's "today" pinned, then
// - crawls the site from `/` and the sitemap (same-origin links, a few query variants), saving
//   each page's HTML with the build's volatile parts (asset hashes, build id, CSS-module suffixes,
//   request ids) replaced by placeholders;
// - replays every API call the web server made while rendering (read from the API's request log),
//   plus the POST calls of the client islands, straight against the API, and saves the answers;
// - saves the OpenAPI document.
//
//   node bench/snapshot.mjs <dir>                 write a snapshot into <dir>
//   node bench/snapshot.mjs --compare <a> <b>     list what differs between two snapshots
//
// BENCH_SNAPSHOT_LIMIT caps the number of pages (default 1500).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CLIENT_SECRET, root, systemToken, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3520);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4520);
const LIMIT = Number(process.env.BENCH_SNAPSHOT_LIMIT ?? 1500);
const base = `http://127.0.0.1:${PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/** A file name for a URL: readable prefix plus a short hash. */
function fileFor(kind, url) {
  const readable = url.replace(/[^a-zA-Z0-9]+/g, '_').slice(0, 90);
  return `${kind}/${readable}-${createHash('sha1').update(url).digest('hex').slice(0, 8)}`;
}

/** Parts of a page that change with every build or request, whatever the code does. */
function normalizeHtml(html) {
  return html
    .replace(/\/_next\/static\/[^"'\s)\\]+/g, '/_next/static/#')
    .replace(/"buildId":"[^"]+"/g, '"buildId":"#"')
    .replace(/\\"b\\":\\"[^"\\]+\\"/g, '\\"b\\":\\"#\\"')
    .replace(/\b([A-Za-z][\w-]*)__[A-Za-z0-9_-]{5}\b/g, '$1__#')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '#uuid')
    // The RSC payload streams in an order that varies from run to run: compare the markup only.
    .replace(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload"[^>]*as="(script|style)"[^>]*\/>/g, '')
    .replace(/<script src="\/_next\/static\/#"[^>]*><\/script>/g, '');
}

function normalizeJson(text) {
  return text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '#uuid');
}

/** Query variants of list pages (filters, sorts, pages) that links alone may not reach. */
const VARIANTS = [
  '/c/mobil-baru-toyota?bodyType=suv',
  '/c/mobil-baru-toyota?sort=price-desc',
  '/c/mobil-baru-toyota?fuel=Hybrid&transmission=Automatic',
  '/c/certified-used-car-toyota?page=2',
  '/c/certified-used-car-toyota?minYear=2020&maxYear=2023&sort=mileage-asc',
  '/aksesoris?q=karpet',
  '/aksesoris?page=2',
  '/c/kupon-service?sort=price-asc',
  '/c/paketservistoyota?type=berkala',
  '/search/global?text=avanza',
  '/search/global?text=oli',
  '/search/global?text=zzzz',
  '/dealer-toyota?city=3273',
  '/berita-dan-tips?page=2',
  '/review-produk?page=2',
  '/seputar-pertanyaan?type=servis',
  '/halaman-yang-tidak-ada',
];

/** POST calls of the client islands and the pages (bodies are not in the request log). */
const POSTS = [
  ['/api/product/v1/global-search', { text: 'ava' }],
  ['/api/product/v1/global-search', { text: 'kupon' }],
  ['/api/product/v1/v2/creditcalculator', { otrPrice: 300000000, downPaymentPercent: 30, tenorMonths: 48 }],
  ['/api/parameter/v1/branch', { city: '3273' }],
  ['/api/parameter/v1/city', { province: 'jawa_barat' }],
  ['/api/parameter/v1/location/distance', { latitude: -6.2, longitude: 106.8 }],
  ['/api/parameter/v1/update-location', { city_name: 'Bandung', city_iso: '3273' }],
  ['/api/content/v1/chat/ask', { question: 'Berapa harga Avanza?' }],
  ['/api/content/v1/chat/ask', { question: 'Dealer di Bandung' }],
];

async function crawl(out) {
  const seen = new Set();
  const queue = ['/', ...VARIANTS];
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) queue.push(new URL(loc).pathname);
  let count = 0;
  while (queue.length > 0 && count < LIMIT) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetch(base + path, { redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    const body = await response.text();
    count += 1;
    const text = type.includes('html') ? normalizeHtml(body) : body;
    await writeFile(join(out, `${fileFor('page', path)}.txt`), `${path}\n${response.status} ${type}\n\n${text}`);
    if (!type.includes('html')) continue;
    for (const [, href] of body.matchAll(/href="(\/[^"#]*)"/g)) {
      const link = href.replace(/&amp;/g, '&');
      if (link.startsWith('/_next') || link.startsWith('/api/') || link.startsWith('//')) continue;
      if (!seen.has(link)) queue.push(link);
    }
  }
  return count;
}

async function replayApi(out, log) {
  const token = await systemToken(api);
  const gets = new Set();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      const url = entry.req?.url;
      if (entry.req?.method === 'GET' && typeof url === 'string' && url.startsWith('/api/') && !url.startsWith('/api/media/')) gets.add(url);
    } catch {
      // not a log line
    }
  }
  let count = 0;
  const save = async (key, response) => {
    const text = normalizeJson(await response.text());
    await writeFile(join(out, `${fileFor('api', key)}.txt`), `${key}\n${response.status}\n\n${text}`);
    count += 1;
  };
  for (const url of [...gets].sort()) {
    await save(`GET ${url}`, await fetch(api + url, { headers: { authorization: `Bearer ${token}` } }));
  }
  for (const [path, body] of POSTS) {
    const response = await fetch(api + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await save(`POST ${path} ${JSON.stringify(body)}`, response);
  }
  await save('GET /api/docs/json', await fetch(`${api}/api/docs/json`));
  return count;
}

async function snapshot(out) {
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'page'), { recursive: true });
  await mkdir(join(out, 'api'), { recursive: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'kemudi-snapshot-'));
  let log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      FIXED_NOW: '2026-11-22T10:00:00+07:00',
      OAUTH_CLIENT_SECRET: LOCAL_CLIENT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (chunk) => {
    log += chunk.toString();
  });
  try {
    await waitFor(`${base}/`);
    const pages = await crawl(out);
    const calls = await replayApi(out, log);
    console.log(`snapshot ${out}: ${pages} pages, ${calls} API answers`);
  } finally {
    await new Promise((resolveStop) => {
      child.once('exit', resolveStop);
      child.kill('SIGTERM');
    });
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function compare(a, b) {
  let same = 0;
  const differ = [];
  for (const kind of ['page', 'api']) {
    const left = new Set(await readdir(join(a, kind)).catch(() => []));
    const right = new Set(await readdir(join(b, kind)).catch(() => []));
    for (const name of new Set([...left, ...right])) {
      if (!left.has(name) || !right.has(name)) {
        differ.push(`${kind}/${name}: only in ${left.has(name) ? a : b}`);
        continue;
      }
      const [x, y] = await Promise.all([readFile(join(a, kind, name), 'utf8'), readFile(join(b, kind, name), 'utf8')]);
      if (x === y) {
        same += 1;
        continue;
      }
      let at = 0;
      while (at < x.length && x[at] === y[at]) at += 1;
      differ.push(`${kind}/${name}: first difference at ${at}\n    - ${JSON.stringify(x.slice(Math.max(0, at - 60), at + 100))}\n    + ${JSON.stringify(y.slice(Math.max(0, at - 60), at + 100))}`);
    }
  }
  console.log(`${same} identical, ${differ.length} different`);
  for (const line of differ) console.log(line);
}

const args = process.argv.slice(2);
if (args[0] === '--compare' && args[1] && args[2]) await compare(args[1], args[2]);
else if (args[0] && !args[0].startsWith('-')) await snapshot(args[0]);
else {
  console.error('usage: node bench/snapshot.mjs <dir> | --compare <a> <b>');
  process.exit(2);
}
