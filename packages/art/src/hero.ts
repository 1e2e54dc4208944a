/**
 * Hero / Open Graph pictures (1200×630), salesman avatars and the Kemudi wordmark.
 */
import { drawCarSide, GROUND_Y, normalizeBodyType, type CarBodyType } from './car';
import {
  darken,
  hashString,
  hslToHex,
  mix,
  normalizeHex,
  parseHex,
  readableTextColor,
  relativeLuminance,
} from './color';
import { escapeXml } from './escape';
import { modelKey } from './models';
import { FONT_STACK, idPrefix, num, svgDocument } from './svg';
import { BOLD_CHAR_EM, charsForWidth, wrapText } from './text';

export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 630;
export const HERO_MAX_TITLE_LINES = 3;

/** Toyota red, the default accent of the wordmark. */
export const BRAND_RED = '#eb0a1e';

export type HeroKind = 'promo' | 'article' | 'banner';

const KIND_BADGES: Record<HeroKind, string | null> = {
  promo: 'PROMO',
  article: 'ARTIKEL',
  banner: null,
};

/** Steering-wheel mark: rim, hub and three spokes, centred on (cx, cy). */
export function drawSteeringMark(cx: number, cy: number, r: number, color: string): string {
  const w = num(r * 0.22);
  return (
    `<g fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round">` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>` +
    `<path d="M${num(cx - r)} ${num(cy)}H${num(cx + r)}M${num(cx)} ${num(cy)}V${num(cy + r)}"/></g>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.3)}" fill="${color}"/>`
  );
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  fill: string,
  extra = '',
): string {
  return (
    `<text x="${x}" y="${num(y)}" font-family="${FONT_STACK}" font-size="${size}" fill="${fill}"${extra}>` +
    lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : num(lineHeight)}">${escapeXml(l)}</tspan>`).join('') +
    '</text>'
  );
}

export interface HeroSvgOptions {
  title: string;
  subtitle?: string;
  /** Background colour (hex); invalid values become grey. */
  color: string;
  kind: HeroKind;
  /** Draws a car on the right when given. */
  bodyType?: CarBodyType | (string & {});
  /** Model code: the car drawn is that model (models.ts); the body type is the fallback. */
  model?: string | undefined;
  /** Colour of that car; defaults to white, or charcoal on light backgrounds. */
  carColor?: string;
}

