/**
 * Gallery pictures, 800×450 (16:9). `index` picks a composition so a gallery of 5–7 items
 * shows different scenes: studio side view, front view outdoors, a detail crop, the rear at
 * dusk, a street scene, three cabin views; feature pictures are a magnifier on the headlight
 * or the wheel, or an icon card, depending on the title.
 */
import { GROUND_Y, drawCarSide, normalizeBodyType, type CarBodyType } from './car';
import { drawCarEnd } from './car-front';
import { darken, ensureContrast, hashString, mix, normalizeHex, parseHex, readableTextColor } from './color';
import { escapeXml } from './escape';
import { drawIcon, type IconName } from './icons';
import { cabinOf, drawInterior, INTERIOR_VARIANTS } from './interior';
import { modelKey, resolveCarProfile } from './models';
import { FONT_STACK, idPrefix, num, svgDocument } from './svg';
import { BOLD_CHAR_EM, charsForWidth, wrapText } from './text';

export const GALLERY_VIEW_WIDTH = 800;
export const GALLERY_VIEW_HEIGHT = 450;

export type GalleryKind = 'exterior' | 'interior' | 'feature';

export const GALLERY_VARIANTS = {
  exterior: ['studio-side', 'front-outdoor', 'detail', 'rear-dusk', 'side-street'],
  interior: INTERIOR_VARIANTS,
  feature: ['callout-light', 'callout-wheel', 'icon-card', 'icon-card-light'],
} as const;

export type GalleryVariant =
  | (typeof GALLERY_VARIANTS.exterior)[number]
  | (typeof GALLERY_VARIANTS.interior)[number]
  | (typeof GALLERY_VARIANTS.feature)[number];

/**
 * Which composition a gallery slot gets. Exterior and interior slots rotate by `index`.
 * A feature callout must point at the right part, so the title decides: lamps get the
 * headlight lens, wheels the wheel lens, anything else an icon card (two styles by index).
 */
export function pickGalleryVariant(kind: GalleryKind, index: number, title = ''): GalleryVariant {
  const i = Number.isFinite(index) ? Math.abs(Math.trunc(index)) : 0;
  if (kind === 'feature') {
    const t = title.toLowerCase();
    if (/lampu|\bled\b|\bdrl\b|proyektor|headlamp|\blamp/.test(t)) return 'callout-light';
    if (/velg|\bban\b|roda|inci|wheel|\brim\b/.test(t)) return 'callout-wheel';
    return i % 2 === 0 ? 'icon-card' : 'icon-card-light';
  }
  const list: readonly GalleryVariant[] = kind === 'interior' ? GALLERY_VARIANTS.interior : GALLERY_VARIANTS.exterior;
  return list[i % list.length] ?? 'studio-side';
}

/** Picks a superiority icon from Indonesian (or English) keywords in a feature title. */
export function pickFeatureIcon(title: string): IconName {
  const t = title.toLowerCase();
  const rules: [RegExp, IconName][] = [
    [/mesin|tenaga|turbo|torsi|engine|\bcc\b|\bhp\b|\bps\b/, 'engine'],
    [/aman|keselamatan|airbag|\brem\b|\babs\b|\btss\b|safety|sense/, 'safety'],
    [/irit|bbm|hybrid|hemat|konsumsi|listrik|\bev\b|fuel/, 'fuel'],
    [/4x4|off-?road|medan|tangguh|clearance/, 'offroad'],
    [/layar|teknologi|konektivitas|android|apple|digital|head unit|kamera|audio/, 'tech'],
    [/lega|luas|ruang|bagasi|kursi|baris|kapasitas|penumpang/, 'space'],
    [/nyaman|kenyamanan|\bac\b|jok|senyap|comfort/, 'comfort'],
  ];
  for (const [re, icon] of rules) if (re.test(t)) return icon;
  return 'style';
}

export interface GallerySvgOptions {
  /** Model code: the pictures show that model (models.ts); the body type is the fallback. */
  model?: string | undefined;
  bodyType: CarBodyType | (string & {});
  /** Body colour (hex); invalid values become grey. */
  color: string;
  roofColor?: string;
  kind: GalleryKind;
  /** Accessible title; feature pictures also show it as a caption. */
  title: string;
  /** Position in the gallery; selects the composition. */
  index: number;
}

