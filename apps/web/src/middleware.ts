import type { NextRequest } from 'next/server';
import { refreshCustomerTokens } from '@/server/api-client';
import { renewSession } from '@/server/session';

/**
 * Before a page renders, an expiring customer token is renewed and stored (§4 token handling):
 * pages cannot write cookies, so this is the one place a render's tokens are refreshed. Guests
 * pass straight through (one cookie lookup). The /api routes refresh on their own when the API
 * answers InvalidTokenError (src/server/proxy.ts), so they are left out, as are files.
 */
export function middleware(request: NextRequest) {
  return renewSession(request, refreshCustomerTokens);
}

export const config = {
  // The API client (undici, its keep-alive pool) needs Node.js (stable for middleware since Next 15.5).
  runtime: 'nodejs',
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
