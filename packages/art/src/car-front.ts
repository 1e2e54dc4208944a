/**
 * Straight-on front or rear view of a car, for gallery variety, drawn from the model's profile
 * (models.ts): its own width and height, tumblehome, bonnet and belt heights, lamps and grille.
 * Drawn in a 400×280 box centred on x = 200 with the ground at y = 248.
 */
import type { CarDrawOptions } from './car';
import { tyreRadiusMm } from './car-geometry';
import { darken, lighten, normalizeHex, parseHex } from './color';
import { resolveCarProfile, type CarProfile } from './models';
import { num, pointsAttr, roundedPath, type Point } from './svg';

export const CAR_END_VIEW_WIDTH = 400;
const GROUND = 248;

export interface CarEndFragment {
  defs: string;
  body: string;
}

/** Head lamps (front) seen straight on: outer and inner x as shares of the half width, top and bottom heights in mm. */
function headLamp(p: CarProfile): { outer: number; inner: number; top: number; bottom: number; drl?: boolean } {
  switch (p.head) {
    case 'slim':
      return { outer: 0.97, inner: 0.5, top: p.nose - 20, bottom: p.nose - 90 };
    case 'tall':
      return { outer: 0.96, inner: 0.66, top: p.nose - 10, bottom: p.nose - 290 };
    case 'square':
      return { outer: 0.96, inner: 0.62, top: p.nose - 20, bottom: p.nose - 190 };
    case 'split':
      return { outer: 0.97, inner: 0.52, top: p.nose - 15, bottom: p.nose - 60, drl: true };
    default:
      return { outer: 0.96, inner: 0.46, top: p.nose - 20, bottom: p.nose - 150 };
  }
}

