import 'server-only';

/**
 * The web app's one validated configuration module (STYLE "Configuration").
 * PORT is not read here: `next start -p` / `next dev -p` (and Next's own PORT handling) own it.
 *
 * Validated by hand rather than with zod so the module has no dependency beyond Node; an
 * empty variable counts as unset, so `API_URL=` in a .env file falls back to the default.
 */
export interface WebEnv {
  /** Origin (optionally with a base path) of apps/api, without a trailing slash. */
  readonly API_URL: string;
  /** Client credentials for the system token (§4, §7 "authorizationserver/oauth/token"). */
  readonly API_CLIENT_ID: string;
  readonly API_CLIENT_SECRET: string;
  /**
   * Public origin of the site (e.g. https://www.kemudi.co.id) for canonical URLs, Open Graph and
   * JSON-LD. Unset: taken from the request's Host header (fine locally and behind a proxy that
   * forwards X-Forwarded-Host).
   */
  readonly SITE_URL?: string | undefined;
}

export const ENV_DEFAULTS: WebEnv = {
  API_URL: 'http://127.0.0.1:4000',
  API_CLIENT_ID: 'kemudi-web',
  API_CLIENT_SECRET: 'kemudi-local-secret',
};

function read(source: Record<string, string | undefined>, name: 'API_URL' | 'API_CLIENT_ID' | 'API_CLIENT_SECRET'): string {
  const raw = source[name]?.trim();
  return raw === undefined || raw === '' ? ENV_DEFAULTS[name] : raw;
}

function parseApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_URL must be an absolute http(s) URL such as ${ENV_DEFAULTS.API_URL}; got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_URL must use http or https; got "${value}"`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`API_URL must not carry credentials, a query or a fragment; got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseSecretish(name: 'API_CLIENT_ID' | 'API_CLIENT_SECRET', value: string): string {
  // The token endpoint rejects longer values (apps/api TokenRequest: id ≤ 200, secret ≤ 500).
  const max = name === 'API_CLIENT_ID' ? 200 : 500;
  if (value.length > max || /\s/.test(value)) {
    throw new Error(`${name} must be at most ${max} characters without whitespace`);
  }
  return value;
}

function parseSiteUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://www.kemudi.co.id; got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL must be an http(s) origin without a path, query or credentials; got "${value}"`);
  }
  return url.origin;
}

/** Reads and checks the variables; throws an Error naming the first wrong one. */
export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  return Object.freeze({
    API_URL: parseApiUrl(read(source, 'API_URL')),
    API_CLIENT_ID: parseSecretish('API_CLIENT_ID', read(source, 'API_CLIENT_ID')),
    API_CLIENT_SECRET: parseSecretish('API_CLIENT_SECRET', read(source, 'API_CLIENT_SECRET')),
    SITE_URL: parseSiteUrl(source.SITE_URL),
  });
}

/** Parsed once when the server loads this module: a wrong value stops the app with a clear message. */
export const env: WebEnv = parseWebEnv(process.env);
