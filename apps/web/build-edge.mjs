// Bundles the edge server (src/edge/server.ts, issue 14) beside Next's build output: our own
// sources and the workspace packages are inlined; every npm dependency (next, undici, ioredis, …)
// stays external and is loaded from node_modules. Run after `next build` (which empties the folder).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, process.env.NEXT_DIST_DIR ?? '.next', 'kemudi-edge', 'server.mjs');
const manifests = ['package.json', '../../packages/domain/package.json'];
const external = new Set();
for (const file of manifests) {
  const pkg = JSON.parse(await readFile(join(here, file), 'utf8'));
  for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith('@kemudi/')) external.add(name);
}

await build({
  entryPoints: [join(here, 'src/edge/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  tsconfig: join(here, 'tsconfig.json'),
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(`edge server built: ${outfile}`);
