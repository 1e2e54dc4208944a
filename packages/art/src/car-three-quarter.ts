/**
 * Front three-quarter view of a model, for its page: the side profile of car-geometry.ts swept
 * across the car's real width (narrowing above the belt by the model's tumblehome), seen from
 * the front left and a little above. Surfaces facing the viewer are painted back to front and
 * shaded by the way they face the light; the face carries the model's own lamps and grille.
 * A standalone 800×450 picture on a light studio backdrop.
 */
import { badgeMarkup, wheelMarkup, type CarDrawOptions, type CarSvgOptions } from './car';
import { buildSideGeometry, flattenOutline, splitGlass } from './car-geometry';
import { darken, lighten, mix, normalizeHex, parseHex } from './color';
import { modelKey, resolveCarProfile, type CarProfile } from './models';
import { idPrefix, num, pointsAttr, svgDocument, type Point } from './svg';

export const THREE_QUARTER_WIDTH = 800;
export const THREE_QUARTER_HEIGHT = 450;
/** Pixels per millimetre. */
export const THREE_QUARTER_SCALE = 0.12;

const YAW = (34 * Math.PI) / 180;
const PITCH = (11 * Math.PI) / 180;
const COS_Y = Math.cos(YAW);
const SIN_Y = Math.sin(YAW);
const COS_P = Math.cos(PITCH);
const SIN_P = Math.sin(PITCH);
/** The wheel's plane (x along the car, y up) seen from the viewpoint: the linear part of its transform. */
const MATRIX = [COS_Y, SIN_Y * SIN_P, 0, COS_P].map((v) => String(Math.round(v * 1000) / 1000)).join(' ');
/** Towards the light (above, ahead, on the near side). */
const LIGHT = (() => {
  const v = [0.45, 0.8, 0.4];
  const len = Math.hypot(...v);
  return v.map((c) => c / len) as [number, number, number];
})();

type P3 = readonly [number, number, number];

/** Orthographic view from the front left: x across the picture, y down, d towards the viewer. */
function project([x, y, z]: P3): [number, number, number] {
  const d = x * SIN_Y + z * COS_Y;
  return [x * COS_Y - z * SIN_Y, -(y * COS_P - d * SIN_P), d * COS_P + y * SIN_P];
}

export interface ThreeQuarterFragment {
  defs: string;
  body: string;
}

/**
 * The car in an 800×450 frame, its nearest ground contact at y = `groundY`, fitted into
 * `maxWidth`×`maxHeight`.
 */
