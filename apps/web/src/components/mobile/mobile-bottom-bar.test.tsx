import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SITE_MENU, type MenuEntry } from '@kemudi/domain/vocabulary';
import type * as VisitorModule from '@/components/header/visitor';
import { GUEST_VISITOR, type Visitor } from '@/components/header/visitor';
import type { LayoutData } from '@/lib/layout';
import { MobileBottomBar } from './mobile-bottom-bar';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

// The visitor store (components/header/visitor.ts, its own tests) renders the guest on the server;
// here it answers what a case sets, as it does in the browser once it knows.
const visitor = vi.hoisted(() => ({ now: null as Visitor | null }));
vi.mock('@/components/header/visitor', async (original) => {
  const real = await original<typeof VisitorModule>();
  return { ...real, useVisitor: () => visitor.now ?? real.GUEST_VISITOR };
});

function render(layout: LayoutData = guest, as: Visitor | null = null): string {
  visitor.now = as;
  return renderToStaticMarkup(<MobileBottomBar layout={layout} />);
}

const customer = (name: string): Visitor => ({ ...GUEST_VISITOR, state: 'customer', user: { name } });

const item = (name: string, url: string, hideOnMobile = false): MenuEntry => ({ name, url, icon: 'x', hideOnMobile });

const guest: LayoutData = {
  menu: {
    ...SITE_MENU,
    header: [
      item('Mobil Baru', '/c/mobil-baru-toyota', true),
      item('Purna Jual', '/services-toyota'),
      item('Promo', '/promosi'),
    ],
    'purna-jual': [item('Servis Booking', '/services-toyota/booking-service'), item('Kupon Servis', '/c/kupon-service')],
  },
  city: { provinceIsocode: 'dki_jakarta', cityIsocode: '0080', name: 'Jakarta Pusat' },
};

/** The drawer's markup (the dialog and what it holds). */
function drawer(html: string): string {
  const start = html.indexOf('role="dialog"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start);
}

describe('MobileBottomBar', () => {
  it('greets a guest with MENU and offers Masuk / Registrasi', () => {
    const html = drawer(render());
    expect(html).toMatch(/<h2 [^>]*>MENU<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>.*Masuk \/ Registrasi<\/a>/);
    expect(html).not.toContain('Akun Saya');
    expect(html).not.toContain('Keluar');
  });

  it('greets a customer by name and links Akun Saya to /myaccount/overview', () => {
    const html = drawer(render(guest, customer('Budi Santoso')));
    expect(html).toMatch(/<h2 [^>]*>Hai Budi Santoso<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/myaccount\/overview"[^>]*>.*Akun Saya<\/a>/);
    expect(html).not.toContain('Masuk / Registrasi');
    expect(html).not.toContain('>MENU<');
    expect(html).toMatch(/<form [^>]*action="\/api\/logout" method="post"><button type="submit"[^>]*>Keluar<\/button><\/form>/);
  });

  it('escapes a customer name instead of writing it as markup', () => {
    const html = render(guest, customer('<img src=x onerror=alert(1)>'));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Hai &lt;img src=x');
  });

  it('leaves out of the drawer exactly the items flagged hideOnMobile (§2: Mobil Baru)', () => {
    const html = drawer(render());
    expect(html).not.toContain('href="/c/mobil-baru-toyota"');
    expect(html).toContain('href="/promosi"');
    // The flag decides, not the name.
    const flipped = {
      ...guest,
      menu: { ...guest.menu, header: [item('Mobil Baru', '/c/mobil-baru-toyota'), item('Promo', '/promosi', true)] },
    };
    const other = drawer(render(flipped));
    expect(other).toContain('href="/c/mobil-baru-toyota"');
    expect(other).not.toContain('href="/promosi"');
  });

  it('puts the Purna Jual submenu under a collapsed disclosure button', () => {
    const html = drawer(render());
    const toggle = /<button [^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*aria-label="Submenu Purna Jual"/.exec(html);
    expect(toggle).not.toBeNull();
    expect(html).toMatch(new RegExp(`<ul id="${toggle?.[1]}"[^>]*hidden="">.*href="/services-toyota/booking-service".*href="/c/kupon-service"`));
    expect(html).toMatch(/<a [^>]*href="\/services-toyota"[^>]*>Purna Jual<\/a>/);
  });

  it('offers Emergency Road Assistance 1500 898 as a call link', () => {
    const html = drawer(render());
    expect(html).toMatch(/<a [^>]*href="tel:1500898"[^>]*>.*Emergency Road Assistance 1500 898/);
  });

  it('marks the bar item of the current route with aria-current="page", and only that one', () => {
    pathname = '/services-toyota/booking-service';
    const html = render();
    pathname = '/';
    const current = html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? [];
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/services-toyota/booking-service"');
  });

  it('starts with the drawer closed and the Lainnya button saying so', () => {
    const html = render();
    expect(html).toMatch(/<button [^>]*aria-expanded="false"[^>]*aria-controls="menu-lainnya"[^>]*>/);
    expect(html).toMatch(/<div id="menu-lainnya"[^>]*hidden=""/);
  });
});
