import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The staff console's single page (issue 24). `vite build` writes dist/client: index.html and
 * content-hashed assets, served by server/app.ts. `vite` (npm run dev -w @kemudi/console) serves it
 * for development and forwards the staff API as the console server does.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Inline assets would need a data: script or style source in the strict CSP: always files.
    assetsInlineLimit: 0,
    // No source maps on the public origin; the size of each file is measured by build.mjs.
    sourcemap: false,
    // One bundle of ~500 kB (~130 kB brotli): React, the router, Query, Table and zod for the contracts (README).
    chunkSizeWarningLimit: 600,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 3001),
    proxy: { '/api/staff/v1': { target: process.env.API_URL ?? 'http://127.0.0.1:4000', changeOrigin: false } },
  },
});
