/**
 * Stylised side view of a car, generated from the model's profile (models.ts, car-geometry.ts).
 * The car faces right; the drawing lives in a 640×280 box with the ground at y = 248.
 */
import { buildSideGeometry, CAR_VIEW_HEIGHT, CAR_VIEW_WIDTH, GROUND_Y, splitGlass, type ArchGeometry, type SideGeometry } from './car-geometry';
import { darken, lighten, mix, normalizeHex, parseHex, readableTextColor } from './color';
import { escapeXml } from './escape';
import { modelKey, normalizeBodyType, resolveCarProfile, type CarBodyType, type CarIdentity, type CarProfile } from './models';
import { FONT_STACK, idPrefix, num, pointsAttr, roundedPath, svgDocument, type Point } from './svg';
import { BOLD_CHAR_EM, truncateText } from './text';

export { CAR_VIEW_HEIGHT, CAR_VIEW_WIDTH, GROUND_Y } from './car-geometry';
export { normalizeBodyType, type CarBodyType } from './models';

/** Indonesian names used in titles. */
export const CAR_BODY_TYPE_LABELS: Record<CarBodyType, string> = {
  hatchback: 'hatchback',
  mpv: 'MPV',
  suv: 'SUV',
  sedan: 'sedan',
  pickup: 'pikap',
  van: 'van',
  sports: 'mobil sport',
};

function bodyPath(g: SideGeometry): string {
  const [rear, front] = g.arches;
  const y = num(g.sillY);
  const arc = (a: ArchGeometry) => `A${num(a.r)} ${num(a.r)} 0 ${a.large} 0 ${num(a.cx - a.dx)} ${y}`;
  return (
    roundedPath([[rear.cx - rear.dx, g.sillY], ...g.outline, [front.cx + front.dx, g.sillY]], false) +
    arc(front) +
    `L${num(rear.cx + rear.dx)} ${y}` +
    arc(rear) +
    'Z'
  );
}

/** Arc over the top of a wheel arch, left to right. */
function archArc(a: ArchGeometry, sillY: number): string {
  return `M${num(a.cx - a.dx)} ${num(sillY)}A${num(a.r)} ${num(a.r)} 0 ${a.large} 1 ${num(a.cx + a.dx)} ${num(sillY)}`;
}

function glassPieces(g: SideGeometry): Point[][] {
  const ys = g.glass.map((p) => p[1]);
  return splitGlass(g.glass, g.splits, Math.max(...ys), Math.min(...ys));
}

/** A wheel: the tyre at its real diameter around a rim of the model's size and design. */
export function wheelMarkup(id: string, r: number, rimR: number, style: CarProfile['rim']): string {
  const rim = Math.min(rimR, r - 4);
  const spoke = (angle: number, width: number, inner: number): string => {
    const a = (angle * Math.PI) / 180;
    const at = (radius: number, da: number): Point => [radius * Math.cos(a + da), radius * Math.sin(a + da)];
    return pointsAttr([at(inner, -width * 1.8), at(rim * 0.95, -width), at(rim * 0.95, width), at(inner, width * 1.8)]);
  };
  const spokes: string[] = [];
  let face = '#30353c';
  let metal = '#c7cdd4';
  if (style === 'five' || style === 'twin') {
    for (let k = 0; k < 5; k += 1) {
      if (style === 'five') spokes.push(spoke(-90 + k * 72, 0.13, r * 0.16));
      else spokes.push(spoke(-97 + k * 72, 0.06, r * 0.16), spoke(-83 + k * 72, 0.06, r * 0.16));
    }
  } else if (style === 'multi') {
    for (let k = 0; k < 10; k += 1) spokes.push(spoke(-90 + k * 36, 0.05, r * 0.16));
  } else if (style === 'aero') {
    face = '#5b626b';
    metal = '#23272c';
    for (let k = 0; k < 5; k += 1) spokes.push(spoke(-54 + k * 72, 0.1, rim * 0.55));
  }
  const disc =
    style === 'steel'
      ? `<circle r="${num(rim)}" fill="#8c939b" stroke="#5c636b" stroke-width="2"/><circle r="${num(rim * 0.55)}" fill="none" stroke="#5c636b" stroke-width="3" stroke-dasharray="4 5"/>`
      : `<circle r="${num(rim)}" fill="${face}" stroke="#d6dbe1" stroke-width="${num(Math.max(1.5, r * 0.06))}"/>` +
        spokes.map((p) => `<polygon points="${p}" fill="${metal}"/>`).join('');
  return (
    `<g id="${id}">` +
    `<circle r="${num(r)}" fill="#1b1e22"/>` +
    `<circle r="${num(r - 3)}" fill="none" stroke="#2c3036" stroke-width="3"/>` +
    disc +
    `<circle r="${num(r * 0.14)}" fill="#e7eaee" stroke="#8a929c" stroke-width="1.5"/>` +
    '</g>'
  );
}

