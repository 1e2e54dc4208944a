import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';

/*
 * Issue 14 (first-load JavaScript): a CSS module imported by a server component still reaches the
 * browser's bundle — Next's client entry imports every stylesheet a server component uses, so the
 * stylesheet is linked — and with it the module's class-name map (`module.exports = {…}`), which no
 * browser code reads. The shared layout alone carried about 3 KB (gzip) of such maps. This plugin
 * empties the map of each CSS module whose only importers in the browser build are those client
 * entries; a map that a client component reads is kept whole. The stylesheet itself is untouched.
 */
type BuiltModule = { type?: string; resource?: string; request?: string };
type Connection = { originModule: BuiltModule | null };
type Compilation = {
  moduleGraph: { getIncomingConnections(module: BuiltModule): Iterable<Connection> };
  chunkGraph: { getChunkModulesIterable(chunk: unknown): Iterable<BuiltModule>; getModuleId(module: BuiltModule): string | number | null };
};
type Tap<Args extends unknown[], Result> = { tap(name: string, fn: (...args: Args) => Result): void };
type Compiler = {
  webpack: {
    javascript: {
      JavascriptModulesPlugin: {
        getCompilationHooks(compilation: Compilation): {
          renderModuleContent: Tap<[source: unknown, module: BuiltModule], unknown>;
          chunkHash: Tap<[chunk: unknown, hash: { update(data: string): void }], void>;
        };
      };
    };
    sources: { RawSource: new (code: string) => unknown };
  };
  hooks: { compilation: Tap<[compilation: Compilation], void> };
};

const PLUGIN = 'DropServerOnlyCssModuleMaps';
const CSS_MODULE = /\.module\.css$/;
const CLIENT_ENTRY_LOADER = 'next-flight-client-entry-loader';

class DropServerOnlyCssModuleMaps {
  apply(compiler: Compiler) {
    const { JavascriptModulesPlugin } = compiler.webpack.javascript;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      const serverOnly = (module: BuiltModule): boolean => {
        if (!module.type?.startsWith('javascript/') || !CSS_MODULE.test(module.resource ?? '')) return false;
        for (const { originModule } of compilation.moduleGraph.getIncomingConnections(module)) {
          if (originModule === module) continue; // `module.exports = …` refers to the module itself
          if (!originModule?.request?.includes(CLIENT_ENTRY_LOADER)) return false; // a client component reads the class names
        }
        return true;
      };
      const hooks = JavascriptModulesPlugin.getCompilationHooks(compilation);
      hooks.renderModuleContent.tap(PLUGIN, (source, module) =>
        serverOnly(module) ? new RawSource('/* CSS module used by server components only: its class names are in the HTML */') : source,
      );
      // The file's content hash must change when a map is emptied or filled again (a client
      // component starts or stops reading it), or a browser could keep a stale copy.
      hooks.chunkHash.tap(PLUGIN, (chunk, hash) => {
        for (const built of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          if (serverOnly(built)) hash.update(`${PLUGIN}:${compilation.chunkGraph.getModuleId(built)}`);
        }
      });
    });
  }
}

/**
 * The icon sprite's version (issue 26, src/components/icons): a hash of the file that draws it, so
 * its URL changes whenever a drawing does and the browser may keep each version for a year. The
 * build runs in apps/web (npm's workspace scripts and scripts/start.mjs both run it there).
 */
const ICON_SPRITE_VERSION = createHash('sha256')
  .update(readFileSync(join(process.cwd(), 'src/components/icons/sprite.ts')))
  .digest('base64url')
  .slice(0, 10);

const nextConfig: NextConfig = {
  env: { KEMUDI_ICON_SPRITE: ICON_SPRITE_VERSION },
  // Parallel checkouts of the stack (e.g. several test runs at once) can build into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // @kemudi/domain and @kemudi/art ship TypeScript sources (package.json "exports" point at src/*.ts).
  transpilePackages: ['@kemudi/domain', '@kemudi/art'],
  poweredByHeader: false,
  // Issue 26: the edge server compresses Next's answers itself, a turn of the event loop at a time
  // (src/edge/compress.ts), instead of Next flushing its compressor after every streamed chunk.
  compress: false,
  // Next traces every route's files (.nft.json) for standalone and serverless deployments. Kemudi
  // runs `next start` behind its edge server inside the repository (docs/operations.md), so no trace
  // is read: tracing nothing saves about 5 s of a first start's build (issue 28, bench/first-start.mjs).
  outputFileTracingExcludes: { '**': ['**/*'] },
  // `npm start` builds without Next's own type check (NEXT_IGNORE_TYPE_ERRORS=1, scripts/start.mjs:
  // a newcomer's first start, issue 28): `npm test` type-checks first (`npm run typecheck`, with the
  // route types of `next typegen`); `npm run build` still checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_IGNORE_TYPE_ERRORS === '1' },
  reactStrictMode: true,
  experimental: {
    // A newcomer's first start (issue 28) is mostly `next build` on two cores: the server bundles
    // are not minified (a Node process gains nothing from it; the browser's chunks are minified as
    // before), and the build runs in worker processes, so that the server and edge compiles run at
    // once and the build traces are collected while the browser's bundles compile. Measured with
    // bench/first-start.mjs: a third less CPU time for the same browser chunks.
    serverMinification: false,
    webpackBuildWorker: true,
    parallelServerCompiles: true,
    parallelServerBuildTraces: true,
  },
  // `npm run lint` (one ESLint configuration for the whole repository) checks the web app; the
  // build does not lint again.
  eslint: { ignoreDuringBuilds: true },
  webpack(config: { plugins: unknown[]; module: { rules: unknown[] } }, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    // The browser build only: the server renders with the class names.
    if (!isServer && !dev) config.plugins.push(new DropServerOnlyCssModuleMaps());
    // Markup that only the server renders (issue 26 with issue 3's budget; layout/server-content.ts):
    // such a module is imported by a client component that uses it under `typeof window ===
    // 'undefined'` only. Free of side effects, it is left out of the browser's bundle once that
    // branch is dropped, with everything only it imports.
    config.module.rules.push({ test: /\.server-markup\.tsx$/, sideEffects: false });
    return config;
  },
  // No rewrites to the API on purpose: src/app/api/** route handlers forward the calls so they
  // can attach the token from the HttpOnly cookie (§4) — a rewrite could not.
};

export default nextConfig;
