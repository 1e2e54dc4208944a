import { expect, type Page } from '@playwright/test';

/**
 * The newest one-time code sent to `phone`, read from the development outbox (the stack runs in
 * outbox mode: no gateway configured, GET /api/dev/outbox?to= shows what would have been sent).
 */
export async function codeSentTo(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/api/dev/outbox?to=${phone}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { text: string }[] };
  const code = /Kode verifikasi Kemudi Anda: (\d{6})/.exec(body.data[0]?.text ?? '')?.[1];
  expect(code, 'a code in the newest outbox message').toBeDefined();
  return code ?? '';
}