/** The hybrid or GR badge, where the variant wears one. */
export function badgeMarkup(badge: CarProfile['badge'], [x, y]: Point): string {
  if (badge === 'gr') {
    return (
      `<rect x="${num(x - 11)}" y="${num(y - 8)}" width="22" height="14" rx="2" fill="#d7141a" stroke="#fff" stroke-width="1"/>` +
      `<text x="${num(x)}" y="${num(y + 3)}" font-family="${FONT_STACK}" font-size="10" font-weight="800" font-style="italic" fill="#fff" text-anchor="middle">GR</text>`
    );
  }
  if (badge === 'hybrid') {
    return (
      `<rect x="${num(x - 22)}" y="${num(y - 7)}" width="44" height="12" rx="6" fill="#eef6fc" stroke="#1d6fb8" stroke-width="1.2"/>` +
      `<text x="${num(x)}" y="${num(y + 2.2)}" font-family="${FONT_STACK}" font-size="7.5" font-weight="700" letter-spacing="0.6" fill="#1d6fb8" text-anchor="middle">HYBRID</text>`
    );
  }
  return '';
}

export interface CarColors {
  color: string;
  roofColor?: string | undefined;
}

export interface CarFragment {
  defs: string;
  body: string;
  /** Horizontal extent of the body, for callers that place captions or callouts. */
  minX: number;
  maxX: number;
  /** The generated geometry (wheel centres, lamps) for callers that point at a part. */
  geometry: SideGeometry;
}

export type CarDrawOptions = CarIdentity & CarColors;

/**
 * The car as a fragment in the 640×280 coordinate system (ground at y = 248), for
 * composing into larger pictures. `prefix` keeps ids unique within the host document.
 */
