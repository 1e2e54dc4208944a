/**
 * A small rasteriser for the SVG subset our renderers emit, used by the tests to compare what a
 * picture actually shows: every opaque filled shape (path, polygon, rect, circle, ellipse and the
 * `<use>` of a shape in <defs>) is flattened to polygons and sampled at the centres of a coarse
 * grid. Shapes painted inside a clip-path or a mask, translucent ones (opacity, a radial
 * gradient shadow) and text are left out: the result is the picture's silhouette.
 */
import type { Point } from './svg';

export interface Grid {
  cols: number;
  rows: number;
  /** The area of the picture the grid covers (defaults to the whole viewBox). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A silhouette: one byte per cell, 1 = covered. */
export interface Mask {
  cols: number;
  rows: number;
  cells: Uint8Array;
}

type Attrs = Record<string, string>;

function attrsOf(tag: string): Attrs {
  const out: Attrs = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1] ?? ''] = m[2] ?? '';
  return out;
}

const numbersOf = (text: string): number[] => (text.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);

/** SVG path data → closed polygons (one per subpath), curves and arcs flattened. */
export function flattenPath(d: string): Point[][] {
  const polys: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const close = () => {
    if (current.length >= 3) polys.push(current);
    current = [];
  };
  for (const m of d.matchAll(/([MLHVQCAZmlhvqcaz])([^MLHVQCAZmlhvqcaz]*)/g)) {
    const cmd = m[1] ?? '';
    const args = numbersOf(m[2] ?? '');
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    const take = (n: number) => args.splice(0, n);
    /** Every remaining coordinate pair as a line to it (L, and the pairs after an M's first). */
    const lineTos = () => {
      while (args.length >= 2) {
        const [lx = 0, ly = 0] = take(2);
        x = (rel ? x : 0) + lx;
        y = (rel ? y : 0) + ly;
        current.push([x, y]);
      }
    };
    switch (cmd.toUpperCase()) {
      case 'M': {
        close();
        const [mx = 0, my = 0] = take(2);
        x = ox + mx;
        y = oy + my;
        startX = x;
        startY = y;
        current.push([x, y]);
        // Further pairs are implicit line-tos.
        lineTos();
        break;
      }
      case 'L':
        lineTos();
        break;
      case 'H':
        while (args.length >= 1) {
          x = (rel ? x : 0) + (take(1)[0] ?? 0);
          current.push([x, y]);
        }
        break;
      case 'V':
        while (args.length >= 1) {
          y = (rel ? y : 0) + (take(1)[0] ?? 0);
          current.push([x, y]);
        }
        break;
      case 'Q':
        while (args.length >= 4) {
          const [c1 = 0, c2 = 0, ex = 0, ey = 0] = take(4);
          const bx = rel ? x : 0;
          const by = rel ? y : 0;
          const [x0, y0] = [x, y];
          for (let i = 1; i <= 8; i += 1) {
            const t = i / 8;
            const u = 1 - t;
            current.push([u * u * x0 + 2 * u * t * (bx + c1) + t * t * (bx + ex), u * u * y0 + 2 * u * t * (by + c2) + t * t * (by + ey)]);
          }
          x = bx + ex;
          y = by + ey;
        }
        break;
      case 'C':
        while (args.length >= 6) {
          const [a1 = 0, a2 = 0, b1 = 0, b2 = 0, ex = 0, ey = 0] = take(6);
          const bx = rel ? x : 0;
          const by = rel ? y : 0;
          const [x0, y0] = [x, y];
          for (let i = 1; i <= 10; i += 1) {
            const t = i / 10;
            const u = 1 - t;
            const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
            current.push([
              k[0] * x0 + k[1] * (bx + a1) + k[2] * (bx + b1) + k[3] * (bx + ex),
              k[0] * y0 + k[1] * (by + a2) + k[2] * (by + b2) + k[3] * (by + ey),
            ]);
          }
          x = bx + ex;
          y = by + ey;
        }
        break;
      case 'A':
        while (args.length >= 7) {
          const [rx0 = 0, ry0 = 0, rot = 0, large = 0, sweep = 0, ex = 0, ey = 0] = take(7);
          const x2 = (rel ? x : 0) + ex;
          const y2 = (rel ? y : 0) + ey;
          current.push(...arcPoints(x, y, rx0, ry0, rot, large !== 0, sweep !== 0, x2, y2));
          x = x2;
          y = y2;
        }
        break;
      case 'Z':
        x = startX;
        y = startY;
        close();
        break;
    }
  }
  close();
  return polys;
}

