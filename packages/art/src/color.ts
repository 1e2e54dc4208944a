/**
 * Colour helpers for the generated SVG artwork. Every colour that reaches markup goes
 * through `normalizeHex`, so a bad query string (`?color=red"><script>`) can never end up
 * inside an attribute: it becomes the neutral grey instead.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Used whenever a caller's colour is missing or invalid. */
export const NEUTRAL_GREY = '#8a9099';

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb`, `#rrggbb` (the `#` optional, any case) → channels 0–255; anything else → null. */
export function parseHex(input: unknown): Rgb | null {
  if (typeof input !== 'string') return null;
  const match = HEX_RE.exec(input.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

function clampChannel(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clampChannel(c).toString(16).padStart(2, '0')).join('')}`;
}

export function isValidHex(input: unknown): boolean {
  return parseHex(input) !== null;
}

/** Canonical lowercase `#rrggbb`, or `fallback` (itself normalised) when the input is not a hex colour. */
export function normalizeHex(input: unknown, fallback: string = NEUTRAL_GREY): string {
  const rgb = parseHex(input) ?? parseHex(fallback) ?? parseHex(NEUTRAL_GREY);
  // parseHex(NEUTRAL_GREY) cannot fail; the last `??` only satisfies the type checker.
  return toHex(rgb ?? { r: 138, g: 144, b: 153 });
}

function rgbOf(hex: string): Rgb {
  return parseHex(hex) ?? parseHex(NEUTRAL_GREY) ?? { r: 138, g: 144, b: 153 };
}

function clampWeight(weight: number): number {
  if (!Number.isFinite(weight)) return 0;
  return Math.min(1, Math.max(0, weight));
}

/** Linear blend: weight 0 → `a`, weight 1 → `b`. */
export function mix(a: string, b: string, weight = 0.5): string {
  const w = clampWeight(weight);
  const x = rgbOf(a);
  const y = rgbOf(b);
  return toHex({
    r: x.r + (y.r - x.r) * w,
    g: x.g + (y.g - x.g) * w,
    b: x.b + (y.b - x.b) * w,
  });
}

/** Towards white by `amount` (0–1). */
export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

/** Towards black by `amount` (0–1). */
export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) – 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = rgbOf(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const DARK_TEXT = '#111827';
export const LIGHT_TEXT = '#ffffff';

/** Whichever of near-black and white reads better on `background`. */
export function readableTextColor(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/**
 * `color` nudged towards black or white (whichever contrasts with `against`) until it
 * reaches `minRatio` against it; a white car colour used as an accent on a white card
 * would otherwise vanish.
 */
export function ensureContrast(color: string, against: string, minRatio: number): string {
  const target = readableTextColor(against) === LIGHT_TEXT ? '#ffffff' : '#000000';
  let out = normalizeHex(color);
  for (let step = 0; step < 10 && contrastRatio(out, against) < minRatio; step += 1) {
    out = mix(out, target, 0.25);
  }
  return out;
}

/** HSL (h in degrees, s and l 0–1) → `#rrggbb`. */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clampWeight(s);
  const lig = clampWeight(l);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex({ r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 });
}

/** FNV-1a over UTF-16 code units: a small, stable hash for picking colours and ids. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
