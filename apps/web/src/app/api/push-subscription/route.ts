import { pushCalls } from '@kemudi/domain/contracts/push';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * Web push of the logged-in customer (issue 11, §4 notification permission): GET the VAPID public
 * key this browser subscribes with; POST stores the browser's subscription (PushSubscription
 * toJSON()) for the customer; DELETE { endpoint } forgets it. The customer's token stays in its
 * HttpOnly cookie; without one: 401 'No access token provided' (§8). The API refuses an endpoint
 * that is not a known push service with an Indonesian 400.
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(pushCalls.publicKey));
}

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(pushCalls.subscribe.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(pushCalls.subscribe, { body: body.data }), { write: true });
}

export async function DELETE(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(pushCalls.unsubscribe.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(pushCalls.unsubscribe, { body: body.data }), { write: true });
}
