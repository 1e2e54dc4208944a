import 'server-only';

import { headers } from 'next/headers';
import { env } from './env';

/*
 * Site-wide values every page needs, in one place: the public origin (canonical URLs, Open Graph,
 * JSON-LD) and the §2 menus (see loadMenu in layout.ts's data).
 */

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The public origin of this request, for canonical and JSON-LD URLs: SITE_URL when set, else the
 * (forwarded) Host header — checked to be a plain host[:port] so a forged header cannot inject
 * markup — and http://localhost:3000 when absent.
 */
export async function loadSiteOrigin(): Promise<string> {
  if (env.SITE_URL) return env.SITE_URL;
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0]?.trim() ?? '';
  const proto = (h.get('x-forwarded-proto') ?? '').split(',')[0]?.trim();
  if (!HOST.test(host)) return 'http://localhost:3000';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
