import { HTTP_TIMEOUT_MS } from '@kemudi/domain/constants';

/*
 * How the browser's islands post to the site's own routes (login, account, cart, tracking): a
 * same-origin JSON POST with the §9 time-out, never cached. The answer's body is read as JSON when
 * it is JSON (a proxy's HTML error page is judged by its status alone). Each caller reads the
 * answer into what it shows.
 */

/** The message for an answer that never came (offline, time-out). */
export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.';

/** The route's status and body (undefined when not JSON), or null when the request failed before an answer. */
export async function postJson(path: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<{ status: number; body: unknown } | null> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    return { status: response.status, body: undefined };
  }
}
