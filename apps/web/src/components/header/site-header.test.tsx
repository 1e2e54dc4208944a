import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SITE_MENU } from '@kemudi/domain/vocabulary';
import type { LayoutData } from '@/lib/layout';
import { SiteHeader } from './site-header';
import type * as VisitorModule from './visitor';
import { GUEST_VISITOR, type Visitor } from './visitor';

// The search box is another leaf with its own tests; the router exists only inside Next.
vi.mock('@/components/search/header-search', () => ({ HeaderSearch: () => null }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }), usePathname: () => '/' }));

// The visitor store (visitor.ts, its own tests) renders the guest on the server; here it answers
// what a case sets, as it does in the browser once it knows.
const visitor = vi.hoisted(() => ({ now: null as Visitor | null }));
vi.mock('./visitor', async (original) => {
  const real = await original<typeof VisitorModule>();
  return { ...real, useVisitor: () => visitor.now ?? real.GUEST_VISITOR };
});

function render(as: Partial<Visitor> | null = null): string {
  visitor.now = as ? { ...GUEST_VISITOR, ...as } : null;
  return renderToStaticMarkup(<SiteHeader layout={layout} />);
}

const customer = (name: string): Partial<Visitor> => ({ state: 'customer', user: { name } });

const layout: LayoutData = {
  menu: {
    ...SITE_MENU,
    header: [
      { name: 'Mobil Baru', url: '/c/mobil-baru-toyota', icon: 'car', hideOnMobile: true },
      { name: 'Purna Jual', url: '/services-toyota', icon: 'wrench', hideOnMobile: false },
    ],
    'purna-jual': [{ name: 'Servis Booking', url: '/services-toyota/booking-service', icon: 'wrench', hideOnMobile: false }],
  },
  city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' },
};

describe('SiteHeader', () => {
  it('shows a guest Masuk / Daftar and no cart badge (§2, §9)', () => {
    const html = render();
    expect(html).toContain('href="/login"');
    expect(html).toContain('Masuk / Daftar');
    expect(html).not.toContain('/myaccount/overview');
    expect(html).not.toContain('barang');
    // The phone's cart icon is named by the badge island: just 'Keranjang' for an empty cart.
    expect(html).toMatch(/<a href="\/cart"[^>]*><span[^>]*><svg[^]*?<\/svg><span class="visually-hidden">Keranjang<\/span><\/span><\/a>/);
  });

  it('greets a logged-in customer "Hai {name}", links the account and offers Keluar (§2, issue 10)', () => {
    const html = render(customer('Budi Santoso'));
    expect(html).toMatch(/<a [^>]*href="\/myaccount\/overview"[^>]*>.*Hai Budi Santoso/);
    // Logging out is a POST (a link could be followed by a prefetch or a crawler), and works without script.
    expect(html).toMatch(/<form [^>]*action="\/api\/logout" method="post"><button type="submit"[^>]*>Keluar<\/button><\/form>/);
    expect(html).not.toContain('Masuk / Daftar');
  });

  it('offers a guest no Keluar', () => {
    expect(render()).not.toContain('Keluar');
  });

  it('keeps the guest markup while the store is still asking who is visiting', () => {
    const html = render({ state: 'loading' });
    expect(html).toContain('Masuk / Daftar');
    expect(html).not.toContain('Keluar');
  });

  it('shows the cart badge only for a count above 0, capped at 99+, from the store’s count (§9)', () => {
    const three = render({ cartCount: 3 });
    // Phone icon: named "Keranjang, 3 barang", the visible number hidden from screen readers.
    expect(three).toMatch(/<span class="visually-hidden">Keranjang, 3 barang<\/span><span class="_badge_\w+" aria-hidden="true">3<\/span>/);
    // Desktop top bar: the badge beside the word.
    expect(three).toMatch(/<span class="_badge_\w+">3<span class="visually-hidden"> barang di <\/span><\/span><\/span>Keranjang<\/a>/);
    const many = render({ cartCount: 250 });
    expect(many).toContain('99+<span class="visually-hidden"> barang di </span>');
    expect(many).toContain('Keranjang, 99+ barang');
  });

  it('escapes a customer name instead of writing it as markup', () => {
    const html = render(customer('<img src=x onerror=alert(1)>'));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x');
  });
});
