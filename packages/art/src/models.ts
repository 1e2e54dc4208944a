/**
 * One profile per catalogue model: the figures of its specification (the seed's
 * packages/db/src/seed/data/cars.ts; apps/api/test/media.test.ts fails when they drift apart) and
 * the character a buyer recognises it by — bonnet, windscreen, roofline, pillars, tail, lamps,
 * grille, wheels, cab. The side, front, rear and three-quarter views are generated from it
 * (car-geometry.ts); a body type is only the fallback for a model the table does not know.
 * All lengths are millimetres, measured from the rear bumper (x) and the ground (y).
 */
import { BODY_TYPES, type BodyType } from '@kemudi/domain/vocabulary';

export type CarBodyType = BodyType;

/** How the body ends behind the cabin. */
export type TailShape = 'hatch' | 'notch' | 'fastback' | 'bed';
export type HeadLampStyle = 'slim' | 'swept' | 'tall' | 'square' | 'split';
export type TailLampStyle = 'vertical' | 'wrap' | 'bar' | 'bed';
export type GrilleStyle = 'trapezoid' | 'massive' | 'slim' | 'closed' | 'bar' | 'mesh';
export type RimStyle = 'five' | 'twin' | 'multi' | 'steel' | 'aero';
export type CarBadge = 'hybrid' | 'gr';
export type CabType = 'single' | 'double';

export interface CarProfile {
  name: string;
  bodyType: CarBodyType;
  /** The variant the picture shows (its wheels, body kit and badge). */
  shows: string;
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  clearance: number;
  /** Tyre of that variant: section width (mm), aspect ratio (%), rim (inches). */
  tyre: readonly [number, number, number];
  /** Front bumper to front axle. */
  frontOverhang: number;
  /** Front bumper to the foot of the windscreen. */
  hood: number;
  /** Height of the bonnet's leading edge. */
  nose: number;
  /** How far the bonnet's leading edge sits behind the bumper (a raked face has a large one). */
  fascia: number;
  /** Height of the foot of the windscreen. */
  cowl: number;
  /** Windscreen angle from the horizontal, degrees. */
  rake: number;
  /** Lower edge of the side glass at the A-pillar, and how much it climbs to the rear. */
  belt: number;
  beltRise: number;
  /** Extra climb of the belt under the last window (the Fortuner's kink, the Raize's wedge). */
  kick?: number;
  /**
   * Body-side character line: its height behind the head lamp and at the tail lamp (the Avanza's
   * line rising to the rear, the Calya's flat one at handle height).
   */
  crease?: readonly [number, number];
  /** How far the roof falls from the windscreen header to its rear end. */
  roofDrop: number;
  tail: TailShape;
  /** Tailgate (hatch) or rear window (notch, fastback) angle from the vertical, degrees. */
  tailRake: number;
  /** Notch and fastback: height and length of the boot deck. */
  deck?: number;
  boot?: number;
  /** Pickups: cab type and load-bed length. */
  cab?: CabType;
  bed?: number;
  /** Pillars between the side windows, as shares of the glass length from the front. */
  pillars: readonly number[];
  /** Width of the last (C or D) pillar. */
  lastPillar: number;
  /** Blacked-out last pillar: the roof seems to float. */
  floating?: boolean;
  /** Sliding rear doors (their rail shows along the rear quarter). */
  sliding?: boolean;
  /** Side doors: 2 (coupé, single cab) or 4. */
  doors: 2 | 4;
  rails?: boolean;
  /** Running boards under the doors (4x4s and big SUVs). */
  steps?: boolean;
  cladding?: boolean;
  /** Front lip, side skirts and rear diffuser (GR Sport, GR Parts, Modellista). */
  aero?: boolean;
  /**
   * Roof spoiler over the tailgate or a ducktail on the boot; with a body kit it is the kit's larger
   * wing, unless 'lip' (the Veloz's small spoiler over its body kit).
   */
  spoiler?: boolean | 'lip';
  head: HeadLampStyle;
  rearLamp: TailLampStyle;
  grille: GrilleStyle;
  rim: RimStyle;
  /** Roof width as a share of the body width, seen from the front. */
  tumble: number;
  badge?: CarBadge;
  /** Cabin (the seed's "Sistem Hiburan" and "Panel Instrumen"): touch screen in inches, 0 for a 2-DIN radio. */
  screen: number;
  /** Digital instrument cluster in inches, when the variant has one. */
  cluster?: number;
}

