import { EmailField, accountCalls } from '@kemudi/domain/contracts/account';
import { z } from 'zod';
import { getGuestRouteApi } from '@/server/api';
import { dataResponse, failure, readWrite } from '@/server/account/auth-routes';

/*
 * §7 front-end proxy route `forgot-password` → customer/forgot-password?userId=: the API emails a
 * link to /login/pw/change when the address has an account, and answers the same either way (no
 * account enumeration). A POST here, since it sends a message.
 * Body { email } → { sent: true }.
 */

export const dynamic = 'force-dynamic';

const Body = z.object({ email: EmailField });

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, Body);
  if ('refusal' in body) return body.refusal;
  try {
    return dataResponse(await (await getGuestRouteApi()).call(accountCalls.forgotPassword, { query: { userId: body.data.email } }));
  } catch (err) {
    return failure(err, 'forgot-password');
  }
}
