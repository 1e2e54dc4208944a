import { customerCalls } from '@kemudi/domain/contracts/customer';
import { validateProfile } from '@kemudi/domain/profile';
import { todayInJakarta } from '@/lib/myaccount';
import { answer, crossSiteRefusal, parseBody, ruleRefusal, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * §7 front-end proxy route `profile`: the logged-in customer's profile (§3 profile fields).
 * GET reads it; PUT saves the editable fields (not email or phone), checked with the call's own
 * body schema so each refused field comes back with its Indonesian message. Without an access
 * token: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(customerCalls.profile));
}

export async function PUT(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const invalid = ruleRefusal((input: Parameters<typeof validateProfile>[0]) => validateProfile(input, todayInJakarta()), read.body);
  if (invalid) return invalid;
  const body = parseBody(customerCalls.updateProfile.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(customerCalls.updateProfile, { body: body.data }), { write: true });
}
