import { customerCalls } from '@kemudi/domain/contracts/customer';
import { stnkExpiryError } from '@kemudi/domain/profile';
import { todayInJakarta } from '@/lib/myaccount';
import { answer, crossSiteRefusal, fieldRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * Mobil Saya's proxy route (issue 10): GET lists the logged-in customer's cars, POST adds one
 * (model, year, plate, colour, STNK expiry, VIN), checked with the call's own body schema. Without
 * an access token: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(customerCalls.cars));
}

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(customerCalls.addCar.body, read.body);
  if ('refusal' in body) return body.refusal;
  // The contract checks the car's shape; today's date bounds the STNK expiry (§9 five-year term).
  const invalid = fieldRefusal({ stnkExpiry: stnkExpiryError(body.data.stnkExpiry, todayInJakarta()) ?? undefined });
  if (invalid) return invalid;
  return answer((api) => api.call(customerCalls.addCar, { body: body.data }), { write: true, status: 201 });
}
