import { z } from 'zod';

/**
 * The web app's one validated configuration (STYLE "Configuration"), parsed with zod like the
 * API's (apps/api/src/env.ts). ./env.ts parses it for Next's bundles; the edge server (src/edge),
 * which runs outside Next and cannot import 'server-only' modules, parses it here. PORT is read by
 * the edge server (src/edge/config.ts), not here. An empty variable counts as unset, so `API_URL=` in a .env
 * file falls back to the default.
 */

/** The client secret of a developer's machine (.env.example); refused when KEMUDI_ENV=production. */
export const DEV_CLIENT_SECRET = 'kemudi-local-secret';

export const ENV_DEFAULTS = {
  API_URL: 'http://127.0.0.1:4000',
  API_CLIENT_ID: 'kemudi-web',
  API_CLIENT_SECRET: DEV_CLIENT_SECRET,
  SEAMLESS_TIMEOUT_MINUTES: 4,
} as const;

/** An absolute http(s) URL without credentials, query or fragment, as `origin + path` without a trailing slash. */
const ApiUrl = z
  .string()
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be an absolute http(s) URL such as ${ENV_DEFAULTS.API_URL}; got "${value}"` });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: `must use http or https; got "${value}"` });
      return z.NEVER;
    }
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
      ctx.addIssue({ code: 'custom', message: `must not carry credentials, a query or a fragment; got "${value}"` });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

/** The public origin: an http(s) URL with no path, query or credentials. */
const SiteUrl = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    ctx.addIssue({
      code: 'custom',
      message: `must be an http(s) origin such as https://www.kemudi.co.id, without a path, query or credentials; got "${value}"`,
    });
    return z.NEVER;
  }
  return url.origin;
});

// The token endpoint refuses longer values (contracts/auth.ts SystemTokenRequest: id ≤ 200, secret ≤ 500).
const credential = (max: number) => z.string().max(max, `must be at most ${max} characters`).regex(/^\S+$/, 'must not contain whitespace');

const WebEnvSchema = z
  .object({
    /** `production`: refuse the development client secret (`next start` always sets NODE_ENV=production, so NODE_ENV cannot tell). */
    KEMUDI_ENV: z.enum(['development', 'production']).default('development'),
    /** Origin (optionally with a base path) of apps/api. */
    API_URL: ApiUrl.default(ENV_DEFAULTS.API_URL),
    /** Client credentials for the system token (§4, §7 "authorizationserver/oauth/token"). */
    API_CLIENT_ID: credential(200).default(ENV_DEFAULTS.API_CLIENT_ID),
    API_CLIENT_SECRET: credential(500).default(ENV_DEFAULTS.API_CLIENT_SECRET),
    /**
     * Public origin of the site (e.g. https://www.kemudi.co.id) for canonical URLs, Open Graph and
     * JSON-LD, and whether cookies are Secure. Required in production (issue 16): unset, it is taken
     * from the request's Host header (X-Forwarded-Host only from EDGE_TRUST_PROXY), which a visitor
     * can name — fine on a developer's machine only.
     */
    SITE_URL: SiteUrl.optional(),
    /** §9 seamless time-out in minutes (default 4): after it, a rejected link to the dealer record is offered again. */
    SEAMLESS_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(ENV_DEFAULTS.SEAMLESS_TIMEOUT_MINUTES),
  })
  .superRefine((env, ctx) => {
    if (env.KEMUDI_ENV !== 'production') return;
    if (env.API_CLIENT_SECRET === DEV_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['API_CLIENT_SECRET'], message: 'is the development default: set your own secret in production' });
    }
    if (!env.SITE_URL) {
      ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: 'is required in production (the public origin, e.g. https://www.kemudi.co.id)' });
    }
  });

export type WebEnv = Readonly<Omit<z.output<typeof WebEnvSchema>, 'KEMUDI_ENV'>>;

/** Reads and checks the variables; throws an Error naming every wrong one. */
export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source)
      .map(([name, value]) => [name, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = WebEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '));
  }
  const { KEMUDI_ENV: _deployment, SITE_URL, ...rest } = parsed.data;
  return Object.freeze({ ...rest, SITE_URL });
}
