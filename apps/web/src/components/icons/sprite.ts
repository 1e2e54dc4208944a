/*
 * The shared layout's icons as one SVG sprite (issue 26: fast customer pages). Drawn inline, the
 * header, footer, bottom bar and drawer carried about 40 icons of 2–5 shapes each on every page:
 * about 14 KB of the RSC payload and 13 KB of the HTML of a customer's page, serialised, parsed and
 * rendered again on every request. Now each icon is `<svg><use href="/icons.svg?v=…#name"/></svg>`
 * (components/icons/sprite-icon.tsx) and the drawings live here once, served by app/icons.svg as
 * one file the browser keeps (its URL changes with this file's content: next.config.ts).
 *
 * Each symbol carries its own paint (a stroked line icon in currentColor, a filled mark, or a
 * brand's colours), so an icon looks as it did inline. Decorative only: the link or button next to
 * an icon names it. Server code only: browser code never imports this file (the icon component
 * needs only the names, a type).
 */

/** Line icons stroked in the text colour, rounded ends and joins, at this stroke width. */
const line = (width: string) => `fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const SYMBOLS = {
  // The header (24 × 24, shown at 18 px, stroke 2).
  cart: [line('2'), '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h8.3a2 2 0 0 0 2-1.5L21.5 8H6.2"/>'],
  pin: [line('2'), '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>'],
  phone: [line('2'), '<path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 5.1 5.1l1.4-2.3L19 13.5V17a2 2 0 0 1-2 2A15 15 0 0 1 3 5a2 2 0 0 1 2-2z"/>'],
  user: [line('2'), '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>'],
  'chevron-down': [line('2'), '<path d="m6 9 6 6 6-6"/>'],
  close: [line('2'), '<path d="M6 6l12 12M18 6 6 18"/>'],
  // The search field and the phone header's search button.
  search: [
    '',
    '<circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2.25"/><path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" stroke-width="2.25" stroke-linecap="round"/>',
  ],
  // The phones' bottom bar and drawer (24 × 24, stroke 1.8).
  'bar-home': [line('1.8'), '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V21h5v-6h4v6h5V9.5"/>'],
  'bar-car': [
    line('1.8'),
    '<path d="M3 16v-3.5L5.2 7.6A2 2 0 0 1 7 6.5h10a2 2 0 0 1 1.8 1.1L21 12.5V16a1 1 0 0 1-1 1h-1"/><path d="M5 17H4a1 1 0 0 1-1-1M3 12.5h18M9 17h6"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  ],
  'bar-wrench': [line('1.8'), '<path d="M14.7 6.3a4 4 0 0 0 5 5L21 12.6a6 6 0 0 1-7.6 1.9L7 21a2.1 2.1 0 0 1-3-3l6.5-6.4A6 6 0 0 1 12.4 4l1.3-1.3a4 4 0 0 0 1 3.6z"/>'],
  'bar-chat': [line('1.8'), '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z"/><path d="M8.5 12h.01M12 12h.01M15.5 12h.01" stroke-width="2.6"/>'],
  'bar-menu': [line('1.8'), '<path d="M4 7h16M4 12h16M4 17h16"/>'],
  'bar-close': [line('1.8'), '<path d="M6 6l12 12M18 6 6 18"/>'],
  'bar-chevron': [line('1.8'), '<path d="m6 9 6 6 6-6"/>'],
  'bar-phone': [line('1.8'), '<path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z"/>'],
  'bar-user': [line('1.8'), '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>'],
  // The footer.
  instagram: [
    '',
    '<g fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none"/></g>',
  ],
  facebook: ['fill="currentColor"', '<path d="M13.6 21.5v-7.8h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.8v3.1h2.6v7.8z"/>'],
  youtube: [
    'fill="currentColor"',
    '<path fill-rule="evenodd" d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zM10 8.8v6.4l5.4-3.2z"/>',
  ],
  tiktok: [
    'fill="currentColor"',
    '<path d="M16.3 3c.3 2.3 1.7 3.8 4.2 4v3.2c-1.5.1-2.9-.4-4.2-1.2v6.3c0 3.4-2.7 5.9-6 5.9S4.5 18.7 4.5 15.4s2.7-6 6-6c.3 0 .6 0 .9.1v3.3c-.3-.1-.6-.1-.9-.1a2.6 2.6 0 1 0 2.6 2.6V3z"/>',
  ],
  x: [
    'fill="currentColor"',
    '<path fill-rule="evenodd" d="M3.5 3.5h5.3l4 5.5 4.8-5.5h2.3l-6.1 7 6.7 9.5h-5.3L10.8 14l-5.2 6H3.3l6.5-7.4zm3.1 1.6l9.6 13.3h1.5L8.2 5.1z"/>',
  ],
  // The four-colour play triangle of the Google Play badge.
  'google-play': [
    '',
    '<polygon points="4,2.5 13.2,12 4,21.5" fill="#4285f4"/><polygon points="4,2.5 16.9,9.9 13.2,12" fill="#34a853"/><polygon points="4,21.5 13.2,12 16.9,14.1" fill="#ea4335"/><polygon points="16.9,9.9 20.5,12 16.9,14.1 13.2,12" fill="#fbbc04"/>',
  ],
  // An apple with a bite and a leaf, for the App Store badge.
  apple: [
    'fill="currentColor"',
    '<path d="M16.6 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.4-.9-2.4-4zM14.2 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"/>',
  ],
  'footer-phone': [
    'fill="currentColor"',
    '<path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"/>',
  ],
  // A chat bubble for WhatsApp (a generic bubble, not WhatsApp's trademark).
  'footer-chat': [
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"',
    '<path d="M12 3.5a8.5 8.5 0 0 0-7.4 12.7L3.5 20.5l4.4-1.1A8.5 8.5 0 1 0 12 3.5z"/>',
  ],
  mail: ['fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"', '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6l8.5 7 8.5-7"/>'],
  headset: [
    'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"',
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="13" width="4" height="6" rx="1.5"/><rect x="17" y="13" width="4" height="6" rx="1.5"/><path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2"/>',
  ],
  'footer-chevron': [line('2'), '<path d="M6 9l6 6 6-6"/>'],
  check: [line('2.4'), '<path d="M5 12.5l4.5 4.5L19 7.5"/>'],
  // A tow truck, hook and wheels, for the Emergency Road Assistance card (a 32 × 32 grid).
  'road-assist': [
    line('2.2'),
    '<path d="M3 22V14h9l3-5h6l2 5h3a2 2 0 0 1 2 2v6"/><circle cx="9" cy="23" r="3"/><circle cx="24" cy="23" r="3"/><path d="M12 23h9"/><path d="M16 4v3M11.5 5.5l1.5 2.2M20.5 5.5L19 7.7"/>',
    '0 0 32 32',
  ],
  // The floating Tanya Tasia button.
  'chat-bubble': [
    'fill="currentColor"',
    '<path d="M12 3C6.5 3 2 6.6 2 11.1c0 2.3 1.2 4.4 3.1 5.9L4.3 21l4.2-2.3c1.1.3 2.3.5 3.5.5 5.5 0 10-3.6 10-8.1S17.5 3 12 3Zm-4 9.4a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z"/>',
  ],
} as const satisfies Record<string, readonly [paint: string, shapes: string, viewBox?: string]>;

export type IconName = keyof typeof SYMBOLS;

/** Every icon's name (tests: each one the components use is drawn). */
export const ICON_NAMES = Object.keys(SYMBOLS) as IconName[];

/** The sprite file app/icons.svg serves: one `<symbol>` per icon, referenced by its id. */
export function spriteDocument(): string {
  const symbols = Object.entries(SYMBOLS).map(([name, symbol]: [string, readonly [string, string, string?]]) => {
    const [paint, shapes, viewBox = '0 0 24 24'] = symbol;
    return `<symbol id="${name}" viewBox="${viewBox}"${paint ? ` ${paint}` : ''}>${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
