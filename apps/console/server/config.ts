import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/*
 * The staff console server's settings (issue 24). Every value has a default that runs beside
 * `npm start`'s API on this machine.
 */

const ConsoleEnvSchema = z.object({
  CONSOLE_PORT: z.coerce.number().int().min(1).max(65_535).default(3001),
  /** Address to listen on; unset: every interface (as the site). */
  CONSOLE_HOST: z.string().min(1).optional(),
  /** The API the staff calls go to (only /api/staff/v1/…). */
  API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:4000'),
  /** The built console (vite build): index.html and the hashed assets. */
  CONSOLE_DIST_DIR: z.string().min(1).default(fileURLToPath(new URL('../client/', import.meta.url))),
  /**
   * Whose X-Forwarded-For/-Proto to believe (the load balancer in front): unset = nobody, the
   * peer's address counts; `loopback`, `uniquelocal`, addresses or CIDR subnets, comma-separated.
   */
  CONSOLE_TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be a list of addresses/subnets, e.g. loopback or 10.0.0.0/8')
    .optional(),
  /**
   * The client secret the web app shares with the API (its OAUTH_CLIENT_SECRET; `npm start` passes
   * it on): this server signs its request ids with it, and the API keeps only signed ids (issue 27).
   * Unset: no id is sent and the API makes its own.
   */
  API_CLIENT_SECRET: z.string().min(8).max(500).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ConsoleConfig = Readonly<z.output<typeof ConsoleEnvSchema>>;

/** Reads and checks the variables; throws an Error naming every wrong one (an empty value counts as unset). */
export function parseConsoleConfig(source: Record<string, string | undefined>): ConsoleConfig {
  const cleaned = Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConsoleEnvSchema.safeParse(cleaned);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
  return Object.freeze({ ...parsed.data, API_URL: parsed.data.API_URL.replace(/\/+$/, '') });
}
