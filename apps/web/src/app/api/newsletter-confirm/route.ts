import { customerCalls } from '@kemudi/domain/contracts/customer';
import { getGuestRouteApi } from '@/server/api';
import { ApiError } from '@/server/api-client';
import { cleanToken, confirmRedirect, confirmResultOf } from '@/lib/newsletter-confirm';

/*
 * The button of /berlangganan/konfirmasi (issue 16): a plain HTML form posts the emailed link's
 * token here; the API confirms the pending subscription once, and the browser goes back to the page
 * with the result (303, so a reload does not post again).
 */

export const dynamic = 'force-dynamic';

async function tokenOf(request: Request): Promise<string | null> {
  try {
    return cleanToken((await request.formData()).get('token'));
  } catch {
    return null; // not a form body
  }
}

export async function POST(request: Request): Promise<Response> {
  const token = await tokenOf(request);
  let status: number | null = 400;
  if (token) {
    try {
      await (await getGuestRouteApi()).call(customerCalls.subscribeConfirm, { body: { token } });
      status = 200;
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn(`[newsletter-confirm] ${(error as Error).message}`);
      status = error instanceof ApiError ? error.status : null;
    }
  }
  return new Response(null, { status: 303, headers: { location: confirmRedirect(confirmResultOf(status), token), 'cache-control': 'no-store' } });
}