type Shared = Omit<CarProfile, 'name' | 'bodyType' | 'shows'>;

const AGYA: Shared = {
  length: 3755, width: 1665, height: 1505, wheelbase: 2525, clearance: 160, tyre: [175, 65, 14],
  frontOverhang: 690, hood: 980, nose: 800, fascia: 150, cowl: 960, rake: 31,
  belt: 960, beltRise: 90, roofDrop: 70, tail: 'hatch', tailRake: 16,
  pillars: [0.5], lastPillar: 170, doors: 4,
  head: 'swept', rearLamp: 'vertical', grille: 'trapezoid', rim: 'five', tumble: 0.74, screen: 9,
};

const INNOVA_ZENIX: Shared = {
  length: 4755, width: 1850, height: 1795, wheelbase: 2850, clearance: 185, tyre: [215, 60, 17],
  frontOverhang: 930, hood: 1480, nose: 1000, fascia: 110, cowl: 1160, rake: 25,
  belt: 1100, beltRise: 70, kick: 90, roofDrop: 130, tail: 'hatch', tailRake: 22,
  pillars: [0.39, 0.73], lastPillar: 230, floating: true, doors: 4, crease: [960, 1060],
  head: 'slim', rearLamp: 'wrap', grille: 'massive', rim: 'twin', tumble: 0.8, screen: 10.1,
};

const YARIS_CROSS: Shared = {
  length: 4310, width: 1770, height: 1655, wheelbase: 2620, clearance: 210, tyre: [215, 60, 17],
  frontOverhang: 880, hood: 1150, nose: 900, fascia: 120, cowl: 1090, rake: 30,
  belt: 1080, beltRise: 90, kick: 60, roofDrop: 110, tail: 'hatch', tailRake: 26,
  pillars: [0.5], lastPillar: 260, doors: 4, cladding: true,
  head: 'slim', rearLamp: 'wrap', grille: 'trapezoid', rim: 'twin', tumble: 0.76, screen: 9,
};

const HILUX_DOUBLE_CAB: Shared = {
  length: 5325, width: 1855, height: 1815, wheelbase: 3085, clearance: 225, tyre: [265, 65, 17],
  frontOverhang: 900, hood: 1420, nose: 1080, fascia: 70, cowl: 1180, rake: 31,
  belt: 1170, beltRise: 30, roofDrop: 20, tail: 'bed', tailRake: 0, cab: 'double', bed: 1525,
  pillars: [0.52], lastPillar: 110, doors: 4,
  head: 'swept', rearLamp: 'bed', grille: 'massive', rim: 'five', tumble: 0.8, screen: 8,
};

const ALPHARD_BODY: Shared = {
  length: 4995, width: 1850, height: 1935, wheelbase: 3000, clearance: 160, tyre: [225, 65, 17],
  frontOverhang: 940, hood: 1120, nose: 1090, fascia: 30, cowl: 1190, rake: 30,
  belt: 1100, beltRise: 20, roofDrop: 10, tail: 'hatch', tailRake: 6,
  pillars: [0.28, 0.66], lastPillar: 190, floating: true, sliding: true, doors: 4,
  head: 'split', rearLamp: 'wrap', grille: 'massive', rim: 'multi', tumble: 0.86, screen: 14,
};

