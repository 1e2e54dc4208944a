import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// Issue 16, as a visitor (or an attacker with a browser) meets it: pages whose scripts run only
// with the render's nonce, no other site's form reaching the site's calls, and no token accepted
// that was signed with the development secret printed in .env.example.

const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

test.describe('security', () => {
  test('pages name a fresh nonce in their policy, every script carries it, and a visit raises no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const nonces: string[] = [];
    for (const path of ['/', '/mobil-baru-toyota/p/avanza', '/login']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline\' \'strict');
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, `${path} has a nonce in its policy`).toBeTruthy();
      nonces.push(nonce!);
      // Every executable script tag the server wrote (Next's and our own app-mode script) carries
      // that nonce; the chunks Next adds later are trusted through 'strict-dynamic'.
      const html = await response!.text();
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('application/ld+json'));
      expect(tags.length).toBeGreaterThan(3);
      expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`)), `${path}: scripts without the nonce`).toEqual([]);
    }
    // The site still works under its policy: the header's menu opens on a client-side navigation.
    await page.getByRole('link', { name: 'Mobil Baru' }).first().click();
    await expect(page).toHaveURL(/\/c\/mobil-baru-toyota/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(violations).toEqual([]);
  });

  test("another site's form cannot change anything through the site's calls", async ({ page, baseURL }) => {
    // A page on another origin (another port of this machine) with a form that posts to the site on load.
    const attacker: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<form id="f" method="POST" action="${baseURL}/api/update-location"><input name="cityIsocode" value="ID-JK-JKT"></form>` +
          '<script>document.getElementById("f").submit()</script>',
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/update-location'));
      await page.goto(attackerUrl);
      const response = await answered;
      expect(response.status()).toBe(403);
      await expect(page.locator('body')).toContainText('Permintaan dari situs lain ditolak');
      expect(response.headers()['set-cookie'] ?? '').not.toContain('kemudi_city');
    } finally {
      await new Promise<void>((resolve) => attacker.close(() => resolve()));
    }
  });

  test('a token signed with the development secret of .env.example is refused', async ({ request }) => {
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'anonymous', kind: 'system', cid: 'kemudi-web', iat: now, exp: now + 600 })}`;
    const signature = createHmac('sha256', 'kemudi-local-token-secret-change-me-in-production').update(unsigned).digest('base64url');
    const forged = await request.get(`${API}/api/content/v1/data-version`, { headers: { authorization: `Bearer ${unsigned}.${signature}` } });
    expect(forged.status()).toBe(401);
    expect((await forged.json()).errors[0].message).toBeTruthy();
    // Nor is a token issued for the development client secret; the site itself, with the secrets
    // generated on its first start, answers the same call (the forgery is refused, not the call).
    const issued = await request.post(`${API}/authorizationserver/oauth/token`, {
      data: { grant_type: 'client_credentials', client_id: 'kemudi-web', client_secret: 'kemudi-local-secret' },
    });
    expect(issued.status()).toBeGreaterThanOrEqual(400);
    expect(issued.status()).toBeLessThan(500);
    expect(await issued.json()).not.toHaveProperty('access_token');
    const throughSite = await request.get('/api/content/v1/data-version');
    expect(throughSite.status()).toBe(200);
  });
});
