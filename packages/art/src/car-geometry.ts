/**
 * The side view of a car generated from its profile (models.ts): every key point is worked out in
 * millimetres from the model's own length, height, wheelbase, ground clearance, tyre and character,
 * then placed in the 640×280 picture at one scale for every model, so a Land Cruiser stands taller
 * and longer than a Raize exactly as much as it does in the showroom.
 */
import type { CarProfile } from './models';
import { clipPolygon, type Point } from './svg';

export const CAR_VIEW_WIDTH = 640;
export const CAR_VIEW_HEIGHT = 280;
export const GROUND_Y = 248;
/** Pixels per millimetre for every model up to 5.35 m; longer ones (the Hiace) are scaled to fit. */
export const SIDE_SCALE = 0.113;
const MAX_LENGTH_PX = 604;

/** x, y and the radius that rounds the corner (all pixels). */
export type Vertex = readonly [number, number, number?];

export interface ArchGeometry {
  cx: number;
  cy: number;
  r: number;
  dx: number;
  large: 0 | 1;
}

export interface Split {
  bottom: number;
  top: number;
  gap: number;
}

export interface SideGeometry {
  profile: CarProfile;
  /** Pixels per millimetre. */
  scale: number;
  /** Millimetres (from the rear bumper, from the ground) to picture pixels. */
  at: (x: number, y: number) => Point;
  /** Body outline from the rear bottom corner over the roof to the front bottom corner. */
  outline: Vertex[];
  /** The same outline in millimetres (for the front, rear and three-quarter views). */
  outlineMm: Vertex[];
  sillY: number;
  wheelR: number;
  rimR: number;
  /** Rear and front wheel centres. */
  wheels: [Point, Point];
  wheelY: number;
  arches: [ArchGeometry, ArchGeometry];
  /** Side glass (daylight opening) and the pillars that split it. */
  glass: Point[];
  splits: Split[];
  /** The last pillar when it is blacked out (floating roof). */
  blackPillar?: Point[];
  twoToneY: number;
  shoulder: Point[];
  /** Body-side character line, where the model has one. */
  crease?: Point[];
  doors: Point[][];
  handles: Point[];
  /** Rail of a sliding door along the rear quarter. */
  slideRail?: [Point, Point];
  head: Point[][];
  tail: Point[][];
  intake?: Point[];
  mirror: Point;
  rails?: Point[];
  /** Running board between the wheels. */
  step?: Point[];
  bedLine?: Point[];
  badgeAt: Point;
  minX: number;
  maxX: number;
  roofY: number;
  /** The parts in millimetres (x from the rear bumper, y from the ground), for the other views. */
  parts: {
    glass: Point[];
    /** Pillars: x of the foot and of the head, and the width. */
    pillars: { bottom: number; top: number; gap: number }[];
    blackPillar?: Point[];
    doors: Point[][];
    head: Point[][];
    intake?: Point[];
    rails?: Point[];
    step?: Point[];
    mirror: Point;
    badgeAt: Point;
  };
  /** Key heights in millimetres, for the other views. */
  mm: {
    tyreRadius: number;
    sill: number;
    chin: number;
    rearBottom: number;
    bumper: number;
    cowlX: number;
    aTopX: number;
    roofRearY: number;
    beltRear: number;
    bedTop?: number;
    cabBackX?: number;
  };
}

export function tyreRadiusMm(profile: CarProfile): number {
  const [width, aspect, rim] = profile.tyre;
  return (rim * 25.4 + (2 * width * aspect) / 100) / 2;
}

type Line = readonly [Point, Point];

function intersect([[x1, y1], [x2, y2]]: Line, [[x3, y3], [x4, y4]]: Line): Point {
  const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
  if (Math.abs(d) < 1e-9) return [(x1 + x3) / 2, (y1 + y3) / 2];
  const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d;
  return [x1 + t * (x2 - x1), y1 + t * (y2 - y1)];
}

