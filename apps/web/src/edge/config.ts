import { z } from 'zod';
import { parseWebEnv, type WebEnv } from '@/server/env-schema';

/*
 * The edge server's settings (issue 14), on top of the web app's own (server/env-schema.ts): the
 * port it listens on and its page cache. Every value has a default that runs the seeded site.
 */

const EdgeEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Address to listen on; unset: every interface (as `next start`). */
  HOSTNAME: z.string().optional(),
  /** `off` renders every page for every request (as before issue 14); for debugging only. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Memory the page cache may hold in this process (identity and gzip bytes), MB. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(256),
  /**
   * A cached page is rendered again in the background after this long even when the data did not
   * change (what a page shows can depend on the clock: a promotion's last day, "Penuh" slots).
   */
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How often the data version is asked of the API (ms): a change shows on pages within this window. */
  DATA_VERSION_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** How long the edge keeps a public API answer (one the API itself caches for everyone), seconds; 0: never. */
  EDGE_API_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * Whose X-Forwarded-For/-Host/-Proto to believe (issue 16): unset = nobody (the peer's address
   * counts and the site's origin is SITE_URL or the Host header); `loopback`, `uniquelocal`, or a
   * comma-separated list of addresses and CIDR subnets of the load balancer in front.
   */
  EDGE_TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be true, false or a list of addresses/subnets, e.g. loopback or 10.0.0.0/8')
    .optional(),
  /** The bearer token Prometheus scrapes GET /metrics with (issue 26); unset: /metrics does not exist (404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Redis shared by every web process: rendered pages are shared through it. Unset: this process's memory only. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
});

export type EdgeConfig = Readonly<z.output<typeof EdgeEnvSchema>> & { web: WebEnv };

/** Reads and checks the variables; throws an Error naming every wrong one (an empty value counts as unset). */
export function parseEdgeConfig(source: Record<string, string | undefined>): EdgeConfig {
  const cleaned = Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EdgeEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
  }
  return Object.freeze({ ...parsed.data, web: parseWebEnv(source) });
}
