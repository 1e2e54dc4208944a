/**
 * Cabin illustrations for gallery "interior" shots, 800×450 (16:9). Indonesian cars are
 * right-hand drive, so the steering wheel sits on the right. The car colour becomes the
 * accent (stitching, trim strip, gauge rings).
 */
import { ensureContrast, normalizeHex } from './color';
import type { CarBadge, CarProfile } from './models';
import { FONT_STACK, idPrefix, num, svgDocument } from './svg';

export const INTERIOR_VIEW_WIDTH = 800;
export const INTERIOR_VIEW_HEIGHT = 450;

export const INTERIOR_VARIANTS = ['dashboard', 'seats', 'steering'] as const;
export type InteriorVariant = (typeof INTERIOR_VARIANTS)[number];

const VARIANT_LABELS: Record<InteriorVariant, string> = {
  dashboard: 'dasbor dan layar hiburan',
  seats: 'jok depan',
  steering: 'setir dan panel instrumen',
};

const TRIM = '#1e2125';

/** What the cabin pictures show of a model (its profile, from the seed's specification). */
export interface CabinSpec {
  /** Touch screen diagonal in inches; 0 draws a 2-DIN radio. */
  screen: number;
  /** Digital instrument cluster diagonal in inches; none draws two dials. */
  cluster?: number | undefined;
  /** How high one sits: from a van the road shows lower under the dash than from a coupé. */
  seating: 'low' | 'mid' | 'high';
  badge?: CarBadge | undefined;
}

/** The look before cabins followed the model: a 10.5-inch screen and two dials. */
const DEFAULT_CABIN: CabinSpec = { screen: 10.5, seating: 'mid' };

export function cabinOf(profile: CarProfile): CabinSpec {
  return {
    screen: profile.screen,
    cluster: profile.cluster,
    seating: profile.height < 1450 ? 'low' : profile.height > 1800 ? 'high' : 'mid',
    badge: profile.badge,
  };
}

/** The accent must stay visible on the dark trim: very dark colours are lifted. */
function accentOf(color: string): string {
  return ensureContrast(color, TRIM, 2.2);
}

function windscreen(id: (name: string) => string, horizon: number): { defs: string; body: string } {
  return {
    defs:
      `<linearGradient id="${id('k')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fcbea"/><stop offset="1" stop-color="#eaf4fb"/></linearGradient>`,
    body:
      `<rect width="800" height="450" fill="url(#${id('k')})"/>` +
      `<path d="M0 ${horizon}Q140 ${horizon - 40} 300 ${horizon - 12}T620 ${horizon - 22}T800 ${horizon}V450H0Z" fill="#a9c8a2"/>` +
      `<path d="M370 ${horizon}H430L640 450H160Z" fill="#8d949c"/>` +
      `<path d="M400 ${horizon + 8}V450" stroke="#f4f4f4" stroke-width="4" stroke-dasharray="14 16"/>`,
  };
}

function cabinFrame(): string {
  return (
    '<path d="M0 0H800V46Q400 84 0 46Z" fill="#2a2d32"/>' +
    '<path d="M0 40H70L22 300H0Z" fill="#25282d"/><path d="M800 40H730L778 300H800Z" fill="#25282d"/>' +
    '<path d="M400 58V70" stroke="#1a1c20" stroke-width="6"/><rect x="344" y="66" width="112" height="30" rx="12" fill="#1f2226"/>' +
    '<rect x="352" y="72" width="96" height="18" rx="8" fill="#6f8597" opacity="0.6"/>'
  );
}

function steeringWheel(cx: number, cy: number, r: number, accent: string, badge?: CarBadge): string {
  const hub =
    badge === 'gr'
      ? `<rect x="${num(cx - 14)}" y="${num(cy - 8)}" width="28" height="16" rx="2" fill="#d7141a"/><text x="${cx}" y="${num(cy + 5)}" font-family="${FONT_STACK}" font-size="12" font-weight="800" font-style="italic" fill="#fff" text-anchor="middle">GR</text>`
      : `<ellipse cx="${cx}" cy="${cy}" rx="${num(r * 0.12)}" ry="${num(r * 0.08)}" fill="none" stroke="${badge === 'hybrid' ? '#2b8fd6' : '#d6dbe1'}" stroke-width="2.5"/>`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#17191c" stroke-width="${num(r * 0.2)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="1.6" stroke-dasharray="4 6" opacity="0.9"/>` +
    `<path d="M${num(cx - r)} ${cy}Q${cx} ${num(cy - r * 0.18)} ${num(cx + r)} ${cy}M${cx} ${num(cy + r * 0.3)}V${num(cy + r)}" fill="none" stroke="#363a41" stroke-width="${num(r * 0.18)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.34)}" fill="#2c3036" stroke="#454a52" stroke-width="3"/>` +
    hub
  );
}

