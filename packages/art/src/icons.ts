/**
 * Line icons on a 64×64 grid: 3-unit round strokes, content kept inside 6–58, no fills
 * except small accents. Without an explicit colour they draw in `currentColor`, so an
 * inlined icon follows the surrounding text colour.
 */
import { normalizeHex, parseHex, readableTextColor } from './color';
import { escapeXml } from './escape';
import { num, pointsAttr, type Point } from './svg';

export const ACCESSORY_ICON_NAMES = [
  'bodykit',
  'carpet',
  'camera',
  'seat',
  'visor',
  'sill',
  'dashcam',
  'roofrack',
  'mudguard',
  'charger',
  'mirror',
  'bumper',
  'perfume',
  'coating',
  'light',
  'wheel',
  'audio',
  'sensor',
  'cover',
  'tray',
] as const;

export const PART_ICON_NAMES = [
  'oil',
  'filter',
  'brake',
  'battery',
  'sparkplug',
  'wiper',
  'belt',
  'bulb',
  'shock',
  'coolant',
  'fuse',
  'gasket',
] as const;

export const SUPERIORITY_ICON_NAMES = [
  'engine',
  'safety',
  'comfort',
  'tech',
  'space',
  'fuel',
  'style',
  'offroad',
] as const;

export const MENU_ICON_NAMES = [
  'car',
  'wrench',
  'coupon',
  'accessory',
  'package',
  'used-car',
  'part',
  'home',
  'steering',
  'exchange',
  'tracking',
  'paint',
  'promo',
  'dealer',
  'review',
] as const;

