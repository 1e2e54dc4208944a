// Time from `npm start` to the first page (GET / answered 200) with an existing build,
// first over an empty data folder (migrate + seed), then again over the data it left (a restart);
// and the resident memory of the API and web processes once the first page is served.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startProcess, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4300);
if (!existsSync(join(root, 'apps/web', process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID')) || !existsSync(join(root, 'apps/api', process.env.API_DIST_DIR ?? 'dist', 'server.js'))) {
  console.error('Build first: npm run build (or npm start once).');
  process.exit(1);
}
/** VmRSS of each process `npm start` runs (Linux /proc). */
function memoryOfChildren(pid) {
  const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  return children
    .map((child) => {
      const cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8');
      const name = cmdline.includes('server.js') ? 'API' : cmdline.includes('next') ? 'web' : 'other';
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1];
      return `${name} ${Math.round(Number(rss) / 1024)} MB`;
    })
    .join(', ');
}

const dataDir = await mkdtemp(join(tmpdir(), 'kemudi-start-'));
const env = { PORT: String(PORT), API_PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
try {
  for (const label of ['first start (empty database)', 'restart (existing database)']) {
    const started = startProcess(process.execPath, ['scripts/start.mjs'], env);
    const ms = await waitFor(`http://127.0.0.1:${PORT}/`);
    console.log(`npm start → first page, ${label}: ${ms} ms`);
    // A few more pages, so that the figure is the memory of a warmed-up server.
    for (let i = 0; i < 20; i++) await waitFor(`http://127.0.0.1:${PORT}/`);
    console.log(`  resident memory: ${memoryOfChildren(started.child.pid)}`);
    await started.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
