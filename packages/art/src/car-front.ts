/**
 * Straight-on front or rear view of a car, for gallery variety. Proportions come from the
 * side-view table so a body type keeps its character (a van is tall, a sports car low and wide).
 * Drawn in a 400×280 box centred on x = 200 with the ground at y = 248.
 */
import { CAR_SHAPES, GROUND_Y, normalizeBodyType, type CarBodyType } from './car';
import { darken, lighten, normalizeHex, parseHex } from './color';
import { num, pointsAttr, roundedPath, type Point } from './svg';

export const CAR_END_VIEW_WIDTH = 400;

interface EndSpec {
  width: number;
  /** Roof half-width as a share of the body half-width (tumblehome). */
  roof: number;
  /** y of the front edge of the bonnet (or the top of the boot lid at the rear). */
  hoodY: number;
}

const END_SPECS: Record<CarBodyType, EndSpec> = {
  hatchback: { width: 290, roof: 0.7, hoodY: 152 },
  mpv: { width: 316, roof: 0.8, hoodY: 142 },
  suv: { width: 336, roof: 0.8, hoodY: 126 },
  sedan: { width: 318, roof: 0.66, hoodY: 150 },
  pickup: { width: 338, roof: 0.76, hoodY: 130 },
  van: { width: 320, roof: 0.9, hoodY: 126 },
  sports: { width: 344, roof: 0.58, hoodY: 168 },
};

export interface CarEndFragment {
  defs: string;
  body: string;
}

