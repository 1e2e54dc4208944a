import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { branches } from '../../../packages/db/src/seed/data/branches';
import { faqs } from '../../../packages/db/src/seed/data/content';
import { OPEN_CHAT_EVENT } from '../src/lib/events';

// Tanya Tasia (issue 3, §2 mobile bottom bar): the floating button, the chat dialog, answers from
// the FAQ and the catalogue, the WhatsApp hand-off, §8 'Gagal menampilkan data', §4 scroll lock.

const ASK_PATH = '/api/content/v1/chat/ask';
const GREETING = 'Halo! Saya Tasia, asisten virtual Kemudi Toyota. Ada yang bisa saya bantu?';
const GEDUNG_SATE = { latitude: -6.9025, longitude: 107.6188 };

const launcher = (page: Page) => page.getByRole('button', { name: 'Tanya Tasia', exact: true });
const bottomBarChat = (page: Page) => page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('button', { name: /^Tanya Tasia/ });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Tanya Tasia' });
const scrollLocked = (page: Page) => page.evaluate(() => document.documentElement.dataset.scrollLocked ?? null);

async function openChat(page: Page) {
  await page.goto('/');
  await launcher(page).click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function send(page: Page, question: string) {
  const dialog = chatDialog(page);
  await dialog.getByRole('textbox', { name: 'Pertanyaan untuk Tasia' }).fill(question);
  await dialog.getByRole('button', { name: 'Kirim' }).click();
}

/** axe-core on the chat dialog only: its serious and critical violations. */
const chatViolations = (page: Page) => seriousViolations(page, '[role="dialog"][aria-labelledby="tasia-chat-title"]');

const whatsappOf = (slug: string) => branches.find((b) => b.slug === slug)?.whatsapp ?? 'missing';

test('the floating button carries the unread greeting until the chat is first opened in the session', async ({ page }) => {
  await page.goto('/');
  const button = launcher(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('data-chrome', '');
  await expect(button.getByText('1', { exact: true })).toBeVisible();
  await expect(button).toHaveAccessibleDescription('1 pesan belum dibaca');
  // Bottom right of the screen.
  const viewport = page.viewportSize()!;
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 64);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 64);
  // The panel's code is not on the page until the chat is opened.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await button.click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('log').getByText(GREETING)).toBeVisible();
  await expect(button.getByText('1', { exact: true })).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Pertanyaan untuk Tasia' })).toBeFocused();
  for (const chip of ['Harga Avanza terbaru', 'Cara booking servis', 'Promo bulan ini', 'Dealer terdekat']) {
    await expect(dialog.getByRole('button', { name: chip })).toBeVisible();
  }
  // On desktop the panel floats beside the page: it does not lock the page's scrolling.
  expect(await scrollLocked(page)).toBeNull();

  // Read once, read for the rest of the session.
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page).getByText('1', { exact: true })).toHaveCount(0);
});

test('asking "harga avanza" answers with the Avanza page and a WhatsApp hand-off', async ({ page }) => {
  const dialog = await openChat(page);
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === ASK_PATH);
  await send(page, 'harga avanza');
  // Without a shared position the chosen city goes along: the §9 fallback 0080 without a cookie.
  expect((await request).postDataJSON()).toEqual({ question: 'harga avanza', cityIsocode: '0080' });

  const log = dialog.getByRole('log');
  await expect(log.getByText('harga avanza', { exact: true })).toBeVisible();
  await expect(log.getByText(/^Berikut yang kami temukan untuk "harga avanza": Toyota Avanza/)).toBeVisible();
  const avanza = log.getByRole('link', { name: /Toyota Avanza/ }).first();
  await expect(avanza).toHaveAttribute('href', '/mobil-baru-toyota/p/avanza');

  const whatsapp = log.getByRole('link', { name: 'Chat via WhatsApp' }).last();
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/${whatsappOf('kemudi-toyota-cikini')}?text=${encodeURIComponent('Halo Kemudi Toyota, saya ingin bertanya: harga avanza')}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);

  await avanza.click();
  await expect(page).toHaveURL(/\/mobil-baru-toyota\/p\/avanza$/);
});

test('a suggested question is answered from the FAQ', async ({ page }) => {
  const dialog = await openChat(page);
  await dialog.getByRole('button', { name: 'Cara booking servis' }).click();
  const faq = faqs.find((f) => f.question === 'Bagaimana cara booking servis?')!;
  const log = dialog.getByRole('log');
  await expect(log.getByText(faq.answer)).toBeVisible();
  await expect(log.getByRole('link', { name: /Bagaimana cara booking servis\?/ })).toHaveAttribute('href', '/services-toyota/booking-service');
  // Related questions open to their answers.
  const related = log.getByText('Apakah booking servis dikenakan biaya?');
  await related.click();
  await expect(log.getByText(faqs.find((f) => f.question === 'Apakah booking servis dikenakan biaya?')!.answer)).toBeVisible();
});

test('the chosen city picks the WhatsApp branch', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'kemudi_city', value: encodeURIComponent(JSON.stringify({ p: 'jawa_timur', c: '3578', n: 'Surabaya' })), url: baseURL! },
  ]);
  const dialog = await openChat(page);
  await send(page, 'Promo bulan ini');
  const whatsapp = dialog.getByRole('log').getByRole('link', { name: 'Chat via WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${whatsappOf('kemudi-toyota-surabaya-ahmad-yani')}\\?`));
  await expect(dialog.getByRole('log').getByRole('link', { name: 'Kemudi Toyota Surabaya Ahmad Yani' })).toBeVisible();
});

