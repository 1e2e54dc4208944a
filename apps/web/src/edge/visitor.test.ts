import { describe, expect, it } from 'vitest';
import { renderCookieHeader, visitorOf } from './visitor';

const BANDUNG = JSON.stringify({ p: 'jawa_barat', c: '3273', n: 'Bandung' });
const JAKARTA = JSON.stringify({ p: 'dki_jakarta', c: '0080', n: 'Jakarta Pusat' });

describe('what the edge reads of a visitor’s cookies', () => {
  it('calls any token cookie personal, a guest’s cart and city not', () => {
    for (const name of ['kemudi_at', 'kemudi_rt', 'kemudi_tmp_at', 'kemudi_tmp_rt']) expect(visitorOf(`${name}=x`).personal, name).toBe(true);
    expect(visitorOf(`kemudi_cart_guid=g-1; kemudi_city=${encodeURIComponent(BANDUNG)}; kemudi_session=1`).personal).toBe(false);
    expect(visitorOf(undefined).personal).toBe(false);
  });

  it('takes the city as a page renders it: the §9 fallback when it is missing or not a city', () => {
    expect(visitorOf(`kemudi_city=${encodeURIComponent(BANDUNG)}`).city).toBe(BANDUNG);
    expect(visitorOf(undefined).city).toBe(JAKARTA);
    expect(visitorOf('kemudi_city=%7B%22c%22%3A%22..%2F..%22%7D').city).toBe(JAKARTA);
    expect(visitorOf('kemudi_city=%E0%A4%A').city).toBe(JAKARTA);
  });

  it('renders with the city cookie alone', () => {
    expect(renderCookieHeader(BANDUNG)).toBe(`kemudi_city=${encodeURIComponent(BANDUNG)}`);
  });

  it('repairs the hints the header islands read, and nothing when they agree', () => {
    expect(visitorOf('kemudi_rt=r; kemudi_session=1; kemudi_cart_guid=g; kemudi_cart=1').hintRepairs).toEqual([]);
    expect(visitorOf(undefined).hintRepairs).toEqual([]);
    const [session, cart] = visitorOf('kemudi_at=a; kemudi_cart=1').hintRepairs;
    expect(session).toMatch(/^kemudi_session=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(cart).toMatch(/^kemudi_cart=; Max-Age=0; Path=\/; SameSite=Lax$/);
    // A temporary login is not a customer session: the header must not greet anyone for it.
    expect(visitorOf('kemudi_tmp_at=t; kemudi_session=1').hintRepairs).toEqual([expect.stringMatching(/^kemudi_session=; Max-Age=0/)]);
  });
});
