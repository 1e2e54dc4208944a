// Bundles the API into dist/server.js and the jobs-only worker into dist/worker.js with esbuild: our workspace packages are inlined,
// everything from node_modules stays external (PGlite loads its WebAssembly from its own folder).
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
// Parallel checkouts of the stack (several test runs at once) can build into their own folder.
const outDir = join(here, process.env.API_DIST_DIR ?? 'dist');
const manifests = ['package.json', '../../packages/db/package.json', '../../packages/domain/package.json'];
const external = new Set();
for (const file of manifests) {
  const pkg = JSON.parse(await readFile(join(here, file), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith('@kemudi/')) external.add(name);
}

await rm(outDir, { recursive: true, force: true });
await build({
  // The API (server.js) and the jobs-only worker (worker.js, issue 26).
  entryPoints: { server: join(here, 'src/server.ts'), worker: join(here, 'src/worker.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
// Migrations travel with the bundle (packages/db looks for ./drizzle beside it).
await cp(join(here, '../../packages/db/drizzle'), join(outDir, 'drizzle'), { recursive: true });
console.log(`API built: ${join(outDir, 'server.js')} (and the worker, ${join(outDir, 'worker.js')})`);