/** Every model of the catalogue (packages/db/src/seed/data/keys.ts MODEL_CODES). */
export const MODEL_PROFILES: Readonly<Record<string, CarProfile>> = {
  agya: { name: 'Agya', bodyType: 'hatchback', shows: 'AGY-12G-CVT', ...AGYA },
  agyagrsport: {
    name: 'Agya GR Sport', bodyType: 'hatchback', shows: 'AGR-12-CVT', ...AGYA,
    length: 3760, height: 1515, tyre: [175, 65, 15], aero: true, spoiler: true, grille: 'mesh', rim: 'twin', badge: 'gr',
  },
  // The four MPVs a buyer compares (issue 29: they were drawn alike). Length × width × height,
  // wheelbase, ground clearance and tyre are the seed's specification of the variant shown
  // (packages/db/src/seed/data/cars.ts; apps/api/test/media.test.ts keeps them equal), the figures
  // Toyota Astra Motor publishes on toyota.astra.co.id ("Spesifikasi"): Calya 4,110 × 1,655 ×
  // 1,600, WB 2,525; Avanza 4,395 × 1,730 × 1,665, WB 2,750; Veloz 4,475 × 1,750 × 1,700,
  // WB 2,750; Kijang Innova Zenix 4,755 × 1,850 × 1,795, WB 2,850 (mm). Toyota publishes no
  // overhang, bonnet, cowl, belt or pillar figures: those are drawn estimates that add up to the
  // length and wheelbase. What tells them apart at card size:
  // - Calya: the smallest, narrow and tall for its length; a short, steeply falling bonnet, a long
  //   windscreen, a flat roof, an upright tail, small 14" wheels and a low, flat side line.
  // - Avanza: a longer bonnet ending in a lower, sloping nose, a belt and character line that
  //   climb to a wide body-coloured D-pillar; 16" multi-spoke wheels, lamps wrapping round the tail.
  // - Veloz: the Avanza's body with a taller, blunter nose over a low body-kit lip, a big grille,
  //   thin lamps, a blacked-out D-pillar, a light bar across the tail and 17" twin-spoke wheels.
  // - Kijang Innova Zenix: longest and lowest for its length, a long bonnet and raked windscreen,
  //   a roof that falls to a raked tailgate (crossover-like), a kicked-up rear window line.
  calya: {
    name: 'Calya', bodyType: 'mpv', shows: 'CAL-12G-AT',
    length: 4110, width: 1655, height: 1600, wheelbase: 2525, clearance: 180, tyre: [175, 65, 14],
    frontOverhang: 690, hood: 760, nose: 800, fascia: 190, cowl: 990, rake: 34,
    belt: 1000, beltRise: 10, kick: 190, roofDrop: 10, tail: 'hatch', tailRake: 4,
    pillars: [0.42, 0.77], lastPillar: 110, doors: 4, crease: [860, 870],
    head: 'swept', rearLamp: 'vertical', grille: 'slim', rim: 'five', tumble: 0.82, screen: 7,
  },
  avanza: {
    name: 'Avanza', bodyType: 'mpv', shows: 'AVZ-15G-CVT',
    length: 4395, width: 1730, height: 1665, wheelbase: 2750, clearance: 195, tyre: [195, 60, 16],
    frontOverhang: 850, hood: 1090, nose: 880, fascia: 150, cowl: 1050, rake: 28,
    belt: 1010, beltRise: 110, roofDrop: 45, tail: 'hatch', tailRake: 12,
    pillars: [0.4, 0.76], lastPillar: 260, doors: 4, crease: [800, 1000],
    head: 'swept', rearLamp: 'wrap', grille: 'trapezoid', rim: 'multi', tumble: 0.8, screen: 9,
  },
  veloz: {
    name: 'Veloz', bodyType: 'mpv', shows: 'VLZ-15Q-CVT-TSS',
    length: 4475, width: 1750, height: 1700, wheelbase: 2750, clearance: 205, tyre: [205, 50, 17],
    frontOverhang: 930, hood: 1230, nose: 970, fascia: 70, cowl: 1080, rake: 28,
    belt: 1040, beltRise: 70, kick: 60, roofDrop: 60, tail: 'hatch', tailRake: 14,
    pillars: [0.38, 0.72], lastPillar: 190, floating: true, doors: 4, spoiler: 'lip', aero: true, crease: [880, 960],
    head: 'slim', rearLamp: 'bar', grille: 'massive', rim: 'twin', tumble: 0.8, screen: 9,
  },
  raize: {
    name: 'Raize', bodyType: 'suv', shows: 'RZE-10T-GR-CVT',
    length: 4030, width: 1710, height: 1605, wheelbase: 2525, clearance: 200, tyre: [205, 60, 17],
    frontOverhang: 790, hood: 1080, nose: 900, fascia: 100, cowl: 1080, rake: 31,
    belt: 1070, beltRise: 100, kick: 120, roofDrop: 90, tail: 'hatch', tailRake: 20,
    pillars: [0.55], lastPillar: 230, floating: true, doors: 4, cladding: true,
    head: 'split', rearLamp: 'bar', grille: 'trapezoid', rim: 'five', tumble: 0.74, screen: 9, cluster: 7, badge: 'gr',
  },
  rush: {
    name: 'Rush', bodyType: 'suv', shows: 'RSH-15GR-AT',
    length: 4435, width: 1695, height: 1705, wheelbase: 2685, clearance: 220, tyre: [215, 60, 17],
    frontOverhang: 820, hood: 1170, nose: 960, fascia: 90, cowl: 1120, rake: 31,
    belt: 1110, beltRise: 70, kick: 50, roofDrop: 30, tail: 'hatch', tailRake: 5,
    pillars: [0.4, 0.73], lastPillar: 160, doors: 4, rails: true, cladding: true,
    head: 'swept', rearLamp: 'wrap', grille: 'massive', rim: 'five', tumble: 0.8, screen: 8, badge: 'gr',
  },
  yariscross: { name: 'Yaris Cross', bodyType: 'suv', shows: 'YRC-15G-CVT', ...YARIS_CROSS },
  yariscrosshybrid: {
    name: 'Yaris Cross Hybrid', bodyType: 'suv', shows: 'YCH-15S-HV-GR', ...YARIS_CROSS,
    length: 4335, tyre: [215, 55, 18], aero: true, spoiler: true, rails: true, floating: true, badge: 'hybrid', screen: 10.1,
  },
  innovazenix: { name: 'Kijang Innova Zenix', bodyType: 'mpv', shows: 'IZN-20V-CVT', ...INNOVA_ZENIX },
  innovahybrid: {
    name: 'Kijang Innova Zenix Hybrid', bodyType: 'mpv', shows: 'IZH-20Q-HV-MDL', ...INNOVA_ZENIX,
    length: 4770, tyre: [225, 50, 18], aero: true, spoiler: true, rails: true, rim: 'multi', badge: 'hybrid',
  },
  kijanginnova: {
    name: 'Kijang Innova', bodyType: 'mpv', shows: 'KIN-24V-AT',
    length: 4735, width: 1830, height: 1795, wheelbase: 2750, clearance: 178, tyre: [215, 55, 17],
    frontOverhang: 900, hood: 1200, nose: 910, fascia: 140, cowl: 1080, rake: 27,
    belt: 1050, beltRise: 30, kick: 120, roofDrop: 10, tail: 'hatch', tailRake: 5,
    pillars: [0.36, 0.66], lastPillar: 140, doors: 4,
    head: 'swept', rearLamp: 'vertical', grille: 'trapezoid', rim: 'five', tumble: 0.8, screen: 8,
  },
  fortuner: {
    name: 'Fortuner', bodyType: 'suv', shows: 'FTN-28VRZ-AT-4X4',
    length: 4795, width: 1855, height: 1835, wheelbase: 2745, clearance: 219, tyre: [265, 60, 18],
    frontOverhang: 920, hood: 1360, nose: 1040, fascia: 120, cowl: 1180, rake: 31,
    belt: 1170, beltRise: 40, kick: 130, roofDrop: 70, tail: 'hatch', tailRake: 14,
    pillars: [0.38, 0.7], lastPillar: 190, floating: true, doors: 4, rails: true, cladding: true, steps: true,
    head: 'swept', rearLamp: 'wrap', grille: 'massive', rim: 'five', tumble: 0.8, screen: 9, badge: 'gr',
  },
  corollacrosshybrid: {
    name: 'Corolla Cross Hybrid', bodyType: 'suv', shows: 'CCH-18HV',
    length: 4460, width: 1825, height: 1620, wheelbase: 2640, clearance: 161, tyre: [225, 50, 18],
    frontOverhang: 900, hood: 1260, nose: 860, fascia: 140, cowl: 1040, rake: 27,
    belt: 1040, beltRise: 80, roofDrop: 120, tail: 'hatch', tailRake: 30,
    pillars: [0.46], lastPillar: 280, doors: 4, rails: true, cladding: true,
    head: 'slim', rearLamp: 'wrap', grille: 'trapezoid', rim: 'five', tumble: 0.74, screen: 10.1, cluster: 12.3, badge: 'hybrid',
  },
  corollaaltishybrid: {
    name: 'Corolla Altis Hybrid', bodyType: 'sedan', shows: 'CAH-18HV',
    length: 4630, width: 1780, height: 1435, wheelbase: 2700, clearance: 135, tyre: [225, 45, 17],
    frontOverhang: 930, hood: 1330, nose: 720, fascia: 170, cowl: 920, rake: 25,
    belt: 940, beltRise: 80, roofDrop: 60, tail: 'notch', tailRake: 62, deck: 1020, boot: 560,
    pillars: [0.48], lastPillar: 150, doors: 4,
    head: 'slim', rearLamp: 'wrap', grille: 'trapezoid', rim: 'five', tumble: 0.68, screen: 9, badge: 'hybrid',
  },
  camryhybrid: {
    name: 'Camry Hybrid', bodyType: 'sedan', shows: 'CMH-25V-HV',
    length: 4920, width: 1840, height: 1445, wheelbase: 2825, clearance: 145, tyre: [235, 45, 18],
    frontOverhang: 1000, hood: 1420, nose: 720, fascia: 180, cowl: 920, rake: 24,
    belt: 950, beltRise: 60, roofDrop: 80, tail: 'notch', tailRake: 66, deck: 1030, boot: 470,
    pillars: [0.44, 0.86], lastPillar: 110, doors: 4,
    head: 'swept', rearLamp: 'wrap', grille: 'massive', rim: 'twin', tumble: 0.68, screen: 12.3, badge: 'hybrid',
  },
  alphard: { name: 'Alphard', bodyType: 'mpv', shows: 'ALP-25G-CVT', ...ALPHARD_BODY },
  vellfire: {
    name: 'Vellfire', bodyType: 'mpv', shows: 'VLF-25-HEV', ...ALPHARD_BODY,
    height: 1945, tyre: [225, 55, 19], nose: 930, fascia: 170, hood: 1230, aero: true, spoiler: true,
    head: 'slim', grille: 'bar', rim: 'twin', badge: 'hybrid',
  },
  voxy: {
    name: 'Voxy', bodyType: 'mpv', shows: 'VXY-20-CVT',
    length: 4695, width: 1730, height: 1895, wheelbase: 2850, clearance: 140, tyre: [205, 60, 16],
    frontOverhang: 850, hood: 930, nose: 1010, fascia: 60, cowl: 1130, rake: 33,
    belt: 1020, beltRise: 0, roofDrop: 0, tail: 'hatch', tailRake: 3,
    pillars: [0.3, 0.68], lastPillar: 150, sliding: true, doors: 4, spoiler: true,
    head: 'tall', rearLamp: 'vertical', grille: 'massive', rim: 'five', tumble: 0.88, screen: 10.1,
  },
  'hilux-4x2': {
    name: 'Hilux D-Cab 4x2', bodyType: 'pickup', shows: 'HLD2-24E-MT', ...HILUX_DOUBLE_CAB,
    tyre: [225, 70, 16], rim: 'steel', screen: 0,
  },
  'hilux-4x4': {
    name: 'Hilux D-Cab 4x4', bodyType: 'pickup', shows: 'HLD4-24V-AT', ...HILUX_DOUBLE_CAB,
    clearance: 286, tyre: [265, 60, 18], cladding: true, rim: 'twin',
  },
  'hilux-rangga': {
    name: 'Hilux Rangga', bodyType: 'pickup', shows: 'HRG-24-PU-PRM-MT',
    length: 5300, width: 1785, height: 1740, wheelbase: 3085, clearance: 225, tyre: [215, 70, 16],
    frontOverhang: 880, hood: 1280, nose: 1060, fascia: 50, cowl: 1170, rake: 35,
    belt: 1150, beltRise: 0, roofDrop: 10, tail: 'bed', tailRake: 0, cab: 'single', bed: 2420,
    pillars: [], lastPillar: 120, doors: 2,
    head: 'square', rearLamp: 'bed', grille: 'bar', rim: 'steel', tumble: 0.84, screen: 9,
  },
  // The seed names no screen size for the Hiace ("Layar sentuh dengan monitor kabin belakang"): 9 inches drawn.
  hiace: {
    name: 'Hiace Premio', bodyType: 'van', shows: 'HIP-28LUX-MT',
    length: 5915, width: 1950, height: 2280, wheelbase: 3860, clearance: 185, tyre: [235, 65, 16],
    frontOverhang: 1000, hood: 1050, nose: 1080, fascia: 60, cowl: 1260, rake: 36,
    belt: 1230, beltRise: 0, roofDrop: 0, tail: 'hatch', tailRake: 2,
    pillars: [0.22, 0.44, 0.66, 0.86], lastPillar: 110, sliding: true, doors: 4,
    head: 'tall', rearLamp: 'vertical', grille: 'bar', rim: 'steel', tumble: 0.92, screen: 9,
  },
  landcruiser: {
    name: 'Land Cruiser', bodyType: 'suv', shows: 'LCR-33VXR-AT',
    length: 4985, width: 1980, height: 1945, wheelbase: 2850, clearance: 230, tyre: [265, 65, 18],
    frontOverhang: 950, hood: 1460, nose: 1170, fascia: 50, cowl: 1260, rake: 36,
    belt: 1240, beltRise: 10, roofDrop: 20, tail: 'hatch', tailRake: 4,
    pillars: [0.4, 0.74], lastPillar: 170, doors: 4, rails: true, steps: true,
    head: 'square', rearLamp: 'wrap', grille: 'massive', rim: 'multi', tumble: 0.84, screen: 12.3,
  },
  bz4x: {
    name: 'bZ4X', bodyType: 'suv', shows: 'BZX-AWD',
    length: 4690, width: 1860, height: 1650, wheelbase: 2850, clearance: 184, tyre: [235, 50, 20],
    frontOverhang: 930, hood: 1180, nose: 820, fascia: 170, cowl: 1050, rake: 25,
    belt: 1040, beltRise: 120, roofDrop: 140, tail: 'hatch', tailRake: 36,
    pillars: [0.47], lastPillar: 300, floating: true, doors: 4, cladding: true, spoiler: true,
    head: 'slim', rearLamp: 'bar', grille: 'closed', rim: 'aero', tumble: 0.72, screen: 12.3,
  },
  gr86: {
    name: 'GR86', bodyType: 'sports', shows: 'GR86-24-MT',
    length: 4265, width: 1775, height: 1310, wheelbase: 2575, clearance: 130, tyre: [215, 40, 18],
    frontOverhang: 850, hood: 1500, nose: 640, fascia: 170, cowl: 850, rake: 23,
    belt: 870, beltRise: 40, roofDrop: 80, tail: 'fastback', tailRake: 68, deck: 940, boot: 330,
    pillars: [0.78], lastPillar: 220, doors: 2, spoiler: true,
    head: 'swept', rearLamp: 'wrap', grille: 'mesh', rim: 'twin', tumble: 0.62, screen: 8, cluster: 7, badge: 'gr',
  },
  // A short three-door hatch on a wide track: a roof that falls away behind the B-pillar, a thick
  // C-pillar over a small quarter window, the big roof spoiler and the body kit of the rally car.
  gryaris: {
    name: 'GR Yaris', bodyType: 'sports', shows: 'GRY-16-MT',
    length: 3995, width: 1805, height: 1455, wheelbase: 2560, clearance: 130, tyre: [225, 40, 18],
    frontOverhang: 790, hood: 1120, nose: 780, fascia: 150, cowl: 930, rake: 27,
    belt: 950, beltRise: 90, roofDrop: 150, tail: 'hatch', tailRake: 32,
    pillars: [0.66], lastPillar: 280, doors: 2, aero: true, spoiler: true,
    head: 'swept', rearLamp: 'bar', grille: 'mesh', rim: 'multi', tumble: 0.64, screen: 8, cluster: 12.3, badge: 'gr',
  },
  // A long bonnet, the cabin set far back over the rear wheels, one side window, a low roof and
  // a short tail that rises into a ducktail.
  grsupra: {
    name: 'GR Supra', bodyType: 'sports', shows: 'GRS-30-AT',
    length: 4379, width: 1854, height: 1292, wheelbase: 2470, clearance: 115, tyre: [255, 35, 19],
    frontOverhang: 980, hood: 1720, nose: 600, fascia: 210, cowl: 860, rake: 24,
    belt: 860, beltRise: 60, roofDrop: 110, tail: 'fastback', tailRake: 68, deck: 930, boot: 360,
    pillars: [], lastPillar: 300, doors: 2, spoiler: true,
    head: 'swept', rearLamp: 'wrap', grille: 'mesh', rim: 'twin', tumble: 0.58, screen: 8.8, cluster: 8.8, badge: 'gr',
  },
  vios: {
    name: 'Vios', bodyType: 'sedan', shows: 'VIO-15G-CVT',
    length: 4425, width: 1740, height: 1480, wheelbase: 2620, clearance: 130, tyre: [195, 50, 16],
    frontOverhang: 880, hood: 1230, nose: 740, fascia: 160, cowl: 940, rake: 26,
    belt: 970, beltRise: 70, roofDrop: 50, tail: 'notch', tailRake: 58, deck: 1040, boot: 600,
    pillars: [0.5], lastPillar: 150, doors: 4,
    head: 'slim', rearLamp: 'wrap', grille: 'trapezoid', rim: 'five', tumble: 0.7, screen: 9, cluster: 7,
  },
};

