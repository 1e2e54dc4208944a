import { customerCalls } from '@kemudi/domain/contracts/customer';
import { stnkExpiryError } from '@kemudi/domain/profile';
import { todayInJakarta } from '@/lib/myaccount';
import { answer, crossSiteRefusal, fieldRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';
import { errorResponse } from '@/server/proxy';

/*
 * One car of Mobil Saya (issue 10): PUT saves its fields, DELETE removes it. Another customer's car
 * (or an id that is not one) is the API's 404 'not found'. Writes come from this site's pages only.
 */

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ id: string }>;
}

/** The car id from the path, checked with the call's own params schema. */
async function carId(context: Context): Promise<string | null> {
  const parsed = customerCalls.removeCar.params.safeParse(await context.params);
  return parsed.success ? parsed.data.id : null;
}

const NOT_FOUND = () => errorResponse(404, 'NotFoundError', 'Mobil tidak ditemukan');

export async function PUT(request: Request, context: Context): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const id = await carId(context);
  if (id === null) return NOT_FOUND();
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(customerCalls.updateCar.body, read.body);
  if ('refusal' in body) return body.refusal;
  // The contract checks the car's shape; today's date bounds the STNK expiry (§9 five-year term).
  const invalid = fieldRefusal({ stnkExpiry: stnkExpiryError(body.data.stnkExpiry, todayInJakarta()) ?? undefined });
  if (invalid) return invalid;
  return answer((api) => api.call(customerCalls.updateCar, { params: { id }, body: body.data }), { write: true });
}

export async function DELETE(request: Request, context: Context): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const id = await carId(context);
  if (id === null) return NOT_FOUND();
  return answer((api) => api.call(customerCalls.removeCar, { params: { id } }), { write: true });
}
