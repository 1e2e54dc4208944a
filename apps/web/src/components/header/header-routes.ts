/** §2 top bar routes (shared by the server-rendered header and its account island). */
export const HEADER_ROUTES = {
  contact: '/hubungi-kami',
  cart: '/cart',
  login: '/login',
  account: '/myaccount/overview',
  logout: '/api/logout',
} as const;