/** A generic car per body type, for a model the table above does not know. */
export const BODY_TYPE_PROFILES: Readonly<Record<CarBodyType, CarProfile>> = {
  hatchback: {
    name: 'hatchback', bodyType: 'hatchback', shows: 'generik',
    length: 3990, width: 1700, height: 1520, wheelbase: 2550, clearance: 150, tyre: [185, 60, 15],
    frontOverhang: 780, hood: 1080, nose: 780, fascia: 150, cowl: 960, rake: 28,
    belt: 960, beltRise: 70, roofDrop: 90, tail: 'hatch', tailRake: 24,
    pillars: [0.5], lastPillar: 200, doors: 4,
    head: 'swept', rearLamp: 'wrap', grille: 'trapezoid', rim: 'five', tumble: 0.72, screen: 9,
  },
  mpv: {
    name: 'MPV', bodyType: 'mpv', shows: 'generik',
    length: 4550, width: 1780, height: 1720, wheelbase: 2780, clearance: 180, tyre: [205, 60, 16],
    frontOverhang: 880, hood: 1180, nose: 900, fascia: 120, cowl: 1080, rake: 28,
    belt: 1050, beltRise: 40, roofDrop: 40, tail: 'hatch', tailRake: 10,
    pillars: [0.37, 0.71], lastPillar: 160, doors: 4,
    head: 'swept', rearLamp: 'vertical', grille: 'trapezoid', rim: 'five', tumble: 0.8, screen: 9,
  },
  suv: {
    name: 'SUV', bodyType: 'suv', shows: 'generik',
    length: 4600, width: 1820, height: 1740, wheelbase: 2700, clearance: 210, tyre: [235, 60, 18],
    frontOverhang: 900, hood: 1300, nose: 980, fascia: 100, cowl: 1150, rake: 30,
    belt: 1130, beltRise: 50, roofDrop: 50, tail: 'hatch', tailRake: 12,
    pillars: [0.4, 0.72], lastPillar: 190, doors: 4, rails: true, cladding: true,
    head: 'swept', rearLamp: 'wrap', grille: 'massive', rim: 'five', tumble: 0.8, screen: 9,
  },
  sedan: {
    name: 'sedan', bodyType: 'sedan', shows: 'generik',
    length: 4600, width: 1780, height: 1460, wheelbase: 2700, clearance: 140, tyre: [215, 55, 17],
    frontOverhang: 920, hood: 1300, nose: 730, fascia: 160, cowl: 930, rake: 25,
    belt: 950, beltRise: 70, roofDrop: 60, tail: 'notch', tailRake: 62, deck: 1030, boot: 540,
    pillars: [0.48], lastPillar: 140, doors: 4,
    head: 'slim', rearLamp: 'wrap', grille: 'trapezoid', rim: 'five', tumble: 0.68, screen: 9,
  },
  pickup: {
    name: 'pikap', bodyType: 'pickup', shows: 'generik',
    length: 5300, width: 1850, height: 1800, wheelbase: 3085, clearance: 220, tyre: [255, 70, 16],
    frontOverhang: 900, hood: 1380, nose: 1060, fascia: 80, cowl: 1170, rake: 31,
    belt: 1160, beltRise: 20, roofDrop: 20, tail: 'bed', tailRake: 0, cab: 'double', bed: 1550,
    pillars: [0.52], lastPillar: 110, doors: 4,
    head: 'square', rearLamp: 'bed', grille: 'massive', rim: 'five', tumble: 0.8, screen: 9,
  },
  van: {
    name: 'van', bodyType: 'van', shows: 'generik',
    length: 5300, width: 1900, height: 2200, wheelbase: 3200, clearance: 180, tyre: [215, 70, 16],
    frontOverhang: 950, hood: 1000, nose: 1060, fascia: 60, cowl: 1240, rake: 34,
    belt: 1200, beltRise: 0, roofDrop: 0, tail: 'hatch', tailRake: 3,
    pillars: [0.26, 0.52, 0.78], lastPillar: 120, sliding: true, doors: 4,
    head: 'tall', rearLamp: 'vertical', grille: 'bar', rim: 'steel', tumble: 0.92, screen: 9,
  },
  sports: {
    name: 'mobil sport', bodyType: 'sports', shows: 'generik',
    length: 4300, width: 1800, height: 1300, wheelbase: 2570, clearance: 125, tyre: [225, 40, 18],
    frontOverhang: 880, hood: 1550, nose: 620, fascia: 180, cowl: 830, rake: 22,
    belt: 860, beltRise: 40, roofDrop: 90, tail: 'fastback', tailRake: 70, deck: 930, boot: 300,
    pillars: [0.8], lastPillar: 230, doors: 2, spoiler: true,
    head: 'swept', rearLamp: 'wrap', grille: 'mesh', rim: 'twin', tumble: 0.6, screen: 9,
  },
};

