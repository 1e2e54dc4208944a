import { buildConsoleServer } from './app';
import { parseConsoleConfig, type ConsoleConfig } from './config';

let config: ConsoleConfig;
try {
  config = parseConsoleConfig(process.env);
} catch (error) {
  console.error(`[console] configuration: ${(error as Error).message}`);
  process.exit(1);
}

let app: Awaited<ReturnType<typeof buildConsoleServer>>;
try {
  app = await buildConsoleServer(config, { logger: { level: config.LOG_LEVEL } });
} catch (error) {
  console.error(`[console] ${(error as Error).message}`);
  process.exit(1);
}

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(0), 10_000).unref();
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: config.CONSOLE_PORT, ...(config.CONSOLE_HOST ? { host: config.CONSOLE_HOST } : { host: '::' }) });
console.info(`[console] staff console on http://localhost:${config.CONSOLE_PORT} (API ${config.API_URL})`);
