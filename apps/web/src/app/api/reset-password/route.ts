import { accountCalls } from '@kemudi/domain/contracts/account';
import { getGuestRouteApi } from '@/server/api';
import { dataResponse, failure, readWrite } from '@/server/account/auth-routes';
import { clearAllSessions } from '@/server/session';

/*
 * §7 front-end proxy route `reset-password` → customers/reset-password: a new password from the
 * emailed link's token. The API ends every session of that customer, so this browser's cookies are
 * dropped too; the customer then logs in with the new password.
 * Body { token, password } → { reset: true }.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, accountCalls.resetPassword.body);
  if ('refusal' in body) return body.refusal;
  try {
    const answer = await (await getGuestRouteApi()).call(accountCalls.resetPassword, { body: body.data });
    await clearAllSessions();
    return dataResponse(answer);
  } catch (err) {
    return failure(err, 'reset-password');
  }
}