/** Unknown strings (for example a body type added to the database later) draw as a hatchback. */
export function normalizeBodyType(value: unknown): CarBodyType {
  return (BODY_TYPES as readonly unknown[]).includes(value) ? (value as CarBodyType) : 'hatchback';
}

export interface CarIdentity {
  /** Model code (URL slug), e.g. "avanza"; decides the drawing when the table knows it. */
  model?: string | undefined;
  /** Fallback when the model is unknown or not given. */
  bodyType?: string | undefined;
  /** A used car's own variant can differ from the model's picture: cab type and badge. */
  cab?: CabType | undefined;
  badge?: CarBadge | null | undefined;
}

export function isKnownModel(model: unknown): model is string {
  return typeof model === 'string' && Object.hasOwn(MODEL_PROFILES, model);
}

/** The model part of a picture's cache and id key: empty when the table does not know the model. */
export function modelKey(model: unknown): string {
  return isKnownModel(model) ? model : '';
}

/** The profile a picture is drawn from: the model's own, else the body type's generic one. */
export function resolveCarProfile(identity: CarIdentity): CarProfile {
  const base = isKnownModel(identity.model)
    ? (MODEL_PROFILES[identity.model] ?? BODY_TYPE_PROFILES.hatchback)
    : BODY_TYPE_PROFILES[normalizeBodyType(identity.bodyType)];
  let profile: CarProfile = base;
  if (identity.cab && base.tail === 'bed' && identity.cab !== base.cab) {
    // A single cab has a two-door cab ending right behind the seats and a longer bed.
    profile =
      identity.cab === 'single'
        ? { ...profile, cab: 'single', bed: (base.bed ?? 1525) + 900, pillars: [], doors: 2 }
        : { ...profile, cab: 'double', bed: Math.max(1450, (base.bed ?? 2400) - 900), pillars: [0.52], doors: 4 };
  }
  if (identity.badge !== undefined) {
    const { badge: _drop, ...rest } = profile;
    profile = identity.badge ? { ...rest, badge: identity.badge } : rest;
  }
  return profile;
}

/** Cab type and badge a used car's variant name shows ("2.4 Single Cab M/T", "1.8 HV GR Sport"). */
export function readVariantTraits(variantName: string, fuel?: string): { cab?: CabType; badge: CarBadge | null } {
  const name = variantName.toLowerCase();
  const cab: CabType | undefined = /single cab|s-cab|cab chassis|pick ?up/.test(name)
    ? 'single'
    : /double cab|d-cab/.test(name)
      ? 'double'
      : undefined;
  const badge: CarBadge | null = /\bgr\b/.test(name)
    ? 'gr'
    : fuel === 'Hybrid' || /\b(hybrid|hv|hev)\b/.test(name)
      ? 'hybrid'
      : null;
  return cab ? { cab, badge } : { badge };
}