export function drawCarEnd(options: CarDrawOptions & { end: 'front' | 'rear' }, prefix: string): CarEndFragment {
  const p = resolveCarProfile(options);
  const color = normalizeHex(options.color);
  const roof = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const front = options.end === 'front';
  // To scale within the model: width and height keep their real proportion.
  const k = Math.min(0.165, 232 / p.height);
  const cx = CAR_END_VIEW_WIDTH / 2;
  const y = (mm: number) => GROUND - mm * k;
  const half = (p.width / 2) * k;
  const roofHalf = half * p.tumble;
  const beltHalf = half - 40 * k;
  const roofY = y(p.height);
  const beltY = y(p.belt + (front ? 0 : p.beltRise));
  const bedTop = p.belt - 40;
  const hoodY = front ? y(p.nose) : y(p.tail === 'bed' ? bedTop : p.tail === 'hatch' ? p.belt + p.beltRise - 60 : (p.deck ?? p.belt));
  const sillY = y(p.clearance + 55);
  const fascia = sillY - hoodY;
  const id = (name: string) => `${prefix}${name}`;
  const R = tyreRadiusMm(p) * k;
  const tyreW = p.tyre[0] * k;
  const dark = darken(color, 0.45);

  const outline = roundedPath(
    [
      [cx - half + 6, sillY + 4, 10],
      [cx - half, hoodY + 10, 16],
      [cx - beltHalf, beltY, 10],
      [cx - roofHalf, roofY, 24],
      [cx + roofHalf, roofY, 24],
      [cx + beltHalf, beltY, 10],
      [cx + half, hoodY + 10, 16],
      [cx + half - 6, sillY + 4, 10],
    ],
    true,
  );
  const glassTop = roofY + (front ? 8 : 12);
  const glassBottom = front ? y(p.cowl) : beltY + 4;
  const shrink = (gy: number) => beltHalf + ((roofHalf - beltHalf) * (beltY - gy)) / (beltY - roofY);
  const glass = roundedPath(
    [
      [cx - shrink(glassBottom) + 10, glassBottom, 6],
      [cx - shrink(glassTop) + 8, glassTop, 8],
      [cx + shrink(glassTop) - 8, glassTop, 8],
      [cx + shrink(glassBottom) - 10, glassBottom, 6],
    ],
    true,
  );

  const defs =
    `<linearGradient id="${id('e')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(roofY)}" x2="0" y2="${num(sillY)}">` +
    `<stop offset="0" stop-color="${lighten(color, 0.3)}"/><stop offset="0.45" stop-color="${color}"/>` +
    `<stop offset="1" stop-color="${darken(color, 0.4)}"/></linearGradient>` +
    `<linearGradient id="${id('f')}" x1="0" y1="0" x2="0" y2="1">` +
    '<stop offset="0" stop-color="#8aa0b3"/><stop offset="0.6" stop-color="#2f3f4d"/><stop offset="1" stop-color="#151c23"/></linearGradient>' +
    `<radialGradient id="${id('h')}"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

  const parts: string[] = [];
  parts.push(`<ellipse cx="${cx}" cy="${GROUND + 2}" rx="${num(half + 30)}" ry="14" fill="url(#${id('h')})"/>`);
  // Tyres peek out under the body: their real width and height.
  for (const side of [-1, 1]) {
    const x = cx + side * (half - 60 * k) - (side > 0 ? tyreW : 0);
    parts.push(
      `<rect x="${num(x)}" y="${num(GROUND - 2 * R * 0.55)}" width="${num(tyreW)}" height="${num(2 * R * 0.55)}" rx="${num(tyreW / 4)}" fill="#1b1e22"/>`,
    );
  }
  // Mirrors.
  for (const side of [-1, 1]) {
    const x = cx + side * (beltHalf + 2);
    parts.push(
      `<path d="M${num(x)} ${num(beltY + 6)}h${num(side * 20)}q${num(side * 6)} 0 ${num(side * 6)} -7v-8q0 -5 ${num(-side * 5)} -5h${num(-side * 14)}z" fill="${roof ?? darken(color, 0.1)}" stroke="${dark}" stroke-width="1.2"/>`,
    );
  }
  parts.push(`<path d="${outline}" fill="url(#${id('e')})" stroke="${dark}" stroke-width="1.5"/>`);
  if (roof) {
    parts.push(
      `<path d="${roundedPath(
        [
          [cx - beltHalf, beltY, 0],
          [cx - roofHalf, roofY, 24],
          [cx + roofHalf, roofY, 24],
          [cx + beltHalf, beltY, 0],
        ],
        true,
      )}" fill="${roof}"/>`,
    );
  }
  if (p.rails) {
    parts.push(
      `<path d="M${num(cx - roofHalf + 10)} ${num(roofY)}v-6M${num(cx + roofHalf - 10)} ${num(roofY)}v-6" stroke="#23272c" stroke-width="6" stroke-linecap="round"/>`,
    );
  }
  parts.push(`<path d="${glass}" fill="url(#${id('f')})" stroke="#0f1419" stroke-width="1.5"/>`);
  if (!front && p.tail === 'bed') {
    // The cab's back wall stands over the tailgate.
    parts.push(`<rect x="${num(cx - beltHalf + 6)}" y="${num(beltY + 4)}" width="${num(2 * beltHalf - 12)}" height="${num(hoodY - beltY - 4)}" fill="${darken(color, 0.25)}"/>`);
  }
  // Bonnet or boot lid: a lighter band between the glass and the face.
  parts.push(
    `<path d="M${num(cx - beltHalf + 4)} ${num(Math.max(glassBottom, beltY) + 2)}H${num(cx + beltHalf - 4)}L${num(cx + half - 6)} ${num(hoodY + 4)}H${num(cx - half + 6)}Z" fill="${lighten(color, 0.18)}" opacity="0.8"/>`,
  );

  if (front) {
    const lamp = headLamp(p);
    for (const side of [-1, 1]) {
      const pts: Point[] = [
        [cx + side * half * lamp.outer, y(lamp.top)],
        [cx + side * half * lamp.inner, y(lamp.top) + 3],
        [cx + side * half * (lamp.inner + 0.02), y(lamp.bottom)],
        [cx + side * half * (lamp.outer - 0.03), y(lamp.bottom) - 2],
      ];
      parts.push(
        `<polygon points="${pointsAttr(pts)}" fill="#eef4fa" stroke="${darken(color, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>` +
          `<path d="M${num(cx + side * half * (lamp.outer - 0.05))} ${num(y(lamp.top) + 3)}L${num(cx + side * half * (lamp.inner + 0.06))} ${num(y(lamp.top) + 5)}" stroke="#9fd3ff" stroke-width="2.5" stroke-linecap="round"/>`,
      );
      if (lamp.drl) {
        // Split lamps: the main unit sits low in the bumper corner.
        parts.push(
          `<rect x="${num(cx + side * half * 0.86 - (side > 0 ? 0 : half * 0.16))}" y="${num(y(p.nose - 170))}" width="${num(half * 0.16)}" height="${num(90 * k)}" rx="3" fill="#eef4fa" stroke="${darken(color, 0.5)}"/>`,
        );
      }
    }
    drawGrille(parts, p, cx, half, y, hoodY, sillY, fascia, k, color);
    if (p.badge === 'gr') {
      parts.push(
        `<rect x="${num(cx + half * 0.5)}" y="${num(y(p.nose - 230))}" width="22" height="13" rx="2" fill="#d7141a"/><text x="${num(cx + half * 0.5 + 11)}" y="${num(y(p.nose - 230) + 10)}" font-family="system-ui, sans-serif" font-size="9" font-weight="800" font-style="italic" fill="#fff" text-anchor="middle">GR</text>`,
      );
    }
  } else {
    drawRearLamps(parts, p, cx, half, beltY, hoodY, sillY);
    parts.push(
      `<ellipse cx="${cx}" cy="${num(hoodY + fascia * 0.28)}" rx="8" ry="5" fill="none" stroke="#d6dbe1" stroke-width="2"/>`,
      `<rect x="${num(cx - half * 0.6)}" y="${num(sillY - 10)}" width="${num(half * 1.2)}" height="8" rx="3" fill="#1c2025"/>`,
    );
    if (p.badge) {
      const text = p.badge === 'gr' ? 'GR' : 'HYBRID';
      parts.push(
        `<text x="${num(cx + half * 0.55)}" y="${num(hoodY + fascia * 0.45)}" font-family="system-ui, sans-serif" font-size="9" font-weight="800" fill="${p.badge === 'gr' ? '#d7141a' : '#1d6fb8'}" text-anchor="middle">${text}</text>`,
      );
    }
  }
  // Number plate: Indonesian plates are black with white characters.
  const plateY = hoodY + fascia * (front ? 0.58 : 0.52);
  parts.push(`<rect x="${cx - 36}" y="${num(plateY)}" width="72" height="16" rx="2" fill="#111" stroke="#d6dbe1" stroke-width="1.5"/>`);
  return { defs, body: parts.join('') };
}

