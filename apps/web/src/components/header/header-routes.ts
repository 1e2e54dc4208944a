import { ROUTES } from '@kemudi/domain/routes';

/** §2 top bar routes (shared by the server-rendered header and its account island). */
export const HEADER_ROUTES = {
  contact: ROUTES.contact,
  cart: ROUTES.cart,
  login: ROUTES.login,
  account: ROUTES.accountOverview,
  logout: '/api/logout',
} as const;
