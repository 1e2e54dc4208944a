// Builds the staff console (issue 24): the single page with Vite into dist/client, precompressed
// copies (gzip, brotli) of its text files for @fastify/static, and the server bundled with esbuild
// into dist/server/server.mjs (our workspace packages inlined, node_modules left external).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, process.env.CONSOLE_BUILD_DIR ?? 'dist');
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

await rm(dist, { recursive: true, force: true });
await viteBuild({ root: here, logLevel: 'warn', build: { outDir: join(dist, 'client') } });

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}
// What index.html loads before anything renders (the first load); lazy chunks (the Dasbor's charts) come later.
const html = await readFile(join(dist, 'client', 'index.html'), 'utf8');
const firstLoadFiles = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => join(dist, 'client', m[1])));
let raw = 0;
let brotlied = 0;
let firstRaw = 0;
let firstBrotlied = 0;
for await (const file of files(join(dist, 'client'))) {
  if (!/\.(js|css|html|svg|txt|json)$/.test(file)) continue;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz(body, { level: 9 })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  if (/\.(js|css)$/.test(file)) {
    const size = (await stat(file)).size;
    raw += size;
    brotlied += br.length;
    if (firstLoadFiles.has(file)) {
      firstRaw += size;
      firstBrotlied += br.length;
    }
  }
}

const pkg = JSON.parse(await readFile(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kemudi/'));
await esbuild({
  entryPoints: [join(here, 'server/server.ts')],
  outfile: join(dist, 'server/server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
const kib = (bytes) => (bytes / 1024).toFixed(0);
console.log(`console built: ${dist} (scripts and styles ${kib(raw)} KiB, ${kib(brotlied)} KiB brotli; first load ${kib(firstRaw)} KiB, ${kib(firstBrotlied)} KiB brotli)`);