/** The centre screen at its real size (a 2-DIN radio when the variant has none), with a map and a route. */
function centreScreen(inches: number, accent: string): string {
  if (inches <= 0) {
    return (
      '<rect x="335" y="246" width="130" height="46" rx="5" fill="#111418" stroke="#4a5058" stroke-width="2"/>' +
      '<rect x="352" y="254" width="96" height="16" rx="2" fill="#2d6a86"/>' +
      '<circle cx="350" cy="282" r="6" fill="#2c3036"/><circle cx="450" cy="282" r="6" fill="#2c3036"/>'
    );
  }
  const w = inches * 15.6;
  const h = w * 0.585;
  const x = 400 - w / 2;
  const y = 292 - h;
  const at = (fx: number, fy: number) => `${num(x + w * fx)} ${num(y + h * fy)}`;
  return (
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="10" fill="#0e1217" stroke="#4a5058" stroke-width="3"/>` +
    `<path d="M${at(0.07, 0.35)}H${num(x + w * 0.93)}M${at(0.07, 0.69)}H${num(x + w * 0.93)}M${at(0.27, 0.1)}V${num(y + h * 0.92)}M${at(0.68, 0.1)}V${num(y + h * 0.92)}" stroke="#1f2a36" stroke-width="6"/>` +
    `<path d="M${at(0.13, 0.85)}L${at(0.33, 0.56)}L${at(0.56, 0.65)}L${at(0.82, 0.21)}" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${num(x + w * 0.82)}" cy="${num(y + h * 0.21)}" r="6" fill="#fff"/>`
  );
}

/** Two dials, or the digital cluster at its size (with the hybrid's energy gauge in blue). */
function instruments(cabin: CabinSpec, accent: string): string {
  if (cabin.cluster) {
    // As wide as its size allows without running into the centre screen.
    const x = Math.max(660 - Math.max(150, cabin.cluster * 16), 400 + (cabin.screen * 15.6) / 2 + 10);
    const w = 660 - x;
    return (
      `<rect x="${num(x)}" y="232" width="${num(w)}" height="68" rx="12" fill="#0b1620" stroke="#3a4049" stroke-width="2"/>` +
      `<path d="M${num(x + 18)} 286Q${num(x + w / 2)} 236 ${num(x + w - 18)} 286" fill="none" stroke="${cabin.badge === 'hybrid' ? '#2b8fd6' : accent}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="${num(x + w / 2 - 22)}" y="262" width="44" height="18" rx="3" fill="#1c2a36"/>`
    );
  }
  const gauge = cabin.badge === 'hybrid' ? '#2b8fd6' : accent;
  return (
    '<rect x="510" y="236" width="150" height="62" rx="16" fill="#101317"/>' +
    `<circle cx="552" cy="266" r="20" fill="none" stroke="${gauge}" stroke-width="3"/><circle cx="620" cy="266" r="20" fill="none" stroke="${accent}" stroke-width="3"/>` +
    '<path d="M552 266L540 253M620 266L633 256" stroke="#f4f4f4" stroke-width="2.5" stroke-linecap="round"/>'
  );
}