export function drawCarThreeQuarter(
  options: CarDrawOptions,
  prefix: string,
  frame: { cx: number; groundY: number; maxWidth: number; maxHeight: number } = { cx: 400, groundY: 398, maxWidth: 680, maxHeight: 345 },
): ThreeQuarterFragment {
  const p = resolveCarProfile(options);
  const g = buildSideGeometry(p);
  const color = normalizeHex(options.color);
  const roofColor = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const id = (name: string) => `${prefix}${name}`;
  const L = p.length;
  const H = p.height;
  const R = g.mm.tyreRadius;
  const xf = L - p.frontOverhang;
  const xr = xf - p.wheelbase;

  // Half width at a point of the profile: full at and below the belt, then narrowing to the roof;
  // the ends are rounded in plan.
  const halfWidth = (x: number, y: number): number => {
    let w = p.width / 2;
    if (y > p.belt) w = w - 40 - (w - 40 - (p.width / 2) * p.tumble) * Math.min(1, (y - p.belt) / (H - p.belt));
    if (x > L - 260) w -= (x - (L - 260)) * 0.4;
    if (x < 180) w -= (180 - x) * 0.3;
    return w;
  };

  // Fit the picture: project the extremes once, then scale and move.
  const outline = flattenOutline(g.outlineMm);
  const extremes: P3[] = [];
  for (const [x, y] of outline) extremes.push([x, y, halfWidth(x, y)], [x, y, -halfWidth(x, y)]);
  for (const x of [xr, xf]) extremes.push([x, 0, p.width / 2], [x, 0, -p.width / 2]);
  const raw = extremes.map(project);
  const minX = Math.min(...raw.map((q) => q[0]));
  const maxX = Math.max(...raw.map((q) => q[0]));
  const minY = Math.min(...raw.map((q) => q[1]));
  const maxY = Math.max(...raw.map((q) => q[1]));
  // One scale for every model up to a Hilux, so a Land Cruiser stands bigger than a Raize here too;
  // longer or taller ones (the Hiace) shrink to fit.
  const s = Math.min(THREE_QUARTER_SCALE, frame.maxWidth / (maxX - minX), frame.maxHeight / (maxY - minY));
  const ox = frame.cx - ((minX + maxX) / 2) * s;
  const oy = frame.groundY - maxY * s;
  const P = (x: number, y: number, z: number): Point => {
    const [u, v] = project([x, y, z]);
    return [ox + u * s, oy + v * s];
  };
  const poly = (pts: readonly Point[], attrs: string) => `<polygon points="${pointsAttr(pts)}" ${attrs}/>`;

  const dark = darken(color, 0.4);
  const edge = darken(color, 0.5);
  const defs =
    `<linearGradient id="${id('b')}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(P(0, H, 0)[1])}" x2="0" y2="${num(frame.groundY)}">` +
    `<stop offset="0" stop-color="${lighten(color, 0.3)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id('g')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ba1b4"/><stop offset="0.6" stop-color="#2f3f4d"/><stop offset="1" stop-color="#141b22"/></linearGradient>` +
    `<radialGradient id="${id('s')}"><stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    wheelMarkup(id('w'), R * s, ((p.tyre[2] * 25.4) / 2) * s, p.rim);

  const parts: string[] = [];
  const [gcx, gcy] = P(L / 2, 0, 0);
  parts.push(`<ellipse cx="${num(gcx)}" cy="${num(gcy)}" rx="${num((maxX - minX) * s * 0.56)}" ry="${num(p.width * s * 0.32)}" fill="url(#${id('s')})"/>`);

  // Wheels: the far ones first (only their tyres show under the body).
  const wheelMatrix = (x: number, z: number) => {
    const [e, f] = P(x, R, z);
    return `matrix(${MATRIX} ${num(e)} ${num(f)})`;
  };
  const tyre = (x: number, z: number) => `<circle r="${num(R * s)}" transform="${wheelMatrix(x, z)}" fill="#15181c"/>`;
  for (const x of [xr, xf]) parts.push(tyre(x, -p.width / 2 + 40));

  // The skin: the profile swept across the width, each strip facing the viewer shaded by its slope.
  const bedTop = g.mm.bedTop;
  const cabBack = g.mm.cabBackX ?? 0;
  type Strip = { fill: string; near: Point[]; far: Point[]; d: number };
  const strips: Strip[] = [];
  for (let i = 0; i + 1 < outline.length; i += 1) {
    const a = outline[i];
    const b = outline[i + 1];
    if (!a || !b) continue;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy);
    if (len < 1) continue;
    const n: P3 = [-dy / len, dx / len, 0];
    if (n[0] * SIN_Y * COS_P + n[1] * SIN_P <= 0) continue;
    const light = n[0] * LIGHT[0] + n[1] * LIGHT[1];
    const onBed = bedTop !== undefined && Math.abs(a[1] - bedTop) < 1 && Math.abs(b[1] - bedTop) < 1 && Math.max(a[0], b[0]) <= cabBack + 1;
    const base = roofColor && a[1] > p.belt + 150 && b[1] > p.belt + 150 ? roofColor : color;
    const fill = onBed
      ? '#2a2e34'
      : light > 0.75
        ? lighten(base, 0.28)
        : light > 0.45
          ? lighten(base, 0.12)
          : light > 0.15
            ? base
            : darken(base, 0.22);
    const last = strips[strips.length - 1];
    const wa = halfWidth(a[0], a[1]);
    const wb = halfWidth(b[0], b[1]);
    if (last && last.fill === fill && last.d === i) {
      last.near.push(P(b[0], b[1], wb));
      last.far.push(P(b[0], b[1], -wb));
      last.d = i + 1;
    } else {
      strips.push({ fill, near: [P(a[0], a[1], wa), P(b[0], b[1], wb)], far: [P(a[0], a[1], -wa), P(b[0], b[1], -wb)], d: i + 1 });
    }
  }
  for (const strip of strips) {
    parts.push(poly([...strip.near, ...[...strip.far].reverse()], `fill="${strip.fill}" stroke="${strip.fill}" stroke-width="0.8" stroke-linejoin="round"`));
  }

  // Windscreen, inside its pillars.
  const { cowlX, aTopX } = g.mm;
  const ws = (x: number, y: number, inset: number) => halfWidth(x, y) - inset;
  parts.push(
    poly(
      [
        P(cowlX - 40, p.cowl + 20, ws(cowlX, p.cowl, 80)),
        P(aTopX + 60, H - 50, ws(aTopX, H - 50, 70)),
        P(aTopX + 60, H - 50, -ws(aTopX, H - 50, 70)),
        P(cowlX - 40, p.cowl + 20, -ws(cowlX, p.cowl, 80)),
      ],
      `fill="url(#${id('g')})" stroke="#0f1419" stroke-width="1.2" stroke-linejoin="round"`,
    ),
  );
  if (g.parts.rails) {
    const rz = (p.width / 2) * p.tumble - 70;
    for (const z of [-rz, rz]) parts.push(poly(g.parts.rails.map(([x, y]) => P(x, y + 20, z)), 'fill="#23272c"'));
  }

  // The near side: the body outline closed along the sills around the wheel arches.
  const archR = R + 65;
  const sill = g.mm.sill;
  const archPoints = (cx: number, r = archR): Point[] => {
    const dy = sill - R;
    const dx = Math.sqrt(Math.max(r * r - dy * dy, 0));
    const a0 = Math.atan2(dy, dx);
    const pts: Point[] = [];
    for (let k = 0; k <= 12; k += 1) {
      const t = a0 + ((Math.PI - 2 * a0) * k) / 12;
      pts.push([cx + r * Math.cos(t), R + r * Math.sin(t)]);
    }
    return pts;
  };
  const sideMm: Point[] = [...outline, ...archPoints(xf), ...archPoints(xr)];
  const near = (pts: readonly Point[], out = 0) => pts.map(([x, y]) => P(x, y, halfWidth(x, y) + out));
  // Wheel wells behind the panel.
  for (const x of [xr, xf]) parts.push(poly(near(archPoints(x)), 'fill="#15181c"'));
  parts.push(poly(near(sideMm), `fill="url(#${id('b')})" stroke="${edge}" stroke-width="1.3" stroke-linejoin="round"`));

  if (g.parts.step) {
    // The running board: its tread and its outer face, standing out from the sill.
    const [a, b, c, d] = g.parts.step;
    if (a && b && c && d) {
      const w = p.width / 2;
      parts.push(poly([P(a[0], a[1], w - 40), P(b[0], b[1], w - 40), P(b[0], b[1], w + 80), P(c[0], c[1], w + 80), P(d[0], d[1], w + 80), P(a[0], a[1], w + 80)], 'fill="#23272c"'));
    }
  }

  // Side glass over the blacked-out pillars.
  parts.push(poly(near(g.parts.glass), 'fill="#15191e"'));
  if (g.parts.blackPillar) parts.push(poly(near(g.parts.blackPillar), 'fill="#15191e"'));
  const ys = g.parts.glass.map((q) => q[1]);
  for (const piece of splitGlass(g.parts.glass, g.parts.pillars, Math.min(...ys), Math.max(...ys))) {
    parts.push(poly(near(piece), `fill="url(#${id('g')})"`));
  }
  parts.push(
    `<path d="${g.parts.doors
      .map((d) => `M${near(d).map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`)
      .join('')}" fill="none" stroke="${darken(color, 0.42)}" stroke-width="1.4" opacity="0.75"/>`,
  );
  if (p.cladding) {
    // Black over-fenders stand proud of the body round the arches.
    for (const x of [xr, xf]) {
      const flare = [...archPoints(x, archR + 55), ...archPoints(x).reverse()];
      parts.push(poly(flare.map(([fx, fy]) => P(fx, fy, p.width / 2 + 15)), 'fill="#23272c"'));
    }
  }
  if (p.cladding || p.aero) parts.push(poly(near([[xr + archR, sill], [xf - archR, sill], [xf - archR, sill + 70], [xr + archR, sill + 70]]), 'fill="#23272c"'));

  // The face: lamps, grille and plate on the plane from the bonnet's edge to the chin.
  const face = (sx: number, t: number): Point => {
    const top: P3 = [L - p.fascia, p.nose, 0];
    const bottom: P3 = [L - 60, g.mm.chin + 40, 0];
    const x = top[0] + (bottom[0] - top[0]) * t;
    const y = top[1] + (bottom[1] - top[1]) * t;
    return P(x, y, sx * halfWidth(x, y));
  };
  const faceQuad = (s0: number, s1: number, t0: number, t1: number) => [face(s0, t0), face(s1, t0), face(s1, t1), face(s0, t1)];
  const lamps = headLampBands(p);
  const lampFill = `fill="#eef4fa" stroke="${edge}" stroke-width="1.2" stroke-linejoin="round"`;
  for (const [t0, t1, inner] of lamps) {
    parts.push(poly(faceQuad(0.97, inner, t0, t1), lampFill), poly(faceQuad(-inner, -0.97, t0, t1), lampFill));
  }
  // The near lamp wraps round the corner (its side-view outline).
  for (const lamp of g.parts.head) parts.push(poly(near(lamp, -5), lampFill));
  drawFaceGrille(parts, p, faceQuad, poly, edge);
  parts.push(poly(faceQuad(0.2, -0.2, 0.64, 0.78), 'fill="#111" stroke="#d6dbe1" stroke-width="1.2"'));

  // Mirror, handles and badge on the near side.
  const [mx, my] = g.parts.mirror;
  const mw = halfWidth(mx, my);
  parts.push(
    poly([P(mx, my - 10, mw), P(mx - 70, my - 20, mw + 190), P(mx - 80, my + 90, mw + 200), P(mx - 10, my + 120, mw)], `fill="${roofColor ?? darken(color, 0.12)}" stroke="${edge}" stroke-width="1"`),
  );
  for (const x of [xr, xf]) {
    // The tread between the tyre's two sidewalls: as wide as the model's tyre.
    const zo = p.width / 2 - 30;
    const zi = zo - p.tyre[0];
    const [ax, ay] = P(x, 0, zo);
    const [bx, by] = P(x, 0, zi);
    const [cx, cy] = P(x, 2 * R, zi);
    const [dx, dy] = P(x, 2 * R, zo);
    parts.push(tyre(x, zi), `<polygon points="${pointsAttr([[ax, ay], [bx, by], [cx, cy], [dx, dy]])}" fill="#15181c"/>`);
    parts.push(`<use href="#${id('w')}" transform="${wheelMatrix(x, zo)}"/>`);
  }
  if (p.badge) {
    const [bx, by] = g.parts.badgeAt;
    parts.push(badgeMarkup(p.badge, P(bx, by, halfWidth(bx, by))));
  }
  return { defs, body: parts.join('') };
}

