/**
 * Whether cookies are marked Secure (issue 16): when the site's public origin is https (SITE_URL,
 * required in production). A site served over plain http — a developer's machine, a demo on the
 * local network — would otherwise set cookies the browser never sends back. Read from the
 * environment directly: the edge server (outside Next) and Next's route handlers both use it.
 */
export function secureCookies(): boolean {
  return /^https:\/\//i.test(process.env.SITE_URL?.trim() ?? '');
}
