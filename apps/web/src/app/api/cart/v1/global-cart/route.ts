import { GlobalCartBody, cartCalls, type GlobalCart } from '@kemudi/domain/contracts/cart';
import { cookies } from 'next/headers';
import { CART_GUID_COOKIE } from '@/lib/layout';
import { dataResponse, readWrite } from '@/server/account/auth-routes';
import { getRouteApi, type Api } from '@/server/api';
import { ApiError, apiClient } from '@/server/api-client';
import { cartCityOf, cartGuidOf, keepCartGuid } from '@/server/cart';
import { apiErrorResponse, errorResponse } from '@/server/proxy';

/*
 * §7 Cart calls through the front-end proxy (issue 12): GET and POST /api/cart/v1/global-cart. This
 * static route takes the path before the generic forwarder (api/[service]/v1/[...path]) because
 * the guid must not come from the browser: it is read from the HttpOnly cookie (§4 "Cart guid"),
 * and a guest's answer naming a guid sets or refreshes that cookie for 7 days (§9). A customer's
 * cart needs none; a customer still holding a guest cookie names it once (the API merges that cart
 * into theirs) and the cookie goes. The visitor's city prices the entries (a flash sale there).
 * Answers the §7 envelope: `{ status, data }` or `{ errors: [{ type, message }] }` with the API's
 * status and Indonesian message.
 */

export const dynamic = 'force-dynamic';

type CartQuery = { guid?: string; cityCode: string };

async function answerCart(run: (api: Api, query: CartQuery) => Promise<GlobalCart>, write: boolean): Promise<Response> {
  try {
    const [jar, api] = await Promise.all([cookies(), getRouteApi()]);
    const held = jar.get(CART_GUID_COOKIE)?.value;
    const guid = cartGuidOf(jar);
    const cart = await run(api, { ...(guid ? { guid } : {}), cityCode: cartCityOf(jar) });
    // §9: the page rendered next (the header's count) must not be answered from before the write;
    // only the cart's cached answers go (a cart write under load must not empty the catalogue's).
    if (write) apiClient.clearCachedPath(cartCalls.globalCart.path);
    // The guest cart is the customer's now (merged by the call above), or the guid cookie is kept or dropped.
    keepCartGuid(jar, api.caller === 'customer', held, cart);
    return dataResponse(cart);
  } catch (err) {
    if (write) apiClient.clearCachedPath(cartCalls.globalCart.path);
    if (err instanceof ApiError) return apiErrorResponse(err);
    console.error('cart route: unexpected failure', err);
    return errorResponse(502, 'BadGateway', 'Keranjang sedang tidak dapat dihubungi. Silakan coba lagi.');
  }
}

/** The cart; `?doUpdateHiddenEntries=false` reads it as it is (the badge), anything else as the cart page does. */
export async function GET(request: Request): Promise<Response> {
  const flag = new URL(request.url).searchParams.get('doUpdateHiddenEntries') === 'false' ? 'false' : 'true';
  return answerCart((api, query) => api.call(cartCalls.globalCart, { query: { ...query, doUpdateHiddenEntries: flag } }), false);
}

/** Body { products: [{ code, quantity }], mode: 'set' | 'add' }, from a page of this site only. */
export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, GlobalCartBody);
  if ('refusal' in body) return body.refusal;
  return answerCart((api, query) => api.call(cartCalls.updateGlobalCart, { query, body: body.data }), true);
}
