import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrust, contentSecurityPolicy, isCrossSite, isNonce, newNonce, requestOrigin, securityHeaders, settleForwardedHeaders } from './security';

describe('edge security (issue 16)', () => {
  it('makes a fresh, well-formed nonce every time and names it in a policy without unsafe-inline scripts', () => {
    const a = newNonce();
    const b = newNonce();
    expect(a).not.toBe(b);
    expect(isNonce(a)).toBe(true);
    expect(isNonce('"><script>')).toBe(false);
    const policy = contentSecurityPolicy(a, { dev: false, https: false });
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' 'nonce-${a}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(a, { dev: false, https: true })).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(a, { dev: true, https: false })).toContain("'unsafe-eval'");
  });

  it('sends HSTS only over https, and nosniff, framing and referrer rules always', () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ https: false })).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });

  it('trusts forwarded headers from the configured proxies only', () => {
    expect(compileTrust(undefined)('127.0.0.1')).toBe(false);
    const loopback = compileTrust('loopback');
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('10.0.0.5')).toBe(false);
    const list = compileTrust('10.0.0.0/8, 192.168.1.7');
    expect(list('10.20.30.40')).toBe(true);
    expect(list('192.168.1.7')).toBe(true);
    expect(list('192.168.1.8')).toBe(false);
    expect(list(undefined)).toBe(false);
    expect(() => compileTrust('nonsense')).toThrow(/EDGE_TRUST_PROXY/);
  });

  it("replaces an untrusted visitor's forwarded headers with what the socket says", () => {
    const trust = compileTrust('10.0.0.0/8');
    const forged: IncomingHttpHeaders = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'localhost:3000' };
    expect(settleForwardedHeaders(forged, '203.0.113.9', trust)).toEqual({ client: '203.0.113.9', https: false });
    expect(forged).toEqual({ 'x-forwarded-for': '203.0.113.9', host: 'localhost:3000' });

    // Behind two of our proxies: the visitor is the nearest address that is not ours; what the
    // visitor wrote further left (1.2.3.4) is not believed.
    const fromProxy: IncomingHttpHeaders = { 'x-forwarded-for': '1.2.3.4, 198.51.100.2, 10.0.0.7', 'x-forwarded-host': 'www.kemudi.co.id', 'x-forwarded-proto': 'https' };
    expect(settleForwardedHeaders(fromProxy, '10.0.0.2', trust)).toEqual({ client: '198.51.100.2', https: true });
    expect(fromProxy['x-forwarded-for']).toBe('198.51.100.2');
    expect(fromProxy['x-forwarded-host']).toBe('www.kemudi.co.id');
  });

  it('refuses state-changing calls sent by another site, and lets non-browser callers and reads through', () => {
    const origin = 'http://localhost:3000';
    expect(isCrossSite('POST', { 'sec-fetch-site': 'cross-site' }, origin)).toBe(true);
    expect(isCrossSite('POST', { 'sec-fetch-site': 'same-site' }, origin)).toBe(true);
    expect(isCrossSite('POST', { 'sec-fetch-site': 'same-origin', origin }, origin)).toBe(false);
    expect(isCrossSite('DELETE', { origin: 'https://evil.example' }, origin)).toBe(true);
    expect(isCrossSite('PUT', { origin: 'null' }, origin)).toBe(true);
    expect(isCrossSite('POST', { origin }, origin)).toBe(false);
    expect(isCrossSite('POST', {}, origin)).toBe(false);
    expect(isCrossSite('GET', { 'sec-fetch-site': 'cross-site' }, origin)).toBe(false);
    expect(requestOrigin({ host: 'localhost:3000' }, false, undefined)).toBe(origin);
    expect(requestOrigin({ host: 'evil.example' }, false, 'https://www.kemudi.co.id')).toBe('https://www.kemudi.co.id');
  });
});