export const ICON_NAMES = [
  ...ACCESSORY_ICON_NAMES,
  ...PART_ICON_NAMES,
  ...SUPERIORITY_ICON_NAMES,
  ...MENU_ICON_NAMES,
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Indonesian default titles. */
export const ICON_LABELS: Record<IconName, string> = {
  bodykit: 'Body kit',
  carpet: 'Karpet',
  camera: 'Kamera mundur',
  seat: 'Jok',
  visor: 'Talang air',
  sill: 'Sill plate',
  dashcam: 'Kamera dasbor',
  roofrack: 'Rak atap',
  mudguard: 'Penahan lumpur',
  charger: 'Pengisi daya',
  mirror: 'Spion',
  bumper: 'Bumper',
  perfume: 'Pewangi',
  coating: 'Pelapis cat',
  light: 'Lampu',
  wheel: 'Velg',
  audio: 'Audio',
  sensor: 'Sensor parkir',
  cover: 'Sarung mobil',
  tray: 'Baki bagasi',
  oil: 'Oli',
  filter: 'Filter',
  brake: 'Rem',
  battery: 'Aki',
  sparkplug: 'Busi',
  wiper: 'Wiper',
  belt: 'Sabuk mesin',
  bulb: 'Bohlam',
  shock: 'Peredam kejut',
  coolant: 'Cairan pendingin',
  fuse: 'Sekring',
  gasket: 'Gasket',
  engine: 'Mesin',
  safety: 'Keselamatan',
  comfort: 'Kenyamanan',
  tech: 'Teknologi',
  space: 'Kabin lega',
  fuel: 'Irit bahan bakar',
  style: 'Desain',
  offroad: 'Tangguh di segala medan',
  car: 'Mobil',
  wrench: 'Servis',
  coupon: 'Kupon',
  accessory: 'Aksesori',
  package: 'Paket',
  'used-car': 'Mobil bekas',
  part: 'Suku cadang',
  home: 'Beranda',
  steering: 'Kemudi',
  exchange: 'Tukar tambah',
  tracking: 'Lacak',
  paint: 'Cat dan bodi',
  promo: 'Promo',
  dealer: 'Dealer',
  review: 'Ulasan',
};

// `$c` stands for the icon colour in the few filled accents.
const p = (d: string) => `<path d="${d}"/>`;
const c = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const dot = (cx: number, cy: number, r = 2.5) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="$c" stroke="none"/>`;
const rect = (x: number, y: number, w: number, h: number, rx = 4) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/>`;

function star(cx: number, cy: number, outer: number, inner: number, points = 5): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

function gear(cx: number, cy: number, outer: number, inner: number, teeth: number): Point[] {
  const out: Point[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i += 1) {
    const a = i * step - Math.PI / 2;
    for (const [da, r] of [
      [-0.3, inner],
      [-0.17, outer],
      [0.17, outer],
      [0.3, inner],
    ] as const) {
      out.push([cx + r * Math.cos(a + da * step * 1.6), cy + r * Math.sin(a + da * step * 1.6)]);
    }
  }
  return out;
}

const CAR_SIDE = p('M15 44H9v-9l7-3 7-10h18l8 10 7 2q2 1 2 3v7h-5M26 44h12M23 32h32') + c(20, 44, 5) + c(44, 44, 5);
const SEAT = p('M22 8q-5 0-4 5l4 27q1 5 6 5h18q5 0 5-5v-1q0-5-5-5H30l-3-21q-1-5-5-5zM26 45l-4 11M44 45l4 11');

const ICONS: Record<IconName, string> = {
  bodykit: CAR_SIDE + p('M50 50h8M6 26h10l-2 6'),
  carpet: p('M18 8h28l5 44q0 4-4 4H17q-4 0-4-4zM22 20h20M21 30h22M20 40h24'),
  camera: rect(8, 22, 48, 30, 6) + c(32, 37, 9) + p('M23 22l3-6h12l3 6') + dot(48, 29, 2),
  seat: SEAT,
  visor: p('M10 48L24 22h28l4 26zM16 14Q36 6 58 14'),
  sill: rect(6, 24, 52, 16, 5) + p('M16 32h32') + dot(11, 32, 1.8) + dot(53, 32, 1.8),
  dashcam: rect(12, 22, 40, 24, 6) + c(32, 34, 7) + p('M32 22v-8h12') + dot(46, 28, 2),
  roofrack: CAR_SIDE + p('M12 12h40M18 12v6M46 12v6'),
  mudguard: p('M8 48a20 20 0 0 1 32-16') + c(24, 48, 8) + rect(42, 26, 12, 30, 3) + p('M46 34h4'),
  charger: p('M24 8v12M40 8v12M18 20h28v12q0 14-14 14T18 32zM32 46v10'),
  mirror: p('M10 24q0-10 10-10h26q8 0 8 8v12q0 10-10 10H22q-12 0-12-12zM22 44l-4 12M18 24l8-4'),
  bumper: p('M8 28h48v12q0 8-8 8H16q-8 0-8-8zM16 38h32M12 28v-6h40v6'),
  perfume: rect(16, 26, 32, 30, 6) + p('M26 26v-8h12v8M24 12h16M44 14l8-4M46 20h8'),
  coating: p('M30 8q14 18 14 28a14 14 0 0 1-28 0q0-10 14-28zM24 36q0 6 6 8M50 8v8M46 12h8'),
  light: p('M8 20q20-8 30 0v24q-10 8-30 0zM44 22h12M44 32h14M44 42h12'),
  wheel:
    c(32, 32, 24) +
    c(32, 32, 7) +
    p('M32 25V10M38.7 29.8l14.2-4.6M36.1 37.7l8.8 12.1M27.9 37.7l-8.8 12.1M25.3 29.8l-14.2-4.6'),
  audio: rect(14, 6, 36, 52, 6) + c(32, 39, 10) + c(32, 18, 4) + dot(32, 39, 2.5),
  sensor: p('M6 44h18v-6h6M24 44v8') + p('M36 24a10 10 0 0 1 0 16M44 18a18 18 0 0 1 0 28M52 12a26 26 0 0 1 0 40'),
  cover: p('M6 48q2-14 12-16l8-12h14l10 12q12 2 14 16zM24 32l-4 16M40 32l4 16'),
  tray: p('M6 24h52l-8 26H14zM14 32h36M18 40h28'),
  oil: p('M12 28h26l8 8v16H12zM46 36l12-8M18 28v-6h10v6') + dot(56, 40, 2.5),
  filter: rect(16, 10, 32, 44, 5) + p('M16 20h32M16 44h32M24 20v24M32 20v24M40 20v24'),
  brake: c(30, 34, 22) + c(30, 34, 7) + p('M42 10q14 6 16 22') + dot(30, 20, 2) + dot(44, 34, 2) + dot(30, 48, 2) + dot(16, 34, 2),
  battery: rect(8, 20, 48, 34, 5) + p('M16 20v-6h8v6M40 20v-6h8v6M16 36h8M20 32v8M40 36h8'),
  sparkplug: p('M32 4v8M26 12h12v12H26zM22 24h20v8H22zM28 32h8v14h-8zM28 36h8M28 41h8M32 46v6h6'),
  wiper: p('M6 50Q32 18 58 50M32 52L18 22M12 27l12-9') + dot(32, 52, 3),
  belt: c(20, 22, 10) + c(44, 42, 12) + p('M13 29l21 22M27 15l26 18') + dot(20, 22, 2) + dot(44, 42, 2),
  bulb: p('M32 6a16 16 0 0 1 10 28v8H22v-8A16 16 0 0 1 32 6zM24 48h16M27 54h10M28 26l4 6 4-6'),
  shock: p('M32 4v8M24 12h16M24 16l16 4-16 4 16 4-16 4 16 4') + rect(26, 38, 12, 14, 2) + p('M32 52v8M24 60h16'),
  coolant: p('M16 22h24l8 8v26H16zM22 22v-8h12v8M32 34v10') + c(32, 47, 3) + p('M50 8q6 8 0 12q-6-4 0-12z'),
  fuse: rect(14, 8, 36, 30, 4) + p('M22 38v16M42 38v16M24 22h16'),
  gasket: rect(6, 14, 52, 36, 10) + c(32, 32, 9) + c(15, 23, 3) + c(49, 23, 3) + c(15, 41, 3) + c(49, 41, 3),
  engine: p('M14 26h6v-6h18v6h8l4 6h6v14h-6l-4 6H20l-6-6H8V30h6zM26 20v-6h8M24 34h14'),
  safety: p('M32 6l20 8v14q0 18-20 28Q12 46 12 28V14zM23 31l7 7 12-13'),
  comfort: SEAT + p('M40 12h14M44 20h12M48 28h8'),
  tech: rect(18, 18, 28, 28, 5) + rect(26, 26, 12, 12, 2) + p('M26 8v10M38 8v10M26 46v10M38 46v10M8 26h10M8 38h10M46 26h10M46 38h10'),
  space: p('M8 20V8h12M56 20V8H44M8 44v12h12M56 44v12H44M8 8l14 14M56 8L42 22M8 56l14-14M56 56L42 42'),
  fuel: rect(10, 10, 28, 46, 4) + rect(16, 16, 16, 12, 2) + p('M38 24h6q4 0 4 4v16q0 4 4 4t4-4V22l-6-6M6 56h36'),
  style: p('M28 6q3 18 20 22-17 4-20 22-3-18-20-22 17-4 20-22zM48 38q1 8 8 9-7 1-8 9-1-8-8-9 7-1 8-9z'),
  offroad: p('M4 52l18-26 10 12 8-10 20 24zM18 8l4 8M30 4v8M42 8l-4 8'),
  car: CAR_SIDE,
  wrench: p('M40 8a13 13 0 0 0-12 17L9 44a6 6 0 0 0 9 9l19-19a13 13 0 0 0 17-12l-8 7-8-2-2-8z'),
  coupon: p('M6 16h52v10a6 6 0 0 0 0 12v10H6V38a6 6 0 0 0 0-12zM24 16v32') + p('M34 40l14-16') + dot(36, 26, 2.5) + dot(46, 38, 2.5),
  accessory: p('M12 18h12a6 6 0 1 1 12 0h12v12a6 6 0 1 1 0 12v12H36a6 6 0 1 0-12 0H12V42a6 6 0 1 0 0-12z'),
  package: p('M8 20l24-10 24 10v26L32 56 8 46zM8 20l24 10 24-10M32 30v26M20 15l24 10v8'),
  'used-car': p('M15 50H9v-8l7-3 6-8h17l7 8 7 2q2 1 2 3v6h-5M26 50h12') + c(20, 50, 5) + c(44, 50, 5) + p('M36 6h12l8 8-12 12-8-8z') + dot(46, 12, 2),
  part: `<polygon points="${pointsAttr(gear(32, 32, 25, 19, 8))}"/>` + c(32, 32, 8),
  home: p('M8 30L32 10l24 20M14 26v28h36V26M27 54V38h10v16'),
  steering: c(32, 32, 24) + c(32, 32, 6) + p('M8 32h18M38 32h18M32 38v18'),
  exchange: p('M10 24h40l-9-9M54 40H14l9 9'),
  tracking: p('M32 58s18-16 18-32a18 18 0 0 0-36 0c0 16 18 32 18 32z') + c(32, 26, 7),
  paint: rect(8, 8, 38, 16, 4) + p('M46 16h8v14H32v8') + rect(28, 38, 8, 18, 2),
  promo: p('M8 26h10l24-14v40L18 38H8zM18 38l4 16h8l-3-15M50 24q5 8 0 16'),
  dealer: p('M8 24l5-16h38l5 16M12 24v32h40V24M26 56V40h12v16M8 24q6 6 12 0 6 6 12 0 6 6 12 0 6 6 12 0'),
  review: `<polygon points="${pointsAttr(star(32, 33, 25, 11))}"/>`,
};

const GENERIC_ICON = c(32, 32, 24) + p('M32 20v14') + dot(32, 43, 3);

export function normalizeIconName(name: unknown): IconName | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return (ICON_NAMES as readonly string[]).includes(key) ? (key as IconName) : null;
}

