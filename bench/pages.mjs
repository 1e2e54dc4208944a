// Server response times of the site's pages (issue 4: "pages served from cache after the first
// request"): a fresh stack on an empty cache, then for each page the first request (the API reads
// the database) and the median / p95 of the next ones (the API answers from its read cache, keyed
// by the data version). Figures only, no pass/fail: the machines are noisy.
import { firstLink, quantile, startFreshStack } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3510);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4510);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);

/** The pages to time: BENCH_PAGES, else one of each kind, with real codes and slugs found on the list pages. */
async function pages() {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const found = await Promise.all([
    firstLink(base, '/c/mobil-baru-toyota', /href="(\/mobil-baru-toyota\/p\/[^"?#]+)"/),
    firstLink(base, '/c/certified-used-car-toyota', /href="(\/c\/certified-used-car-toyota\/p\/[^"?#]+)"/),
    firstLink(base, '/berita-dan-tips', /href="(\/berita-dan-tips\/[^"?#/]+)"/),
    firstLink(base, '/promosi', /href="(\/promosi\/[^"?#/]+)"/),
  ]);
  return ['/', '/c/mobil-baru-toyota', '/c/certified-used-car-toyota', '/aksesoris', '/promosi', '/berita-dan-tips', ...found.filter(Boolean)];
}

async function time(path) {
  const started = performance.now();
  const response = await fetch(base + path);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return performance.now() - started;
}

const { base, stop } = await startFreshStack('pages', { port: PORT, apiPort: API_PORT });
try {
  const list = await pages();
  console.log('page'.padEnd(52), 'first ms'.padStart(9), 'median ms'.padStart(10), 'p95 ms'.padStart(8));
  for (const path of list) {
    const first = await time(path);
    const rest = [];
    for (let i = 0; i < REPEAT; i++) rest.push(await time(path));
    rest.sort((a, b) => a - b);
    console.log(path.padEnd(52), first.toFixed(0).padStart(9), quantile(rest, 0.5).toFixed(1).padStart(10), quantile(rest, 0.95).toFixed(1).padStart(8));
  }
} finally {
  await stop();
}
