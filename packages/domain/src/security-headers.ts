/**
 * The security headers every answer of our web servers carries (issue 16, shared with issue 24):
 * the customer site's edge (apps/web/src/edge) and the staff console's server (apps/console).
 * HSTS only when the visitor came over https (a plain-http server must not promise it).
 * `geolocation`: the customer site's booking forms and dealer finder ask for the location; the
 * console never does.
 */
export function securityHeaders(options: { https: boolean; geolocation?: boolean }): Record<string, string> {
  const geolocation = options.geolocation === false ? '()' : '(self)';
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': `camera=(), microphone=(), geolocation=${geolocation}, payment=(), usb=()`,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
