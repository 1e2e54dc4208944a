import { apiClient } from '@/server/api-client';
import { dataResponse, failure } from '@/server/account/auth-routes';

/*
 * §7 front-end proxy route `system-authentication`: whether the web server can get a system token
 * (§4 "Anonymous visitors use a system token"). The token itself stays on the server: the answer is
 * `{ ok: true }`, or §8 403 InvalidSystemToken when none can be had.
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    await apiClient.ensureSystemToken();
    return dataResponse({ ok: true });
  } catch (err) {
    return failure(err, 'system-authentication');
  }
}
