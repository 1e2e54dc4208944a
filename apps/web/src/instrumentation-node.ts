// A wrong configuration value stops the web server at start with a message naming the variable,
// instead of failing on the first visitor's request. src/server/env.ts parses as it loads.
try {
  await import('./server/env');
} catch (error) {
  console.error(`Invalid web configuration: ${(error as Error).message}`);
  process.exit(1);
}

export {};
