// Stand-in for the 'server-only' package under Vitest (see apps/web/vitest.config.ts).
export {};
