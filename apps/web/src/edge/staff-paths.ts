/*
 * The staff console's calls (issue 24, /api/staff/…) live on the console's own origin
 * (apps/console), never on the customer site: a script on a customer page must not be able to reach
 * a staff session through the site's proxy. The edge answers them 404 before anything else sees
 * them, whatever the spelling (%-escapes, doubled slashes, a trailing dot segment).
 */

/** Whether a request path (its %-escapes decodable) names the staff API. */
export function isStaffApiPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments[0] === 'api' && segments[1]?.toLowerCase() === 'staff';
}
