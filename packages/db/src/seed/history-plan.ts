/**
 * The demo history (issue 24, "data to show it for real"): 90 days of a dealer group's leads,
 * bookings and orders across the seeded branches, so that the staff console's queues look like a
 * real dealer's — and ten times that for the console benchmark. This file only plans the rows (a
 * pure function of its options: the same seed, scale and "now" give the same rows); history.ts
 * inserts them.
 *
 * Every record is walked through the domain's own rules from its first status, so its status is
 * one the API could have reached: bookings through checkBookingChange (booking-transitions.ts),
 * orders through ORDER_TRANSITIONS (order-transitions.ts), leads and tickets through LEAD_TRANSITIONS
 * and TICKET_TRANSITIONS (lead-transitions.ts). A step the tables refuse is left out, never forced. Slots lie
 * inside the branch's opening hours (the API's hourly grid) and never hold more bookings than the
 * resource's units; Cubain rentals never hold more cars than the class's fleet.
 */
import {
  BODY_PAINT_DESKS_PER_HOUR,
  BOOKING_EVENT_TYPES,
  BOOKING_NO_PREFIXES,
  BOOKING_REMINDER_HOURS,
  BOOKING_SLOT_MINUTES,
  CUBAIN_CLASSES,
  cubainPrice,
  HOME_SERVICE_TEAMS_PER_HOUR,
  insurancePaymentText,
  INSPECTORS_PER_HOUR,
  SERVICE_STALLS_PER_HOUR,
  TCARE_KINDS,
  TCARE_STAGE_LABELS,
  TCARE_STAGES,
  type BookingKind,
  type BookingStatus,
  type CubainClass,
} from '@kemudi/domain/bookings';
import { BOOKING_TRANSITIONS, checkBookingChange, type BookingChange, type BookingState } from '@kemudi/domain/booking-transitions';
import {
  NEW_CAR_BOOKING_FEE,
  ORDER_NO_ALPHABET,
  PAYMENT_EXPIRY_MINUTES,
  REFUND_REASON_LABELS,
  SLOT_CAPACITY_PER_HOUR,
  type OrderFulfilment,
  type OrderStatus,
  type PaymentMethod,
  type RefundStatus,
} from '@kemudi/domain/commerce';
import { formatRupiah, WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import {
  CONSENT_LEAD_STATUS,
  CONTACT_TOPICS,
  LEAD_FORM_LABELS,
  LEAD_STATUS_LABELS,
  TICKET_STATUS_LABELS,
  type LeadEventType,
  type LeadFormId,
  type LeadKind,
  type LeadStatus,
  type TicketStatus,
} from '@kemudi/domain/leads';
import { checkLeadChange, checkTicketChange, type TicketAction } from '@kemudi/domain/lead-transitions';
import { ORDER_INITIAL_STATUS, orderTransitionOf } from '@kemudi/domain/order-transitions';
import { ZONES, zoneOfProvince } from '@kemudi/domain/time-zones';
import type { TransitionActor } from '@kemudi/domain/transition-actors';
import type { WorkingDay } from '../schema/branches';
import type * as s from '../schema/index';
import { rentalFleetRows, testDriveUnitRows } from './bookings';
import { accessories, serviceCoupons, services, spareParts } from './data/aftersales';
import { branches } from './data/branches';
import { carColors, carModels, carVariants } from './data/cars';
import { BRANCHES } from './data/keys';
import { salesmen } from './data/salesmen';
import { DEMO_STAFF } from './data/staff';
import { usedCars } from './data/used-cars';
import { Random } from './random';

type CustomerRow = typeof s.customers.$inferInsert;
type BookingRow = typeof s.bookings.$inferInsert;
type BookingEventRow = typeof s.bookingEvents.$inferInsert;
type BookingSlotRow = typeof s.bookingSlots.$inferInsert;
type LeadRow = typeof s.leads.$inferInsert;
type LeadEventRow = typeof s.leadEvents.$inferInsert;
type OrderRow = typeof s.orders.$inferInsert;
type OrderItemRow = typeof s.orderItems.$inferInsert;
type OrderEventRow = typeof s.orderEvents.$inferInsert;
type PaymentRow = typeof s.simulatedPayments.$inferInsert;
type RefundRow = typeof s.refunds.$inferInsert;
type BranchSlotRow = typeof s.branchSlots.$inferInsert;

/** What 1× holds (the issue: "about 2,000 leads, 1,000 bookings, 500 orders"), over HISTORY_DAYS. */
export const HISTORY_BASE = { leads: 2000, bookings: 1000, orders: 500, customers: 300 } as const;
export const HISTORY_DAYS = 90;
/** Past 100× the customer numbers of one run would overlap (5 digits per run). */
export const HISTORY_MAX_SCALE = 100;

export type HistoryOptions = {
  /** The moment the history ends (the API's clock at start; the benchmark's wall clock). */
  now: Date;
  /** 1 = HISTORY_BASE; 10 for the benchmark. Fractions make small test data. */
  scale?: number;
  /** Which history: 1–99. Runs with different seeds never share a number, key, customer or id. */
  seed?: number;
  /** City and province names by isocode (the geo tables): the names orders and tickets carry. */
  places: { cities: ReadonlyMap<string, string>; provinces: ReadonlyMap<string, string> };
};

export type HistoryPlan = {
  seed: number;
  scale: number;
  customers: CustomerRow[];
  bookings: BookingRow[];
  bookingEvents: BookingEventRow[];
  bookingSlots: BookingSlotRow[];
  leads: LeadRow[];
  leadEvents: LeadEventRow[];
  orders: OrderRow[];
  orderItems: OrderItemRow[];
  orderEvents: OrderEventRow[];
  payments: PaymentRow[];
  refunds: RefundRow[];
  branchSlots: BranchSlotRow[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

const MEN = ['Agus', 'Andi', 'Arif', 'Bambang', 'Budi', 'Dedi', 'Dimas', 'Eko', 'Fajar', 'Farhan', 'Gilang', 'Hadi', 'Hendra', 'Irfan', 'Joko', 'Rizky', 'Rudi', 'Slamet', 'Teguh', 'Wahyu', 'Yoga', 'Yusuf', 'Reza', 'Ilham', 'Bayu', 'Putu', 'Made', 'Daniel', 'Kevin', 'Anton', 'Ahmad', 'Muhammad', 'Hendrik', 'Doni', 'Galih', 'Taufik'];
const WOMEN = ['Ani', 'Ayu', 'Citra', 'Dewi', 'Dian', 'Eka', 'Fitri', 'Indah', 'Intan', 'Lestari', 'Maya', 'Mega', 'Nadia', 'Nurul', 'Putri', 'Rani', 'Ratna', 'Rina', 'Sari', 'Siti', 'Tari', 'Wulan', 'Yuni', 'Nia', 'Kadek', 'Melati', 'Anisa', 'Lina', 'Vivi', 'Stefanie', 'Meiliana', 'Kartika'];
const FAMILY = ['Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Hidayat', 'Kusuma', 'Setiawan', 'Nugroho', 'Wibowo', 'Hartono', 'Susanto', 'Gunawan', 'Purnomo', 'Siregar', 'Nasution', 'Simanjuntak', 'Lubis', 'Harahap', 'Tanjung', 'Situmorang', 'Rahman', 'Hakim', 'Firmansyah', 'Ramadhan', 'Permana', 'Halim', 'Tanoto', 'Salim', 'Sembiring', 'Manurung', 'Wirawan', 'Suryadi', 'Utomo', 'Prasetyo', 'Maharani', 'Anggraini', 'Hutapea', 'Sinaga', 'Putra', 'Handoko'];
/** Indonesian mobile prefixes after the 08 (Telkomsel, Indosat, XL, Tri, Smartfren). */
const OPERATORS = ['11', '12', '13', '21', '22', '23', '51', '52', '53', '55', '56', '57', '58', '77', '78', '17', '18', '19', '59', '95', '96', '97', '98', '81', '82'];
/** Example domains only (RFC 2606 spirit, in Indonesian): nobody receives these. */
const EMAIL_DOMAINS = ['contoh.com', 'contoh.co.id', 'contoh.id', 'mail.contoh.com', 'surel.contoh.id'];

type Person = { name: string; phone: string; email: string | null };

function personName(r: Random): { name: string; first: string; last: string | null } {
  const first = r.chance(0.5) ? r.pick(MEN) : r.pick(WOMEN);
  // One name only, as many Indonesians have.
  if (r.chance(0.1)) return { name: first, first, last: null };
  const last = r.pick(FAMILY);
  return { name: `${first} ${last}`, first, last };
}

const emailLocal = (first: string, last: string | null) => [first, last].filter(Boolean).join('.').toLowerCase();

/** A guest or a visitor: any plausible number (leads and bookings have no unique phone). */
function person(r: Random, withEmail = 0.7): Person {
  const { name, first, last } = personName(r);
  const phone = `08${r.pick(OPERATORS)}${r.digits(r.int(7, 9))}`;
  return { name, phone, email: r.chance(withEmail) ? `${emailLocal(first, last)}${r.int(1, 999)}@${r.pick(EMAIL_DOMAINS)}` : null };
}

// ---------------------------------------------------------------------------------------------
// Places and the catalogue
// ---------------------------------------------------------------------------------------------

type Branch = (typeof branches)[number] & { slug: string; cityIsocode: string; provinceIsocode: string; offset: number };

const ALL_BRANCHES: Branch[] = branches
  .filter((b) => !b.hidden)
  .map((b) => {
    const province = b.provinceIsocode;
    return { ...b, slug: b.slug, cityIsocode: b.cityIsocode, provinceIsocode: province, offset: ZONES[zoneOfProvince(province)].offsetMinutes };
  });
const bySlug = new Map(ALL_BRANCHES.map((b) => [b.slug, b]));
const offering = (service: string) => ALL_BRANCHES.filter((b) => b.services.includes(service as never));

/** Busier branches get more: the demo staff's branches and the big cities' flagships. */
const BUSY: Readonly<Record<string, number>> = {
  'kemudi-toyota-sunter': 5,
  'kemudi-toyota-bandung-soekarno-hatta': 4,
  'kemudi-toyota-kelapa-gading': 3,
  'kemudi-toyota-fatmawati': 2,
  'kemudi-toyota-bsd': 2,
  'kemudi-toyota-surabaya-ahmad-yani': 2,
};
function pickBranch(r: Random, candidates: readonly Branch[]): Branch {
  const weights = Object.fromEntries(candidates.map((b) => [b.slug, BUSY[b.slug] ?? 1]));
  return bySlug.get(r.weighted(weights))!;
}

const TD_UNITS = testDriveUnitRows().filter((u) => u.units > 0 && bySlug.has(u.branchSlug));
const FLEET = rentalFleetRows().filter((f) => f.units > 0 && bySlug.has(f.branchSlug));
const AVAILABLE_USED = usedCars.filter((c) => c.status === 'available');
const modelName = (code: string) => carModels.find((m) => m.code === code)?.name ?? code;
const branchOfUsedCar = (branchId: number) => bySlug.get(BRANCHES[branchId - 1]?.[0] ?? '');
/** Home-service teams are sent by the first branch by name of the city offering it (bookings/targets.ts coveringBranch). */
const HOME_SERVICE_BRANCHES = [...new Map(offering('home-service').sort((a, b) => a.name.localeCompare(b.name)).reverse().map((b) => [b.cityIsocode, b])).values()];
const HOME_SERVICES = services.map((item, index) => ({ ...item, id: index + 1 })).filter((item) => item.serviceType === 'home-service');
const PERIODIC = services.filter((item) => item.serviceType === 'bengkel' && item.serviceCategory === 'berkala');
const REPAIR_FROM = Math.min(...services.filter((item) => item.serviceType === 'bengkel' && item.serviceCategory === 'perbaikan').map((item) => item.priceFrom ?? Infinity));
const INSTALLABLE = accessories.filter((a) => a.installMinutes !== null && a.installMinutes !== undefined);
const COUNTER_ITEMS = [
  ...accessories.filter((a) => a.installMinutes === null || a.installMinutes === undefined).map((a) => ({ code: a.code, name: a.name, price: a.price, kind: 'accessory' })),
  ...spareParts.map((p) => ({ code: p.code, name: p.name, price: p.price, kind: 'part' })),
];
const POPULAR_MODELS = ['avanza', 'veloz', 'raize', 'rush', 'innovazenix', 'yariscross', 'calya', 'agya', 'fortuner', 'kijanginnova'];
const INSURERS = ['Asuransi Astra (Garda Oto)', 'Asuransi Sinar Mas', 'ACA Asuransi', 'Asuransi MAG', 'Zurich Asuransi Indonesia'];
const PLATE_REGION: Readonly<Record<string, string>> = { dki_jakarta: 'B', jawa_barat: 'D', banten: 'B', jawa_tengah: 'H', daerah_istimewa_yogyakarta: 'AB', jawa_timur: 'L', bali: 'DK', kalimantan_timur: 'KT', sulawesi_selatan: 'DD', sumatera_utara: 'BK', sumatera_selatan: 'BG', aceh: 'BL' };

function pickModel(r: Random): string {
  return r.chance(0.75) ? r.pick(POPULAR_MODELS) : r.pick(carModels).code;
}

function plateOf(r: Random, branch: Branch): string {
  return `${PLATE_REGION[branch.provinceIsocode] ?? 'B'} ${r.int(1, 9999)} ${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', r.int(1, 3))}`;
}

// ---------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------

/** The local calendar date (YYYY-MM-DD) and the local midnight of an instant at an offset. */
const localDay = (at: Date, offset: number) => new Date(at.getTime() + offset * MINUTE).toISOString().slice(0, 10);
const midnightOf = (date: string, offset: number) => Date.parse(`${date}T00:00:00Z`) - offset * MINUTE;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * When a visitor did something: within the last HISTORY_DAYS, a little more often lately, mostly
 * between 07.00 and 22.00 WIB.
 */
function visitTime(r: Random, now: Date, maxAgeDays = HISTORY_DAYS): Date {
  const age = maxAgeDays * DAY * Math.pow(r.next(), 1.15);
  const day = localDay(new Date(now.getTime() - age), WIB_OFFSET_MINUTES);
  const hour = r.weighted({ 7: 2, 8: 4, 9: 6, 10: 7, 11: 7, 12: 5, 13: 6, 14: 6, 15: 6, 16: 5, 17: 4, 18: 4, 19: 5, 20: 5, 21: 3, 22: 1 });
  let at = midnightOf(day, WIB_OFFSET_MINUTES) + Number(hour) * HOUR + r.int(0, 59) * MINUTE + r.int(0, 59) * 1000;
  if (at >= now.getTime()) at -= DAY;
  if (at <= now.getTime() - maxAgeDays * DAY) at = now.getTime() - r.int(1, 600) * MINUTE;
  return new Date(at);
}

/** `at` plus a random span, never later than `limit` (a minute before it at most). */
function after(r: Random, at: Date, minMinutes: number, maxMinutes: number, limit: Date): Date {
  const t = at.getTime() + r.int(minMinutes, maxMinutes) * MINUTE + r.int(0, 59) * 1000;
  return new Date(Math.max(at.getTime() + 1000, Math.min(t, limit.getTime() - MINUTE)));
}

/** The hourly slots of a branch's day (the API's grid: from the first full hour after opening to an hour before closing). */
function slotsOfDay(schedule: readonly WorkingDay[], date: string, offset: number): Date[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const day = schedule.find((d) => d.day === (weekday === 0 ? 7 : weekday));
  if (!day?.open || !day.close) return [];
  const first = Math.ceil(minutesOf(day.open) / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
  const last = minutesOf(day.close) - BOOKING_SLOT_MINUTES;
  const out: Date[] = [];
  for (let m = first; m <= last; m += BOOKING_SLOT_MINUTES) out.push(new Date(midnightOf(date, offset) + m * MINUTE));
  return out;
}

/** A record number: prefix, the WIB date and 6 characters of ORDER_NO_ALPHABET ('TD-261127-7KQ2MX'), unique within the plan. */
function numberOf(r: Random, taken: Set<string>, prefix: string, at: Date): string {
  const day = localDay(at, WIB_OFFSET_MINUTES);
  for (;;) {
    const no = `${prefix}-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-${r.chars(ORDER_NO_ALPHABET, 6)}`;
    if (!taken.has(no)) {
      taken.add(no);
      return no;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The plan
// ---------------------------------------------------------------------------------------------

const STAFF_NAMES = new Map(DEMO_STAFF.map((m) => [m.id, m.name]));
/** Who answers a branch's tickets in the demo: its branch manager, else the group admin. */
const ticketStaffOf = (slug: string) => (DEMO_STAFF.find((m) => m.role === 'branch_manager' && (m.branches as readonly string[]).includes(slug)) ?? DEMO_STAFF.find((m) => m.role === 'group_admin')!).id;
const SALES_OF_BRANCH = new Map(DEMO_STAFF.filter((m) => m.role === 'sales').flatMap((m) => m.branches.map((slug) => [slug as string, m.id] as const)));
/** Who starts refunds in the demo: the group admin and the Sunter/Kelapa Gading manager. */
const REFUNDERS = DEMO_STAFF.filter((m) => m.role === 'group_admin' || m.role === 'branch_manager').map((m) => m.id);
const BOOKING_EVENT: Readonly<Record<string, string>> = {
  confirm: 'confirmed',
  cancel: 'cancelled',
  reschedule: 'rescheduled',
  stage: 'stage',
  answer: 'answered',
  complete: 'completed',
  no_show: 'no_show',
};
const hasBookingEvent = (type: string) => (BOOKING_EVENT_TYPES as readonly string[]).includes(type);
/** A slot booking waits for the branch ('pending') where the table has a step out of it; a spare-part request starts 'requested'. */
const SLOT_BOOKING_INITIAL: BookingStatus = BOOKING_TRANSITIONS.some((t) => t.from === 'pending') ? 'pending' : 'confirmed';

export function planHistory(options: HistoryOptions): HistoryPlan {
  const scale = options.scale ?? 1;
  const seed = options.seed ?? 1;
  if (!(scale > 0 && scale <= HISTORY_MAX_SCALE)) throw new Error(`scale must be more than 0 and at most ${HISTORY_MAX_SCALE}`);
  if (!Number.isInteger(seed) || seed < 1 || seed > 99) throw new Error('seed must be a whole number from 1 to 99');
  const r = new Random(seed * 7_919 + Math.round(scale * 1000));
  const now = options.now;
  const tag = String(seed).padStart(2, '0');
  const numbers = new Set<string>();
  const plan: HistoryPlan = {
    seed,
    scale,
    customers: [],
    bookings: [],
    bookingEvents: [],
    bookingSlots: [],
    leads: [],
    leadEvents: [],
    orders: [],
    orderItems: [],
    orderEvents: [],
    payments: [],
    refunds: [],
    branchSlots: [],
  };
  let keys = 0;
  const key = (what: string) => `hist${tag}-${what}-${(keys += 1).toString(36)}`;

  // --- Bookings ----------------------------------------------------------------------------
  const slotUse = new Map<string, number>();
  const rentals: { branch: string; carClass: string; start: number; end: number }[] = [];

  /** A free hourly slot of the resource 1–14 days after `made` (near days more often), or null. */
  function slotFor(branch: Branch, resource: string, capacity: number, made: Date): Date | null {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const lead = Math.min(14, 1 + Math.floor(Math.pow(r.next(), 1.8) * 14));
      const date = localDay(new Date(made.getTime() + lead * DAY), branch.offset);
      const slots = slotsOfDay(branch.workingSchedule, date, branch.offset);
      if (slots.length === 0) continue;
      const start = r.pick(slots);
      const k = `${resource}|${start.getTime()}`;
      if ((slotUse.get(k) ?? 0) >= capacity) continue;
      slotUse.set(k, (slotUse.get(k) ?? 0) + 1);
      return start;
    }
    return null;
  }
  const releaseSlot = (resource: string, start: Date) => slotUse.set(`${resource}|${start.getTime()}`, (slotUse.get(`${resource}|${start.getTime()}`) ?? 1) - 1);

  type Drafted = Omit<BookingRow, 'bookingNo' | 'status' | 'idempotencyKey'> & { id: string; kind: BookingKind; branch: Branch; title: string; modelCode?: string };

  function draftBooking(kind: BookingKind, made: Date, contact: Person): Drafted | null {
    const id = r.uuid();
    const base = { id, kind, contactName: contact.name, contactPhone: contact.phone, contactEmail: contact.email, createdAt: made, sourcePage: null };
    const line = (label: string, value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }]);
    const carOf = (branch: Branch) => {
      const model = pickModel(r);
      const year = r.int(2012, 2025);
      const plate = plateOf(r, branch);
      return { input: { model, year, plate }, label: `Toyota ${modelName(model)} ${year} (${plate})` };
    };
    switch (kind) {
      case 'test-drive': {
        const unit = r.pick(TD_UNITS.filter((u) => (BUSY[u.branchSlug] ?? 1) > 1 || r.chance(0.35)));
        const branch = bySlug.get(unit.branchSlug)!;
        const resource = `td:${branch.slug}:${unit.modelCode}`;
        const slot = slotFor(branch, resource, unit.units, made);
        if (!slot) return null;
        const variant = r.chance(0.6) ? r.pick(carVariants.filter((v) => v.modelCode === unit.modelCode)) : undefined;
        const name = modelName(unit.modelCode);
        const title = `Test Drive Toyota ${variant && !variant.name.startsWith(name) ? `${name} ${variant.name}` : (variant?.name ?? name)}`;
        const details = { kind, modelCode: unit.modelCode, ...(variant ? { variantCode: variant.code } : {}), notes: null, view: { title, summary: [...line('Model', `Toyota ${name}`), ...line('Varian', variant?.name)] } };
        return { ...base, branch, title, modelCode: unit.modelCode, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource, slotStart: slot, details, estimate: null };
      }
      case 'used-car-test-drive': {
        const car = r.pick(AVAILABLE_USED);
        const branch = branchOfUsedCar(car.branchId);
        if (!branch) return null;
        const resource = `utd:${car.code}`;
        const slot = slotFor(branch, resource, 1, made);
        if (!slot) return null;
        const name = `Toyota ${car.modelName ?? modelName(car.modelCode)} ${car.variantName} ${car.year}`;
        const title = `Test Drive ${name}`;
        const details = { kind, usedCarCode: car.code, notes: null, view: { title, summary: [...line('Mobil', name), ...line('Kode mobil', car.code), ...line('Harga', formatRupiah(car.price))] } };
        return { ...base, branch, title, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource, slotStart: slot, details, estimate: null };
      }
      case 'service': {
        const branch = pickBranch(r, offering('bengkel'));
        const resource = `stall:${branch.slug}`;
        const slot = slotFor(branch, resource, SERVICE_STALLS_PER_HOUR, made);
        if (!slot) return null;
        const car = carOf(branch);
        const periodic = r.chance(0.7) ? r.pick(PERIODIC) : null;
        const km = periodic ? Number(/([\d.]+) km/.exec(periodic.name)?.[1]?.replace(/\./g, '') ?? 10_000) : undefined;
        const serviceName = periodic ? periodic.name : 'Perbaikan Umum';
        const complaint = periodic ? undefined : r.pick(['AC kurang dingin', 'Rem berdecit saat mengerem', 'Mesin bergetar saat idle', 'Lampu check engine menyala', 'Setir terasa berat', 'Bunyi di kaki-kaki depan']);
        const title = `${serviceName} · ${car.label}`;
        const details = {
          kind,
          car: car.input,
          serviceType: periodic ? 'periodic' : 'repair',
          ...(km ? { kilometre: km } : {}),
          ...(complaint ? { complaint } : {}),
          carLabel: car.label,
          notes: null,
          view: { title, summary: [...line('Mobil', car.label), ...line('Jenis servis', serviceName), ...line('Keluhan', complaint)] },
        };
        return { ...base, branch, title, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource, slotStart: slot, details, estimate: periodic?.priceFrom ?? REPAIR_FROM };
      }
      case 'home-service': {
        const branch = r.pick(HOME_SERVICE_BRANCHES);
        const resource = `ths:${branch.cityIsocode}`;
        const slot = slotFor(branch, resource, HOME_SERVICE_TEAMS_PER_HOUR, made);
        if (!slot) return null;
        const item = r.pick(HOME_SERVICES);
        const car = carOf(branch);
        const address = `Jl. ${r.pick(['Melati', 'Kenanga', 'Merdeka', 'Sudirman', 'Diponegoro', 'Gatot Subroto', 'Ahmad Yani', 'Cempaka Putih', 'Kebon Jeruk', 'Pahlawan'])} No. ${r.int(1, 180)}, RT ${String(r.int(1, 12)).padStart(3, '0')}/RW ${String(r.int(1, 9)).padStart(3, '0')}`;
        const cityName = options.places.cities.get(branch.cityIsocode) ?? '';
        const title = `Toyota Home Service: ${item.name}`;
        const details = {
          kind,
          car: car.input,
          serviceId: item.id,
          address,
          cityCode: branch.cityIsocode,
          carLabel: car.label,
          provinceIsocode: branch.provinceIsocode,
          notes: null,
          view: { title, summary: [...line('Layanan', item.name), ...line('Mobil', car.label), ...line('Alamat', `${address}, ${cityName}`)] },
        };
        return { ...base, branch, title, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource, slotStart: slot, details, estimate: item.priceFrom ?? null };
      }
      case 'body-paint': {
        const branch = pickBranch(r, offering('body-paint'));
        const resource = `bp:${branch.slug}`;
        const slot = slotFor(branch, resource, BODY_PAINT_DESKS_PER_HOUR, made);
        if (!slot) return null;
        const car = carOf(branch);
        const insured = r.chance(0.6);
        const insurer = insured ? r.pick(INSURERS) : undefined;
        const damage = r.pick(['Bemper belakang penyok tertabrak motor', 'Baret panjang di pintu kiri', 'Kap mesin tergores dan catnya mengelupas', 'Spion kanan pecah dan fender lecet', 'Bemper depan retak setelah menabrak tiang']);
        const title = `Body & Paint · ${car.label}`;
        const details = {
          kind,
          car: car.input,
          payment: insured ? 'insurance' : 'private',
          ...(insurer ? { insurer, policyNo: `POL-${r.digits(8)}` } : {}),
          damage,
          photoIds: [],
          carLabel: car.label,
          notes: null,
          view: {
            title,
            summary: [...line('Mobil', car.label), ...line('Pembayaran', insurancePaymentText(insurer, insured)), ...line('Kerusakan', damage)],
          },
        };
        return { ...base, branch, title, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource, slotStart: slot, details, estimate: null };
      }
      case 'cubain': {
        const fleet = r.pick(FLEET);
        const branch = bySlug.get(fleet.branchSlug)!;
        const carClass = fleet.carClass as CubainClass;
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const lead = r.int(1, 14);
          const days = r.int(1, 5);
          const date = localDay(new Date(made.getTime() + lead * DAY), branch.offset);
          const slots = slotsOfDay(branch.workingSchedule, date, branch.offset);
          const back = localDay(new Date(midnightOf(date, branch.offset) + days * DAY + HOUR), branch.offset);
          if (slots.length === 0 || slotsOfDay(branch.workingSchedule, back, branch.offset).length === 0) continue;
          const start = r.pick(slots);
          const end = new Date(start.getTime() + days * DAY);
          const overlapping = rentals.filter((x) => x.branch === branch.slug && x.carClass === carClass && x.start < end.getTime() && x.end > start.getTime()).length;
          if (overlapping >= fleet.units) continue;
          rentals.push({ branch: branch.slug, carClass, start: start.getTime(), end: end.getTime() });
          const withDriver = r.chance(0.35);
          const info = CUBAIN_CLASSES[carClass];
          const title = `Sewa ${info.name}${withDriver ? ' dengan Sopir' : ''} · ${days} hari`;
          const details = {
            kind,
            carClass,
            withDriver,
            returnDate: back,
            days,
            notes: null,
            view: { title, summary: [...line('Kelas mobil', `${info.name} (${info.models.join(', ')})`), ...line('Lama sewa', `${days} hari`), ...line('Sopir', withDriver ? 'Dengan sopir' : 'Lepas kunci')] },
          };
          return { ...base, branch, title, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource: null, slotStart: start, slotEnd: end, details, estimate: cubainPrice(carClass, days, withDriver) };
        }
        return null;
      }
      case 'spare-part': {
        const branch = pickBranch(r, offering('bengkel'));
        const model = pickModel(r);
        const part = r.chance(0.8) ? r.pick(spareParts) : null;
        const description = part ? undefined : r.pick(['Lampu kabut kiri', 'Tutup tangki bensin', 'Karet wiper belakang', 'Emblem belakang', 'Cover spion kanan']);
        const quantity = r.weighted({ 1: 6, 2: 3, 4: 1 });
        const name = part?.name ?? description!;
        const title = `Suku Cadang: ${name}`;
        const details = {
          kind,
          modelCode: model,
          ...(part ? { partCode: part.code } : { partDescription: description }),
          quantity: Number(quantity),
          notes: null,
          view: { title, summary: [...line('Model', `Toyota ${modelName(model)}`), ...line('Suku cadang', part ? `${part.name} (${part.code})` : description), ...line('Jumlah', quantity)] },
        };
        return { ...base, branch, title, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource: null, slotStart: null, details, estimate: part ? part.price * Number(quantity) : null };
      }
      case 'inspection': {
        const branch = pickBranch(r, offering('sales'));
        const resource = `insp:${branch.slug}`;
        const slot = slotFor(branch, resource, INSPECTORS_PER_HOUR, made);
        if (!slot) return null;
        const model = pickModel(r);
        const year = r.int(2012, 2024);
        const mileageKm = Math.max(5_000, (2026 - year) * r.int(9, 18) * 1000);
        const low = r.int(80, 450) * 1_000_000;
        const car = { brand: 'toyota', model, transmission: r.chance(0.6) ? 'automatic' : 'manual', year, fuel: 'bensin', mileageKm, provinceCode: branch.provinceIsocode };
        const label = `Toyota ${modelName(model)} ${year}`;
        const title = `Inspeksi Jual Mobil · ${label}`;
        const details = {
          kind,
          place: 'branch',
          car,
          estimateLow: low,
          estimateHigh: Math.round(low * 1.12),
          notes: null,
          view: {
            title,
            summary: [...line('Mobil', label), ...line('Transmisi', car.transmission === 'automatic' ? 'Otomatis' : 'Manual'), ...line('Tempat', 'Di dealer'), ...line('Perkiraan harga', `${formatRupiah(low)} – ${formatRupiah(Math.round(low * 1.12))}`)],
          },
        };
        return { ...base, branch, title, modelCode: model, branchSlug: branch.slug, cityCode: branch.cityIsocode, resource, slotStart: slot, details, estimate: null };
      }
    }
  }

  /** The changes a booking went through, by how its slot lies against now (or, for a request, its age). */
  function bookingStory(kind: BookingKind, made: Date, slot: Date | null): { actions: { change: BookingChange; actor: TransitionActor }[] } {
    const staff = (change: BookingChange) => ({ change, actor: 'staff' as TransitionActor });
    const customer = (change: BookingChange) => ({ change, actor: 'customer' as TransitionActor });
    const stages = (upTo: number) => TCARE_STAGES.slice(0, upTo).map((stage) => staff({ action: 'stage', stage }));
    const confirm = staff({ action: 'confirm' });
    const tcare = TCARE_KINDS.includes(kind);
    if (!slot) {
      const age = (now.getTime() - made.getTime()) / DAY;
      const outcome = age < 2 ? r.weighted({ requested: 6, answered: 3, cancelled: 1 }) : age < 10 ? r.weighted({ answered: 4, completed: 5, cancelled: 1.5 }) : r.weighted({ completed: 15, cancelled: 4, answered: 1 });
      if (outcome === 'requested') return { actions: [] };
      if (outcome === 'answered') return { actions: [staff({ action: 'answer' })] };
      if (outcome === 'completed') return { actions: r.chance(0.85) ? [staff({ action: 'answer' }), staff({ action: 'complete' })] : [staff({ action: 'complete' })] };
      return { actions: r.chance(0.5) ? [customer({ action: 'cancel' })] : [staff({ action: 'answer' }), staff({ action: 'cancel' })] };
    }
    const reschedule = r.chance(0.08) ? [customer({ action: 'reschedule' })] : [];
    if (slot.getTime() > now.getTime()) {
      const fresh = now.getTime() - made.getTime() < 36 * HOUR;
      const outcome = fresh ? r.weighted({ pending: 6, confirmed: 3, cancelled: 1 }) : r.weighted({ pending: 1.5, confirmed: 7.5, cancelled: 1 });
      if (outcome === 'pending') return { actions: reschedule };
      if (outcome === 'confirmed') return { actions: [confirm, ...reschedule] };
      return { actions: r.chance(0.7) ? [customer({ action: 'cancel' })] : [confirm, staff({ action: 'cancel' })] };
    }
    // The slot has passed: closed, except a workshop job still in the workshop today.
    if (tcare && now.getTime() - slot.getTime() < 6 * HOUR && r.chance(0.6)) return { actions: [confirm, ...stages(r.int(1, 4))] };
    const outcome = r.weighted({ completed: 78, no_show: 8, cancelled: 14 });
    if (outcome === 'completed') return { actions: [confirm, ...reschedule, ...(tcare ? stages(4) : []), staff({ action: 'complete' })] };
    if (outcome === 'no_show') return { actions: [confirm, staff({ action: 'no_show' })] };
    return { actions: r.chance(0.75) ? [customer({ action: 'cancel' })] : [confirm, staff({ action: 'cancel' })] };
  }

  const CANCEL_REASONS_CUSTOMER = ['Ada keperluan mendadak', 'Jadwal bentrok dengan pekerjaan', 'Sudah servis di tempat lain', 'Mobil dipakai keluarga ke luar kota'];
  const CANCEL_REASONS_STAFF = ['Stall bengkel penuh karena pekerjaan lanjutan', 'Unit test drive sedang dalam perbaikan', 'Pelanggan meminta pembatalan melalui telepon', 'Cabang tutup untuk stock opname'];

  const bookingCount = Math.round(HISTORY_BASE.bookings * scale);
  const linkedLeads: { booking: BookingRow; contact: Person; branch: Branch; modelCode?: string; kind: 'test-drive' | 'sell-car' }[] = [];
  for (let i = 0; i < bookingCount; i += 1) {
    const kind = r.weighted<BookingKind>({ 'test-drive': 22, 'used-car-test-drive': 5, service: 35, 'home-service': 8, 'body-paint': 8, cubain: 4, 'spare-part': 11, inspection: 7 });
    const made = visitTime(r, now);
    const contact = person(r);
    const draft = draftBooking(kind, made, contact);
    if (!draft) {
      i -= 1;
      continue;
    }
    const { branch, title: _title, modelCode, ...row } = draft;
    void _title;
    let state: BookingState = { kind, status: kind === 'spare-part' ? 'requested' : SLOT_BOOKING_INITIAL, stage: null };
    const events: BookingEventRow[] = [
      { bookingId: row.id, type: 'created', note: state.status === 'requested' ? 'Permintaan dikirim ke dealer' : state.status === 'pending' ? 'Booking dibuat, menunggu konfirmasi cabang' : 'Booking dibuat dan jadwal dikonfirmasi', at: made },
    ];
    let last = made;
    let confirmedAt: Date | null = SLOT_BOOKING_INITIAL === 'confirmed' && kind !== 'spare-part' ? made : null;
    let cancelledAt: Date | null = null;
    let slot = row.slotStart ?? null;
    const details = row.details;
    const { actions } = bookingStory(kind, made, slot);
    for (const { change, actor } of actions) {
      const verdict = checkBookingChange(state, change, actor);
      const confirming = change.action === 'confirm';
      if (!verdict.ok) continue; // a step the table refuses in this state is left out
      const limit = slot && change.action !== 'cancel' && !confirming && change.action !== 'reschedule' && change.action !== 'answer' ? new Date(Math.min(now.getTime(), slot.getTime() + 10 * HOUR)) : slot && slot < now ? slot : now;
      const at =
        change.action === 'stage' || change.action === 'complete' || change.action === 'no_show'
          ? after(r, new Date(Math.max(last.getTime(), slot?.getTime() ?? last.getTime())), 15, change.action === 'complete' ? 180 : 90, limit)
          : after(r, last, 5, change.action === 'answer' ? 26 * 60 : 8 * 60, limit);
      let note = 'Booking dikonfirmasi cabang';
      if (confirming) confirmedAt = at;
      else switch (change.action) {
        case 'stage':
          note = `Tahapan T-CARE: ${TCARE_STAGE_LABELS[change.stage]}`;
          break;
        case 'answer': {
          const price = row.estimate ?? r.int(5, 120) * 10_000;
          const available = r.chance(0.85);
          const readyDate = localDay(new Date(at.getTime() + r.int(1, 5) * DAY), WIB_OFFSET_MINUTES);
          details.answer = available
            ? { available, note: 'Suku cadang tersedia di gudang cabang.', price, readyDate }
            : { available, note: 'Suku cadang sedang inden dari pusat, perkiraan 2 minggu.', price: null, readyDate: null };
          note = available ? `Dealer menjawab: tersedia, ${formatRupiah(price)}, siap ${readyDate}` : 'Dealer menjawab: belum tersedia';
          break;
        }
        case 'cancel':
          note = actor === 'customer' ? `Dibatalkan oleh pelanggan: ${r.pick(CANCEL_REASONS_CUSTOMER)}` : `Dibatalkan oleh cabang: ${r.pick(CANCEL_REASONS_STAFF)}`;
          cancelledAt = at;
          break;
        case 'reschedule': {
          if (!slot || !row.resource) continue;
          const moved = slotFor(branch, row.resource, row.resource.startsWith('td:') ? (TD_UNITS.find((u) => `td:${u.branchSlug}:${u.modelCode}` === row.resource)?.units ?? 1) : 1, at);
          if (!moved || moved.getTime() <= at.getTime() || (slot < now) !== (moved < now)) {
            if (moved) releaseSlot(row.resource, moved);
            continue;
          }
          releaseSlot(row.resource, slot);
          slot = moved;
          note = 'Jadwal diubah oleh pelanggan';
          break;
        }
        case 'complete':
          note = kind === 'spare-part' ? 'Suku cadang sudah diambil' : 'Booking selesai';
          break;
        case 'no_show':
          note = 'Pelanggan tidak hadir pada jadwal';
          break;
      }
      if (change.action === 'stage' && state.status !== 'confirmed') confirmedAt ??= at;
      state = { kind, status: verdict.status, stage: verdict.stage };
      last = at;
      const type = BOOKING_EVENT[change.action]!;
      if (hasBookingEvent(type)) events.push({ bookingId: row.id, type, note, at });
    }
    if (state.status === 'cancelled' && row.resource && slot) releaseSlot(row.resource, slot);
    if (state.status === 'cancelled' && kind === 'cubain') rentals.splice(rentals.findIndex((x) => x.start === row.slotStart?.getTime() && x.branch === branch.slug), 1);
    // The day-before reminder went out for every held slot whose window has come (the sweep would send it now otherwise).
    let reminderSentAt: Date | null = null;
    if (slot && state.status !== 'cancelled' && slot.getTime() - BOOKING_REMINDER_HOURS * HOUR <= now.getTime()) {
      const at = new Date(Math.max(made.getTime() + MINUTE, slot.getTime() - BOOKING_REMINDER_HOURS * HOUR));
      if (at < now) {
        reminderSentAt = at;
        if (hasBookingEvent('reminded')) events.push({ bookingId: row.id, type: 'reminded', note: 'Pengingat dikirim melalui WhatsApp', at });
      }
    }
    // A test drive at a branch with demo sales is often already theirs.
    const assignee = (kind === 'test-drive' || kind === 'used-car-test-drive') && state.status !== 'pending' && r.chance(0.6) ? (SALES_OF_BRANCH.get(branch.slug) ?? null) : null;
    if (assignee && hasBookingEvent('assigned')) events.push({ bookingId: row.id, type: 'assigned', note: 'Ditugaskan ke sales', at: after(r, made, 5, 120, now) });
    events.sort((a, b) => a.at!.getTime() - b.at!.getTime());
    const booking: BookingRow = {
      ...row,
      bookingNo: numberOf(r, numbers, BOOKING_NO_PREFIXES[kind], made),
      status: state.status,
      stage: state.stage,
      slotStart: slot,
      slotEnd: kind === 'cubain' && slot ? row.slotEnd : null,
      details,
      idempotencyKey: key('b'),
      reminderSentAt,
      cancelledAt,
      confirmedAt: state.status === 'pending' || state.status === 'requested' ? null : confirmedAt,
      assignedStaffId: assignee,
      updatedAt: events.at(-1)!.at!,
    };
    plan.bookings.push(booking);
    plan.bookingEvents.push(...events);
    // A test drive (new or used car) or a Jual Mobil Saya inspection opens a sales lead with it.
    if (kind === 'test-drive' || kind === 'used-car-test-drive' || kind === 'inspection') {
      linkedLeads.push({ booking, contact, branch, ...(modelCode ? { modelCode } : {}), kind: kind === 'inspection' ? 'sell-car' : 'test-drive' });
    }
  }
  for (const [k, used] of slotUse) {
    if (used <= 0) continue;
    const [resource, start] = k.split('|');
    plan.bookingSlots.push({ resource: resource!, slotStart: new Date(Number(start)), used });
  }

  // --- Leads and tickets ---------------------------------------------------------------------
  const leadCount = Math.round(HISTORY_BASE.leads * scale);
  const salesBranches = offering('sales');
  const MESSAGES = [
    'Mohon info harga OTR dan promo bulan ini.',
    'Apakah bisa kredit dengan DP 20%?',
    'Saya tertarik, tolong hubungi saya sore hari.',
    'Berapa lama inden untuk warna putih?',
    'Mohon simulasi kredit tenor 5 tahun.',
    'Apakah ada unit ready stock?',
    null,
  ];
  const QUESTIONS: Readonly<Record<string, string[]>> = {
    'mobil-baru': ['Kapan unit Veloz warna hitam tersedia di Bandung?', 'Apakah ada promo DP ringan untuk Avanza bulan ini?'],
    'mobil-bekas': ['Apakah mobil bekas bersertifikat bisa dicicil?', 'Bagaimana cara melihat hasil inspeksi mobil bekas?'],
    servis: ['Berapa biaya servis 40.000 km untuk Innova Zenix?', 'Apakah bengkel buka hari Minggu?'],
    pesanan: ['Pembayaran saya sudah terpotong tetapi pesanan masih menunggu pembayaran.', 'Kapan aksesori yang saya pesan bisa dipasang?'],
    akun: ['Saya tidak menerima kode OTP saat login.', 'Bagaimana cara menghubungkan AstraPay ke akun saya?'],
    keluhan: ['Mobil saya belum selesai diservis padahal dijanjikan kemarin.', 'Sales tidak membalas pesan WhatsApp saya.'],
    lainnya: ['Apakah Kemudi menerima kerja sama korporat untuk armada?', 'Saya ingin melamar sebagai sales consultant.'],
  };
  const REPLIES = [
    'Terima kasih telah menghubungi Kemudi. Tim kami sudah meneruskan pertanyaan Anda ke cabang terdekat dan akan menghubungi Anda hari ini.',
    'Mohon maaf atas ketidaknyamanannya. Kami sudah memeriksa pesanan Anda dan statusnya sudah diperbarui.',
    'Informasi yang Anda minta sudah kami kirim melalui email. Silakan balas bila ada pertanyaan lain.',
  ];
  const NOTES = ['Pelanggan minta dihubungi setelah jam kerja', 'Sudah kirim brosur dan price list lewat WhatsApp', 'Menunggu keputusan pasangan', 'Minta penawaran tukar tambah', 'Tertarik kredit, sedang siapkan dokumen'];
  const BATAL_REASONS = ['Membeli di dealer lain', 'Menunda pembelian', 'Tidak dapat dihubungi', 'Pengajuan kredit ditolak leasing'];

  /** The way to each status along the pipeline (baru → dihubungi → janji temu → terjual / batal); each step is checked against LEAD_TRANSITIONS. */
  const LEAD_PATHS: Readonly<Record<Exclude<LeadStatus, 'baru'>, LeadStatus[]>> = {
    dihubungi: ['dihubungi'],
    'janji-temu': ['dihubungi', 'janji-temu'],
    terjual: ['dihubungi', 'janji-temu', 'terjual'],
    batal: ['dihubungi', 'batal'],
  };

  function salesLead(kind: LeadKind, made: Date, lead: Omit<LeadRow, 'status' | 'createdAt' | 'kind'>, branch: Branch, createdNote?: string) {
    const events: LeadEventRow[] = [{ leadId: lead.id!, type: 'created', note: createdNote ?? `${LEAD_FORM_LABELS[lead.formId as LeadFormId]} masuk`, at: made }];
    const ageHours = (now.getTime() - made.getTime()) / HOUR;
    const target: LeadStatus =
      ageHours < 24
        ? r.weighted<LeadStatus>({ baru: 6, dihubungi: 3, 'janji-temu': 1 })
        : ageHours < 24 * 7
          ? r.weighted<LeadStatus>({ baru: 1.5, dihubungi: 4, 'janji-temu': 2.5, terjual: 0.5, batal: 1 })
          : r.weighted<LeadStatus>({ baru: 0.3, dihubungi: 1.5, 'janji-temu': 1.5, terjual: 2.5, batal: 4 });
    const assignee = SALES_OF_BRANCH.get(branch.slug) ?? null;
    const assigned = assignee && (target !== 'baru' ? r.chance(0.85) : r.chance(0.25)) ? assignee : null;
    let last = made;
    let assignedAt: Date | null = null;
    let firstContactedAt: Date | null = null;
    let closedAt: Date | null = null;
    if (assigned) {
      assignedAt = after(r, made, 5, 180, now);
      last = assignedAt;
      events.push({ leadId: lead.id!, type: 'assigned', note: `Diambil oleh ${STAFF_NAMES.get(assigned)}`, staffId: assigned, at: assignedAt });
    }
    let from: LeadStatus = 'baru';
    for (const to of target === 'baru' ? [] : LEAD_PATHS[target]) {
      if (!checkLeadChange(from, to, 'staff').ok) break; // never a step the table refuses
      // The first contact mostly within the deadline, sometimes late; later steps days apart.
      const at = from === 'baru' ? after(r, last, 10, r.chance(0.8) ? 110 : 600, now) : after(r, last, 12 * 60, 6 * 24 * 60, now);
      const why = to === 'batal' ? `: ${r.pick(BATAL_REASONS)}` : '';
      events.push({ leadId: lead.id!, type: 'status', note: `${LEAD_STATUS_LABELS[from]} → ${LEAD_STATUS_LABELS[to]}${why}`, staffId: assigned, at });
      if (from === 'baru') firstContactedAt = at;
      if (to === 'terjual' || to === 'batal') closedAt = at;
      if (r.chance(0.3)) events.push({ leadId: lead.id!, type: 'note', note: r.pick(NOTES), staffId: assigned, at: after(r, at, 1, 30, now) });
      last = at;
      from = to;
    }
    events.sort((a, b) => a.at!.getTime() - b.at!.getTime());
    plan.leads.push({ ...lead, kind, status: from, assignedStaffId: assigned, assignedAt, firstContactedAt, closedAt, createdAt: made, updatedAt: events.at(-1)!.at! });
    plan.leadEvents.push(...events);
  }

  for (const linked of linkedLeads) {
    const { booking, contact, branch } = linked;
    const view = (booking.details as { view: { title: string; summary: unknown[] }; usedCarCode?: string }).view;
    salesLead(
      linked.kind,
      booking.createdAt as Date,
      {
        id: r.uuid(),
        leadNo: numberOf(r, numbers, 'LD', booking.createdAt as Date),
        formId: booking.kind,
        phoneNumber: contact.phone,
        uniqueId: contact.phone,
        name: contact.name,
        email: contact.email,
        modelCode: linked.modelCode ?? null,
        branchSlug: branch.slug,
        sourcePage: null,
        payload: { bookingNo: booking.bookingNo, title: view.title, summary: view.summary, usedCarCode: (booking.details as { usedCarCode?: string }).usedCarCode ?? null },
        idempotencyKey: `booking:${booking.id!}`,
        bookingId: booking.id!,
      },
      branch,
      `Lead dibuka dari booking ${booking.bookingNo}`,
    );
  }

  for (let i = plan.leads.length; i < leadCount; i += 1) {
    const kind = r.weighted<LeadKind>({ form: 45, whatsapp: 22, 'trade-in': 9, contact: 19, consent: 5 });
    const made = visitTime(r, now);
    const contact = person(r, kind === 'contact' ? 1 : 0.6);
    const id = r.uuid();
    const base = { id, phoneNumber: contact.phone, uniqueId: contact.phone, name: contact.name, email: contact.email, idempotencyKey: key('l'), ip: null };
    if (kind === 'contact') {
      const topic = r.pick(CONTACT_TOPICS);
      // The ticket goes to a showroom of the writer's city (leads' leadBranchOf: the nearest one).
      const home = pickBranch(r, salesBranches);
      const city = home.cityIsocode;
      const province = home.provinceIsocode;
      const replier = ticketStaffOf(home.slug);
      const ageHours = (now.getTime() - made.getTime()) / HOUR;
      const target: TicketStatus = ageHours < 24 ? r.weighted<TicketStatus>({ terbuka: 6, dibalas: 3, ditutup: 1 }) : ageHours < 24 * 5 ? r.weighted<TicketStatus>({ terbuka: 1, dibalas: 4, ditutup: 4 }) : r.weighted<TicketStatus>({ terbuka: 0.3, dibalas: 1, ditutup: 8 });
      const events: LeadEventRow[] = [{ leadId: id, type: 'created', note: 'Pertanyaan masuk melalui Hubungi Kami', at: made }];
      let status: TicketStatus = 'terbuka';
      let last = made;
      const push = (type: LeadEventType, note: string, at: Date, extra: Partial<LeadEventRow> = {}) => {
        events.push({ leadId: id, type, note, at, ...extra });
        last = at;
      };
      // Each step through TICKET_TRANSITIONS: a reply, the closing, and the customer writing again.
      const steps: { action: TicketAction; actor: TransitionActor }[] =
        target === 'terbuka'
          ? r.chance(0.15) && ageHours > 48
            ? [{ action: 'reply', actor: 'staff' }, { action: 'close', actor: 'staff' }, { action: 'reopen', actor: 'customer' }]
            : []
          : target === 'dibalas'
            ? [{ action: 'reply', actor: 'staff' }]
            : [{ action: 'reply', actor: 'staff' }, { action: 'close', actor: 'staff' }];
      for (const { action, actor } of steps) {
        const verdict = checkTicketChange(status, action, actor);
        if (!verdict.ok) break;
        const at = after(r, last, 30, action === 'reopen' ? 3 * 24 * 60 : 20 * 60, now);
        if (action === 'reply') push('reply', r.pick(REPLIES), at, { channels: r.pick(['email', 'whatsapp', 'email,whatsapp']), staffId: replier });
        else if (action === 'close') push('status', `${TICKET_STATUS_LABELS[status]} → ${TICKET_STATUS_LABELS[verdict.status]}`, at, { staffId: replier });
        else {
          push('customer-message', 'Masalah saya belum selesai, mohon dibantu lagi.', at);
          push('reopened', 'Tiket dibuka kembali karena pelanggan membalas', new Date(at.getTime() + 1000));
        }
        status = verdict.status;
      }
      plan.leads.push({
        ...base,
        leadNo: numberOf(r, numbers, 'TK', made),
        kind,
        formId: 'hubungi-kami',
        branchSlug: home.slug,
        sourcePage: '/hubungi-kami',
        payload: {
          topic: topic.value,
          topicLabel: topic.label,
          question: r.pick(QUESTIONS[topic.value] ?? QUESTIONS.lainnya!),
          province: { code: province, name: options.places.provinces.get(province) ?? province },
          city: { code: city, name: options.places.cities.get(city) ?? city },
          attachmentId: null,
          consent: true,
        },
        status,
        closedAt: status === 'ditutup' ? last : null,
        createdAt: made,
        updatedAt: last,
      });
      plan.leadEvents.push(...events);
      continue;
    }
    if (kind === 'consent') {
      plan.leads.push({ ...base, leadNo: numberOf(r, numbers, 'LD', made), kind, formId: 'uu-pdp', branchSlug: pickBranch(r, salesBranches).slug, sourcePage: '/persetujuan-data', payload: { message: null, consent: true }, status: CONSENT_LEAD_STATUS, createdAt: made, updatedAt: made });
      plan.leadEvents.push({ leadId: id, type: 'created', note: 'Persetujuan data tercatat', at: made });
      continue;
    }
    const branch = pickBranch(r, salesBranches);
    const model = pickModel(r);
    const variant = r.chance(0.5) ? r.pick(carVariants.filter((v) => v.modelCode === model)) : null;
    const ofBranch = salesmen.filter((m) => m.branchId === BRANCHES.findIndex(([slug]) => slug === branch.slug) + 1);
    const salesman = ofBranch.length > 0 && r.chance(0.4) ? r.pick(ofBranch) : null;
    const names = {
      model: { code: model, name: modelName(model) },
      variant: variant ? { code: variant.code, name: variant.name } : null,
      branch: { slug: branch.slug, name: branch.name },
      salesman: salesman ? { slug: salesman.slug, name: salesman.name, branchSlug: branch.slug } : null,
      city: null,
    };
    const common = { ...base, leadNo: numberOf(r, numbers, 'LD', made), modelCode: model, variantCode: variant?.code ?? null, branchSlug: branch.slug, salesmanSlug: salesman?.slug ?? null };
    if (kind === 'whatsapp') {
      // A guest's WhatsApp click carries no phone: the chat itself does.
      const guest = r.chance(0.45);
      const to = salesman ? salesman.whatsapp : branch.whatsapp;
      salesLead(
        kind,
        made,
        {
          ...common,
          ...(guest ? { phoneNumber: null, uniqueId: null, name: null, email: null } : {}),
          formId: 'whatsapp',
          sourcePage: `/mobil-baru/${model}`,
          payload: { to, target: salesman ? 'salesman' : 'branch', text: null, model: names.model, usedCarCode: null, branch: names.branch, salesman: names.salesman },
        },
        branch,
      );
    } else if (kind === 'trade-in') {
      const old = r.pick(carModels.filter((m) => POPULAR_MODELS.includes(m.code)));
      const year = r.int(2012, 2023);
      const low = r.int(70, 380) * 1_000_000;
      const high = Math.round(low * 1.1);
      salesLead(
        kind,
        made,
        {
          ...common,
          formId: 'tukar-tambah',
          sourcePage: '/tukar-tambah',
          payload: {
            ...names,
            message: r.pick(MESSAGES),
            consent: true,
            tradeIn: {
              car: { brand: 'toyota', model: old.code, transmission: r.chance(0.6) ? 'automatic' : 'manual', year, fuel: 'bensin', mileageKm: (2026 - year) * r.int(10, 17) * 1000, provinceCode: branch.provinceIsocode },
              shown: { low, high },
              estimate: { estimated: Math.round((low + high) / 2), low, high, mid: Math.round((low + high) / 2), retail: Math.round(high * 1.12), comparables: r.int(2, 9) },
            },
          },
        },
        branch,
      );
    } else {
      const formId = r.weighted<LeadFormId>({ 'hubungi-sales': 40, 'minta-penawaran': 25, 'ajukan-kredit': 20, 'minat-promo': 15 });
      salesLead(kind, made, { ...common, formId, sourcePage: `/mobil-baru/${model}`, payload: { ...names, message: r.pick(MESSAGES), consent: true } }, branch);
    }
  }

  // --- Customers and orders ------------------------------------------------------------------
  const customerCount = Math.max(1, Math.round(HISTORY_BASE.customers * scale));
  for (let i = 0; i < customerCount; i += 1) {
    // 5 digits per run, scrambled (7919 is prime to 100000, so no two customers share them).
    const serial = String((i * 7_919 + 4_253) % 100_000).padStart(5, '0');
    const { name, first, last } = personName(r);
    const joined = new Date(now.getTime() - r.int(HISTORY_DAYS, HISTORY_DAYS * 4) * DAY);
    plan.customers.push({
      id: r.uuid(),
      customerNo: `KMD8${tag}${serial}`,
      name,
      email: `${emailLocal(first, last)}.${tag}${serial}@${r.pick(EMAIL_DOMAINS)}`,
      phone: `08${r.pick(OPERATORS)}${tag}${serial}${r.digits(1)}`,
      smsVerifiedAt: joined,
      createdAt: joined,
      updatedAt: joined,
    });
  }

  const orderCount = Math.round(HISTORY_BASE.orders * scale);
  const workshops = offering('bengkel');
  const showrooms = offering('sales');
  const branchSlotUse = new Map<string, number>();
  const lateRefundCandidates: OrderRow[] = [];
  for (let i = 0; i < orderCount; i += 1) {
    const customer = plan.customers[Math.floor(Math.pow(r.next(), 1.6) * plan.customers.length)]!;
    // The first few are of the last hours: some paid at the demo staff's branches (the workshop has
    // something to prepare), some still waiting for payment.
    const recent = i < Math.ceil(6 * scale) ? (i % 2 === 0 ? 'paid' : 'unpaid') : null;
    const made = recent ? new Date(now.getTime() - r.int(5, 150) * MINUTE) : visitTime(r, now);
    const id = r.uuid();
    const newCar = !recent && r.chance(0.12);
    const branch = recent === 'paid' ? bySlug.get(i % 4 === 0 ? 'kemudi-toyota-bandung-soekarno-hatta' : 'kemudi-toyota-sunter')! : pickBranch(r, newCar ? showrooms : workshops);
    // A virtual account for the recent unpaid ones: its 3 hours have not run out yet.
    const method = recent === 'unpaid' ? r.pick<PaymentMethod>(['va_bca', 'va_mandiri', 'va_bni']) : r.weighted<PaymentMethod>({ qris: 35, va_bca: 25, va_mandiri: 15, va_bni: 10, va_bri: 10, va_permata: 5 });
    const orderNo = numberOf(r, numbers, 'KMD', made);
    const expiresAt = new Date(made.getTime() + PAYMENT_EXPIRY_MINUTES[method] * MINUTE);
    let fulfilment: OrderFulfilment;
    const items: OrderItemRow[] = [];
    let vehicle: OrderRow['vehicle'] = null;
    let slotStart: Date | null = null;
    if (newCar) {
      fulfilment = 'reservation';
      const model = pickModel(r);
      const variant = r.pick(carVariants.filter((v) => v.modelCode === model));
      const colors = carColors.map((c, index) => ({ ...c, id: index + 1 })).filter((c) => c.modelCode === model);
      const color = r.pick(colors);
      vehicle = {
        modelCode: model,
        modelName: modelName(model),
        variantCode: variant.code,
        variantName: variant.name,
        colorId: color.id,
        colorName: color.name,
        otrPrice: variant.priceOtr + (color.extraPrice ?? 0),
        cityCode: branch.cityIsocode,
        cityName: options.places.cities.get(branch.cityIsocode) ?? branch.cityIsocode,
        credit: null,
      };
      items.push({ orderId: id, productCode: variant.code, kind: 'new-car-booking', name: `Tanda jadi ${modelName(model)} ${variant.name}`, unitPrice: NEW_CAR_BOOKING_FEE, quantity: 1 });
    } else {
      fulfilment = r.weighted<OrderFulfilment>({ pickup: 70, install: 15, coupon: 15 });
      if (fulfilment === 'coupon') {
        const coupon = r.pick(serviceCoupons);
        items.push({ orderId: id, productCode: coupon.code, kind: 'coupon', name: coupon.title, unitPrice: coupon.price, quantity: 1 });
      } else {
        const lines = fulfilment === 'install' ? 1 : r.int(1, 3);
        if (fulfilment === 'install') {
          const a = r.pick(INSTALLABLE);
          items.push({ orderId: id, productCode: a.code, kind: 'accessory', name: a.name, unitPrice: a.price, quantity: 1 });
        }
        while (items.length < lines || (fulfilment === 'pickup' && items.length === 0)) {
          const p = r.pick(COUNTER_ITEMS);
          if (items.some((x) => x.productCode === p.code)) continue;
          items.push({ orderId: id, productCode: p.code, kind: p.kind, name: p.name, unitPrice: p.price, quantity: p.kind === 'part' ? r.int(1, 4) : 1 });
        }
      }
    }
    const total = items.reduce((sum, x) => sum + x.unitPrice * x.quantity, 0);

    // The order's story, step by step through ORDER_TRANSITIONS.
    const events: OrderEventRow[] = [{ orderId: id, status: ORDER_INITIAL_STATUS, at: made }];
    let status: OrderStatus = ORDER_INITIAL_STATUS;
    let last = made;
    let paidAt: Date | null = null;
    let closedAt: Date | null = null;
    const ageHours = (now.getTime() - made.getTime()) / HOUR;
    const open = expiresAt > now;
    const pays = recent ? recent === 'paid' : open ? r.chance(0.5) : r.chance(0.86);
    const steps: { to: OrderStatus; actor: TransitionActor; note?: string }[] = [];
    if (!pays) {
      if (!open) steps.push(r.chance(0.8) ? { to: 'expired', actor: 'system', note: 'Batas waktu pembayaran habis' } : { to: 'cancelled', actor: 'customer', note: 'Dibatalkan oleh pemesan' });
    } else {
      steps.push({ to: 'paid', actor: 'provider', note: method === 'qris' ? 'Pembayaran QRIS diterima' : 'Pembayaran virtual account diterima' });
      const target: OrderStatus =
        recent === 'paid'
          ? 'paid'
          : ageHours < 24
          ? r.weighted<OrderStatus>({ paid: 5, processing: 3, ready: 2 })
          : ageHours < 24 * 4
            ? r.weighted<OrderStatus>({ paid: 0.5, processing: 2.5, ready: 3.5, completed: 3.5 })
            : r.weighted<OrderStatus>({ paid: 0.1, processing: newCar ? 3 : 0.4, ready: 0.3, completed: 9, cancelled: 0.3 });
      const via: readonly OrderStatus[] = { paid: [], processing: ['processing'], ready: ['processing', 'ready'], completed: ['processing', 'ready', 'completed'], cancelled: ['processing', 'cancelled'], pending_payment: [], expired: [] }[target] as OrderStatus[];
      const notes: Partial<Record<OrderStatus, string>> = {
        processing: newCar ? 'Verifikasi dokumen oleh sales consultant' : 'Pesanan disiapkan cabang',
        ready: fulfilment === 'install' ? 'Siap dipasang sesuai jadwal' : 'Barang tersedia di kasir suku cadang',
        completed: fulfilment === 'install' ? 'Aksesori sudah dipasang' : fulfilment === 'coupon' ? 'Kupon sudah aktif di akun pelanggan' : 'Diambil oleh pemesan',
        cancelled: 'Dibatalkan oleh cabang: stok tidak tersedia',
      };
      for (const to of via) if (!(fulfilment === 'coupon' && to === 'processing' && target !== 'processing')) steps.push({ to, actor: r.chance(0.7) ? 'staff' : 'dealer', ...(notes[to] ? { note: notes[to] } : {}) });
    }
    for (const step of steps) {
      if (!orderTransitionOf(status, step.to, step.actor)) continue; // a step this version of the table does not have
      const at =
        step.to === 'paid'
          ? after(r, last, 1, PAYMENT_EXPIRY_MINUTES[method] - 1, new Date(Math.min(expiresAt.getTime(), now.getTime())))
          : step.to === 'expired'
            ? after(r, expiresAt, 0, 30, now)
            : after(r, last, 30, 3 * 24 * 60, now);
      events.push({ orderId: id, status: step.to, note: step.note ?? null, at });
      if (step.to === 'paid') paidAt = at;
      if (step.to === 'completed' || step.to === 'cancelled' || step.to === 'expired') closedAt = at;
      status = step.to;
      last = at;
    }
    if (fulfilment === 'install' && paidAt) {
      const slots = slotsOfDay(branch.workingSchedule, localDay(new Date(paidAt.getTime() + r.int(1, 7) * DAY), branch.offset), branch.offset);
      const candidate = slots.length > 0 ? r.pick(slots) : null;
      if (candidate && (branchSlotUse.get(`${branch.slug}|${candidate.getTime()}`) ?? 0) < SLOT_CAPACITY_PER_HOUR) {
        slotStart = candidate;
        if (status !== 'cancelled') branchSlotUse.set(`${branch.slug}|${candidate.getTime()}`, (branchSlotUse.get(`${branch.slug}|${candidate.getTime()}`) ?? 0) + 1);
      }
    }
    const payment = {
      provider: 'simulated',
      ref: orderNo,
      method,
      ...(method.startsWith('va_') ? { bank: method.slice(3), vaNumber: `${r.digits(4)}${customer.phone.slice(1)}`.slice(0, 16) } : { qrString: `00020101021226610014ID.CO.QRIS.WWW${orderNo}` }),
      expiresAt: expiresAt.toISOString(),
    };
    const order: OrderRow = {
      id,
      orderNo,
      customerId: customer.id!,
      kind: newCar ? 'new-car' : 'products',
      status,
      fulfilment,
      contactName: customer.name,
      contactPhone: customer.phone,
      contactEmail: customer.email ?? null,
      branchSlug: branch.slug,
      branchName: branch.name,
      cityCode: branch.cityIsocode,
      slotStart,
      subtotal: total,
      total,
      vehicle,
      notes: null,
      payment,
      idempotencyKey: key('o'),
      expiresAt,
      paidAt,
      closedAt,
      createdAt: made,
      updatedAt: last,
    };
    plan.orders.push(order);
    plan.orderItems.push(...items);
    plan.orderEvents.push(...events);
    plan.payments.push({
      ref: orderNo,
      orderNo,
      method,
      amount: total,
      status: paidAt ? 'paid' : status === 'expired' ? 'expired' : status === 'cancelled' ? 'cancelled' : 'pending',
      details: method.startsWith('va_') ? { bank: method.slice(3) } : { method: 'qris' },
      expiresAt,
      paidAt,
      createdAt: made,
    });
    if (status === 'expired') lateRefundCandidates.push(order);
    // A paid order the branch cancelled: its money goes back.
    if (status === 'cancelled' && paidAt) addRefund(order, 'cancelled-paid', closedAt!);
  }
  for (const [k, used] of branchSlotUse) {
    const [branchSlug, start] = k.split('|');
    plan.branchSlots.push({ branchSlug: branchSlug!, slotStart: new Date(Number(start)), used });
  }
  // A few payments reached orders that had already expired (the customer paid at the last minute).
  // The latest ones always: a fresh late payment is what the refund queue is for.
  lateRefundCandidates.sort((a, b) => (b.closedAt as Date).getTime() - (a.closedAt as Date).getTime());
  for (const [index, order] of lateRefundCandidates.entries()) {
    const fresh = index < Math.ceil(2 * scale);
    if (!fresh && !r.chance(0.1)) continue;
    const paidLate = after(r, order.closedAt as Date, 1, 90, now);
    const payment = plan.payments.find((p) => p.ref === order.orderNo)!;
    payment.status = 'paid';
    payment.paidAt = paidLate;
    addRefund(order, 'late-payment', paidLate, fresh ? 'required' : undefined);
  }

  function addRefund(order: OrderRow, reason: 'late-payment' | 'cancelled-paid', since: Date, forced?: RefundStatus) {
    const ageHours = (now.getTime() - since.getTime()) / HOUR;
    const status: RefundStatus = forced ?? ageHours < 72 ? r.weighted<RefundStatus>({ required: 6, pending: 2, failed: 1 }) : r.weighted<RefundStatus>({ succeeded: 8, required: 1, pending: 0.5, failed: 0.5 });
    const requested = status !== 'required';
    const requestedAt = requested ? after(r, since, 30, 24 * 60, now) : null;
    const completedAt = status === 'succeeded' || status === 'failed' ? after(r, requestedAt!, 5, 3 * 24 * 60, now) : null;
    plan.refunds.push({
      id: r.uuid(),
      orderId: order.id!,
      provider: 'simulated',
      paymentRef: order.orderNo,
      amount: order.total,
      reason,
      status,
      providerRef: requested && status !== 'failed' ? `RF-${r.chars(ORDER_NO_ALPHABET, 10)}` : null,
      lastError: status === 'failed' ? 'Penyedia pembayaran menolak: rekening tujuan tidak valid' : null,
      requestedBy: requested ? r.pick(REFUNDERS) : null,
      requestedAt,
      completedAt,
      createdAt: since,
      updatedAt: completedAt ?? requestedAt ?? since,
    });
    // The order's timeline, as the refund flow writes it (status 'refund': not a step of the order).
    const amount = formatRupiah(order.total);
    plan.orderEvents.push({ orderId: order.id!, status: 'refund', note: `Perlu refund ${amount}: ${REFUND_REASON_LABELS[reason].toLowerCase()}`, at: since });
    if (status === 'succeeded') {
      plan.orderEvents.push({ orderId: order.id!, status: 'refund', note: `Dana ${amount} dikembalikan ke pelanggan`, at: completedAt! });
      plan.payments.find((p) => p.ref === order.orderNo)!.status = 'refunded';
    }
    if (status === 'failed') plan.orderEvents.push({ orderId: order.id!, status: 'refund', note: `Refund ${amount} gagal: penyedia pembayaran menolak`, at: completedAt! });
  }

  return plan;
}

/** What a plan holds, by table (the seed's log line and the tests). */
export function countsOf(plan: HistoryPlan): Record<string, number> {
  return {
    customers: plan.customers.length,
    bookings: plan.bookings.length,
    bookingEvents: plan.bookingEvents.length,
    leads: plan.leads.length,
    leadEvents: plan.leadEvents.length,
    orders: plan.orders.length,
    orderItems: plan.orderItems.length,
    orderEvents: plan.orderEvents.length,
    refunds: plan.refunds.length,
  };
}
