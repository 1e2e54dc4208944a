/**
 * Stylised side view of a car, drawn from a small table of key points per body type.
 * The car faces right; the drawing lives in a 640×280 box with the ground at y = 248.
 */
import { BODY_TYPES, type BodyType } from '@kemudi/domain/vocabulary';
import { darken, lighten, mix, normalizeHex, parseHex } from './color';
import { clipPolygon, idPrefix, num, pointsAttr, roundedPath, svgDocument, type Point } from './svg';

/** The catalogue's body types (domain vocabulary): CAR_SHAPES must draw every one of them. */
export type CarBodyType = BodyType;

export const CAR_VIEW_WIDTH = 640;
export const CAR_VIEW_HEIGHT = 280;
export const GROUND_Y = 248;

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

/** Unknown strings (for example a body type added to the database later) draw as a hatchback. */
export function normalizeBodyType(value: unknown): CarBodyType {
  return (BODY_TYPES as readonly unknown[]).includes(value) ? (value as CarBodyType) : 'hatchback';
}

type Vertex = readonly [number, number, number?];

/** A pillar between two side windows: x where it meets the glass bottom and the glass top. */
interface Split {
  bottom: number;
  top: number;
  gap: number;
}

export interface CarShape {
  wheelR: number;
  /** Rear and front wheel centres (x). */
  wheelX: readonly [number, number];
  /** Bottom edge of the body between the wheels. */
  sillY: number;
  /** Body outline from the rear bottom corner over the roof to the front bottom corner; third value rounds the corner. */
  outline: readonly Vertex[];
  /** Convex area of side glass, split into windows by `splits`. */
  glass: readonly Point[];
  splits: readonly Split[];
  /** Everything above this line takes the roof colour on two-tone cars. */
  twoToneY: number;
  shoulder: readonly Point[];
  doors: readonly (readonly Point[])[];
  handles: readonly Point[];
  head: readonly Point[];
  tail: readonly Point[];
  mirror: Point;
  rails?: readonly [number, number, number];
  bed?: readonly [number, number, number];
  cladding?: boolean;
  skirt?: boolean;
}