function dashboard(id: (name: string) => string, accent: string, cabin: CabinSpec): { defs: string; body: string } {
  const view = windscreen(id, 210);
  // Sitting high puts the dash lower in the view, sitting low raises it.
  const dy = cabin.seating === 'high' ? 16 : cabin.seating === 'low' ? -14 : 0;
  const defs =
    view.defs +
    `<linearGradient id="${id('d')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#454a52"/><stop offset="0.3" stop-color="#2b2f35"/><stop offset="1" stop-color="${TRIM}"/></linearGradient>`;
  const vents = (x: number, y: number, w: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="26" rx="7" fill="#15171a"/>` +
    `<path d="M${x + 6} ${y + 9}H${x + w - 6}M${x + 6} ${y + 17}H${x + w - 6}" stroke="#3b4047" stroke-width="2.5"/>`;
  const body =
    view.body +
    cabinFrame() +
    (dy ? `<g transform="translate(0 ${dy})">` : '') +
    `<path d="M0 300C180 226 620 226 800 300V480H0Z" fill="url(#${id('d')})"/>` +
    `<path d="M30 322C220 262 580 262 770 322" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M30 330C220 270 580 270 770 330" fill="none" stroke="${accent}" stroke-width="2" opacity="0.35"/>` +
    centreScreen(cabin.screen, accent) +
    vents(330, 304, 62) +
    vents(408, 304, 62) +
    vents(60, 318, 96) +
    // Centre console and gear selector.
    '<path d="M346 350H454L492 450H308Z" fill="#25282d"/>' +
    `<circle cx="400" cy="404" r="20" fill="#15171a" stroke="${accent}" stroke-width="3"/>` +
    '<rect x="360" y="360" width="20" height="10" rx="3" fill="#3b4047"/><rect x="390" y="360" width="20" height="10" rx="3" fill="#3b4047"/><rect x="420" y="360" width="20" height="10" rx="3" fill="#3b4047"/>' +
    // Glovebox line on the passenger side.
    '<path d="M70 382Q180 362 290 374" fill="none" stroke="#15171a" stroke-width="2"/>' +
    // Instrument cluster and steering wheel (right-hand drive).
    instruments(cabin, accent) +
    steeringWheel(585, 412, 112, accent, cabin.badge) +
    (dy ? '</g>' : '');
  return { defs, body };
}

function seats(id: (name: string) => string, accent: string, cabin: CabinSpec): { defs: string; body: string } {
  const view = windscreen(id, 170);
  const defs =
    view.defs +
    `<linearGradient id="${id('l')}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2a2d33"/><stop offset="0.5" stop-color="#41454d"/><stop offset="1" stop-color="#24272c"/></linearGradient>`;
  const seat = (cx: number) =>
    `<path d="M${cx - 34} 198V178M${cx + 34} 198V178" stroke="#9aa1aa" stroke-width="5"/>` +
    `<rect x="${cx - 70}" y="120" width="140" height="64" rx="26" fill="url(#${id('l')})"/>` +
    `<path d="M${cx - 118} 450V262Q${cx - 118} 196 ${cx - 60} 192H${cx + 60}Q${cx + 118} 196 ${cx + 118} 262V450Z" fill="url(#${id('l')})"/>` +
    `<path d="M${cx - 70} 450V250Q${cx - 70} 214 ${cx - 36} 212H${cx + 36}Q${cx + 70} 214 ${cx + 70} 250V450" fill="#34383f" stroke="${accent}" stroke-width="2" stroke-dasharray="5 5"/>` +
    `<path d="M${cx - 34} 214V450M${cx} 214V450M${cx + 34} 214V450" stroke="#2a2d33" stroke-width="3"/>`;
  const body =
    view.body +
    cabinFrame() +
    '<path d="M0 262C200 214 600 214 800 262V450H0Z" fill="#2b2f35"/>' +
    `<path d="M40 276C230 232 570 232 760 276" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<g transform="translate(400 268) scale(0.6) translate(-400 -292)">${centreScreen(cabin.screen, accent)}</g>` +
    '<circle cx="560" cy="300" r="70" fill="none" stroke="#17191c" stroke-width="14"/>' +
    seat(220) +
    seat(580) +
    // Armrest console between the seats.
    `<path d="M340 450V352Q340 330 362 330H438Q460 330 460 352V450Z" fill="#26292e" stroke="${accent}" stroke-width="2" stroke-dasharray="5 5"/>`;
  return { defs, body };
}

export interface CarInteriorSvgOptions {
  /** Accent colour (usually the body colour); invalid values become grey. */
  color: string;
  /** The model's cabin (cabinOf(profile)); a generic one when absent. */
  cabin?: CabinSpec;
  /** Model name for the accessible title. */
  label?: string;
  variant?: InteriorVariant;
  /** Overrides the generated accessible title. */
  title?: string;
}

export function buildInteriorTitle(label: string | undefined, variant: InteriorVariant): string {
  const name = label?.trim();
  return `Ilustrasi interior${name ? ` ${name}` : ''}: ${VARIANT_LABELS[variant]}`;
}

/** The cabin as a fragment in the 800×450 system. */
export function drawInterior(color: string, variant: InteriorVariant, prefix: string, cabin: CabinSpec = DEFAULT_CABIN): { defs: string; body: string } {
  const accent = accentOf(color);
  const id = (name: string) => `${prefix}${name}`;
  if (variant === 'seats') return seats(id, accent, cabin);
  const scene = dashboard(id, accent, cabin);
  if (variant === 'steering') {
    // A detail crop of the dashboard around the wheel and gauges.
    return { defs: scene.defs, body: `<g transform="translate(-924 -506) scale(2.2)">${scene.body}</g>` };
  }
  return scene;
}

export function renderCarInteriorSvg(options: CarInteriorSvgOptions): string {
  const variant: InteriorVariant = INTERIOR_VARIANTS.includes(options.variant as InteriorVariant)
    ? (options.variant as InteriorVariant)
    : 'dashboard';
  const color = normalizeHex(options.color);
  const cabin = options.cabin ?? DEFAULT_CABIN;
  const scene = drawInterior(color, variant, idPrefix('i', `${variant}|${color}|${JSON.stringify(cabin)}`), cabin);
  return svgDocument({
    width: INTERIOR_VIEW_WIDTH,
    height: INTERIOR_VIEW_HEIGHT,
    title: options.title ?? buildInteriorTitle(options.label, variant),
    defs: scene.defs,
    body: scene.body,
  });
}
