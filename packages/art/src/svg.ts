/** Small shared pieces for the SVG renderers (not part of the public API). */
import { escapeXml } from './escape';
import { hashString } from './color';

/** System font stacks only: the SVGs may not reference web fonts (no external requests). */
export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Numbers printed with at most one decimal, so output is compact and identical across runs. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Point = readonly [number, number];

export function pointsAttr(points: readonly Point[]): string {
  return points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/**
 * Ids must not collide when several SVGs are inlined into one HTML page, yet must stay
 * deterministic: derive them from the renderer's input. Equal inputs give equal ids, which
 * is harmless because they then also define identical gradients.
 */
export function idPrefix(kind: string, seed: string): string {
  return `k${kind}${hashString(seed).toString(36)}`;
}

export interface SvgDocumentOptions {
  width: number;
  height: number;
  title: string;
  body: string;
  defs?: string;
}

/**
 * A standalone document: xmlns, viewBox and no fixed width/height, so it scales to its
 * container; role="img" plus <title> for assistive technology.
 */
export function svgDocument({ width, height, title, body, defs }: SvgDocumentOptions): string {
  const safeTitle = escapeXml(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${safeTitle}">` +
    `<title>${safeTitle}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** Path through `points`; a vertex with radius r > 0 is rounded with a quadratic curve. */
export function roundedPath(points: readonly (readonly [number, number, number?])[], closed: boolean): string {
  const n = points.length;
  if (n === 0) return '';
  const parts: string[] = [];
  const at = (i: number) => points[((i % n) + n) % n] ?? [0, 0, 0];
  const corner = (i: number): [Point, Point, Point] | null => {
    const [x, y, r = 0] = at(i);
    const isEnd = !closed && (i === 0 || i === n - 1);
    if (r <= 0 || isEnd) return null;
    const [px, py] = at(i - 1);
    const [nx, ny] = at(i + 1);
    const d1 = Math.hypot(x - px, y - py);
    const d2 = Math.hypot(nx - x, ny - y);
    const rr = Math.min(r, d1 / 2, d2 / 2);
    if (rr <= 0 || d1 === 0 || d2 === 0) return null;
    return [
      [x + ((px - x) / d1) * rr, y + ((py - y) / d1) * rr],
      [x, y],
      [x + ((nx - x) / d2) * rr, y + ((ny - y) / d2) * rr],
    ];
  };
  for (let i = 0; i < n; i += 1) {
    const c = corner(i);
    const [x, y] = at(i);
    const cmd = i === 0 ? 'M' : 'L';
    if (c) {
      const [a, v, b] = c;
      parts.push(`${cmd}${num(a[0])} ${num(a[1])}Q${num(v[0])} ${num(v[1])} ${num(b[0])} ${num(b[1])}`);
    } else {
      parts.push(`${cmd}${num(x)} ${num(y)}`);
    }
  }
  return parts.join('') + (closed ? 'Z' : '');
}

/** Keeps the part of a polygon where a·x + b·y + c ≥ 0 (Sutherland–Hodgman, one edge). */
export function clipPolygon(polygon: readonly Point[], a: number, b: number, c: number): Point[] {
  const out: Point[] = [];
  const side = ([x, y]: Point) => a * x + b * y + c;
  for (let i = 0; i < polygon.length; i += 1) {
    const cur = polygon[i];
    const next = polygon[(i + 1) % polygon.length];
    if (!cur || !next) continue;
    const sc = side(cur);
    const sn = side(next);
    if (sc >= 0) out.push(cur);
    if ((sc >= 0) !== (sn >= 0)) {
      const t = sc / (sc - sn);
      out.push([cur[0] + (next[0] - cur[0]) * t, cur[1] + (next[1] - cur[1]) * t]);
    }
  }
  return out;
}
