import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Parallel checkouts of the stack (e.g. several test runs at once) can build into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // @kemudi/domain and @kemudi/art ship TypeScript sources (package.json "exports" point at src/*.ts).
  transpilePackages: ['@kemudi/domain', '@kemudi/art'],
  poweredByHeader: false,
  // Several people (or test runs) building one working tree at once may skip the build's own type
  // check and run `npm run typecheck` themselves; CI, `npm start` and `npm run build` always check.
  typescript: { ignoreBuildErrors: process.env.NEXT_IGNORE_TYPE_ERRORS === '1' },
  reactStrictMode: true,
  // `npm run lint` (one ESLint configuration for the whole repository) checks the web app; the
  // build does not lint again.
  eslint: { ignoreDuringBuilds: true },
  // No rewrites to the API on purpose: src/app/api/** route handlers forward the calls so they
  // can attach the token from the HttpOnly cookie (§4) — a rewrite could not.
};

export default nextConfig;
