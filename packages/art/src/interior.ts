/**
 * Cabin illustrations for gallery "interior" shots, 800×450 (16:9). Indonesian cars are
 * right-hand drive, so the steering wheel sits on the right. The car colour becomes the
 * accent (stitching, trim strip, gauge rings).
 */
import { ensureContrast, normalizeHex } from './color';
import { idPrefix, num, svgDocument } from './svg';

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

function steeringWheel(cx: number, cy: number, r: number, accent: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#17191c" stroke-width="${num(r * 0.2)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="1.6" stroke-dasharray="4 6" opacity="0.9"/>` +
    `<path d="M${num(cx - r)} ${cy}Q${cx} ${num(cy - r * 0.18)} ${num(cx + r)} ${cy}M${cx} ${num(cy + r * 0.3)}V${num(cy + r)}" fill="none" stroke="#363a41" stroke-width="${num(r * 0.18)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${num(r * 0.34)}" fill="#2c3036" stroke="#454a52" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${num(r * 0.12)}" ry="${num(r * 0.08)}" fill="none" stroke="#d6dbe1" stroke-width="2.5"/>`
  );
}

function dashboard(id: (name: string) => string, accent: string): { defs: string; body: string } {
  const view = windscreen(id, 210);
  const defs =
    view.defs +
    `<linearGradient id="${id('d')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#454a52"/><stop offset="0.3" stop-color="#2b2f35"/><stop offset="1" stop-color="${TRIM}"/></linearGradient>`;
  const vents = (x: number, y: number, w: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="26" rx="7" fill="#15171a"/>` +
    `<path d="M${x + 6} ${y + 9}H${x + w - 6}M${x + 6} ${y + 17}H${x + w - 6}" stroke="#3b4047" stroke-width="2.5"/>`;
  const body =
    view.body +
    cabinFrame() +
    `<path d="M0 300C180 226 620 226 800 300V450H0Z" fill="url(#${id('d')})"/>` +
    `<path d="M30 322C220 262 580 262 770 322" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M30 330C220 270 580 270 770 330" fill="none" stroke="${accent}" stroke-width="2" opacity="0.35"/>` +
    // Floating centre screen with a map and a route.
    '<rect x="318" y="196" width="164" height="96" rx="10" fill="#0e1217" stroke="#4a5058" stroke-width="3"/>' +
    '<path d="M330 230H470M330 262H470M362 206V284M430 206V284" stroke="#1f2a36" stroke-width="6"/>' +
    `<path d="M340 278L372 250L410 258L452 216" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="452" cy="216" r="6" fill="#fff"/>` +
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
    '<rect x="510" y="236" width="150" height="62" rx="16" fill="#101317"/>' +
    `<circle cx="552" cy="266" r="20" fill="none" stroke="${accent}" stroke-width="3"/><circle cx="620" cy="266" r="20" fill="none" stroke="${accent}" stroke-width="3"/>` +
    '<path d="M552 266L540 253M620 266L633 256" stroke="#f4f4f4" stroke-width="2.5" stroke-linecap="round"/>' +
    steeringWheel(585, 412, 112, accent);
  return { defs, body };
}

function seats(id: (name: string) => string, accent: string): { defs: string; body: string } {
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
    '<rect x="350" y="212" width="100" height="56" rx="8" fill="#0e1217" stroke="#4a5058" stroke-width="2"/>' +
    `<path d="M362 256L388 236L414 244L438 222" fill="none" stroke="${accent}" stroke-width="3"/>` +
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
export function drawInterior(color: string, variant: InteriorVariant, prefix: string): { defs: string; body: string } {
  const accent = accentOf(color);
  const id = (name: string) => `${prefix}${name}`;
  if (variant === 'seats') return seats(id, accent);
  const scene = dashboard(id, accent);
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
  const scene = drawInterior(color, variant, idPrefix('i', `${variant}|${color}`));
  return svgDocument({
    width: INTERIOR_VIEW_WIDTH,
    height: INTERIOR_VIEW_HEIGHT,
    title: options.title ?? buildInteriorTitle(options.label, variant),
    defs: scene.defs,
    body: scene.body,
  });
}
