import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The footer's static parts are rendered by the server only (footer.server-markup.tsx,
 * layout/server-content.ts); the browser renders the same elements empty and keeps the server's
 * HTML inside them. The browser's side of it (hydration keeps the links, the groups open and close,
 * the newsletter form takes over) is e2e/footer.spec.ts, against the production build.
 */

/** The footer as the given side renders it: the view reads `typeof window` when it is loaded. */
async function footerHtml(side: 'server' | 'browser'): Promise<string> {
  vi.resetModules();
  if (side === 'browser') vi.stubGlobal('window', globalThis);
  const { SiteFooter } = await import('./site-footer');
  return renderToStaticMarkup(<SiteFooter />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteFooter', () => {
  it('on the server: every part, with §2 links, Emergency Road Assistance, the wordmark and the newsletter form', async () => {
    const html = await footerHtml('server');
    expect(html).toContain('<nav aria-label="Jelajahi Kemudi"');
    for (const href of ['/c/mobil-baru-toyota', '/promosi', '/dealer-toyota', '/hubungi-kami', '/syarat-ketentuan-umum']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toMatch(/<a href="tel:1500898"[^>]*>.*Emergency Road Assistance.*1500 898/);
    expect(html).toContain('Unduh Aplikasi Kemudi');
    expect(html).toContain('<svg');
    expect(html).toContain(`© ${new Date().getFullYear()} PT Kemudi Otomotif Nusantara`);
    // The newsletter form as the server sends it: the button disabled until its script runs.
    expect(html).toMatch(/<form [^>]*novalidate=""[^>]*>.*placeholder="nama@contoh.com".*<button type="submit"[^>]*disabled=""/i);
  });

  it('in the browser: the same elements, empty, so React keeps what the server sent inside them', async () => {
    const html = await footerHtml('browser');
    // The newsletter section is the browser's own (its heading and lead), the rest is kept.
    expect(html).toContain('Berlangganan Newsletter');
    expect(html).toMatch(/<section aria-labelledby="footer-app-title" class="[^"]*"><\/section>/);
    expect(html).toMatch(/<nav aria-label="Jelajahi Kemudi" class="[^"]*"><\/nav>/);
    expect(html).toMatch(/<form class="[^"]*" novalidate="" aria-busy="false"><\/form>/i);
    expect(html).not.toContain('href="/promosi"');
    expect(html).not.toContain('1500 898');
    expect(html).not.toContain('<svg');
  });
});
