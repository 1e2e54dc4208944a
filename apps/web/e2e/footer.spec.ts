import { expect, test, type Page } from '@playwright/test';

/*
 * The footer of §2 and the newsletter subscription of §4, §5 and §8, in a real browser against the
 * real API and database. Untagged: desktop only; @mobile: phone only; @both: both sizes.
 */

/** §2 "Footer" — every route it lists, with the heading it sits under and its link text. */
const FOOTER_LINKS: readonly (readonly [group: string, name: string, href: string])[] = [
  ['Mobil Baru', 'Semua Mobil Baru', '/c/mobil-baru-toyota'],
  ['Mobil Baru', 'Yaris Cross', '/mobil-baru-toyota/p/yariscross'],
  ['Mobil Baru', 'Yaris Cross Hybrid', '/mobil-baru-toyota/p/yariscrosshybrid'],
  ['Mobil Baru', 'Camry Hybrid', '/mobil-baru-toyota/p/camryhybrid'],
  ['Mobil Baru', 'Hilux 4x2', '/mobil-baru-toyota/p/hilux-4x2'],
  ['Mobil Baru', 'Hilux 4x4', '/mobil-baru-toyota/p/hilux-4x4'],
  ['Mobil Baru', 'Kijang Innova Zenix Hybrid', '/mobil-baru-toyota/p/innovahybrid'],
  ['Mobil Baru', 'Agya GR Sport', '/mobil-baru-toyota/p/agyagrsport'],
  ['Layanan', 'Mobil Bekas Bersertifikat', '/c/certified-used-car-toyota'],
  ['Layanan', 'Servis & Purna Jual', '/services-toyota'],
  ['Layanan', 'Aksesoris', '/aksesoris'],
  ['Layanan', 'Kupon Servis', '/c/kupon-service'],
  ['Layanan', 'Layanan Bengkel', '/layanan-bengkel'],
  ['Layanan', 'Toyota Home Service', '/ths-home-service'],
  ['Layanan', 'Body & Paint', '/body-paint-service'],
  ['Layanan', 'Tukar Tambah', '/services-toyota/tukar-tambah'],
  ['Tentang Kemudi', 'Tentang Kami', '/tentang-kami'],
  ['Tentang Kemudi', 'Promo', '/promosi'],
  ['Tentang Kemudi', 'Berita & Tips', '/berita-dan-tips'],
  ['Tentang Kemudi', 'Prestasi', '/prestasi'],
  ['Tentang Kemudi', 'Review Produk', '/review-produk'],
  ['Tentang Kemudi', 'Akun Saya', '/myaccount/overview'],
  ['Tentang Kemudi', 'Dealer Toyota', '/dealer-toyota'],
  ['Bantuan', 'Seputar Pertanyaan (FAQ)', '/seputar-pertanyaan'],
  ['Bantuan', 'Hubungi Kami', '/hubungi-kami'],
  ['Bantuan', 'Syarat & Ketentuan', '/syarat-ketentuan-umum'],
  ['Bantuan', 'Pemberitahuan Privasi', '/pemberitahuan-privasi'],
];

const GROUPS = ['Mobil Baru', 'Layanan', 'Tentang Kemudi', 'Bantuan'];
const INVALID_EMAIL = 'Mohon masukkan email valid Contoh: nama@contoh.com';

function footerOf(page: Page) {
  return page.getByRole('contentinfo');
}

function footerNav(page: Page) {
  return footerOf(page).getByRole('navigation', { name: 'Jelajahi Kemudi' });
}

