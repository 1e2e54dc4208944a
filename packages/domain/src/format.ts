/**
 * Display formatters shared by the API (e.g. JSON-LD, e-mails) and the web app.
 *
 * None of them use Intl: Node's small-icu build and browsers disagree on Indonesian month
 * names and on the space inside "Rp 1.000" (U+00A0 vs U+0020), which would make server and
 * browser render different text and break hydration. Everything here is plain arithmetic and
 * fixed tables, so both sides agree byte for byte.
 */
import { EMPTY_DISPLAY, formatRupiah, groupThousands, toFiniteNumber } from './money';

// Amounts (rupiah, digit grouping) live in money.ts: browser code that shows only amounts imports that alone.
export { EMPTY_DISPLAY, formatRupiah, groupThousands } from './money';

/** Indonesian months, short. §9: the abbreviation "Agu" is changed to "Ags". */
export const MONTHS_SHORT_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Ags',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

export const MONTHS_LONG_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Sunday first, matching Date#getUTCDay. */
export const WEEKDAYS_ID = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

/** Western Indonesian Time (WIB, UTC+7, no daylight saving): the dealer group's home time zone. */
export const WIB_OFFSET_MINUTES = 7 * 60;

const SHORT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'M' },
  { size: 1e6, suffix: 'jt' },
] as const;

/**
 * Compact rupiah for cards: 246600000 → "Rp 246,6 jt", 1200000000 → "Rp 1,2 M".
 * One decimal, rounded half up, a trailing ",0" dropped ("Rp 300 jt"). Amounts below one
 * juta are shown in full ("Rp 150.000"): "rb" reads as slang on a price tag.
 * A value that rounds up into the next unit moves there (999.960.000 → "Rp 1 M", not "1.000 jt").
 */
export function formatRupiahShort(value: number | string | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_DISPLAY;
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  for (let i = 0; i < SHORT_UNITS.length; i += 1) {
    const unit = SHORT_UNITS[i];
    if (unit === undefined || abs < unit.size) continue;
    const tenths = Math.round((abs / unit.size) * 10);
    const bigger = SHORT_UNITS[i - 1];
    if (bigger !== undefined && tenths * unit.size >= bigger.size * 10) {
      return `${sign}Rp ${shortNumber(Math.round((abs / bigger.size) * 10))} ${bigger.suffix}`;
    }
    return `${sign}Rp ${shortNumber(tenths)} ${unit.suffix}`;
  }
  // Below one juta, unless it rounds up to 1,0 jt.
  if (Math.round((abs / 1e6) * 10) >= 10) return `${sign}Rp 1 jt`;
  return formatRupiah(n);
}

/** Tenths → "246,6" or "300" (Indonesian decimal comma, trailing ",0" dropped). */
function shortNumber(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? groupThousands(whole) : `${groupThousands(whole)},${decimal}`;
}

/** A calendar date without a time zone. month is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** 0 = Minggu … 6 = Sabtu. */
  readonly weekday: number;
}

function makeCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Rejects 31/02 and friends, which Date.UTC silently rolls over.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day, weekday: utc.getUTCDay() };
}

