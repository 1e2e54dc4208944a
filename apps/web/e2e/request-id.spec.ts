import { expect, test, type APIResponse } from '@playwright/test';

/*
 * Issue 27: a visitor's own X-Request-Id never reaches the API, on any path a request takes to it —
 * the edge's guest fast path, Next's route handlers (a logged-in customer's calls), the staff
 * console's server, and the API's own port. Each answers an id of ours (a UUID), never `x`.
 * (That the API's log never shows it: apps/api/test/request-guards.test.ts.)
 */

const CONSOLE = process.env.E2E_CONSOLE_URL ?? 'http://localhost:3101';
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const VISITOR = { 'x-request-id': 'x', 'x-kemudi-request-id-signature': 'x' };

function expectOurId(answer: APIResponse): string {
  const id = answer.headers()['x-request-id'] ?? '';
  expect(id).not.toBe('x');
  expect(id).toMatch(UUID);
  return id;
}

test("a guest's /api/content/v1/faq answers another id than the visitor's", async ({ request }) => {
  const first = await request.get('/api/content/v1/faq', { headers: VISITOR });
  expect(first.status()).toBe(200);
  const second = await request.get('/api/content/v1/faq', { headers: VISITOR });
  // A new id per request: ours, not one fixed string.
  expect(expectOurId(first)).not.toBe(expectOurId(second));
  // A page too.
  expectOurId(await request.get('/seputar-pertanyaan', { headers: VISITOR }));
});

test("a logged-in customer's calls (Next's route handlers) answer another id than the visitor's", async ({ request, baseURL }) => {
  const login = await request.post('/api/login-email', {
    headers: { origin: baseURL ?? '' },
    data: { username: 'budi@contoh.com', password: 'Kemudi2026' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const faq = await request.get('/api/content/v1/faq', { headers: VISITOR });
  expect(faq.status()).toBe(200);
  expectOurId(faq);
  const me = await request.get('/api/customer/v1/saphybris/customers/current?deviceType=web', { headers: VISITOR });
  expect(me.status()).toBe(200);
  expectOurId(me);
});

test("the console's server and the API's own port answer another id than the visitor's", async ({ request }) => {
  await expect.poll(async () => (await request.get(`${CONSOLE}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
  const staff = await request.get(`${CONSOLE}/api/staff/v1/auth/me`, { headers: VISITOR });
  expect(staff.status()).toBe(401);
  expectOurId(staff);
  const direct = await request.get(`${API}/api/content/v1/faq`, { headers: VISITOR });
  expect(direct.status()).toBe(401);
  expectOurId(direct);
});