/** x on the line at height y. */
function xAt([[x1, y1], [x2, y2]]: Line, y: number): number {
  return Math.abs(y2 - y1) < 1e-9 ? x1 : x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
}

function yAt([[x1, y1], [x2, y2]]: Line, x: number): number {
  return Math.abs(x2 - x1) < 1e-9 ? y1 : y1 + ((x - x1) * (y2 - y1)) / (x2 - x1);
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function buildSideGeometry(p: CarProfile): SideGeometry {
  const L = p.length;
  const H = p.height;
  const scale = Math.min(SIDE_SCALE, MAX_LENGTH_PX / L);
  const x0 = (CAR_VIEW_WIDTH - L * scale) / 2;
  const at = (x: number, y: number): Point => [x0 + x * scale, GROUND_Y - y * scale];
  const R = tyreRadiusMm(p);
  const xf = L - p.frontOverhang;
  const xr = xf - p.wheelbase;
  const aero = p.aero ? 1 : 0;
  // A body kit hangs lower all round: front lip, side skirts, rear diffuser.
  const sill = p.clearance + 55 - aero * 40;
  const chin = p.clearance + 95 - aero * 65;
  const rearBottom = p.clearance + 170 - aero * 60;
  const bumper = (p.nose + chin) / 2 + 40;
  const cowlX = L - p.hood;
  const aTopX = cowlX - (H - p.cowl) / Math.tan(rad(p.rake));
  const roofRearY = H - p.roofDrop;
  const kick = p.kick ?? 0;
  const beltRear = p.belt + p.beltRise + kick;

  // Rear of the body, bottom up to the rear end of the roof.
  const rear: Vertex[] = [];
  let rearEdge: Line;
  let roofEndX: number;
  let bedTop: number | undefined;
  let cabBackX: number | undefined;
  if (p.tail === 'bed') {
    bedTop = p.belt - 40;
    cabBackX = (p.bed ?? 1525) + 30;
    roofEndX = cabBackX + 70;
    rear.push([50, rearBottom, 30], [0, rearBottom + 140, 20], [0, bedTop, 12], [cabBackX, bedTop, 10], [cabBackX + 30, roofRearY, 70]);
    rearEdge = [
      [cabBackX + 30 + p.lastPillar, bedTop],
      [cabBackX + 30 + p.lastPillar, roofRearY],
    ];
  } else if (p.tail === 'hatch') {
    const baseY = beltRear - 60;
    const topX = 25 + (roofRearY - baseY) * Math.tan(rad(p.tailRake));
    roofEndX = topX;
    rear.push([70, rearBottom, 45], [0, rearBottom + 170, 70], [25, baseY, 50]);
    // A roof spoiler over the tailgate; with a body kit it is the larger wing of the kit.
    // It never reaches past the bumper.
    const wing = p.spoiler === 'lip' ? 0 : aero;
    const tip = Math.max(15, topX - (wing ? 170 : 80));
    if (p.spoiler) {
      rear.push(
        [topX - 10, roofRearY - 70 - wing * 30, 20],
        [tip + 25, roofRearY - 45 - wing * 10, 12],
        [tip, roofRearY + 5, 12],
        [topX + 140, roofRearY + 15 + wing * 10, 90],
      );
    }
    else rear.push([topX, roofRearY, 130]);
    rearEdge = [
      [25 + p.lastPillar, baseY],
      [topX + p.lastPillar, roofRearY],
    ];
  } else {
    const deck = p.deck ?? p.belt + 60;
    const boot = p.boot ?? 500;
    const topX = boot + (roofRearY - deck) * Math.tan(rad(p.tailRake));
    roofEndX = topX;
    rear.push([70, rearBottom, 45], [0, rearBottom + 150, 60], [10, deck - 90, 50]);
    if (p.spoiler) rear.push([-15, deck + 25, 8], [70, deck + 10, 30]);
    else rear.push([40, deck, 40]);
    rear.push([boot, deck + 25, 90], [topX, roofRearY, 260]);
    rearEdge = [
      [boot + p.lastPillar, deck + 25],
      [topX + p.lastPillar, roofRearY],
    ];
  }

  // Roof: highest a third of the way back from the windscreen header.
  const apexX = aTopX - (aTopX - roofEndX) * 0.3;
  const roof: Vertex[] = [
    [apexX, H, 900],
    [aTopX, H - 15, 170],
  ];
  const frontLip = aero ? 45 : 0;
  const front: Vertex[] = [
    [cowlX, p.cowl, 80],
    [L - p.fascia, p.nose, 110],
    [L, bumper, 120],
    [L - 70 + frontLip, chin, 40],
  ];
  const outlineMm: Vertex[] = [...rear, ...roof, ...front];
  const outline: Vertex[] = outlineMm.map(([x, y, r]) => {
    const [px, py] = at(x, y);
    return [px, py, (r ?? 0) * scale] as const;
  });

  // Side glass: between the belt, the roof lining, the A-pillar and the last pillar.
  const beltLine: Line = [
    [cowlX, p.belt],
    [rearEdge[0][0], p.belt + p.beltRise],
  ];
  const topLine: Line = [
    [aTopX, H - 85],
    [roofEndX, roofRearY - 85],
  ];
  const aPillar = 120;
  const frontEdge: Line = [
    [cowlX - aPillar, p.cowl],
    [aTopX - aPillar, H],
  ];
  const fb = intersect(frontEdge, beltLine);
  const ft = intersect(frontEdge, topLine);
  const rt = intersect(rearEdge, topLine);
  const rb0 = intersect(rearEdge, beltLine);
  const length = fb[0] - rb0[0];
  const lastSplit = p.pillars[p.pillars.length - 1];
  const glassMm: Point[] = [];
  // The glass follows the roof's crown between the two upper corners.
  const crown: Point[] = apexX > rt[0] + 100 && apexX < ft[0] - 100 ? [[apexX, H - 80]] : [];
  if (kick > 0 && lastSplit !== undefined) {
    const kx = fb[0] - lastSplit * length - 90;
    const ky = yAt(beltLine, kx);
    const rbY = yAt(beltLine, rb0[0]) + kick;
    glassMm.push([xAt(rearEdge, rbY), rbY], rt, ...crown, ft, fb, [kx, ky]);
  } else {
    glassMm.push(rb0, rt, ...crown, ft, fb);
  }
  const glass = glassMm.map(([x, y]) => at(x, y));
  const pillarsMm = p.pillars.map((share, i) => {
    const bottom = fb[0] - share * length;
    return { bottom, top: bottom - (i === 0 ? 70 : 110), gap: i === 0 ? 80 : 95 };
  });
  const splits: Split[] = pillarsMm.map((s) => ({ bottom: at(s.bottom, 0)[0], top: at(s.top, 0)[0], gap: s.gap * scale }));
  const rearFoot = glassMm[0] ?? rb0;
  const blackPillarMm: Point[] | undefined = p.floating
    ? [rt, rearFoot, [xAt(rearEdge, rearFoot[1]) - p.lastPillar + 30, rearFoot[1]], [rt[0] - p.lastPillar + 50, rt[1]]]
    : undefined;

  // Doors: the front door from the A-pillar to the B-pillar, the rear door to the last pillar.
  const doorTop = (x: number) => yAt(beltLine, x);
  const frontDoorX = xf - R - 120;
  const bX = p.pillars[0] !== undefined ? fb[0] - p.pillars[0] * length + 20 : (cabBackX ?? rb0[0]) + 120;
  const doorsMm: Point[][] = [
    [
      [cowlX - 70, p.cowl - 40],
      [frontDoorX, (sill + p.belt) / 2],
      [frontDoorX, sill + 30],
    ],
    [
      [bX, doorTop(bX)],
      [bX + 15, sill + 30],
    ],
  ];
  const handlesMm: Point[] = [[bX + 150, p.belt - 110]];
  let slideRail: [Point, Point] | undefined;
  if (p.doors === 4 && p.tail !== 'bed') {
    const cShare = p.pillars.length > 1 ? p.pillars[p.pillars.length - 1] : undefined;
    const cX = cShare !== undefined ? fb[0] - cShare * length + 30 : rb0[0] + 80;
    if (p.sliding) {
      doorsMm.push([
        [cX, doorTop(cX)],
        [cX, sill + 30],
      ]);
      const railY = yAt(beltLine, cX) - 30;
      slideRail = [at(cX, railY), at(Math.max(roofEndX, 120) + 60, railY + 20)];
    } else {
      const rearDoorX = xr + R + 110;
      doorsMm.push([
        [cX, doorTop(cX)],
        [rearDoorX + 40, (sill + p.belt) / 2],
        [rearDoorX, sill + 30],
      ]);
    }
    handlesMm.push([cX + 150, yAt(beltLine, cX) - 110]);
  } else if (p.tail === 'bed' && p.doors === 4 && cabBackX !== undefined) {
    doorsMm.push([
      [cabBackX + 90, bedTop ?? p.belt],
      [cabBackX + 90, sill + 30],
    ]);
    handlesMm.push([cabBackX + 240, p.belt - 110]);
  }

  // Lamps, following the fascia (front) and the rear face.
  const fasciaLine: Line = [
    [L - p.fascia, p.nose],
    [L, bumper],
  ];
  const onFascia = (y: number): number => xAt(fasciaLine, Math.max(bumper, Math.min(p.nose, y)));
  const lampMm: Point[][] = [];
  const nx = L - p.fascia;
  const lamp = (top: number, bottom: number, len: number, rise: number): Point[] => [
    [onFascia(top) + 5, top],
    [nx - len, top + rise],
    [nx - len + 60, bottom + rise * 0.6],
    [onFascia(bottom) - 5, bottom],
  ];
  switch (p.head) {
    case 'slim':
      lampMm.push(lamp(p.nose - 25, p.nose - 95, 470, 45));
      break;
    case 'swept':
      lampMm.push(lamp(p.nose - 20, p.nose - 140, 620, 60));
      break;
    case 'tall':
      lampMm.push(lamp(p.nose - 15, p.nose - 290, 300, 0));
      break;
    case 'square':
      lampMm.push(lamp(p.nose - 25, p.nose - 185, 330, 0));
      break;
    case 'split':
      lampMm.push(lamp(p.nose - 15, p.nose - 60, 500, 40), lamp(p.nose - 170, p.nose - 260, 200, 0));
      break;
  }
  const rearX = (y: number): number => {
    // The rear face of the body at height y (for rear lamps).
    for (let i = 0; i + 1 < rear.length; i += 1) {
      const a = rear[i];
      const b = rear[i + 1];
      if (!a || !b) continue;
      const lo = Math.min(a[1], b[1]);
      const hi = Math.max(a[1], b[1]);
      if (y >= lo && y <= hi && Math.abs(b[0] - a[0]) < 400) return xAt([[a[0], a[1]], [b[0], b[1]]], y);
    }
    return 0;
  };
  const tailMm: Point[][] = [];
  const band = (y1: number, y2: number, depth: number): Point[] => [
    [rearX(y1) + 4, y1],
    [rearX(y1) + depth, y1 + 10],
    [rearX(y2) + depth - 40, y2],
    [rearX(y2) + 4, y2],
  ];
  const lampBase = p.tail === 'notch' || p.tail === 'fastback' ? (p.deck ?? p.belt) - 20 : beltRear - 60;
  switch (p.rearLamp) {
    case 'vertical': {
      const top = Math.min(beltRear + 260, roofRearY - 200);
      tailMm.push(band(top, beltRear - 300, 120));
      break;
    }
    case 'wrap':
      tailMm.push(band(lampBase - 10, lampBase - 150, 380));
      break;
    case 'bar':
      tailMm.push(band(lampBase - 20, lampBase - 85, 300));
      break;
    case 'bed':
      tailMm.push([
        [-3, (bedTop ?? p.belt) - 60],
        [85, (bedTop ?? p.belt) - 60],
        [85, (bedTop ?? p.belt) - 420],
        [-3, (bedTop ?? p.belt) - 420],
      ]);
      break;
  }
  const grilleDepth: Record<CarProfile['grille'], number> = { massive: 300, trapezoid: 200, slim: 120, bar: 230, mesh: 210, closed: 0 };
  const gh = grilleDepth[p.grille];
  const intakeMm: Point[] | undefined =
    gh > 0
      ? [
          [onFascia(chin + 60 + gh) - 8, chin + 60 + gh],
          [L - 170, chin + 60 + gh],
          [L - 150, chin + 60],
          [L - 60, chin + 60],
        ]
      : undefined;

  const railsMm: Point[] | undefined = p.rails
    ? (() => {
        const roofLine: Line = [
          [aTopX, H],
          [roofEndX, roofRearY],
        ];
        const x1 = aTopX - 220;
        const x2 = roofEndX + 200;
        return [
          [x1, yAt(roofLine, x1) - 10],
          [x1 - 40, yAt(roofLine, x1) + 75],
          [x2 + 50, yAt(roofLine, x2) + 75],
          [x2, yAt(roofLine, x2) - 10],
        ];
      })()
    : undefined;

  const toPx = (pts: readonly Point[]) => pts.map(([x, y]) => at(x, y));
  const stepMm: Point[] | undefined = p.steps
    ? [
        [xr + R + 90, sill - 30],
        [xf - R - 90, sill - 30],
        [xf - R - 110, sill - 85],
        [xr + R + 110, sill - 85],
      ]
    : undefined;
  const mirrorMm: Point = [cowlX - 140, p.belt + 20];
  const badgeMm: Point = p.badge === 'gr' ? [xf + 30, (sill + p.belt) / 2 + 150] : [xf - R - 420, sill + 150];
  const wheelY = GROUND_Y - R * scale;
  const wheels: [Point, Point] = [
    [at(xr, 0)[0], wheelY],
    [at(xf, 0)[0], wheelY],
  ];
  const sillY = at(0, sill)[1];
  const archR = (R + 65) * scale;
  const arch = (cx: number): ArchGeometry => {
    const dy = sillY - wheelY;
    const dx = Math.sqrt(Math.max(archR * archR - dy * dy, 0));
    return { cx, cy: wheelY, r: archR, dx, large: dy > 0 ? 1 : 0 };
  };
  const xs = outline.map((v) => v[0]);
  const ys = outline.map((v) => v[1]);
  return {
    profile: p,
    scale,
    at,
    outline,
    outlineMm,
    sillY,
    wheelR: R * scale,
    rimR: ((p.tyre[2] * 25.4) / 2) * scale,
    wheels,
    wheelY,
    arches: [arch(wheels[0][0]), arch(wheels[1][0])],
    glass,
    splits,
    ...(blackPillarMm ? { blackPillar: toPx(blackPillarMm) } : {}),
    twoToneY: at(0, p.belt)[1],
    shoulder: toPx([
      [20, beltRear - 110],
      [cowlX - 300, p.belt - 80],
      [L - p.fascia - 40, p.nose - 40],
    ]),
    ...(p.crease
      ? {
          crease: toPx([
            [L - p.fascia - 260, p.crease[0]],
            [40, p.crease[1]],
          ]),
        }
      : {}),
    doors: doorsMm.map(toPx),
    handles: toPx(handlesMm),
    ...(slideRail ? { slideRail } : {}),
    head: lampMm.map(toPx),
    tail: tailMm.map(toPx),
    ...(intakeMm ? { intake: toPx(intakeMm) } : {}),
    mirror: at(...mirrorMm),
    ...(railsMm ? { rails: toPx(railsMm) } : {}),
    ...(stepMm ? { step: toPx(stepMm) } : {}),
    ...(cabBackX !== undefined && bedTop !== undefined
      ? {
          bedLine: toPx([
            [10, bedTop - 20],
            [cabBackX - 25, bedTop - 20],
            [cabBackX - 25, sill + 60],
          ]),
        }
      : {}),
    badgeAt: at(...badgeMm),
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    roofY: Math.min(...ys),
    parts: {
      glass: glassMm,
      pillars: pillarsMm,
      ...(blackPillarMm ? { blackPillar: blackPillarMm } : {}),
      doors: doorsMm,
      head: lampMm,
      ...(intakeMm ? { intake: intakeMm } : {}),
      ...(railsMm ? { rails: railsMm } : {}),
      ...(stepMm ? { step: stepMm } : {}),
      mirror: mirrorMm,
      badgeAt: badgeMm,
    },
    mm: {
      tyreRadius: R,
      sill,
      chin,
      rearBottom,
      bumper,
      cowlX,
      aTopX,
      roofRearY,
      beltRear,
      ...(bedTop !== undefined ? { bedTop } : {}),
      ...(cabBackX !== undefined ? { cabBackX } : {}),
    },
  };
}

/**
 * The side glass cut into windows by its pillars. Each pillar is the line from (bottom, yBottom) to
 * (top, yTop) with a gap of its width; works in pixels (y down) and in millimetres (y up) alike.
 */
export function splitGlass(glass: readonly Point[], pillars: readonly Split[], yBottom: number, yTop: number): Point[][] {
  const sorted = [...pillars].sort((a, b) => a.bottom - b.bottom);
  // Half-plane "in front of the pillar line": a·x + b·y + c ≥ 0, normalised so c can carry the gap.
  const plane = (s: Split) => {
    const flip = yBottom > yTop ? 1 : -1;
    const a = (yBottom - yTop) * flip;
    const b = (s.top - s.bottom) * flip;
    const len = Math.hypot(a, b);
    return { a: a / len, b: b / len, c: -(a * s.bottom + b * yBottom) / len };
  };
  const pieces: Point[][] = [];
  for (let i = 0; i <= sorted.length; i += 1) {
    let poly: Point[] = [...glass];
    const behind = sorted[i - 1];
    const ahead = sorted[i];
    if (behind) {
      const p = plane(behind);
      poly = clipPolygon(poly, p.a, p.b, p.c - behind.gap / 2);
    }
    if (ahead) {
      const p = plane(ahead);
      poly = clipPolygon(poly, -p.a, -p.b, -p.c - ahead.gap / 2);
    }
    if (poly.length >= 3) pieces.push(poly);
  }
  return pieces;
}

/** A rounded open outline as points: each rounded corner becomes three points of its curve. */
export function flattenOutline(vertices: readonly Vertex[]): Point[] {
  const out: Point[] = [];
  const n = vertices.length;
  for (let i = 0; i < n; i += 1) {
    const [x, y, r = 0] = vertices[i] ?? [0, 0];
    const prev = vertices[i - 1];
    const next = vertices[i + 1];
    if (r <= 0 || !prev || !next) {
      out.push([x, y]);
      continue;
    }
    const d1 = Math.hypot(x - prev[0], y - prev[1]);
    const d2 = Math.hypot(next[0] - x, next[1] - y);
    const rr = Math.min(r, d1 / 2, d2 / 2);
    if (rr <= 0) {
      out.push([x, y]);
      continue;
    }
    const a: Point = [x + ((prev[0] - x) / d1) * rr, y + ((prev[1] - y) / d1) * rr];
    const b: Point = [x + ((next[0] - x) / d2) * rr, y + ((next[1] - y) / d2) * rr];
    out.push(a, [(a[0] + 2 * x + b[0]) / 4, (a[1] + 2 * y + b[1]) / 4], b);
  }
  return out;
}