/** A group is a <details>: its summary holds the heading. */
function groupOf(page: Page, title: string) {
  return footerNav(page).locator('details').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@contoh.com`;
}

test('the footer links to every §2 route, under its Indonesian heading, all shown on the desktop', async ({ page }) => {
  await page.goto('/');
  const nav = footerNav(page);
  for (const [group, name, href] of FOOTER_LINKS) {
    const link = groupOf(page, group).getByRole('link', { name, exact: true });
    await expect(link, `${group} › ${name}`).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  // Nothing more, nothing less: the footer's link list is exactly §2's.
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(FOOTER_LINKS.map(([, , href]) => href).sort());
  // On the desktop the groups are columns, not collapsed rows.
  for (const group of GROUPS) await expect(groupOf(page, group)).toHaveAttribute('open', '');
});

test('a footer link opens its page', async ({ page }) => {
  await page.goto('/');
  await footerNav(page).getByRole('link', { name: 'Hubungi Kami', exact: true }).click();
  await expect(page).toHaveURL(/\/hubungi-kami$/);
});

test('on a phone the link groups are collapsed rows that open on a tap, and the footer clears the bottom bar', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const models = groupOf(page, 'Mobil Baru');
  const yaris = models.getByRole('link', { name: 'Yaris Cross', exact: true });
  await expect(models).not.toHaveAttribute('open', '');
  await expect(yaris).toBeHidden();
  await models.getByText('Mobil Baru', { exact: true }).tap();
  await expect(yaris).toBeVisible();
  await expect(yaris).toHaveAttribute('href', '/mobil-baru-toyota/p/yariscross');
  await expect(groupOf(page, 'Bantuan')).not.toHaveAttribute('open', '');

  // Scrolled to the very end, the copyright line stays above the ≈ 64 px fixed bottom bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = footerOf(page).getByText(/PT Kemudi Otomotif Nusantara/);
  await expect(copyright).toBeInViewport();
  const box = await copyright.boundingBox();
  const viewportHeight = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewportHeight - 64);
});

test('Emergency Road Assistance 1500 898 is a tap-to-call link', { tag: '@both' }, async ({ page }) => {
  await page.goto('/');
  const era = footerOf(page).getByRole('link', { name: 'Emergency Road Assistance 1500 898' });
  await expect(era).toBeVisible();
  await expect(era).toHaveAttribute('href', 'tel:1500898');
});

test('social, app-store and support links open outside the site with a name', async ({ page }) => {
  await page.goto('/');
  const footer = footerOf(page);
  const social: readonly (readonly [string, RegExp])[] = [
    ['Instagram', /^https:\/\/www\.instagram\.com\/kemudi/],
    ['Facebook', /^https:\/\/www\.facebook\.com\/kemudi/],
    ['YouTube', /^https:\/\/www\.youtube\.com\/@kemudi/],
    ['TikTok', /^https:\/\/www\.tiktok\.com\/@kemudi/],
    ['X', /^https:\/\/x\.com\/kemudi/],
  ];
  for (const [network, href] of social) {
    const link = footer.getByRole('link', { name: `Kemudi di ${network} (membuka tab baru)`, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }

  const app = footer.getByRole('region', { name: 'Unduh Aplikasi Kemudi' });
  await expect(app.getByText(/booking servis/i).first()).toBeVisible();
  const play = app.getByRole('link', { name: /Google Play/ });
  const appStore = app.getByRole('link', { name: /App Store/ });
  await expect(play).toHaveAttribute('href', /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/);
  await expect(appStore).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  for (const badge of [play, appStore]) {
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toHaveAttribute('rel', /\bnoopener\b/);
  }

  const support = footer.getByRole('region', { name: 'Layanan Pelanggan' });
  await expect(support.getByRole('link', { name: /Call Center/ })).toHaveAttribute('href', /^tel:/);
  await expect(support.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/62/);
  await expect(support.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByText(/© \d{4} PT Kemudi Otomotif Nusantara/)).toBeVisible();
});

test('newsletter: empty alert, invalid message, confirm-by-email card, the same card again, the emailed link confirms once, then "Anda sudah berlangganan" (§4, §5, §8, issues 16, 29)', { tag: '@both' }, async ({ page }) => {
  const dialogs: { type: string; message: string }[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    await dialog.accept();
  });
  const subscribeCalls: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/customer/v1/subscribe')) subscribeCalls.push({ method: request.method(), url: request.url(), body: request.postData() });
  });

  await page.goto('/');
  const footer = footerOf(page);
  const newsletter = footer.getByRole('region', { name: 'Berlangganan Newsletter' });
  const email = newsletter.getByRole('textbox', { name: 'Email' });
  const submit = newsletter.getByRole('button', { name: 'Berlangganan' });

  // §5: empty after trimming → the alert, and the field keeps the focus.
  await email.fill('   ');
  await submit.click();
  await expect.poll(() => dialogs).toEqual([{ type: 'alert', message: 'Email tidak boleh kosong' }]);
  await expect(email).toBeFocused();

  // §5: a local part shorter than 3 characters and no real domain → the inline message, announced.
  await email.fill('ab@x');
  await email.press('Enter');
  const message = newsletter.getByText(INVALID_EMAIL, { exact: true });
  await expect(message).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(new RegExp(`^${INVALID_EMAIL}`));
  await expect(email).toHaveValue('ab@x');
  expect(subscribeCalls).toEqual([]); // refused in the browser, no call made
  expect(dialogs).toHaveLength(1);

  // A new address → a JSON POST (the address in no URL) → the card asking to confirm from the inbox.
  const address = uniqueEmail(test.info().project.name);
  await email.fill(`  ${address.toUpperCase()} `);
  await submit.click();
  const card = newsletter.getByRole('status').filter({ hasText: 'Terima kasih! Periksa email Anda untuk mengonfirmasi langganan.' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(address);
  await expect(card).toBeFocused();
  await expect(email).toHaveCount(0);
  expect(subscribeCalls).toHaveLength(1);
  expect(subscribeCalls[0]).toMatchObject({ method: 'POST' });
  expect(new URL(subscribeCalls[0]!.url).search).toBe('');
  expect(JSON.parse(subscribeCalls[0]!.body ?? '{}')).toEqual({ email: address });

  // The same address again (after a reload) → the same card: the site never tells whether an address is subscribed.
  await page.reload();
  await email.fill(address);
  await submit.click();
  await expect(card).toBeVisible();
  expect(dialogs).toHaveLength(1);

  // The emailed link: a page with a button (a mail scanner opening the link confirms nothing), then confirmed once.
  const outbox = await page.request.get(`/api/dev/outbox?to=${address}`);
  expect(outbox.status()).toBe(200);
  const sent = ((await outbox.json()) as { data: { text: string }[] }).data;
  const link = /https?:\/\/[^/\s]+(\/berlangganan\/konfirmasi\?token=[\w-]+)/.exec(sent[0]?.text ?? '')?.[1];
  expect(link, 'a confirmation link in the newest email').toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Konfirmasi Langganan Newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Konfirmasi langganan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Langganan Dikonfirmasi' })).toBeVisible();
  await expect(page.getByText(/^Terima kasih! Langganan newsletter Kemudi Anda sudah aktif\./)).toBeVisible();

  // The same link again: used up.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Konfirmasi langganan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tautan Tidak Berlaku' })).toBeVisible();

  // Issue 29: the confirmed address once more → §8 'Anda sudah berlangganan', and no card.
  await page.goto('/');
  await email.fill(address);
  await submit.click();
  await expect(newsletter.getByText('Anda sudah berlangganan', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('newsletter: the button shows it is busy, and a failure keeps the address with a message', { tag: '@both' }, async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  await page.route('**/api/customer/v1/subscribe', async (route) => {
    calls += 1;
    if (calls === 1) {
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"type":"InternalServerError","message":"x"}]}' });
    } else {
      await route.abort('internetdisconnected');
    }
  });

  await page.goto('/');
  const newsletter = footerOf(page).getByRole('region', { name: 'Berlangganan Newsletter' });
  const email = newsletter.getByRole('textbox', { name: 'Email' });
  const address = uniqueEmail('gagal');
  await email.fill(address);
  await newsletter.getByRole('button', { name: 'Berlangganan' }).click();

  // While the call is out: busy, and a second press sends nothing more.
  const busy = newsletter.getByRole('button', { name: 'Mengirim…' });
  await expect(busy).toBeVisible();
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await email.press('Enter');
  release();

  const failure = newsletter.getByText(/^Maaf, pendaftaran belum berhasil/);
  await expect(failure).toBeVisible();
  expect(calls).toBe(1);
  await expect(email).toHaveValue(address);
  await expect(newsletter.getByRole('button', { name: 'Berlangganan' })).toBeVisible();

  // Offline: the same message, the address still there for another try.
  await newsletter.getByRole('button', { name: 'Berlangganan' }).click();
  await expect.poll(() => calls).toBe(2);
  await expect(failure).toBeVisible();
  await expect(email).toHaveValue(address);
});