export function renderHeroSvg(options: HeroSvgOptions): string {
  const kind: HeroKind = options.kind in KIND_BADGES ? options.kind : 'banner';
  const base = normalizeHex(options.color);
  const dark = darken(base, 0.45);
  const ink = readableTextColor(mix(base, dark, 0.4));
  const title = typeof options.title === 'string' ? options.title.trim() : '';
  const subtitle = options.subtitle?.trim() ?? '';
  const hasCar = options.bodyType !== undefined;
  const bodyType = normalizeBodyType(options.bodyType);
  const carColor = parseHex(options.carColor)
    ? normalizeHex(options.carColor)
    : relativeLuminance(base) > 0.45
      ? '#2b3038'
      : '#f4f5f7';
  const h = hashString(`${kind}|${title}`);
  const prefix = idPrefix('h', `${kind}|${base}|${title}|${subtitle}|${hasCar ? `${bodyType}|${modelKey(options.model)}` : ''}|${carColor}`);
  const id = (name: string) => `${prefix}${name}`;

  const defs: string[] = [
    `<linearGradient id="${id('b')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
  ];
  const parts: string[] = [`<rect width="1200" height="630" fill="url(#${id('b')})"/>`];

  // Geometric backdrop; positions vary a little with the title so heroes are not clones.
  parts.push(
    `<g fill="${ink}">` +
      `<circle cx="${900 + (h & 127)}" cy="${40 + ((h >>> 7) & 63)}" r="320" opacity="0.07"/>` +
      `<circle cx="${1130 - ((h >>> 13) & 63)}" cy="${600 - ((h >>> 19) & 31)}" r="190" opacity="0.06"/></g>` +
      `<circle cx="${60 + ((h >>> 24) & 63)}" cy="600" r="96" fill="none" stroke="${ink}" stroke-width="3" opacity="0.14"/>`,
  );
  if (kind === 'promo') {
    parts.push(
      `<g fill="${ink}" opacity="0.06"><polygon points="760,0 860,0 600,630 500,630"/><polygon points="900,0 940,0 680,630 640,630"/></g>`,
    );
  } else if (kind === 'article') {
    const dots: string[] = [];
    for (let row = 0; row < 4; row += 1) {
      for (let col = 0; col < 6; col += 1) dots.push(`<circle cx="${1000 + col * 28}" cy="${70 + row * 28}" r="4"/>`);
    }
    parts.push(`<g fill="${ink}" opacity="0.22">${dots.join('')}</g>`);
  } else {
    parts.push(
      `<rect y="548" width="1200" height="82" fill="${ink}" opacity="0.08"/>` +
        `<path d="M0 596H1200" stroke="${ink}" stroke-width="4" stroke-dasharray="48 36" opacity="0.2"/>`,
    );
  }

  if (hasCar) {
    const car = drawCarSide({ model: options.model, bodyType, color: carColor }, id('c'));
    const s = 0.86;
    const tx = 900 - ((car.minX + car.maxX) / 2) * s;
    const ty = 566 - GROUND_Y * s;
    defs.push(car.defs);
    parts.push(
      `<ellipse cx="900" cy="568" rx="310" ry="24" fill="${ink}" opacity="0.12"/>` +
        `<g transform="translate(${num(tx)} ${num(ty)}) scale(${s})">${car.body}</g>`,
    );
  }

  const badge = KIND_BADGES[kind];
  let y = 150;
  if (badge) {
    const w = badge.length * 15 + 44;
    parts.push(
      `<rect x="80" y="70" width="${w}" height="44" rx="22" fill="${ink}"/>` +
        `<text x="${80 + w / 2}" y="100" font-family="${FONT_STACK}" font-size="20" font-weight="700" letter-spacing="2" text-anchor="middle" fill="${readableTextColor(ink)}">${badge}</text>`,
    );
    y = 196;
  }
  const textWidth = hasCar ? 560 : 1040;
  const size = hasCar ? 58 : 68;
  const lines = wrapText(title || 'Kemudi Toyota', charsForWidth(textWidth, size, BOLD_CHAR_EM), HERO_MAX_TITLE_LINES);
  const lineHeight = size * 1.14;
  parts.push(textLines(lines, 80, y + size * 0.8, size, lineHeight, ink, ' font-weight="800"'));
  if (subtitle) {
    const subLines = wrapText(subtitle, charsForWidth(textWidth, 28), 2);
    const subY = y + size * 0.8 + (lines.length - 1) * lineHeight + 58;
    parts.push(textLines(subLines, 80, subY, 28, 36, ink, ' opacity="0.85"'));
  }

  // Wordmark, bottom left.
  parts.push(
    drawSteeringMark(102, 566, 20, ink) +
      `<text x="136" y="576" font-family="${FONT_STACK}" font-size="28" font-weight="700" fill="${ink}">Kemudi Toyota</text>`,
  );

  return svgDocument({
    width: HERO_WIDTH,
    height: HERO_HEIGHT,
    title: subtitle ? `${title} — ${subtitle}` : title || 'Kemudi Toyota',
    defs: defs.join(''),
    body: parts.join(''),
  });
}

/** Up to two initials: first and last word of the name ("Budi Santoso" → "BS", "Suharti" → "S"). */
export function pickAvatarInitials(name: string): string {
  const words = (typeof name === 'string' ? name : '')
    .normalize('NFKC')
    .split(/\s+/)
    .map((w) => Array.from(w).find((ch) => /[\p{L}\p{N}]/u.test(ch)))
    .filter((ch): ch is string => ch !== undefined);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first}${last ?? ''}`.toLocaleUpperCase('id-ID');
}

/** A stable, saturated mid-tone colour for a name. */
export function pickAvatarColor(name: string): string {
  const key = (typeof name === 'string' ? name : '').trim().toLowerCase();
  const h = hashString(key);
  return hslToHex(h % 360, 0.5 + ((h >>> 9) % 20) / 100, 0.4 + ((h >>> 17) % 8) / 100);
}

export interface AvatarSvgOptions {
  name: string;
}

export function renderAvatarSvg(options: AvatarSvgOptions): string {
  const name = typeof options.name === 'string' ? options.name.trim() : '';
  const initials = pickAvatarInitials(name);
  const bg = pickAvatarColor(name);
  return svgDocument({
    width: 128,
    height: 128,
    title: name ? `Foto profil ${name}` : 'Foto profil',
    body:
      `<circle cx="64" cy="64" r="64" fill="${bg}"/>` +
      `<text x="64" y="64" dy="0.35em" font-family="${FONT_STACK}" font-size="${initials.length > 1 ? 50 : 58}" font-weight="600" text-anchor="middle" fill="${readableTextColor(bg)}">${escapeXml(initials)}</text>`,
  });
}

export interface LogoSvgOptions {
  /** Colour of the steering-wheel mark (hex). */
  color?: string;
  /** Colour of the word "Kemudi" (hex). */
  textColor?: string;
}

/** The site's icon (the browser tab, bookmarks): the steering-wheel mark alone, 64×64. */
export function renderSiteIconSvg(options: Pick<LogoSvgOptions, 'color'> = {}): string {
  return svgDocument({ width: 64, height: 64, title: 'Kemudi', body: drawSteeringMark(32, 32, 26, normalizeHex(options.color ?? BRAND_RED, BRAND_RED)) });
}

/** The Kemudi wordmark, 232×64. */
export function renderLogoSvg(options: LogoSvgOptions = {}): string {
  const mark = normalizeHex(options.color ?? BRAND_RED, BRAND_RED);
  const text = normalizeHex(options.textColor ?? '#111827', '#111827');
  return svgDocument({
    width: 232,
    height: 64,
    title: 'Kemudi',
    body:
      drawSteeringMark(32, 32, 22, mark) +
      `<text x="66" y="43" font-family="${FONT_STACK}" font-size="32" font-weight="800" letter-spacing="-0.5" fill="${text}">Kemudi</text>`,
  });
}