export const CAR_SHAPES: Record<CarBodyType, CarShape> = {
  hatchback: {
    wheelR: 40,
    wheelX: [196, 446],
    sillY: 214,
    outline: [
      [120, 214, 12],
      [114, 160, 14],
      [122, 104, 24],
      [178, 82, 40],
      [318, 80, 64],
      [410, 138, 16],
      [506, 150, 34],
      [536, 176, 14],
      [534, 214, 12],
    ],
    glass: [
      [146, 140],
      [182, 94],
      [314, 92],
      [394, 140],
    ],
    splits: [{ bottom: 274, top: 266, gap: 11 }],
    twoToneY: 140,
    shoulder: [
      [118, 152],
      [300, 150],
      [520, 158],
    ],
    doors: [
      [
        [274, 140],
        [276, 210],
      ],
      [
        [398, 142],
        [401, 176],
      ],
    ],
    handles: [
      [250, 158],
      [376, 158],
    ],
    head: [
      [488, 154],
      [516, 156],
      [532, 170],
      [506, 170],
    ],
    tail: [
      [116, 122],
      [128, 120],
      [126, 146],
      [115, 148],
    ],
    mirror: [394, 140],
  },
  mpv: {
    wheelR: 40,
    wheelX: [156, 472],
    sillY: 212,
    outline: [
      [56, 212, 12],
      [50, 150, 14],
      [64, 58, 30],
      [392, 46, 64],
      [480, 122, 14],
      [568, 140, 28],
      [592, 166, 14],
      [590, 212, 12],
    ],
    glass: [
      [78, 124],
      [86, 64],
      [384, 58],
      [462, 128],
    ],
    splits: [
      { bottom: 112, top: 114, gap: 12 },
      { bottom: 222, top: 224, gap: 12 },
      { bottom: 352, top: 346, gap: 12 },
    ],
    twoToneY: 124,
    shoulder: [
      [54, 140],
      [320, 142],
      [580, 150],
    ],
    doors: [
      [
        [228, 126],
        [230, 206],
      ],
      [
        [356, 128],
        [358, 210],
      ],
      [
        [466, 130],
        [467, 166],
      ],
    ],
    handles: [
      [248, 148],
      [376, 148],
    ],
    head: [
      [548, 144],
      [576, 148],
      [590, 162],
      [560, 162],
    ],
    tail: [
      [52, 78],
      [62, 78],
      [62, 128],
      [52, 130],
    ],
    mirror: [462, 126],
  },
  suv: {
    wheelR: 46,
    wheelX: [160, 462],
    sillY: 198,
    outline: [
      [52, 202, 10],
      [46, 140, 12],
      [56, 62, 22],
      [376, 54, 54],
      [452, 116, 12],
      [562, 124, 22],
      [586, 148, 12],
      [586, 202, 10],
    ],
    glass: [
      [72, 118],
      [76, 66],
      [372, 66],
      [436, 118],
    ],
    splits: [
      { bottom: 148, top: 154, gap: 18 },
      { bottom: 300, top: 296, gap: 12 },
    ],
    twoToneY: 118,
    shoulder: [
      [50, 132],
      [320, 134],
      [580, 140],
    ],
    doors: [
      [
        [304, 120],
        [306, 192],
      ],
      [
        [440, 120],
        [441, 150],
      ],
    ],
    handles: [
      [280, 142],
      [418, 142],
    ],
    head: [
      [540, 128],
      [572, 130],
      [586, 146],
      [552, 146],
    ],
    tail: [
      [48, 80],
      [58, 80],
      [58, 130],
      [48, 132],
    ],
    mirror: [436, 118],
    rails: [90, 330, 48],
    cladding: true,
  },
  sedan: {
    wheelR: 40,
    wheelX: [152, 468],
    sillY: 214,
    outline: [
      [46, 212, 12],
      [40, 158, 14],
      [50, 132, 12],
      [146, 124, 22],
      [236, 88, 48],
      [348, 84, 60],
      [444, 136, 12],
      [574, 150, 32],
      [600, 174, 14],
      [598, 212, 12],
    ],
    glass: [
      [172, 134],
      [238, 96],
      [344, 94],
      [428, 136],
    ],
    splits: [
      { bottom: 210, top: 230, gap: 10 },
      { bottom: 322, top: 316, gap: 11 },
    ],
    twoToneY: 134,
    shoulder: [
      [44, 146],
      [320, 148],
      [590, 160],
    ],
    doors: [
      [
        [326, 136],
        [328, 210],
      ],
      [
        [432, 138],
        [434, 176],
      ],
      [
        [196, 134],
        [204, 176],
      ],
    ],
    handles: [
      [302, 156],
      [410, 156],
    ],
    head: [
      [546, 154],
      [582, 158],
      [598, 172],
      [562, 170],
    ],
    tail: [
      [42, 140],
      [62, 136],
      [64, 150],
      [42, 154],
    ],
    mirror: [428, 136],
  },
  pickup: {
    wheelR: 46,
    wheelX: [142, 470],
    sillY: 198,
    outline: [
      [44, 202, 8],
      [40, 124, 6],
      [236, 124, 3],
      [240, 62, 18],
      [352, 54, 46],
      [434, 118, 12],
      [564, 128, 22],
      [592, 150, 12],
      [590, 202, 10],
    ],
    glass: [
      [256, 120],
      [258, 68],
      [350, 66],
      [418, 122],
    ],
    splits: [{ bottom: 340, top: 336, gap: 12 }],
    twoToneY: 118,
    shoulder: [
      [42, 138],
      [330, 136],
      [584, 142],
    ],
    doors: [
      [
        [344, 122],
        [346, 194],
      ],
      [
        [422, 122],
        [424, 152],
      ],
      [
        [250, 124],
        [250, 194],
      ],
    ],
    handles: [
      [322, 142],
      [402, 142],
    ],
    head: [
      [542, 132],
      [574, 134],
      [590, 148],
      [554, 148],
    ],
    tail: [
      [41, 134],
      [52, 134],
      [52, 168],
      [42, 168],
    ],
    mirror: [418, 120],
    bed: [42, 236, 124],
  },
  van: {
    wheelR: 38,
    wheelX: [140, 486],
    sillY: 212,
    outline: [
      [44, 212, 10],
      [40, 36, 16],
      [476, 32, 46],
      [560, 108, 14],
      [592, 124, 18],
      [604, 156, 10],
      [602, 212, 10],
    ],
    glass: [
      [60, 106],
      [60, 46],
      [474, 46],
      [540, 108],
    ],
    splits: [
      { bottom: 176, top: 176, gap: 12 },
      { bottom: 290, top: 290, gap: 12 },
      { bottom: 400, top: 396, gap: 14 },
      { bottom: 508, top: 500, gap: 8 },
    ],
    twoToneY: 108,
    shoulder: [
      [42, 122],
      [560, 124],
      [598, 134],
    ],
    doors: [
      [
        [404, 108],
        [406, 208],
      ],
      [
        [294, 108],
        [294, 208],
      ],
      [
        [546, 112],
        [548, 150],
      ],
    ],
    handles: [
      [318, 136],
      [520, 136],
    ],
    head: [
      [574, 128],
      [598, 134],
      [604, 152],
      [582, 150],
    ],
    tail: [
      [41, 120],
      [50, 120],
      [50, 170],
      [41, 170],
    ],
    mirror: [540, 108],
  },
  sports: {
    wheelR: 40,
    wheelX: [152, 470],
    sillY: 216,
    outline: [
      [56, 216, 10],
      [50, 170, 10],
      [56, 146, 6],
      [228, 112, 70],
      [298, 110, 40],
      [394, 152, 12],
      [556, 168, 30],
      [596, 190, 10],
      [594, 216, 10],
    ],
    glass: [
      [196, 148],
      [238, 120],
      [296, 118],
      [378, 152],
    ],
    splits: [{ bottom: 222, top: 246, gap: 9 }],
    twoToneY: 146,
    shoulder: [
      [60, 164],
      [330, 166],
      [586, 180],
    ],
    doors: [
      [
        [382, 154],
        [384, 196],
      ],
      [
        [226, 150],
        [232, 200],
      ],
    ],
    handles: [[250, 172]],
    head: [
      [530, 170],
      [572, 176],
      [594, 188],
      [548, 184],
    ],
    tail: [
      [52, 152],
      [70, 148],
      [72, 158],
      [51, 162],
    ],
    mirror: [378, 152],
    skirt: true,
  },
};