function drawGrille(
  parts: string[],
  p: CarProfile,
  cx: number,
  half: number,
  y: (mm: number) => number,
  hoodY: number,
  sillY: number,
  fascia: number,
  k: number,
  color: string,
): void {
  const edge = darken(color, 0.5);
  const lamp = headLamp(p);
  const top = y(lamp.top) + 6;
  const gw = half * (lamp.inner - 0.04);
  const emblem = (ey: number) =>
    `<ellipse cx="${cx}" cy="${num(ey)}" rx="10" ry="6.5" fill="${p.badge === 'hybrid' ? '#2b8fd6' : 'none'}" stroke="#d6dbe1" stroke-width="2.5"/>`;
  const lower = (w: number, t: number, b: number) =>
    `<path d="M${num(cx - w)} ${num(t)}H${num(cx + w)}L${num(cx + w * 0.86)} ${num(b)}H${num(cx - w * 0.86)}Z" fill="#1c2025" stroke="${edge}" stroke-width="1.2"/>`;
  switch (p.grille) {
    case 'massive': {
      // One large grille from under the bonnet edge to the bumper (Fortuner, Land Cruiser, Alphard).
      const b = hoodY + fascia * 0.78;
      parts.push(lower(gw, top, b));
      const slats: string[] = [];
      for (let gy = top + 7; gy < b - 3; gy += 7) slats.push(`M${num(cx - gw * 0.92)} ${num(gy)}H${num(cx + gw * 0.92)}`);
      parts.push(`<path d="${slats.join('')}" stroke="#4a515b" stroke-width="2"/>`, emblem(top + 10));
      break;
    }
    case 'bar': {
      // Wide horizontal bars between the lamps (Hiace, Rangga, Vellfire's slats).
      const b = hoodY + fascia * 0.42;
      parts.push(lower(half * (lamp.inner + 0.02), top - 4, b));
      const bars: string[] = [];
      for (let gy = top + 2; gy < b - 2; gy += 9) bars.push(`M${num(cx - half * lamp.inner)} ${num(gy)}H${num(cx + half * lamp.inner)}`);
      parts.push(`<path d="${bars.join('')}" stroke="#c9ced4" stroke-width="2.5"/>`, emblem((top + b) / 2));
      parts.push(lower(gw * 0.9, hoodY + fascia * 0.7, sillY - 6));
      break;
    }
    case 'closed':
      // Electric: no upper grille, only a slim intake low in the bumper.
      parts.push(emblem(top + 14), lower(gw * 1.1, hoodY + fascia * 0.74, sillY - 8));
      break;
    case 'mesh': {
      const b = hoodY + fascia * 0.8;
      parts.push(lower(gw * 1.05, top + 12, b));
      parts.push(
        `<path d="M${num(cx - gw * 0.9)} ${num(top + 20)}H${num(cx + gw * 0.9)}M${num(cx - gw * 0.85)} ${num((top + b) / 2)}H${num(cx + gw * 0.85)}M${num(cx - gw * 0.8)} ${num(b - 8)}H${num(cx + gw * 0.8)}" stroke="#5b626b" stroke-width="3" stroke-dasharray="3 3"/>`,
        emblem(top + 4),
      );
      break;
    }
    case 'slim':
      parts.push(lower(gw * 0.9, top, top + 140 * k), emblem(top + 7), lower(gw * 0.8, hoodY + fascia * 0.66, sillY - 8));
      break;
    default:
      // Trapezoid: a slim upper grille and a wide lower one.
      parts.push(lower(gw * 0.8, top, top + 60 * k), emblem(top + 12), lower(gw * 1.05, hoodY + fascia * 0.55, sillY - 6));
  }
}