type Id = (name: string) => string;

interface SceneOptions {
  model?: string | undefined;
  type: CarBodyType;
  color: string;
  roofColor?: string | undefined;
  title: string;
}

function studio(id: Id, color: string, floorY = 330): { defs: string; body: string } {
  return {
    defs:
      `<linearGradient id="${id('W')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.86)}"/><stop offset="1" stop-color="#fbfbfc"/></linearGradient>` +
      `<linearGradient id="${id('F')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe3e8"/><stop offset="1" stop-color="#f6f7f9"/></linearGradient>`,
    body:
      `<rect width="800" height="${floorY}" fill="url(#${id('W')})"/>` +
      `<rect y="${floorY}" width="800" height="${450 - floorY}" fill="url(#${id('F')})"/>` +
      `<ellipse cx="400" cy="${floorY + 40}" rx="380" ry="60" fill="#fff" opacity="0.55"/>`,
  };
}

/** Side view of the car placed with its centre at `cx`, ground at `groundY`, scale `s`. */
function placeSide(
  car: { minX: number; maxX: number },
  cx: number,
  groundY: number,
  s: number,
  flip = false,
): { tx: number; ty: number; transform: string } {
  const mid = (car.minX + car.maxX) / 2;
  const tx = flip ? cx + mid * s : cx - mid * s;
  const ty = groundY - GROUND_Y * s;
  return { tx, ty, transform: `translate(${num(tx)} ${num(ty)}) scale(${flip ? `-${num(s)} ` : ''}${num(s)})` };
}

