import { accountCalls } from '@kemudi/domain/contracts/account';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * Issue 29: My Account › Keamanan Akun — a new password with the current one (the API's
 * customers/change-password). Checked with the call's own body schema, so each refused field comes
 * back with its Indonesian message. The session of this browser stays; the API ends the others.
 * Without an access token: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(accountCalls.changePassword.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(accountCalls.changePassword, { body: body.data }), { write: true });
}