export function drawCarEnd(
  options: {
    bodyType: CarBodyType | (string & {});
    color: string;
    roofColor?: string | undefined;
    end: 'front' | 'rear';
  },
  prefix: string,
): CarEndFragment {
  const type = normalizeBodyType(options.bodyType);
  const shape = CAR_SHAPES[type];
  const spec = END_SPECS[type];
  const color = normalizeHex(options.color);
  const roof = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const cx = CAR_END_VIEW_WIDTH / 2;
  const half = spec.width / 2;
  const roofHalf = half * spec.roof;
  const beltHalf = half - 12;
  const roofY = Math.min(...shape.outline.map((v) => v[1])) + 2;
  const belt = shape.twoToneY;
  const hoodY = spec.hoodY;
  const sill = shape.sillY + 4;
  const fascia = sill - hoodY;
  const id = (name: string) => `${prefix}${name}`;
  const front = options.end === 'front';

  const outline = roundedPath(
    [
      [cx - half, sill, 12],
      [cx - half, hoodY + 6, 16],
      [cx - beltHalf, belt, 10],
      [cx - roofHalf, roofY, 22],
      [cx + roofHalf, roofY, 22],
      [cx + beltHalf, belt, 10],
      [cx + half, hoodY + 6, 16],
      [cx + half, sill, 12],
    ],
    true,
  );
  const glassTop = roofY + (front ? 10 : 14);
  const glassBottom = front ? belt - 2 : belt - 8;
  const shrink = (y: number) => beltHalf + ((roofHalf - beltHalf) * (belt - y)) / (belt - roofY);
  const glass = roundedPath(
    [
      [cx - shrink(glassBottom) + 12, glassBottom, 6],
      [cx - shrink(glassTop) + 10, glassTop, 8],
      [cx + shrink(glassTop) - 10, glassTop, 8],
      [cx + shrink(glassBottom) - 12, glassBottom, 6],
    ],
    true,
  );

  const defs =
    `<linearGradient id="${id('e')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(roofY)}" x2="0" y2="${num(sill)}">` +
    `<stop offset="0" stop-color="${lighten(color, 0.3)}"/><stop offset="0.45" stop-color="${color}"/>` +
    `<stop offset="1" stop-color="${darken(color, 0.4)}"/></linearGradient>` +
    `<linearGradient id="${id('f')}" x1="0" y1="0" x2="0" y2="1">` +
    '<stop offset="0" stop-color="#8aa0b3"/><stop offset="0.6" stop-color="#2f3f4d"/><stop offset="1" stop-color="#151c23"/></linearGradient>' +
    `<radialGradient id="${id('h')}"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

  const parts: string[] = [];
  parts.push(
    `<ellipse cx="${cx}" cy="${GROUND_Y + 2}" rx="${num(half + 30)}" ry="14" fill="url(#${id('h')})"/>`,
  );
  // Tyres peek out under the bumper.
  const tyreW = shape.wheelR * 0.9;
  for (const side of [-1, 1]) {
    const x = cx + side * (half - 14) - (side > 0 ? tyreW : 0);
    parts.push(
      `<rect x="${num(x)}" y="${num(sill - 24)}" width="${num(tyreW)}" height="${num(GROUND_Y - sill + 24)}" rx="9" fill="#1b1e22"/>`,
    );
  }
  // Mirrors.
  for (const side of [-1, 1]) {
    const x = cx + side * (beltHalf + 4);
    parts.push(
      `<path d="M${num(x)} ${num(belt + 6)}h${num(side * 22)}q${num(side * 6)} 0 ${num(side * 6)} -7v-8q0 -5 ${num(-side * 5)} -5h${num(-side * 16)}z" fill="${roof ?? darken(color, 0.1)}" stroke="${darken(color, 0.45)}" stroke-width="1.2"/>`,
    );
  }
  parts.push(`<path d="${outline}" fill="url(#${id('e')})" stroke="${darken(color, 0.45)}" stroke-width="1.5"/>`);
  if (roof) {
    parts.push(
      `<path d="${roundedPath(
        [
          [cx - beltHalf, belt, 0],
          [cx - roofHalf, roofY, 22],
          [cx + roofHalf, roofY, 22],
          [cx + beltHalf, belt, 0],
        ],
        true,
      )}" fill="${roof}"/>`,
    );
  }
  parts.push(`<path d="${glass}" fill="url(#${id('f')})" stroke="#0f1419" stroke-width="1.5"/>`);
  // Bonnet / boot lid: a lighter band between the glass and the fascia.
  parts.push(
    `<path d="M${num(cx - beltHalf + 4)} ${num(belt + 2)}H${num(cx + beltHalf - 4)}L${num(cx + half - 6)} ${num(hoodY + 4)}H${num(cx - half + 6)}Z" fill="${lighten(color, 0.18)}" opacity="0.8"/>`,
  );

  const lampTop = hoodY + fascia * 0.1;
  const lampBottom = hoodY + fascia * 0.4;
  const lampInner = half * 0.42;
  for (const side of [-1, 1]) {
    const pts: Point[] = [
      [cx + side * (half - 8), lampTop],
      [cx + side * lampInner, lampTop + 4],
      [cx + side * (lampInner - 4), lampBottom - 6],
      [cx + side * (half - 14), lampBottom],
    ];
    parts.push(
      front
        ? `<polygon points="${pointsAttr(pts)}" fill="#eef4fa" stroke="${darken(color, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>` +
            `<path d="M${num(cx + side * (half - 14))} ${num(lampTop + 5)}L${num(cx + side * (lampInner + 6))} ${num(lampTop + 8)}" stroke="#9fd3ff" stroke-width="2.5" stroke-linecap="round"/>`
        : `<polygon points="${pointsAttr(pts)}" fill="#c9202b" stroke="#6e0f15" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
  }
  if (front) {
    const gTop = lampTop + 4;
    const gBottom = hoodY + fascia * 0.5;
    const gw = lampInner - 10;
    parts.push(
      `<path d="M${num(cx - gw)} ${num(gTop)}H${num(cx + gw)}L${num(cx + gw * 0.8)} ${num(gBottom)}H${num(cx - gw * 0.8)}Z" fill="#1c2025" stroke="${darken(color, 0.5)}" stroke-width="1.2"/>`,
    );
    const slats: string[] = [];
    for (let y = gTop + 6; y < gBottom - 2; y += 6) slats.push(`M${num(cx - gw * 0.9)} ${num(y)}H${num(cx + gw * 0.9)}`);
    parts.push(`<path d="${slats.join('')}" stroke="#3a4049" stroke-width="2"/>`);
    parts.push(
      `<ellipse cx="${cx}" cy="${num((gTop + gBottom) / 2)}" rx="11" ry="7" fill="none" stroke="#d6dbe1" stroke-width="2.5"/>`,
    );
    parts.push(
      `<path d="M${num(cx - half * 0.62)} ${num(hoodY + fascia * 0.7)}H${num(cx + half * 0.62)}L${num(cx + half * 0.52)} ${num(sill - 6)}H${num(cx - half * 0.52)}Z" fill="#1c2025"/>`,
    );
  } else {
    parts.push(
      `<rect x="${num(cx - lampInner)}" y="${num(lampTop + 4)}" width="${num(lampInner * 2)}" height="3" rx="1.5" fill="#e0303b"/>`,
      `<ellipse cx="${cx}" cy="${num((lampTop + 7 + hoodY + fascia * 0.62) / 2)}" rx="8" ry="5" fill="none" stroke="#d6dbe1" stroke-width="2"/>`,
      `<rect x="${num(cx - half * 0.6)}" y="${num(sill - 12)}" width="${num(half * 1.2)}" height="8" rx="3" fill="#1c2025"/>`,
    );
  }
  // Number plate: Indonesian plates are black with white characters (spec-free decoration).
  const plateY = hoodY + fascia * (front ? 0.56 : 0.62);
  parts.push(
    `<rect x="${cx - 40}" y="${num(plateY)}" width="80" height="18" rx="2" fill="#111" stroke="#d6dbe1" stroke-width="1.5"/>`,
  );
  return { defs, body: parts.join('') };
}
