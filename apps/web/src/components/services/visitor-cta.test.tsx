/**
 * The call to action that follows the visitor (issue 29): the shared (cached) markup is always the
 * guest's login link; the customer's action appears only once the visitor store knows a customer,
 * and the guest's link stays while it asks.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { VisitorState } from '@/components/header/visitor';

const visitor: { state: VisitorState } = vi.hoisted(() => ({ state: 'guest' }));
vi.mock('@/components/header/visitor', () => ({ useVisitor: () => ({ state: visitor.state, user: null, cartCount: 0 }) }));

const { VisitorCta } = await import('./visitor-cta');
const { CtaList } = await import('./service-hero');
const { loginCta } = await import('@/lib/services');

const GUEST = { href: '/login?redirect=abc', label: 'Masuk untuk Booking Servis' };
const CUSTOMER = { href: '#booking-form-title', label: 'Booking Servis' };

describe('VisitorCta', () => {
  it.each<[VisitorState, typeof GUEST]>([
    ['guest', GUEST],
    ['loading', GUEST],
    ['customer', CUSTOMER],
  ])('a %s sees %o', (state, link) => {
    visitor.state = state;
    const html = renderToStaticMarkup(<VisitorCta guest={GUEST} customer={CUSTOMER} className="cta" />);
    expect(html).toBe(`<a href="${link.href}" class="cta">${link.label}</a>`);
  });

  it("puts only the guest's link in the markup a service page's list renders on the server", () => {
    visitor.state = 'guest';
    const html = renderToStaticMarkup(<CtaList items={[loginCta('Masuk untuk Lacak Pesanan', '/myaccount/pesanan', { href: '/myaccount/pesanan', label: 'Lacak Pesanan Saya' })]} />);
    expect(html).toContain('Masuk untuk Lacak Pesanan');
    expect(html).not.toContain('Lacak Pesanan Saya');
  });
});