/** Head-lamp bands on the face: [top, bottom] as shares of the face's height and the inner edge across. */
function headLampBands(p: CarProfile): [number, number, number][] {
  switch (p.head) {
    case 'slim':
      return [[0.04, 0.16, 0.52]];
    case 'tall':
      return [[0.03, 0.55, 0.66]];
    case 'square':
      return [[0.04, 0.38, 0.6]];
    case 'split':
      return [
        [0.03, 0.11, 0.5],
        [0.36, 0.52, 0.8],
      ];
    default:
      return [[0.04, 0.27, 0.48]];
  }
}

function drawFaceGrille(
  parts: string[],
  p: CarProfile,
  quad: (s0: number, s1: number, t0: number, t1: number) => Point[],
  poly: (pts: readonly Point[], attrs: string) => string,
  edge: string,
): void {
  const fill = `fill="#1c2025" stroke="${edge}" stroke-width="1"`;
  const emblem = (t: number) => {
    const [a, b, c, d] = quad(0.07, -0.07, t, t + 0.08);
    return a && b && c && d ? poly([a, b, c, d], `fill="${p.badge === 'hybrid' ? '#2b8fd6' : 'none'}" stroke="#d6dbe1" stroke-width="2" stroke-linejoin="round"`) : '';
  };
  switch (p.grille) {
    case 'massive':
      parts.push(poly(quad(0.44, -0.44, 0.14, 0.6), fill), emblem(0.18));
      break;
    case 'bar':
      parts.push(poly(quad(0.6, -0.6, 0.05, 0.3), `fill="#c9ced4" stroke="${edge}" stroke-width="1"`), poly(quad(0.55, -0.55, 0.1, 0.25), fill), emblem(0.13));
      parts.push(poly(quad(0.42, -0.42, 0.8, 0.95), fill));
      break;
    case 'closed':
      parts.push(emblem(0.14), poly(quad(0.36, -0.36, 0.82, 0.95), fill));
      break;
    case 'mesh':
      parts.push(poly(quad(0.46, -0.46, 0.28, 0.8), fill), emblem(0.14));
      break;
    case 'slim':
      parts.push(poly(quad(0.4, -0.4, 0.08, 0.2), fill), emblem(0.1), poly(quad(0.38, -0.38, 0.5, 0.9), fill));
      break;
    default:
      parts.push(poly(quad(0.34, -0.34, 0.08, 0.22), fill), emblem(0.12), poly(quad(0.48, -0.48, 0.45, 0.92), fill));
  }
}

