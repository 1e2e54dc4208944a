import { accountCalls } from '@kemudi/domain/contracts/account';
import { z } from 'zod';
import { getGuestRouteApi } from '@/server/api';
import { dataResponse, failure, readWrite } from '@/server/account/auth-routes';

/*
 * Confirms an email address from the activation link (§7 customer/email-activation with the link's
 * token). The /aktivasi-email page asks the visitor to press a button rather than confirming on
 * GET, so a mail scanner that opens links does not use the token up. (Sending the link is
 * /api/email-activation-profile, from My Account.)
 * Body { token } → { activated: true, email }.
 */

export const dynamic = 'force-dynamic';

const Body = z.object({ token: z.string().trim().min(1, 'Tautan aktivasi tidak valid').max(200, 'Tautan aktivasi tidak valid') });

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, Body);
  if ('refusal' in body) return body.refusal;
  try {
    return dataResponse(await (await getGuestRouteApi()).call(accountCalls.emailActivation, { query: { token: body.data.token } }));
  } catch (err) {
    return failure(err, 'email-activation');
  }
}