export interface IconSvgOptions {
  /** Stroke colour (hex). Default: readable on `background`, else `currentColor`. */
  color?: string;
  /** Optional tile behind the icon (hex). */
  background?: string;
  /** Accessible title; defaults to the icon's Indonesian name. */
  title?: string;
}

/** The icon as a fragment in its 64×64 system, stroked with `color` (already a safe colour value). */
export function drawIcon(name: string, color: string): string {
  const key = normalizeIconName(name);
  return (
    `<g fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    `${(key ? ICONS[key] : GENERIC_ICON).replace(/\$c/g, color)}</g>`
  );
}

/** Never throws: unknown names draw a generic icon. */
export function renderIconSvg(name: string, options: IconSvgOptions = {}): string {
  const key = normalizeIconName(name);
  const background = parseHex(options.background) ? normalizeHex(options.background) : undefined;
  const stroke =
    options.color !== undefined
      ? normalizeHex(options.color)
      : background
        ? readableTextColor(background)
        : 'currentColor';
  const title = escapeXml(options.title ?? (key ? ICON_LABELS[key] : 'Ikon'));
  const art = (key ? ICONS[key] : GENERIC_ICON).replace(/\$c/g, stroke);
  // A tile shrinks the drawing slightly so strokes do not touch its rounded corners.
  const content = background
    ? `<rect width="64" height="64" rx="14" fill="${background}" stroke="none"/><g transform="translate(8 8) scale(${num(0.75)})">${art}</g>`
    : art;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${title}"><title>${title}</title>` +
    `<g fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${content}</g></svg>`
  );
}