export function drawCarSide(options: CarDrawOptions, prefix: string): CarFragment {
  const profile = resolveCarProfile(options);
  const g = buildSideGeometry(profile);
  const color = normalizeHex(options.color);
  const roof = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const dark = darken(color, 0.38);
  const gys = g.glass.map((p) => p[1]);
  const glassTop = Math.min(...gys);
  const glassBottom = Math.max(...gys);
  const body = bodyPath(g);
  const pieces = glassPieces(g);
  const glassPath = pieces.map((piece) => roundedPath(piece.map(([x, y]) => [x, y, 5] as const), true)).join('');
  const id = (name: string) => `${prefix}${name}`;
  const trim = '#23272c';

  const defs =
    `<linearGradient id="${id('b')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(g.roofY)}" x2="0" y2="${num(g.sillY)}">` +
    `<stop offset="0" stop-color="${lighten(color, 0.3)}"/>` +
    `<stop offset="0.42" stop-color="${color}"/>` +
    `<stop offset="0.7" stop-color="${mix(color, dark, 0.35)}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id('g')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(glassTop)}" x2="0" y2="${num(glassBottom)}">` +
    '<stop offset="0" stop-color="#7d93a6"/><stop offset="0.55" stop-color="#2f3f4d"/><stop offset="1" stop-color="#141b22"/></linearGradient>' +
    `<radialGradient id="${id('s')}"><stop offset="0" stop-color="#000" stop-opacity="0.34"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${id('c')}"><path d="${body}"/></clipPath>` +
    `<clipPath id="${id('q')}"><path d="${glassPath}"/></clipPath>` +
    wheelMarkup(id('w'), g.wheelR, g.rimR, profile.rim);

  const parts: string[] = [];
  // Ground shadow: a wide soft ellipse plus darker contact patches under the tyres.
  parts.push(
    `<ellipse cx="${num((g.minX + g.maxX) / 2)}" cy="${GROUND_Y + 2}" rx="${num((g.maxX - g.minX) / 2 + 24)}" ry="16" fill="url(#${id('s')})"/>`,
  );
  for (const a of g.arches) {
    parts.push(`<ellipse cx="${num(a.cx)}" cy="${GROUND_Y - 1}" rx="${num(g.wheelR * 0.75)}" ry="3.5" fill="#000" opacity="0.4"/>`);
  }
  // Wheel wells behind the body.
  for (const a of g.arches) parts.push(`<path d="${archArc(a, g.sillY)}Z" fill="#15181c"/>`);
  if (g.rails) parts.push(`<polygon points="${pointsAttr(g.rails)}" fill="${trim}"/>`);

  parts.push(`<path d="${body}" fill="url(#${id('b')})" stroke="${darken(color, 0.45)}" stroke-width="1.5"/>`);

  // Paint effects, clipped to the body: two-tone roof, a sheen under the shoulder, a darker rocker.
  const clipped: string[] = [];
  if (roof) clipped.push(`<rect width="640" height="${num(g.twoToneY)}" fill="${roof}"/>`);
  const shoulderY = Math.min(...g.shoulder.map((p) => p[1]));
  clipped.push(`<rect y="${num(shoulderY + 3)}" width="640" height="12" fill="#fff" opacity="0.13"/>`);
  clipped.push(`<rect y="${num(g.sillY - 14)}" width="640" height="14" fill="#000" opacity="0.16"/>`);
  parts.push(`<g clip-path="url(#${id('c')})">${clipped.join('')}</g>`);

  if (g.bedLine) {
    parts.push(`<polyline points="${pointsAttr(g.bedLine)}" fill="none" stroke="${darken(color, 0.55)}" stroke-width="3"/>`);
  }

  // Side glass over the blacked-out pillars, with a diagonal reflection.
  parts.push(`<polygon points="${pointsAttr(g.glass)}" fill="#15191e"/>`);
  if (g.blackPillar) parts.push(`<polygon points="${pointsAttr(g.blackPillar)}" fill="#15191e"/>`);
  const glassMid = Math.min(...g.glass.map((p) => p[0])) * 0.3 + Math.max(...g.glass.map((p) => p[0])) * 0.7;
  parts.push(`<path d="${glassPath}" fill="url(#${id('g')})"/>`);
  parts.push(
    `<g clip-path="url(#${id('q')})" fill="#fff" opacity="0.16">` +
      `<polygon points="${pointsAttr([
        [glassMid - 10, glassTop - 2],
        [glassMid + 36, glassTop - 2],
        [glassMid - 18, glassBottom + 2],
        [glassMid - 64, glassBottom + 2],
      ])}"/></g>`,
  );

  const lineColor = darken(color, 0.42);
  parts.push(
    `<polyline points="${pointsAttr(g.shoulder)}" fill="none" stroke="${lighten(color, 0.55)}" stroke-width="2" opacity="0.7"/>`,
  );
  if (g.crease) {
    // The crease: a dark fold under a lit edge, clipped to the body.
    const line = pointsAttr(g.crease);
    parts.push(
      `<g clip-path="url(#${id('c')})" fill="none" stroke-width="1.6">` +
        `<polyline points="${line}" stroke="${lighten(color, 0.6)}" opacity="0.85"/>` +
        `<polyline points="${line}" stroke="${lineColor}" opacity="0.6" transform="translate(0 2)"/></g>`,
    );
  }
  parts.push(
    `<path d="${g.doors.map((d) => `M${d.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`).join('')}" fill="none" stroke="${lineColor}" stroke-width="1.6" opacity="0.75"/>`,
  );
  if (g.slideRail) {
    const [[x1, y1], [x2, y2]] = g.slideRail;
    parts.push(`<path d="M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}" stroke="${trim}" stroke-width="2.5" opacity="0.8"/>`);
  }
  for (const [hx, hy] of g.handles) {
    parts.push(`<rect x="${num(hx - 7)}" y="${num(hy - 2)}" width="14" height="4" rx="2" fill="${darken(color, 0.3)}"/>`);
  }

  if (profile.cladding) {
    const outer = g.arches.map((a) => ({ ...a, r: a.r + 3 }));
    for (const a of outer) parts.push(`<path d="${archArc(a, g.sillY)}" fill="none" stroke="${trim}" stroke-width="6"/>`);
  }
  if (profile.cladding || profile.aero) {
    const [r, f] = g.arches;
    parts.push(
      `<rect x="${num(r.cx + r.dx - 2)}" y="${num(g.sillY - 8)}" width="${num(f.cx - f.dx - r.cx - r.dx + 4)}" height="8" fill="${trim}"/>`,
    );
  }

  if (g.step) parts.push(`<polygon points="${pointsAttr(g.step)}" fill="${trim}"/>`);

  // Mirror on the door, just behind the A-pillar.
  const [mx, my] = g.mirror;
  const mirrorColor = roof ?? darken(color, 0.12);
  parts.push(
    `<path d="M${num(mx - 14)} ${num(my)}l-1 -8q0 -5 5 -5h10q4 0 3 4l-3 9z" fill="${mirrorColor}" stroke="${darken(mirrorColor, 0.45)}" stroke-width="1.2"/>`,
  );

  // Lights: head lamps with a daytime-running strip, tail lamps with a highlight.
  for (const lamp of g.head) {
    parts.push(
      `<polygon points="${pointsAttr(lamp)}" fill="#eef4fa" stroke="${darken(color, 0.5)}" stroke-width="1.3" stroke-linejoin="round"/>`,
    );
  }
  const first = g.head[0];
  if (first && first.length >= 2) {
    const [a, b] = first;
    if (a && b) {
      parts.push(
        `<path d="M${num(a[0] - 2)} ${num(a[1] + 2)}L${num(b[0] + 3)} ${num(b[1] + 2)}" stroke="#9fd3ff" stroke-width="1.8" stroke-linecap="round"/>`,
      );
    }
  }
  for (const lamp of g.tail) {
    parts.push(`<polygon points="${pointsAttr(lamp)}" fill="#c9202b" stroke="#6e0f15" stroke-width="1.2" stroke-linejoin="round"/>`);
  }
  if (g.intake) parts.push(`<polygon points="${pointsAttr(g.intake)}" fill="#1c2025"/>`);

  for (const [cx] of g.wheels) parts.push(`<use href="#${id('w')}" x="${num(cx)}" y="${num(g.wheelY)}"/>`);
  parts.push(badgeMarkup(profile.badge, g.badgeAt));

  return { defs, body: parts.join(''), minX: g.minX, maxX: g.maxX, geometry: g };
}

export interface CarCaption {
  /** Model name as the buyer knows it, e.g. "Avanza". */
  name: string;
  year: number;
  /** Paint name, e.g. "Silver Metalik". */
  colorName?: string;
}

export interface CarSvgOptions extends CarIdentity {
  /** Body colour, hex; invalid values fall back to a neutral grey. */
  color: string;
  /** Optional contrasting roof (two-tone); ignored when not a valid hex colour. */
  roofColor?: string;
  /** Model name for the accessible title, e.g. "Toyota Avanza". */
  label?: string;
  /**
   * A visible label over the car (used-car list thumbnails): model, year and paint readable at a
   * glance. The car is drawn a little smaller to leave the top band free.
   */
  caption?: CarCaption;
  view?: 'side';
}

export function buildCarTitle(bodyType: CarBodyType | (string & {}), label?: string): string {
  const typeName = CAR_BODY_TYPE_LABELS[normalizeBodyType(bodyType)];
  const name = label?.trim();
  return name ? `Ilustrasi ${name} (${typeName}) tampak samping` : `Ilustrasi ${typeName} tampak samping`;
}

function captionMarkup(caption: CarCaption, color: string): string {
  const year = String(Math.trunc(caption.year)).slice(0, 4);
  const name = truncateText(caption.name.trim(), Math.floor(480 / (24 * BOLD_CHAR_EM)));
  const colorName = caption.colorName?.trim() ? truncateText(caption.colorName.trim(), 40) : '';
  const pill = '#111827';
  return (
    `<text x="16" y="34" font-family="${FONT_STACK}" font-size="24" font-weight="800" fill="#111827">${escapeXml(name)}</text>` +
    (colorName
      ? `<circle cx="22" cy="49" r="6" fill="${color}" stroke="${darken(color, 0.4)}" stroke-width="1.5"/>` +
        `<text x="34" y="55" font-family="${FONT_STACK}" font-size="16" fill="#374151">${escapeXml(colorName)}</text>`
      : '') +
    `<rect x="540" y="10" width="84" height="36" rx="18" fill="${pill}"/>` +
    `<text x="582" y="35" font-family="${FONT_STACK}" font-size="22" font-weight="800" fill="${readableTextColor(pill)}" text-anchor="middle">${escapeXml(year)}</text>`
  );
}

/** A standalone 640×280 SVG of the car from the side, on a transparent background. */
export function renderCarSvg(options: CarSvgOptions): string {
  const profile = resolveCarProfile(options);
  const color = normalizeHex(options.color);
  const roofColor = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const caption = options.caption;
  const prefix = idPrefix(
    'c',
    `${modelKey(options.model)}|${profile.bodyType}|${profile.cab ?? ''}|${profile.badge ?? ''}|${color}|${roofColor ?? ''}|${caption ? `${caption.name}|${caption.year}|${caption.colorName ?? ''}` : ''}`,
  );
  const car = drawCarSide({ ...options, color, roofColor }, prefix);
  const body = caption
    ? `<g transform="translate(44.8 48.7) scale(0.86)">${car.body}</g>${captionMarkup(caption, color)}`
    : car.body;
  return svgDocument({
    width: CAR_VIEW_WIDTH,
    height: CAR_VIEW_HEIGHT,
    title: buildCarTitle(profile.bodyType, options.label),
    defs: car.defs,
    body,
  });
}