interface ArchGeometry {
  cx: number;
  cy: number;
  r: number;
  dx: number;
  large: 0 | 1;
}

function archesOf(shape: CarShape, extra = 0): [ArchGeometry, ArchGeometry] {
  const r = shape.wheelR + 7 + extra;
  const cy = GROUND_Y - shape.wheelR;
  const dy = shape.sillY - cy;
  const dx = Math.sqrt(Math.max(r * r - dy * dy, 0));
  const large: 0 | 1 = dy > 0 ? 1 : 0;
  const [rear, front] = shape.wheelX;
  return [
    { cx: rear, cy, r, dx, large },
    { cx: front, cy, r, dx, large },
  ];
}

function bodyPath(shape: CarShape): string {
  const [rear, front] = archesOf(shape);
  const y = num(shape.sillY);
  const arc = (a: ArchGeometry) => `A${num(a.r)} ${num(a.r)} 0 ${a.large} 0 ${num(a.cx - a.dx)} ${y}`;
  return (
    roundedPath([[rear.cx - rear.dx, shape.sillY], ...shape.outline, [front.cx + front.dx, shape.sillY]], false) +
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

function glassPieces(shape: CarShape): Point[][] {
  const ys = shape.glass.map((p) => p[1]);
  const yb = Math.max(...ys);
  const yt = Math.min(...ys);
  const splits = [...shape.splits].sort((a, b) => a.bottom - b.bottom);
  // Half-plane "right of the pillar line": a·x + b·y + c ≥ 0, normalised so c can carry the gap.
  const plane = (s: Split) => {
    const a = yb - yt;
    const b = s.top - s.bottom;
    const len = Math.hypot(a, b);
    return { a: a / len, b: b / len, c: -(a * s.bottom + b * yb) / len };
  };
  const pieces: Point[][] = [];
  for (let i = 0; i <= splits.length; i += 1) {
    let poly: Point[] = [...shape.glass];
    const left = splits[i - 1];
    const right = splits[i];
    if (left) {
      const p = plane(left);
      poly = clipPolygon(poly, p.a, p.b, p.c - left.gap / 2);
    }
    if (right) {
      const p = plane(right);
      poly = clipPolygon(poly, -p.a, -p.b, -p.c - right.gap / 2);
    }
    if (poly.length >= 3) pieces.push(poly);
  }
  return pieces;
}

function wheelMarkup(id: string, r: number): string {
  const rim = r * 0.64;
  const spokes: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    const a = ((-90 + k * 72) * Math.PI) / 180;
    const at = (radius: number, da: number): Point => [
      radius * Math.cos(a + da),
      radius * Math.sin(a + da),
    ];
    spokes.push(pointsAttr([at(r * 0.16, -0.34), at(rim * 0.96, -0.13), at(rim * 0.96, 0.13), at(r * 0.16, 0.34)]));
  }
  return (
    `<g id="${id}">` +
    `<circle r="${num(r)}" fill="#1b1e22"/>` +
    `<circle r="${num(r - 3)}" fill="none" stroke="#2c3036" stroke-width="3"/>` +
    `<circle r="${num(rim)}" fill="#30353c" stroke="#d6dbe1" stroke-width="${num(r * 0.07)}"/>` +
    `<circle r="${num(rim * 0.6)}" fill="#454b53"/>` +
    spokes.map((p) => `<polygon points="${p}" fill="#c7cdd4"/>`).join('') +
    `<circle r="${num(r * 0.14)}" fill="#e7eaee" stroke="#8a929c" stroke-width="1.5"/>` +
    '</g>'
  );
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
}

/**
 * The car as a fragment in the 640×280 coordinate system (ground at y = 248), for
 * composing into larger pictures. `prefix` keeps ids unique within the host document.
 */
export function drawCarSide(
  options: { bodyType: CarBodyType | (string & {}); color: string; roofColor?: string | undefined },
  prefix: string,
): CarFragment {
  const type = normalizeBodyType(options.bodyType);
  const shape = CAR_SHAPES[type];
  const color = normalizeHex(options.color);
  const roof = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const dark = darken(color, 0.38);
  const xs = shape.outline.map((v) => v[0]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const ys = shape.outline.map((v) => v[1]);
  const roofY = Math.min(...ys);
  const gys = shape.glass.map((p) => p[1]);
  const glassTop = Math.min(...gys);
  const glassBottom = Math.max(...gys);
  const arches = archesOf(shape);
  const wheelY = GROUND_Y - shape.wheelR;
  const body = bodyPath(shape);
  const pieces = glassPieces(shape);
  const glassPath = pieces
    .map((piece) => roundedPath(piece.map(([x, y]) => [x, y, 6] as const), true))
    .join('');
  const id = (name: string) => `${prefix}${name}`;

  const defs =
    `<linearGradient id="${id('b')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(roofY)}" x2="0" y2="${num(shape.sillY)}">` +
    `<stop offset="0" stop-color="${lighten(color, 0.3)}"/>` +
    `<stop offset="0.42" stop-color="${color}"/>` +
    `<stop offset="0.7" stop-color="${mix(color, dark, 0.35)}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id('g')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(glassTop)}" x2="0" y2="${num(glassBottom)}">` +
    '<stop offset="0" stop-color="#7d93a6"/><stop offset="0.55" stop-color="#2f3f4d"/><stop offset="1" stop-color="#141b22"/></linearGradient>' +
    `<radialGradient id="${id('s')}"><stop offset="0" stop-color="#000" stop-opacity="0.34"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${id('c')}"><path d="${body}"/></clipPath>` +
    `<clipPath id="${id('q')}"><path d="${glassPath}"/></clipPath>` +
    wheelMarkup(id('w'), shape.wheelR);

  const parts: string[] = [];
  // Ground shadow: a wide soft ellipse plus darker contact patches under the tyres.
  parts.push(
    `<ellipse cx="${num((minX + maxX) / 2)}" cy="${GROUND_Y + 2}" rx="${num((maxX - minX) / 2 + 24)}" ry="16" fill="url(#${id('s')})"/>`,
  );
  for (const a of arches) {
    parts.push(
      `<ellipse cx="${num(a.cx)}" cy="${GROUND_Y - 1}" rx="${num(shape.wheelR * 0.75)}" ry="3.5" fill="#000" opacity="0.4"/>`,
    );
  }
  // Wheel wells behind the body.
  for (const a of arches) parts.push(`<path d="${archArc(a, shape.sillY)}Z" fill="#15181c"/>`);

  if (shape.rails) {
    const [x1, x2, y] = shape.rails;
    parts.push(
      `<path d="M${x1} ${y + 8}V${y}H${x2}V${y + 6}" fill="none" stroke="#2a2e34" stroke-width="5" stroke-linejoin="round"/>`,
    );
  }

  parts.push(`<path d="${body}" fill="url(#${id('b')})" stroke="${darken(color, 0.45)}" stroke-width="1.5"/>`);

  // Paint effects, clipped to the body: two-tone roof, a sheen under the shoulder, a darker rocker.
  const clipped: string[] = [];
  if (roof) clipped.push(`<rect width="640" height="${num(shape.twoToneY)}" fill="${roof}"/>`);
  const shoulderY = Math.min(...shape.shoulder.map((p) => p[1]));
  clipped.push(`<rect y="${num(shoulderY + 3)}" width="640" height="14" fill="#fff" opacity="0.13"/>`);
  clipped.push(`<rect y="${num(shape.sillY - 16)}" width="640" height="16" fill="#000" opacity="0.16"/>`);
  parts.push(`<g clip-path="url(#${id('c')})">${clipped.join('')}</g>`);

  if (shape.bed) {
    const [x1, x2, y] = shape.bed;
    parts.push(
      `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="6" fill="${darken(color, 0.5)}"/>` +
        `<path d="M${x2 + 3} ${y}V${shape.sillY - 4}" stroke="${darken(color, 0.55)}" stroke-width="3"/>`,
    );
  }

  // Side glass with a diagonal reflection.
  const glassMid = (shape.glass[0]?.[0] ?? 0) * 0.3 + (shape.glass[3]?.[0] ?? 0) * 0.7;
  parts.push(`<path d="${glassPath}" fill="url(#${id('g')})" stroke="#0f1419" stroke-width="1.5"/>`);
  parts.push(
    `<g clip-path="url(#${id('q')})" fill="#fff" opacity="0.16">` +
      `<polygon points="${pointsAttr([
        [glassMid - 10, glassTop - 2],
        [glassMid + 36, glassTop - 2],
        [glassMid - 18, glassBottom + 2],
        [glassMid - 64, glassBottom + 2],
      ])}"/>` +
      `<polygon points="${pointsAttr([
        [glassMid + 48, glassTop - 2],
        [glassMid + 60, glassTop - 2],
        [glassMid + 6, glassBottom + 2],
        [glassMid - 6, glassBottom + 2],
      ])}"/></g>`,
  );

  const lineColor = darken(color, 0.42);
  parts.push(
    `<polyline points="${pointsAttr(shape.shoulder)}" fill="none" stroke="${lighten(color, 0.55)}" stroke-width="2" opacity="0.7"/>`,
  );
  for (const door of shape.doors) {
    parts.push(
      `<polyline points="${pointsAttr(door)}" fill="none" stroke="${lineColor}" stroke-width="1.6" opacity="0.75"/>`,
    );
  }
  for (const [hx, hy] of shape.handles) {
    parts.push(
      `<rect x="${num(hx - 8)}" y="${num(hy - 2)}" width="16" height="4" rx="2" fill="${darken(color, 0.3)}"/>`,
    );
  }

  if (shape.cladding) {
    const outer = archesOf(shape, 3);
    for (const a of outer) {
      parts.push(`<path d="${archArc(a, shape.sillY)}" fill="none" stroke="#25282d" stroke-width="7"/>`);
    }
    const [r, f] = outer;
    parts.push(
      `<rect x="${num(r.cx + r.dx - 4)}" y="${num(shape.sillY - 9)}" width="${num(f.cx - f.dx - r.cx - r.dx + 8)}" height="9" fill="#25282d"/>`,
    );
  }
  if (shape.skirt) {
    const [r, f] = arches;
    parts.push(
      `<rect x="${num(r.cx + r.dx)}" y="${num(shape.sillY - 5)}" width="${num(f.cx - f.dx - r.cx - r.dx)}" height="6" rx="2" fill="#1f2227"/>`,
    );
  }

  // Mirror on the door, just behind the A-pillar.
  const [mx, my] = shape.mirror;
  const mirrorColor = roof ?? darken(color, 0.12);
  parts.push(
    `<path d="M${num(mx - 14)} ${num(my)}l-1 -8q0 -5 5 -5h10q4 0 3 4l-3 9z" fill="${mirrorColor}" stroke="${darken(mirrorColor, 0.45)}" stroke-width="1.2"/>`,
  );

  // Lights: head lamp with a daytime-running strip, tail lamp with a highlight.
  parts.push(
    `<polygon points="${pointsAttr(shape.head)}" fill="#eef4fa" stroke="${darken(color, 0.5)}" stroke-width="1.5" stroke-linejoin="round"/>`,
  );
  const [h0, h1, h2] = shape.head;
  if (h0 && h1 && h2) {
    parts.push(
      `<path d="M${num(h0[0] + 6)} ${num(h0[1] + 3)}L${num(h1[0] - 2)} ${num(h1[1] + 3)}L${num(h2[0] - 6)} ${num(h2[1] - 2)}" fill="none" stroke="#9fd3ff" stroke-width="2" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<polygon points="${pointsAttr(shape.tail)}" fill="#c9202b" stroke="#6e0f15" stroke-width="1.2" stroke-linejoin="round"/>`,
  );

  // Front lower intake and a rear reflector.
  const front = shape.outline[shape.outline.length - 1] ?? [maxX, shape.sillY];
  const back = shape.outline[0] ?? [minX, shape.sillY];
  parts.push(
    `<path d="M${num(front[0] - 34)} ${num(front[1] - 24)}H${num(front[0] - 2)}V${num(front[1] - 10)}H${num(front[0] - 30)}Z" fill="#1c2025"/>`,
    `<rect x="${num(back[0] - 2)}" y="${num(back[1] - 24)}" width="12" height="4" rx="1" fill="#8f1a20"/>`,
  );

  for (const a of arches) {
    parts.push(`<use href="#${id('w')}" x="${num(a.cx)}" y="${num(wheelY)}"/>`);
  }

  return { defs, body: parts.join(''), minX, maxX };
}

export interface CarSvgOptions {
  bodyType: CarBodyType | (string & {});
  /** Body colour, hex; invalid values fall back to a neutral grey. */
  color: string;
  /** Optional contrasting roof (two-tone); ignored when not a valid hex colour. */
  roofColor?: string;
  /** Model name for the accessible title, e.g. "Toyota Avanza". */
  label?: string;
  view?: 'side';
}

export function buildCarTitle(bodyType: CarBodyType | (string & {}), label?: string): string {
  const typeName = CAR_BODY_TYPE_LABELS[normalizeBodyType(bodyType)];
  const name = label?.trim();
  return name ? `Ilustrasi ${name} (${typeName}) tampak samping` : `Ilustrasi ${typeName} tampak samping`;
}

/** A standalone 640×280 SVG of the car from the side, on a transparent background. */
export function renderCarSvg(options: CarSvgOptions): string {
  const type = normalizeBodyType(options.bodyType);
  const color = normalizeHex(options.color);
  const roofColor = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const prefix = idPrefix('c', `${type}|${color}|${roofColor ?? ''}`);
  const car = drawCarSide({ bodyType: type, color, roofColor }, prefix);
  return svgDocument({
    width: CAR_VIEW_WIDTH,
    height: CAR_VIEW_HEIGHT,
    title: buildCarTitle(type, options.label),
    defs: car.defs,
    body: car.body,
  });
}
