/*
 * The checkout's client logic (issue 12), pure so the unit tests reach it without a browser: the
 * payment countdown, the idempotency key of an order attempt, the steps' validation, the nearest-
 * first order of the dealers and how a slot is written. No zod and no React here: the islands that
 * import it stay small.
 */
import { COMMERCE_MESSAGES, type PaymentMethod, PAYMENT_METHODS } from '@kemudi/domain/commerce';
import { formatDateId, WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { contactErrors } from '@/components/form/contact-rules';

// ---------------------------------------------------------------------------------------------
// Payment countdown and polling
// ---------------------------------------------------------------------------------------------

/** How often the payment page asks for the payment's status while it waits (and the tab is visible). */
export const PAYMENT_POLL_MS = 5_000;

/** Other islands (the simulator's "Bayar Sekarang") ask the payment watcher to check the status at once. */
export const PAYMENT_CHECK_EVENT = 'kemudi:payment-check';

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds left → "14:59" under an hour, "02:59:59" from an hour on; never negative. */
export function formatCountdown(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Whole seconds from `nowMs` until the ISO instant `expiresAt` (0 once passed; 0 for an unreadable value). */
export function secondsUntil(expiresAt: string, nowMs: number): number {
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** The same left time in words, for screen readers ("14 menit 59 detik"). */
export function describeCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0) parts.push(`${hours} jam`);
  if (minutes > 0) parts.push(`${minutes} menit`);
  if (hours === 0) parts.push(`${s % 60} detik`);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Idempotency: one key per checkout attempt
// ---------------------------------------------------------------------------------------------

/** 32 hex digits (a v4 UUID without its dashes): what the contract's idempotencyKey accepts (16–64 of A–Z a–z 0–9 _ -). */
export function makeIdempotencyKey(uuid: () => string = () => crypto.randomUUID()): string {
  return uuid().replaceAll('-', '');
}

export interface IdempotentSender<B, T> {
  /** The attempt's key, made once. */
  readonly key: string;
  /**
   * Sends the body with the key. While a request is on its way a second call (a double click)
   * answers that request instead of sending another; a retry after it ended sends the same key
   * again, so an order the API made on a request whose answer was lost is answered, not made twice.
   */
  send(body: B): Promise<T>;
}

export function createIdempotentSender<B extends object, T>(
  post: (body: B & { idempotencyKey: string }) => Promise<T>,
  key: string = makeIdempotencyKey(),
): IdempotentSender<B, T> {
  let inFlight: Promise<T> | null = null;
  return {
    key,
    send(body) {
      inFlight ??= post({ ...body, idempotencyKey: key }).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Step validation
// ---------------------------------------------------------------------------------------------

export interface ContactValues {
  name: string;
  phoneNumber: string;
  email: string;
}

export interface CheckoutValues extends ContactValues {
  branchSlug: string;
  slotStart: string;
  paymentMethod: string;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The fields in the order the page shows them: the first one with an error gets the focus. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = ['name', 'phoneNumber', 'email', 'branchSlug', 'slotStart', 'paymentMethod'];

export const CHECKOUT_MESSAGES = {
  BRANCH_REQUIRED: 'Pilih dealer',
  PAYMENT_REQUIRED: 'Pilih metode pembayaran',
  FORM_INVALID: 'Periksa kembali isian yang ditandai.',
} as const;

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Step 1 Kontak: name and phone (§5) required, email optional but valid when given. */
export function validateContact(values: ContactValues): CheckoutErrors {
  return contactErrors(values);
}

/** Every step: contact, a dealer, a slot when the order needs one, a payment method. */
export function validateCheckout(values: CheckoutValues, options: { needsSlot: boolean }): CheckoutErrors {
  const errors = validateContact(values);
  if (values.branchSlug.trim() === '') errors.branchSlug = CHECKOUT_MESSAGES.BRANCH_REQUIRED;
  if (options.needsSlot && values.slotStart.trim() === '') errors.slotStart = COMMERCE_MESSAGES.SLOT_REQUIRED;
  if (!isPaymentMethod(values.paymentMethod)) errors.paymentMethod = CHECKOUT_MESSAGES.PAYMENT_REQUIRED;
  return errors;
}

/** The first field (in page order) that has an error. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return CHECKOUT_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** Moves the focus to a field with an error (in the browser). */
/** The ids of the contact step's inputs (the kit's ContactBlock). */
export const CONTACT_IDS = { name: 'contact-name', phoneNumber: 'contact-phone', email: 'contact-email' } as const;

export function focusField(field: CheckoutField): void {
  const selectors: Record<CheckoutField, string> = {
    name: `#${CONTACT_IDS.name}`,
    phoneNumber: `#${CONTACT_IDS.phoneNumber}`,
    email: `#${CONTACT_IDS.email}`,
    branchSlug: 'input[name="branchSlug"], #branch-city',
    slotStart: 'input[name="slotStart"]:not(:disabled), input[name="slotDay"]:not(:disabled)',
    paymentMethod: 'input[name="paymentMethod"]',
  };
  document.querySelector<HTMLElement>(selectors[field])?.focus();
}

/** The contact as the contracts take it: trimmed, email left out when empty. */
export function contactBody(values: ContactValues): { name: string; phoneNumber: string; email?: string } {
  const email = values.email.trim();
  return { name: values.name.trim(), phoneNumber: values.phoneNumber.trim(), ...(email ? { email } : {}) };
}

/** An API refusal that concerns the chosen slot: the slots are read again so the taken one shows as such. */
export function isSlotProblem(message: string): boolean {
  return message === COMMERCE_MESSAGES.SLOT_TAKEN || message === COMMERCE_MESSAGES.SLOT_INVALID || message === COMMERCE_MESSAGES.SLOT_REQUIRED;
}

// ---------------------------------------------------------------------------------------------
// Dealers nearest first
// ---------------------------------------------------------------------------------------------

/**
 * The branches with a known distance first, nearest first; the rest after them in the order they
 * came (by name). `distances` maps a branch slug to km.
 */
export function sortByDistance<T extends { slug: string }>(branches: readonly T[], distances: ReadonlyMap<string, number>): T[] {
  const known = branches.filter((b) => distances.has(b.slug));
  const unknown = branches.filter((b) => !distances.has(b.slug));
  known.sort((a, b) => (distances.get(a.slug) ?? 0) - (distances.get(b.slug) ?? 0));
  return [...known, ...unknown];
}

// ---------------------------------------------------------------------------------------------
// Slots
// ---------------------------------------------------------------------------------------------

/** An ISO date-time as the clock in WIB reads it: "09.00". */
export function wibTime(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const shifted = new Date(ms + WIB_OFFSET_MINUTES * 60_000);
  return `${two(shifted.getUTCHours())}.${two(shifted.getUTCMinutes())}`;
}

/** A slot's start in words: "Senin, 23 November 2026, 09.00 WIB". */
export function formatSlotStart(iso: string): string {
  const time = wibTime(iso);
  return time ? `${formatDateId(iso, 'full')}, ${time} WIB` : formatDateId(iso, 'full');
}

export { dayLabel as slotDayLabel } from '@/lib/slot-days';

// ---------------------------------------------------------------------------------------------
// The city select of the checkout (its shapes: lib/city-options.ts)
// ---------------------------------------------------------------------------------------------

/** The page's URL with `name` set to `value` (the other parameters kept): a city change re-renders the page for that city. */
export function withParam(href: string, name: string, value: string): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

// ---------------------------------------------------------------------------------------------
// Slots as the browser receives them (GET /api/order/v1/checkout/slots through the proxy)
// ---------------------------------------------------------------------------------------------

export interface SlotView {
  start: string;
  time: string;
  available: boolean;
}

export interface SlotDayView {
  date: string;
  open: boolean;
  slots: SlotView[];
}

/**
 * The days of a slots answer, or null when it is not what the picker can show. Checked by hand:
 * a zod schema would add its weight to the checkout's JavaScript.
 */
export function readSlotDays(answer: unknown): SlotDayView[] | null {
  const days = ((answer as { data?: { days?: unknown } } | null)?.data ?? null)?.days;
  if (!Array.isArray(days)) return null;
  const ok = days.every((d: unknown) => {
    if (typeof d !== 'object' || d === null) return false;
    const day = d as Record<string, unknown>;
    return (
      typeof day.date === 'string' &&
      typeof day.open === 'boolean' &&
      Array.isArray(day.slots) &&
      day.slots.every((s: unknown) => {
        const slot = s as Record<string, unknown> | null;
        return slot !== null && typeof slot === 'object' && typeof slot.start === 'string' && typeof slot.time === 'string' && typeof slot.available === 'boolean';
      })
    );
  });
  return ok ? (days as SlotDayView[]) : null;
}

/** The day a picker opens on: the chosen slot's day, else the first day with a free slot, else the first day. */
export function initialSlotDay(days: readonly SlotDayView[], chosenStart: string): string {
  const chosen = days.find((d) => d.slots.some((s) => s.start === chosenStart));
  const free = days.find((d) => d.open && d.slots.some((s) => s.available));
  return (chosen ?? free ?? days[0])?.date ?? '';
}

/** Whether `start` is still a free slot of these days. */
export function isFreeSlot(days: readonly SlotDayView[], start: string): boolean {
  return days.some((d) => d.open && d.slots.some((s) => s.start === start && s.available));
}

// ---------------------------------------------------------------------------------------------
// New-car booking
// ---------------------------------------------------------------------------------------------

/** The OTR of a variant in a colour: the variant's OTR for the city plus the colour's surcharge (both the server's). */
export function bookingOtr(variantPrice: number, colorExtraPrice: number): number {
  return variantPrice + colorExtraPrice;
}

/** What a finance-simulation answer was asked for: a result shown for other choices is stale and not sent. */
export function creditInputKey(input: { variantCode: string; colorId: number; cityCode: string; downPaymentPercent: number; tenorMonths: number }): string {
  return [input.variantCode, input.colorId, input.cityCode, input.downPaymentPercent, input.tenorMonths].join('|');
}

/** The fields of a finance-simulation answer (CreditData) the booking shows, or null when it is not one. */
export function readCreditResult(data: unknown): { otrPrice: number; monthlyInstallment: number; totalDownPayment: number; downPayment: number; tenorMonths: number; downPaymentPercent: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const fields = ['otrPrice', 'monthlyInstallment', 'totalDownPayment', 'downPayment', 'tenorMonths', 'downPaymentPercent'] as const;
  if (!fields.every((f) => typeof d[f] === 'number')) return null;
  return {
    otrPrice: d.otrPrice as number,
    monthlyInstallment: d.monthlyInstallment as number,
    totalDownPayment: d.totalDownPayment as number,
    downPayment: d.downPayment as number,
    tenorMonths: d.tenorMonths as number,
    downPaymentPercent: d.downPaymentPercent as number,
  };
}
