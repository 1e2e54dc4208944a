/**
 * Who a call is asked as (issue 26): a customer's Api asks the calls whose contract is `shared`
 * (the same answer for everyone) with the system token, so that a customer's page shares the §9
 * cached answer and the API's read cache with every visitor; everything else goes with the
 * customer's token. Against a real HTTP server standing in for the API.
 */
import type { ServerResponse } from 'node:http';
import { branchCalls } from '@kemudi/domain/contracts/branches';
import { cartCalls } from '@kemudi/domain/contracts/cart';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../test/loader-harness';

function answer(req: RecordedRequest, res: ServerResponse) {
  switch (new URL(req.url, 'http://api').pathname) {
    case '/api/content/v1/menu/category':
    case '/api/parameter/v1/branch/areas':
      return sendData(res, []);
    case '/api/customer/v1/saphybris/customers/current':
      return sendData(res, { name: 'Budi Santoso', email: 'budi@contoh.com', phoneNumber: '081234567890', customerNo: 'C-1', customerNoTDMS: null });
    default:
      return sendError(res, 404, 'NotFoundError');
  }
}

const { api, loaders } = await startLoaderHarness(answer, () => import('./api'));
const asked = () => api.requests.map((r) => [new URL(r.url, 'http://api').pathname, r.headers.authorization]);

describe('the token a rendering call carries', () => {
  it('is the system token for a shared call and the customer’s own for their data', async () => {
    expect(siteCalls.menu.shared).toBe(true);
    expect('shared' in customerCalls.current).toBe(false);
    const customer = loaders.apiForSession({ accessToken: 'customer-at', refreshToken: 'customer-rt' });
    expect(customer.caller).toBe('customer');
    await customer.call(siteCalls.menu);
    await customer.call(branchCalls.areas);
    await customer.call(customerCalls.current, { query: { deviceType: 'web' } });
    const system = `Bearer ${api.currentToken ?? 'none'}`;
    expect(asked()).toEqual([
      ['/api/content/v1/menu/category', system],
      ['/api/parameter/v1/branch/areas', system],
      ['/api/customer/v1/saphybris/customers/current', 'Bearer customer-at'],
    ]);
  });

  it('lets two customers share one answer of a shared call within the §9 500 ms, and never one of their own', async () => {
    const first = loaders.apiForSession({ accessToken: 'customer-a' });
    const second = loaders.apiForSession({ accessToken: 'customer-b' });
    await first.call(siteCalls.menu);
    await second.call(siteCalls.menu);
    await first.call(customerCalls.current, { query: { deviceType: 'web' } });
    await second.call(customerCalls.current, { query: { deviceType: 'web' } });
    expect(asked().map(([path, auth]) => `${path} ${auth}`)).toEqual([
      `/api/content/v1/menu/category Bearer ${api.currentToken ?? 'none'}`,
      '/api/customer/v1/saphybris/customers/current Bearer customer-a',
      '/api/customer/v1/saphybris/customers/current Bearer customer-b',
    ]);
  });

  it('keeps a customer’s cart with the customer: no cart call is shared', () => {
    expect(Object.values(cartCalls).filter((call) => 'shared' in call)).toEqual([]);
  });
});