test('the position is asked for only by "Dealer terdekat", which hands off to the nearest branch', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(GEDUNG_SATE);
  await page.addInitScript(() => {
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    (window as unknown as { positionAsked: number }).positionAsked = 0;
    navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { positionAsked: number }).positionAsked += 1;
      original(...args);
    };
  });
  const asked = () => page.evaluate(() => (window as unknown as { positionAsked: number }).positionAsked);

  const dialog = await openChat(page);
  await send(page, 'harga avanza');
  const log = dialog.getByRole('log');
  await expect(log.getByRole('link', { name: 'Chat via WhatsApp' })).toHaveCount(1);
  expect(await asked()).toBe(0);

  const request = page.waitForRequest((r) => new URL(r.url()).pathname === ASK_PATH);
  await dialog.getByRole('button', { name: 'Dealer terdekat' }).click();
  expect((await request).postDataJSON()).toEqual({ question: 'Dealer terdekat', ...GEDUNG_SATE });
  expect(await asked()).toBe(1);
  await expect(log.getByText(/^Dealer Kemudi Toyota terdekat dari lokasi Anda adalah Kemudi Toyota Bandung/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'Chat via WhatsApp' }).last()).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/(${whatsappOf('kemudi-toyota-bandung-pasteur')}|${whatsappOf('kemudi-toyota-bandung-soekarno-hatta')})\\?`),
  );
  // Known now: no more 'Gunakan lokasi saya'.
  await expect(log.getByRole('button', { name: 'Gunakan lokasi saya' })).toHaveCount(0);
});

test('Escape closes the chat and gives focus back to the floating button', async ({ page }) => {
  const dialog = await openChat(page);
  await send(page, 'inova');
  await expect(dialog.getByRole('log').getByRole('link', { name: /Innova/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  // The conversation is kept when the chat opens again.
  await launcher(page).click();
  await expect(chatDialog(page).getByRole('log').getByText('inova', { exact: true })).toBeVisible();
});

test('a failing API shows "Gagal menampilkan data", and Coba lagi asks again', async ({ page }) => {
  const askUrl = (url: URL) => url.pathname === ASK_PATH;
  await page.route(
    askUrl,
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ type: 'InternalServerError', message: 'x' }] }) }),
  );
  const dialog = await openChat(page);
  await send(page, 'harga avanza');
  const log = dialog.getByRole('log');
  await expect(log.getByText('Gagal menampilkan data')).toBeVisible();

  await page.unroute(askUrl);
  await log.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(log.getByText('Gagal menampilkan data')).toHaveCount(0);
  await expect(log.getByRole('link', { name: /Toyota Avanza/ }).first()).toBeVisible();
});

test('on a phone the open-chat event opens the full-screen modal chat and locks scrolling', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  // Phones have no floating button: the bottom bar's Tanya Tasia is the entry, and it shows the
  // unread greeting the chat announces (so the chat is listening by now).
  await expect(page.locator('button[data-chrome][aria-haspopup="dialog"]')).toBeHidden();
  await expect(bottomBarChat(page).getByText('1', { exact: true })).toBeVisible();
  expect(await scrollLocked(page)).toBeNull();

  await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), OPEN_CHAT_EVENT);
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByText(GREETING)).toBeVisible();
  await expect.poll(() => scrollLocked(page)).toBe('true');
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

  await send(page, 'harga avanza');
  await expect(dialog.getByRole('log').getByRole('link', { name: /Toyota Avanza/ }).first()).toBeVisible();
  await expect(dialog.getByRole('log').getByRole('link', { name: 'Chat via WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);

  await dialog.getByRole('button', { name: 'Tutup chat' }).click();
  await expect(dialog).toBeHidden();
  expect(await scrollLocked(page)).toBeNull();
});

test('on a phone the bottom bar opens the chat, and its badge clears once the greeting is read', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const entry = bottomBarChat(page);
  await expect(entry.getByText('1', { exact: true })).toBeVisible();
  await entry.click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Pertanyaan untuk Tasia' })).toBeFocused();
  // A followed link leaves the full-screen chat for its page.
  await dialog.getByRole('button', { name: 'Harga Avanza terbaru' }).click();
  await dialog.getByRole('log').getByRole('link', { name: /Toyota Avanza/ }).first().click();
  await expect(page).toHaveURL(/\/mobil-baru-toyota\/p\/avanza$/);
  await expect(dialog).toBeHidden();
  expect(await scrollLocked(page)).toBeNull();
  await expect(entry.getByText('1', { exact: true })).toBeHidden();
});

test('the open chat with an answer has no serious or critical accessibility violation', { tag: '@both' }, async ({ page }) => {
  await page.goto('/');
  await expect(bottomBarChat(page).or(launcher(page)).getByText('1', { exact: true })).toBeVisible();
  await page.evaluate((name) => window.dispatchEvent(new CustomEvent(name)), OPEN_CHAT_EVENT);
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cara booking servis' }).click();
  await expect(dialog.getByRole('log').getByRole('link', { name: 'Chat via WhatsApp' })).toBeVisible();
  expect(await chatViolations(page)).toEqual([]);
});
