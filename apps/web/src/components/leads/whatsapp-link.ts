/*
 * Issue 13: "every call to action that today only opens WhatsApp also records a lead (model, branch,
 * salesman, source page)". What the site's WhatsApp island (whatsapp-lead-island.tsx) reads from a
 * clicked wa.me link: the digits it opens a chat with, its prefilled text, and the optional
 * data-lead-model / data-lead-branch / data-lead-salesman attributes a page puts on the link (or on
 * an element around it). Pure and free of zod: it ships on every page.
 */

/** The wa.me links the island listens to (delegated, anywhere on the site). */
export const WHATSAPP_LINK_SELECTOR = 'a[href^="https://wa.me/"]';

/** The body of POST /api/whatsapp-lead (WhatsAppLeadBody of contracts/leads.ts). */
export interface WhatsAppLeadRequest {
  to: string;
  text?: string;
  sourcePage: string;
  modelCode?: string;
  branchSlug?: string;
  salesmanSlug?: string;
  idempotencyKey: string;
}

/** The same limits as the contract: the API would refuse anything longer. */
const TEXT_MAX = 1000;
const CODE_MAX = 60;
const PATH_MAX = 300;

/** The chat a wa.me link opens and its prefilled text, or null when the address is not a wa.me chat link. */
export function parseWhatsAppLink(href: string): { to: string; text?: string } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'wa.me') return null;
  const to = /^\/(\d{8,15})\/?$/.exec(url.pathname)?.[1];
  if (!to) return null;
  const text = (url.searchParams.get('text') ?? '').trim().slice(0, TEXT_MAX);
  return text ? { to, text } : { to };
}

/** A data-lead-* value as the contract takes it (trimmed, 1–60 characters), or undefined. */
function codeOf(value: string | null | undefined): string | undefined {
  const code = (value ?? '').trim();
  return code && code.length <= CODE_MAX ? code : undefined;
}

/** The page's path as a site path (§ SitePath: '/…', never '//…'), cut to the contract's length. */
export function sourcePageOf(pathname: string): string {
  const path = /^\/(?![/\\])/.test(pathname) ? pathname : '/';
  return path.slice(0, PATH_MAX);
}

/** What the lead says of a click: the link, the page it was on and the nearest data-lead-* attributes. */
export function whatsAppLeadOf(
  link: { href: string; closest: (selector: string) => { getAttribute: (name: string) => string | null } | null },
  pathname: string,
  idempotencyKey: string,
): WhatsAppLeadRequest | null {
  const chat = parseWhatsAppLink(link.href);
  if (!chat) return null;
  const attribute = (name: string) => codeOf(link.closest(`[${name}]`)?.getAttribute(name));
  const modelCode = attribute('data-lead-model');
  const branchSlug = attribute('data-lead-branch');
  const salesmanSlug = attribute('data-lead-salesman');
  return {
    ...chat,
    sourcePage: sourcePageOf(pathname),
    ...(modelCode ? { modelCode } : {}),
    ...(branchSlug ? { branchSlug } : {}),
    ...(salesmanSlug ? { salesmanSlug } : {}),
    idempotencyKey,
  };
}

/** A fresh key per click (16–64 of A–Z a–z 0–9 _ -, as LeadIdempotencyKey wants): a retried request is one lead. */
export function newLeadKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