/** The front three-quarter view as a standalone picture on a light studio backdrop. */
export function renderCarThreeQuarterSvg(options: Omit<CarSvgOptions, 'caption' | 'view'>): string {
  const profile = resolveCarProfile(options);
  const color = normalizeHex(options.color);
  const roofColor = parseHex(options.roofColor) ? normalizeHex(options.roofColor) : undefined;
  const prefix = idPrefix('t', `${modelKey(options.model)}|${profile.bodyType}|${profile.cab ?? ''}|${profile.badge ?? ''}|${color}|${roofColor ?? ''}`);
  const car = drawCarThreeQuarter({ ...options, color, roofColor }, prefix);
  const name = options.label?.trim();
  const defs =
    `<linearGradient id="${prefix}W" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.88)}"/><stop offset="1" stop-color="#f7f8fa"/></linearGradient>` +
    `<linearGradient id="${prefix}F" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe3e8"/><stop offset="1" stop-color="#f6f7f9"/></linearGradient>` +
    car.defs;
  return svgDocument({
    width: THREE_QUARTER_WIDTH,
    height: THREE_QUARTER_HEIGHT,
    title: name ? `Ilustrasi ${name} tampak depan tiga perempat` : 'Ilustrasi mobil tampak depan tiga perempat',
    defs,
    body: `<rect width="800" height="300" fill="url(#${prefix}W)"/><rect y="300" width="800" height="150" fill="url(#${prefix}F)"/>` + car.body,
  });
}