function wrappedText(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' = 'start',
  weight = 700,
): string {
  const tspans = lines
    .map((line, i) => `<tspan x="${num(x)}" dy="${i === 0 ? 0 : num(size * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text x="${num(x)}" y="${num(y)}" font-family="${FONT_STACK}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${tspans}</text>`;
}

function exterior(
  variant: GalleryVariant,
  id: Id,
  o: SceneOptions,
): { defs: string; body: string } {
  const car = drawCarSide({ model: o.model, bodyType: o.type, color: o.color, roofColor: o.roofColor }, id('c'));
  if (variant === 'front-outdoor' || variant === 'rear-dusk') {
    const front = variant === 'front-outdoor';
    const end = drawCarEnd({ model: o.model, bodyType: o.type, color: o.color, roofColor: o.roofColor, end: front ? 'front' : 'rear' }, id('e'));
    const sky = front ? ['#a8d2f0', '#eef6fc'] : ['#1d2642', '#e49a78'];
    const defs =
      end.defs +
      `<linearGradient id="${id('S')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
    const body =
      `<rect width="800" height="450" fill="url(#${id('S')})"/>` +
      (front
        ? '<circle cx="650" cy="90" r="36" fill="#fff7d6" opacity="0.9"/>'
        : '<circle cx="170" cy="290" r="60" fill="#ffd1a6" opacity="0.7"/>') +
      `<path d="M0 300Q120 240 260 276T520 262T800 290V450H0Z" fill="${front ? '#9dbf98' : '#3a3550'}"/>` +
      `<path d="M0 318Q200 282 400 300T800 306V450H0Z" fill="${front ? '#7fa77b' : '#2b2a3d'}"/>` +
      `<path d="M372 300H428L760 450H40Z" fill="${front ? '#8e959d' : '#30343d'}"/>` +
      '<path d="M400 306V450" stroke="#f1f1f1" stroke-width="5" stroke-dasharray="16 18" opacity="0.8"/>' +
      `<g transform="translate(150 120) scale(1.25)">${end.body}</g>`;
    return { defs, body };
  }
  if (variant === 'detail') {
    const s = 3;
    const x0 = (car.geometry.wheels[1][0]) - 150;
    const y0 = GROUND_Y + 8 - 150;
    const backdrop = studio(id, o.color, 0);
    return {
      defs:
        backdrop.defs +
        car.defs +
        `<radialGradient id="${id('V')}" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
      body:
        `<rect width="800" height="450" fill="url(#${id('W')})"/>` +
        `<g transform="translate(${num(-x0 * s)} ${num(-y0 * s)}) scale(${s})">${car.body}</g>` +
        `<rect width="800" height="450" fill="url(#${id('V')})"/>`,
    };
  }
  if (variant === 'side-street') {
    const h = hashString(o.title);
    const towers: string[] = [];
    for (let x = 0, i = 0; x < 800; i += 1) {
      const w = 50 + ((h >>> (i % 24)) & 31) + (i % 3) * 14;
      const height = 90 + (((h >>> ((i * 5) % 27)) & 63) * 2 + i * 37) % 150;
      towers.push(`<rect x="${x}" y="${330 - height}" width="${w - 6}" height="${height}"/>`);
      x += w;
    }
    const place = placeSide(car, 400, 392, 1.05, true);
    return {
      defs:
        car.defs +
        `<linearGradient id="${id('S')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(o.color, '#ffffff', 0.8)}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>`,
      body:
        `<rect width="800" height="450" fill="url(#${id('S')})"/>` +
        `<g fill="${mix(o.color, '#b8c0ca', 0.75)}" opacity="0.7">${towers.join('')}</g>` +
        '<rect y="330" width="800" height="30" fill="#c9ced6"/><rect y="356" width="800" height="94" fill="#454b54"/>' +
        '<path d="M0 424H800" stroke="#e9ecef" stroke-width="5" stroke-dasharray="40 30"/>' +
        `<g transform="${place.transform}">${car.body}</g>`,
    };
  }
  // Studio side view with a faint floor reflection.
  const backdrop = studio(id, o.color);
  const place = placeSide(car, 400, 380, 1.1);
  return {
    defs:
      backdrop.defs +
      car.defs +
      `<linearGradient id="${id('R')}" gradientUnits="userSpaceOnUse" x1="0" y1="${GROUND_Y}" x2="0" y2="${GROUND_Y + 70}"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
      `<mask id="${id('M')}"><rect y="${GROUND_Y}" width="640" height="80" fill="url(#${id('R')})"/></mask>`,
    body:
      backdrop.body +
      `<g transform="${place.transform}"><g id="${id('car')}">${car.body}</g>` +
      `<g mask="url(#${id('M')})"><use href="#${id('car')}" transform="matrix(1 0 0 -1 0 ${GROUND_Y * 2})"/></g></g>`,
  };
}

function feature(
  variant: GalleryVariant,
  id: Id,
  o: SceneOptions,
): { defs: string; body: string } {
  const car = drawCarSide({ model: o.model, bodyType: o.type, color: o.color, roofColor: o.roofColor }, id('c'));
  const g = car.geometry;
  if (variant === 'icon-card' || variant === 'icon-card-light') {
    const light = variant === 'icon-card-light';
    const dark = darken(o.color, 0.45);
    const bg = light ? '#ffffff' : mix(o.color, dark, 0.5);
    const text = light ? '#111827' : readableTextColor(bg);
    // Light cards put the icon on a disc of the car colour; dark cards on a white disc.
    const disc = light ? ensureContrast(o.color, '#ffffff', 1.6) : '#ffffff';
    const stroke = light ? readableTextColor(disc) : ensureContrast(o.color, '#ffffff', 3);
    const place = placeSide(car, 620, 430, light ? 0.5 : 0.42);
    const lines = wrapText(o.title, charsForWidth(390, 36, BOLD_CHAR_EM), 3);
    return {
      defs:
        car.defs +
        `<linearGradient id="${id('B')}" x1="0" y1="0" x2="1" y2="1">` +
        (light
          ? `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${mix(o.color, '#ffffff', 0.82)}"/>`
          : `<stop offset="0" stop-color="${o.color}"/><stop offset="1" stop-color="${dark}"/>`) +
        '</linearGradient>',
      body:
        `<rect width="800" height="450" fill="url(#${id('B')})"/>` +
        `<g fill="${text}" opacity="${light ? 0.04 : 0.07}"><circle cx="700" cy="40" r="180"/><circle cx="90" cy="430" r="120"/></g>` +
        `<circle cx="200" cy="200" r="118" fill="${disc}"/>` +
        `<circle cx="200" cy="200" r="130" fill="none" stroke="${light ? disc : '#ffffff'}" stroke-width="3" opacity="0.4"/>` +
        `<g transform="translate(120 120) scale(2.5)">${drawIcon(pickFeatureIcon(o.title), stroke)}</g>` +
        wrappedText(lines, 370, 150, 36, text) +
        `<rect x="370" y="${num(150 + lines.length * 43)}" width="64" height="6" rx="3" fill="${light ? disc : text}" opacity="0.6"/>` +
        `<g transform="${place.transform}">${car.body}</g>`,
    };
  }
  const onWheel = variant === 'callout-wheel';
  const backdrop = studio(id, o.color);
  const place = placeSide(car, onWheel ? 470 : 310, 392, 0.9);
  const s = 0.9;
  const head = g.head[0] ?? [[g.maxX - 30, g.sillY - 40]];
  const target: [number, number] = onWheel
    ? [g.wheels[1][0], g.wheelY]
    : [head.reduce((a, p) => a + p[0], 0) / head.length, head.reduce((a, p) => a + p[1], 0) / head.length];
  const [lx, ly] = [target[0] * s + place.tx, target[1] * s + place.ty];
  const lens = onWheel ? { x: 170, y: 150, r: 105 } : { x: 630, y: 150, r: 105 };
  const zoom = onWheel ? 2 : 2.8;
  const accent = ensureContrast(o.color, '#ffffff', 3);
  const lines = wrapText(o.title, charsForWidth(280, 22, BOLD_CHAR_EM), 2);
  // The caption card sits in the free top corner opposite the lens.
  const cardX = onWheel ? 440 : 40;
  return {
    defs:
      backdrop.defs +
      car.defs +
      `<clipPath id="${id('L')}"><circle cx="${lens.x}" cy="${lens.y}" r="${lens.r}"/></clipPath>`,
    body:
      backdrop.body +
      `<g transform="${place.transform}"><g id="${id('car')}">${car.body}</g></g>` +
      `<path d="M${num(lx)} ${num(ly)}L${lens.x} ${lens.y + lens.r}" stroke="${accent}" stroke-width="2.5" stroke-dasharray="6 5"/>` +
      `<circle cx="${num(lx)}" cy="${num(ly)}" r="7" fill="#fff" stroke="${accent}" stroke-width="3"/>` +
      `<g clip-path="url(#${id('L')})"><rect x="${lens.x - lens.r}" y="${lens.y - lens.r}" width="${lens.r * 2}" height="${lens.r * 2}" fill="#f4f5f7"/>` +
      `<use href="#${id('car')}" transform="translate(${num(lens.x - target[0] * zoom)} ${num(lens.y - target[1] * zoom)}) scale(${zoom})"/></g>` +
      `<circle cx="${lens.x}" cy="${lens.y}" r="${lens.r}" fill="none" stroke="#fff" stroke-width="8"/>` +
      `<circle cx="${lens.x}" cy="${lens.y}" r="${lens.r + 4}" fill="none" stroke="${accent}" stroke-width="3"/>` +
      `<rect x="${cardX}" y="40" width="320" height="${lines.length * 27 + 30}" rx="12" fill="#fff" stroke="#e3e6ea"/>` +
      `<rect x="${cardX}" y="40" width="6" height="${lines.length * 27 + 30}" rx="3" fill="${accent}"/>` +
      wrappedText(lines, cardX + 22, 70, 22, '#111827'),
  };
}

export function renderGallerySvg(options: GallerySvgOptions): string {
  const type = normalizeBodyType(options.bodyType);
  const color = normalizeHex(options.color);
  const kind: GalleryKind = options.kind in GALLERY_VARIANTS ? options.kind : 'exterior';
  const title = typeof options.title === 'string' && options.title.trim() ? options.title.trim() : 'Galeri mobil';
  const variant = pickGalleryVariant(kind, options.index, title);
  const roofColor = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const prefix = idPrefix('g', `${modelKey(options.model)}|${type}|${color}|${roofColor ?? ''}|${variant}|${title}`);
  const id: Id = (name) => `${prefix}${name}`;
  const o: SceneOptions = { model: options.model, type, color, roofColor, title };
  const scene =
    kind === 'interior'
      ? drawInterior(color, variant as (typeof INTERIOR_VARIANTS)[number], prefix, cabinOf(resolveCarProfile({ model: options.model, bodyType: type })))
      : kind === 'feature'
        ? feature(variant, id, o)
        : exterior(variant, id, o);
  return svgDocument({ width: GALLERY_VIEW_WIDTH, height: GALLERY_VIEW_HEIGHT, title, defs: scene.defs, body: scene.body });
}

