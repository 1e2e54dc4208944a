import { securityHeaders } from '@kemudi/domain/security-headers';

/*
 * What every answer of the console carries (issue 24): the site's security headers (shared,
 * packages/domain), a Content-Security-Policy with no inline script at all — the console is a
 * single page whose only script is its own hashed bundle — and "not to be indexed".
 */

/**
 * Scripts, styles, fonts and calls from this origin only; pictures also as data: URLs (the
 * authenticator's QR code); no plugins, no framing, no <base>, forms to this origin.
 */
export function consolePolicy(options: { https: boolean }): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function consoleHeaders(options: { https: boolean }): Record<string, string> {
  return {
    ...securityHeaders({ https: options.https, geolocation: false }),
    'content-security-policy': consolePolicy(options),
    // The console is for staff: no search engine lists any of it (robots.txt disallows everything too).
    'x-robots-tag': 'noindex, nofollow',
  };
}
