import { accountCalls } from '@kemudi/domain/contracts/account';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { answer, crossSiteRefusal, RouteRefusal } from '@/server/account/myaccount-routes';

/*
 * §7 front-end proxy route `email-activation-profile`: sends the activation link (§7 GET
 * customer/email-activation?email=) to the logged-in customer's own address, read from the account
 * (customers/current), never taken from the request, so the route cannot be used to mail anyone
 * else. Without an access token: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  return answer(
    async (api) => {
      const customer = await api.call(customerCalls.current, { query: { deviceType: 'web' } });
      if (!customer.email) throw new RouteRefusal(400, 'ValidationError', 'Akun ini belum memiliki alamat email.');
      return api.call(accountCalls.emailActivation, { query: { email: customer.email } });
    },
    { write: true },
  );
}