function fromInstant(ms: number, offsetMinutes: number): CalendarDate | null {
  if (!Number.isFinite(ms)) return null;
  const shifted = new Date(ms + offsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) return null;
  return makeCalendarDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const ISO_ZONED_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const DMY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Reads a date the way the rest of the site hands them over, as the calendar day it is in WIB:
 * - a `Date` or an ISO date-time with a zone ("2026-08-04T20:00:00Z") → the WIB day of that instant;
 * - an ISO date ("2026-08-05") or a zone-less date-time → that calendar day, no shifting;
 * - "dd/mm/yyyy", the config value format of §3.
 * Anything else (or an impossible date such as 31/02) → null.
 */
export function toCalendarDate(
  input: Date | string | null | undefined,
  offsetMinutes: number = WIB_OFFSET_MINUTES,
): CalendarDate | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return fromInstant(input.getTime(), offsetMinutes);
  const text = input.trim();
  const dateOnly = ISO_DATE.exec(text) ?? ISO_LOCAL_DATETIME.exec(text);
  if (dateOnly) return makeCalendarDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const dmy = DMY_DATE.exec(text);
  if (dmy) return makeCalendarDate(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  if (ISO_ZONED_DATETIME.test(text)) {
    // Date.parse only promises the strict ECMAScript form: "T" separator, "+07:00" offsets.
    const strict = text.toUpperCase().replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
    return fromInstant(Date.parse(strict), offsetMinutes);
  }
  return null;
}

export type DateStyle = 'short' | 'long' | 'full';

/**
 * Indonesian date (§9): short "5 Ags 2026", long "5 Agustus 2026", full "Rabu, 5 Agustus 2026".
 * Instants are shown in WIB, whatever the time zone of the machine rendering them.
 * Unreadable input → "-".
 */
export function formatDateId(
  input: Date | string | null | undefined,
  style: DateStyle = 'short',
  offsetMinutes: number = WIB_OFFSET_MINUTES,
): string {
  const date = toCalendarDate(input, offsetMinutes);
  if (date === null) return EMPTY_DISPLAY;
  const months = style === 'short' ? MONTHS_SHORT_ID : MONTHS_LONG_ID;
  const text = `${date.day} ${months[date.month - 1] ?? ''} ${date.year}`;
  return style === 'full' ? `${WEEKDAYS_ID[date.weekday] ?? ''}, ${text}` : text;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant as the customer reads it, in WIB (§9 Indonesian dates, the time with a dot): "22 Nov 2026, 10.05 WIB"; '-' when unreadable. */
export function formatDateTimeId(iso: string | null | undefined, style: 'short' | 'long' = 'short'): string {
  if (!iso) return EMPTY_DISPLAY;
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return EMPTY_DISPLAY;
  const wib = new Date(ms + WIB_OFFSET_MINUTES * 60_000);
  const time = `${pad2(wib.getUTCHours())}.${pad2(wib.getUTCMinutes())}`;
  return `${formatDateId(new Date(ms), style)}, ${time} WIB`;
}

/** "dd/mm/yyyy", the date format of the config response (§3). Unreadable input → "-". */
export function formatDateDmy(input: Date | string | null | undefined, offsetMinutes: number = WIB_OFFSET_MINUTES): string {
  const date = toCalendarDate(input, offsetMinutes);
  if (date === null) return EMPTY_DISPLAY;
  return `${pad2(date.day)}/${pad2(date.month)}/${date.year}`;
}

/** §3 config value "dd/mm/yyyy" → ISO "yyyy-mm-dd"; null if it is not a real date in that format. */
export function parseDateDmy(value: string | null | undefined): string | null {
  const match = value === null || value === undefined ? null : DMY_DATE.exec(value.trim());
  if (!match) return null;
  const date = makeCalendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
  if (date === null) return null;
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/**
 * §9 discount percent: null if either price is missing or not greater than zero, or if the
 * original price is not higher than the current one; otherwise the percentage rounded with
 * Math.round. "Floored above 99" is read as: a rounded result above 99 becomes 99, so a badge
 * never claims "100%" for an item that still costs something (99.6% → 99, not 100).
 */
export function discountPercent(
  original: number | string | null | undefined,
  current: number | string | null | undefined,
): number | null {
  const before = toFiniteNumber(original);
  const now = toFiniteNumber(current);
  if (before === null || now === null || before <= 0 || now <= 0 || before <= now) return null;
  const rounded = Math.round(((before - now) / before) * 100);
  return rounded > 99 ? 99 : rounded;
}

/** Odometer reading: 45000 → "45.000 km". Missing or negative → "-". */
export function formatKm(value: number | string | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === null || n < 0) return EMPTY_DISPLAY;
  return `${groupThousands(Math.round(n))} km`;
}

/**
 * URL slug: lower case, accents stripped, anything that is not a letter or digit becomes one
 * dash, no leading or trailing dash. "Yaris Cross Hybrid" → "yaris-cross-hybrid".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A service's duration in minutes as visitors read it: '± 45 menit', '± 4 jam', '± 1 jam 30 menit'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `± ${rest} menit`;
  return rest === 0 ? `± ${hours} jam` : `± ${hours} jam ${rest} menit`;
}

/**
 * Seconds past a whole minute that a wait in minutes leaves out: the time it takes to read the
 * message and try again. Without it 1562 s would read "27 menit"; the issue (29) asks "26 menit".
 */
const RETRY_SLACK_SECONDS = 5;

/**
 * How long to wait before trying again, as a visitor reads it (issue 29: "Coba lagi dalam 1562
 * detik" → "26 menit"): under a minute "N detik"; under an hour "N menit", rounded up (bar the
 * few seconds above); from an hour "N jam" or "N jam M menit". Never "0": at least 1 detik.
 */
export function formatRetryDelay(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
  if (total < 60) return `${total} detik`;
  const minutes = Math.max(1, Math.ceil((total - RETRY_SLACK_SECONDS) / 60));
  if (minutes < 60) return `${minutes} menit`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

/**
 * A limit's message with its wait filled in: '{n} detik' becomes the wait in words
 * (formatRetryDelay); any other '{n}' the seconds.
 */
export function fillRetryDelay(message: string, seconds: number): string {
  return message.replace('{n} detik', formatRetryDelay(seconds)).replace('{n}', String(Math.max(1, Math.ceil(seconds))));
}

/**
 * A car's name with its model year said once (issue 29: not "Test Drive Toyota Avanza 1.5 G CVT
 * 2022 (2022)"): the name as it is when it already ends with the year, else "name (year)".
 */
export function carNameWithYear(name: string, year: number): string {
  const trimmed = name.trim();
  return new RegExp(`\\b${year}$`).test(trimmed) ? trimmed : `${trimmed} (${year})`;
}