function drawRearLamps(
  parts: string[],
  p: CarProfile,
  cx: number,
  half: number,
  beltY: number,
  hoodY: number,
  sillY: number,
): void {
  const red = (pts: Point[]) => `<polygon points="${pointsAttr(pts)}" fill="#c9202b" stroke="#6e0f15" stroke-width="1.5" stroke-linejoin="round"/>`;
  for (const side of [-1, 1]) {
    const o = cx + side * (half - 6);
    switch (p.rearLamp) {
      case 'vertical':
        parts.push(red([[o, beltY - 26], [o - side * 26, beltY - 24], [o - side * 24, hoodY + 40], [o, hoodY + 44]]));
        break;
      case 'bed':
        parts.push(red([[o, hoodY + 6], [o - side * 18, hoodY + 6], [o - side * 18, (hoodY + sillY) / 2 + 10], [o, (hoodY + sillY) / 2 + 10]]));
        break;
      default:
        parts.push(red([[o, hoodY + 4], [o - side * half * 0.42, hoodY + 8], [o - side * half * 0.4, hoodY + 22], [o, hoodY + 26]]));
    }
  }
  if (p.rearLamp === 'bar') {
    parts.push(`<rect x="${num(cx - half + 10)}" y="${num(hoodY + 6)}" width="${num(2 * half - 20)}" height="5" rx="2.5" fill="#e0303b"/>`);
  }
}