/** SVG elliptical arc (endpoint form, F.6.5 of the SVG spec) → points after the start point. */
function arcPoints(x1: number, y1: number, rx0: number, ry0: number, rotDeg: number, large: boolean, sweep: boolean, x2: number, y2: number): Point[] {
  let rx = Math.abs(rx0);
  let ry = Math.abs(ry0);
  if (rx === 0 || ry === 0) return [[x2, y2]];
  const phi = (rotDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const steps = Math.max(4, Math.ceil(Math.abs(dt) / (Math.PI / 16)));
  const out: Point[] = [];
  for (let i = 1; i <= steps; i += 1) {
    const t = t1 + (dt * i) / steps;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    out.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  return out;
}

function ellipsePolygon(cx: number, cy: number, rx: number, ry: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 48; i += 1) {
    const t = (i / 48) * 2 * Math.PI;
    out.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return out;
}

/** Polygons of one element (in its own coordinates); empty for what is not a filled shape. */
function shapeOf(name: string, a: Attrs): Point[][] {
  const n = (key: string, fallback = 0) => (a[key] === undefined ? fallback : Number(a[key]));
  switch (name) {
    case 'path':
      return flattenPath(a.d ?? '');
    case 'polygon': {
      const v = numbersOf(a.points ?? '');
      const pts: Point[] = [];
      for (let i = 0; i + 1 < v.length; i += 2) pts.push([v[i] ?? 0, v[i + 1] ?? 0]);
      return pts.length >= 3 ? [pts] : [];
    }
    case 'rect': {
      const x = n('x');
      const y = n('y');
      const w = n('width');
      const h = n('height');
      return [
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
      ];
    }
    case 'circle':
      return [ellipsePolygon(n('cx'), n('cy'), n('r'), n('r'))];
    case 'ellipse':
      return [ellipsePolygon(n('cx'), n('cy'), n('rx'), n('ry'))];
    default:
      return [];
  }
}

/**
 * The opaque filled shapes of an SVG document as polygons in viewBox coordinates. `<g>` groups
 * may carry `transform="translate(x y) scale(s)"` (what our renderers use); a `<use>` draws the
 * shapes of the element it references, moved by its x and y.
 */
export function svgShapes(svg: string): Point[][] {
  const radial = new Set([...svg.matchAll(/<radialGradient id="([^"]+)"/g)].map((m) => m[1]));
  const defsStart = svg.indexOf('<defs>');
  const defsEnd = svg.indexOf('</defs>');
  const defs = defsStart >= 0 && defsEnd > defsStart ? svg.slice(defsStart, defsEnd) : '';
  const body = defsEnd >= 0 ? svg.slice(defsEnd + 7) : svg;
  // Shapes of each referencable <g id> in <defs> (the wheel).
  const symbols = new Map<string, Point[][]>();
  for (const m of defs.matchAll(/<g id="([^"]+)">(.*?)<\/g>/g)) {
    symbols.set(m[1] ?? '', collect(m[2] ?? '', radial, new Map()));
  }
  return collect(body, radial, symbols);
}

function collect(markup: string, radial: Set<string | undefined>, symbols: Map<string, Point[][]>): Point[][] {
  const out: Point[][] = [];
  // Stack of transforms (scale, dx, dy) and of "skip" flags for clipped or masked groups.
  const stack: { s: number; dx: number; dy: number; skip: boolean }[] = [{ s: 1, dx: 0, dy: 0, skip: false }];
  for (const m of markup.matchAll(/<(\/?)([\w:-]+)([^>]*?)(\/?)>/g)) {
    const closing = m[1] === '/';
    const name = m[2] ?? '';
    const a = attrsOf(m[3] ?? '');
    const selfClosing = m[4] === '/';
    const top = stack[stack.length - 1] ?? { s: 1, dx: 0, dy: 0, skip: false };
    if (closing) {
      if (name === 'g' || name === 'clipPath' || name === 'mask' || name === 'text' || name === 'defs') stack.pop();
      continue;
    }
    if (name === 'g' || name === 'clipPath' || name === 'mask' || name === 'text' || name === 'defs') {
      const t = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)(?:\s*scale\(([-\d.]+)\))?/.exec(a.transform ?? '');
      const s = t ? Number(t[3] ?? 1) : 1;
      const dx = t ? Number(t[1]) : 0;
      const dy = t ? Number(t[2]) : 0;
      const skip = top.skip || name !== 'g' || 'clip-path' in a || 'mask' in a || 'opacity' in a;
      if (!selfClosing) stack.push({ s: top.s * s, dx: top.dx + dx * top.s, dy: top.dy + dy * top.s, skip });
      continue;
    }
    if (top.skip || 'opacity' in a || a.fill === 'none') continue;
    const fillRef = /^url\(#([^)]+)\)$/.exec(a.fill ?? '')?.[1];
    if (fillRef && radial.has(fillRef)) continue;
    let polys: Point[][];
    if (name === 'use') {
      const ref = (a.href ?? '').replace(/^#/, '');
      const ux = Number(a.x ?? 0);
      const uy = Number(a.y ?? 0);
      polys = (symbols.get(ref) ?? []).map((poly) => poly.map(([x, y]) => [x + ux, y + uy] as Point));
    } else {
      polys = shapeOf(name, a);
    }
    // A shape's own transform: matrix(a b c d e f) (the three-quarter view's wheels).
    const matrix = /matrix\(([^)]*)\)/.exec(a.transform ?? '');
    const [ma = 1, mb = 0, mc = 0, md = 1, me = 0, mf = 0] = matrix ? numbersOf(matrix[1] ?? '') : [];
    const own = ([x, y]: Point): Point => [ma * x + mc * y + me, mb * x + md * y + mf];
    for (const poly of polys) {
      out.push(poly.map((pt) => {
        const [x, y] = own(pt);
        return [top.dx + x * top.s, top.dy + y * top.s] as Point;
      }));
    }
  }
  return out;
}

function inside(poly: readonly Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i, i += 1) {
    const [xi, yi] = poly[i] ?? [0, 0];
    const [xj, yj] = poly[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Samples the union of the polygons at the centre of every grid cell. */
export function rasterize(polys: readonly (readonly Point[])[], grid: Grid): Mask {
  const cells = new Uint8Array(grid.cols * grid.rows);
  const cw = grid.width / grid.cols;
  const ch = grid.height / grid.rows;
  for (const poly of polys) {
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const [x, y] of poly) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const c0 = Math.max(0, Math.floor((minX - grid.x) / cw));
    const c1 = Math.min(grid.cols - 1, Math.ceil((maxX - grid.x) / cw));
    const r0 = Math.max(0, Math.floor((minY - grid.y) / ch));
    const r1 = Math.min(grid.rows - 1, Math.ceil((maxY - grid.y) / ch));
    for (let r = r0; r <= r1; r += 1) {
      const y = grid.y + (r + 0.5) * ch;
      for (let c = c0; c <= c1; c += 1) {
        if (cells[r * grid.cols + c]) continue;
        if (inside(poly, grid.x + (c + 0.5) * cw, y)) cells[r * grid.cols + c] = 1;
      }
    }
  }
  return { cols: grid.cols, rows: grid.rows, cells };
}

/** Intersection over union of two masks of the same grid (1 = identical silhouettes). */
export function iou(a: Mask, b: Mask): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.cells.length; i += 1) {
    const x = a.cells[i] ?? 0;
    const y = b.cells[i] ?? 0;
    if (x && y) both += 1;
    if (x || y) either += 1;
  }
  return either === 0 ? 1 : both / either;
}

/** The mask moved by whole cells (what a small misregistration of the same picture does). */
export function shiftMask(mask: Mask, dc: number, dr: number): Mask {
  const cells = new Uint8Array(mask.cells.length);
  for (let r = 0; r < mask.rows; r += 1) {
    for (let c = 0; c < mask.cols; c += 1) {
      const sr = r - dr;
      const sc = c - dc;
      if (sr >= 0 && sr < mask.rows && sc >= 0 && sc < mask.cols) cells[r * mask.cols + c] = mask.cells[sr * mask.cols + sc] ?? 0;
    }
  }
  return { cols: mask.cols, rows: mask.rows, cells };
}

/** Bounding box of the covered cells, in cells; null for an empty mask. */
export function maskBounds(mask: Mask): { c0: number; r0: number; c1: number; r1: number } | null {
  let c0 = Infinity;
  let r0 = Infinity;
  let c1 = -Infinity;
  let r1 = -Infinity;
  for (let r = 0; r < mask.rows; r += 1) {
    for (let c = 0; c < mask.cols; c += 1) {
      if (!mask.cells[r * mask.cols + c]) continue;
      c0 = Math.min(c0, c);
      c1 = Math.max(c1, c);
      r0 = Math.min(r0, r);
      r1 = Math.max(r1, r);
    }
  }
  return Number.isFinite(c0) ? { c0, r0, c1, r1 } : null;
}

/** Text art for a failing test's message: '#' covered, '.' empty. */
export function maskToText(mask: Mask, step = 2): string {
  const lines: string[] = [];
  for (let r = 0; r < mask.rows; r += step) {
    let line = '';
    for (let c = 0; c < mask.cols; c += 1) line += mask.cells[r * mask.cols + c] ? '#' : '.';
    lines.push(line);
  }
  return lines.join('\n');
}
