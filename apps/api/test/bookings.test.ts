import { randomBytes } from 'node:crypto';
import { bookings, crmOutbox, orderItems, orders, outboxMessages, rentalFleet, testDriveUnits, uploadedFiles, usedCars } from '@kemudi/db';
import { BOOKING_MESSAGES as M, UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import { accountCalls } from '@kemudi/domain/contracts/account';
import { Booking, bookingCalls, bookingFilePath, TrackedBooking } from '@kemudi/domain/contracts/bookings';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOrphanUploads, sendDueReminders } from '../src/modules/bookings';
import { createCustomer, createTestContext, customerToken, TEST_NOW, type TestContext } from './helpers';

/*
 * Bookings (issue 13) through the API, as a guest with a one-time code, as logged-in customers
 * racing for the last test-drive car, and as the dealer system reporting T-CARE stages. The
 * calendar is TEST_NOW (Sunday 22 Nov 2026, 10.00 WIB): slots run from Monday 23 Nov for 14 days.
 */

type Res = { status: number; body: any; headers: Record<string, unknown> };
const C = bookingCalls;
const SUNTER = 'kemudi-toyota-sunter';
/** Closed on Sundays (SHOWROOM schedule). */
const PASAR_MINGGU = 'kemudi-toyota-pasar-minggu';
const DEALER_KEY = 'dealer-system-test-key-0123456789';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

const key = () => randomBytes(12).toString('hex');
let phoneCount = 0;
const guestPhone = () => `0857${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 10000).padStart(4, '0')}${String((phoneCount += 1)).padStart(2, '0')}`;
const errorOf = (res: Res) => res.body.errors?.[0] as { type: string; message: string } | undefined;
function bookingOf(res: Res): Booking {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Booking.parse(res.body.data);
}

function client(ctx: TestContext, token: string, extraHeaders: Record<string, string> = {}) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Res> => {
    const r = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...extraHeaders, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = r.headers['content-type']?.toString().includes('json');
    return { status: r.statusCode, body: json ? r.json() : r.rawPayload, headers: r.headers };
  };
  const qs = (q: Record<string, string | undefined>) => new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  const path = (p: string, bookingNo: string) => p.replace(':bookingNo', encodeURIComponent(bookingNo));
  return {
    call,
    branches: (q: Record<string, string | undefined>) => call('GET', `${C.branches.path}?${qs(q)}`),
    availability: (q: Record<string, string | undefined>) => call('GET', `${C.availability.path}?${qs(q)}`),
    rental: (q: Record<string, string>) => call('GET', `${C.rentalAvailability.path}?${qs(q)}`),
    coverage: (cityCode: string) => call('GET', `${C.coverage.path}?cityCode=${cityCode}`),
    sendCode: (phoneNumber: string) => call('POST', C.sendCode.path, { phoneNumber }),
    upload: async (purpose: string, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) => {
      const r = await ctx.app.inject({
        method: 'POST',
        url: `${C.upload.path}?purpose=${purpose}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...extraHeaders, ...headers },
        payload: bytes,
      });
      return { status: r.statusCode, body: r.json(), headers: r.headers } as Res;
    },
    create: (body: Record<string, unknown>) => call('POST', C.create.path, body),
    mine: () => call('GET', C.mine.path),
    detail: (no: string) => call('GET', path(C.myBooking.path, no)),
    cancel: (no: string) => call('POST', path(C.cancel.path, no), {}),
    reschedule: (no: string, slotStart: string, returnDate?: string) => call('POST', path(C.reschedule.path, no), { slotStart, ...(returnDate ? { returnDate } : {}) }),
    tracking: (bookingNo: string, phoneNumber: string) => call('POST', C.tracking.path, { bookingNo, phoneNumber }),
    dealer: (no: string, body: unknown, dealerKey = DEALER_KEY) => call('POST', path(C.dealerUpdate.path, no), body, { 'x-dealer-key': dealerKey }),
  };
}

describe('bookings (issue 13)', () => {
  let ctx: TestContext;
  let guest: ReturnType<typeof client>;
  const newCustomer = async (name = 'Pelanggan Uji') => {
    const c = await createCustomer(ctx, { name });
    return { ...c, api: client(ctx, await customerToken(ctx, c.id)), contact: { name, phoneNumber: c.phone } };
  };
  const codeFor = async (phone: string) => {
    const sent = await guest.sendCode(phone);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [message] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(desc(outboxMessages.createdAt)).limit(1);
    return /(\d{6})/.exec(message!.body)![1]!;
  };
  const messagesTo = async (phone: string) => (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(outboxMessages.createdAt)).map((m) => m.body);
  const slotsOf = async (q: Record<string, string | undefined>) => {
    const res = await guest.availability(q);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return C.availability.data.parse(res.body.data);
  };
  const testDrive = (slotStart: string, contact: { name: string; phoneNumber: string }, extra: Record<string, unknown> = {}) => ({
    details: { kind: 'test-drive', modelCode: 'avanza' },
    branchSlug: SUNTER,
    slotStart,
    contact,
    consent: true,
    idempotencyKey: key(),
    ...extra,
  });
  const setUnits = (branchSlug: string, modelCode: string, units: number) =>
    ctx.db.update(testDriveUnits).set({ units }).where(and(eq(testDriveUnits.branchSlug, branchSlug), eq(testDriveUnits.modelCode, modelCode)));

  beforeAll(async () => {
    ctx = await createTestContext({ DEALER_API_KEY: DEALER_KEY, RATE_LIMITS: 'off' });
    guest = client(ctx, ctx.token);
  });
  afterAll(() => ctx.close());

  it('lists the branches with test-drive cars of a model nearest first from a city, and the Cubain desks', async () => {
    const res = await guest.branches({ kind: 'test-drive', modelCode: 'avanza', cityCode: '3172' });
    expect(res.status).toBe(200);
    const list = C.branches.data.parse(res.body.data);
    expect(list.length).toBeGreaterThan(5);
    expect(list[0]!.cityIsocode).toBe('3172');
    expect(list.every((b) => (b.units ?? 0) > 0)).toBe(true);
    expect(list.map((b) => b.distanceKm)).toEqual([...list.map((b) => b.distanceKm)].sort((a, b) => a - b));
    const fromBandung = C.branches.data.parse((await guest.branches({ kind: 'service', cityCode: '3273' })).body.data);
    expect(fromBandung[0]!.cityIsocode).toBe('3273');
    const cubain = C.branches.data.parse((await guest.branches({ kind: 'cubain', cityCode: '3172' })).body.data);
    const fleet = await ctx.db.selectDistinct({ slug: rentalFleet.branchSlug }).from(rentalFleet);
    expect(cubain.map((b) => b.slug).sort()).toEqual(fleet.map((f) => f.slug).sort());
    const covered = await guest.coverage('3172');
    expect(covered.body.data).toMatchObject({ covered: true });
    const notCovered = await guest.coverage('1171');
    expect(notCovered.body.data).toMatchObject({ covered: false, message: M.NOT_COVERED });
  });

  it('offers hourly slots from tomorrow for 14 days on the working days, in the branch zone, with the cars left', async () => {
    const [row] = await ctx.db.select().from(testDriveUnits).where(and(eq(testDriveUnits.branchSlug, SUNTER), eq(testDriveUnits.modelCode, 'veloz')));
    const a = await slotsOf({ kind: 'test-drive', branchSlug: SUNTER, modelCode: 'veloz' });
    expect(a.zoneLabel).toBe('WIB');
    expect(a.days).toHaveLength(14);
    expect(a.days[0]!.date).toBe('2026-11-23');
    expect(a.days[0]!.slots[0]).toEqual({ start: '2026-11-23T08:00:00+07:00', time: '08.00', available: true, left: row!.units });
    // Pasar Minggu is closed on Sundays: 29 Nov has no slot.
    const closed = await slotsOf({ kind: 'service', branchSlug: PASAR_MINGGU });
    expect(closed.days.find((d) => d.date === '2026-11-29')).toEqual({ date: '2026-11-29', open: false, slots: [] });
    expect((await guest.availability({ kind: 'test-drive', branchSlug: SUNTER, modelCode: 'gr86' })).status).toBe(422);
  });

  it('refuses bad input with Indonesian messages: phone, past day, beyond 14 days, closed day, an hour not offered, no consent', async () => {
    const c = await newCustomer();
    const bad = async (body: Record<string, unknown>, status: number, message?: string) => {
      const res = await c.api.create(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (message) expect(errorOf(res)!.message).toContain(message);
    };
    await bad(testDrive('2026-11-24T09:00:00+07:00', { name: 'Pelanggan Uji', phoneNumber: '0812' }), 400);
    await bad(testDrive('2026-11-24T09:00:00+07:00', { name: 'Pelanggan Uji', phoneNumber: '0211234567' }), 400);
    await bad(testDrive('2026-11-21T09:00:00+07:00', c.contact), 400, M.DATE_IN_PAST);
    await bad(testDrive('2026-11-22T15:00:00+07:00', c.contact), 400, M.DATE_IN_PAST);
    await bad(testDrive('2026-12-07T09:00:00+07:00', c.contact), 400, M.DATE_TOO_FAR);
    await bad(testDrive('2026-11-29T09:00:00+07:00', c.contact, { branchSlug: PASAR_MINGGU }), 422, M.BRANCH_CLOSED);
    await bad(testDrive('2026-11-24T09:30:00+07:00', c.contact), 422, M.SLOT_INVALID);
    await bad(testDrive('2026-11-24T20:00:00+07:00', c.contact), 422, M.SLOT_INVALID);
    await bad(testDrive('2026-11-24T09:00:00+07:00', c.contact, { consent: false }), 400, M.CONSENT_REQUIRED);
    await bad(testDrive('2026-11-24T09:00:00+07:00', c.contact, { branchSlug: 'tidak-ada' }), 404, M.BRANCH_NOT_FOUND);
    await bad(testDrive('2026-11-24T09:00:00+07:00', c.contact, { details: { kind: 'test-drive', modelCode: 'avanza', variantCode: 'veloz-q-cvt' } }), 422);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.contactPhone, c.phone))).toHaveLength(0);
  });

  it('a guest books with a one-time code used in the same transaction; a retry with the same key answers the same booking', async () => {
    const phone = guestPhone();
    const contact = { name: 'Tamu Uji', phoneNumber: phone };
    const body = testDrive('2026-11-25T10:00:00+07:00', contact);
    const noCode = await guest.create(body);
    expect(noCode.status).toBe(400);
    expect(errorOf(noCode)!.message).toBe(M.OTP_REQUIRED);
    const code = await codeFor(phone);
    const wrong = await guest.create({ ...body, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)!.type).toBe('InvalidOtp');
    const made = bookingOf(await guest.create({ ...body, otp: code }));
    expect(made.bookingNo).toMatch(/^TD-\d{6}-[A-HJ-NP-Z2-9]{6}$/);
    // The slot is held at once; the branch confirms it (issue 24).
    expect(made).toMatchObject({ status: 'pending', statusLabel: 'Menunggu Konfirmasi Cabang', title: 'Test Drive Toyota Avanza', slotLabel: 'Rabu, 25 Nov 2026 pukul 10.00 WIB' });
    expect(made.nextStep).toMatch(/^Jadwal Anda kami tahan; cabang akan mengonfirmasinya melalui WhatsApp\. Datang ke dealer/);
    expect(made.url).toBe(`/myaccount/booking/${made.bookingNo}`);
    expect(made.events.map((e) => e.type)).toEqual(['created']);
    // Retried (a lost answer): the same booking, no second row, no second message.
    const again = bookingOf(await guest.create({ ...body, otp: code }));
    expect(again.bookingNo).toBe(made.bookingNo);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.contactPhone, phone))).toHaveLength(1);
    const texts = await messagesTo(phone);
    expect(texts.filter((t) => t.includes(made.bookingNo))).toHaveLength(1);
    expect(texts.some((t) => t.includes('sudah kami terima: Rabu, 25 Nov 2026 pukul 10.00 WIB di Kemudi Toyota Sunter. Jadwal ini kami tahan untuk Anda sampai dikonfirmasi cabang.'))).toBe(true);
    // Issue 27: sent by the WhatsApp Cloud API as the utility template 'kemudi_booking_kabar'.
    const told = (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).find((m) => m.body.includes(made.bookingNo));
    expect(told!.payload).toMatchObject({ whatsapp: { name: 'kemudi_booking_kabar', params: [expect.any(String), made.bookingNo, expect.stringMatching(/^sudah kami terima: Rabu/)] } });
    const crmOf = async () => (await ctx.db.select().from(crmOutbox).where(eq(crmOutbox.recordId, (await ctx.db.select().from(bookings).where(eq(bookings.bookingNo, made.bookingNo)))[0]!.id))).map((r) => r.event);
    expect(await crmOf()).toEqual(['created']);
    // The dealer system confirms it: the customer is told, the timeline and the CRM follow.
    const confirmed = bookingOf(await guest.dealer(made.bookingNo, { action: 'confirm' }));
    expect(confirmed).toMatchObject({ status: 'confirmed', statusLabel: 'Terkonfirmasi' });
    expect(confirmed.events.map((e) => [e.type, e.note])).toEqual([['created', 'Booking dibuat; jadwal ditahan sampai dikonfirmasi cabang'], ['confirmed', 'Jadwal dikonfirmasi cabang']]);
    expect((await messagesTo(phone)).some((t) => t.includes('terkonfirmasi pada Rabu, 25 Nov 2026 pukul 10.00 WIB di Kemudi Toyota Sunter'))).toBe(true);
    expect(await crmOf()).toEqual(['created', 'updated']);
    expect(errorOf(await guest.dealer(made.bookingNo, { action: 'confirm' }))).toEqual({ type: 'InvalidTransition', message: M.CONFIRM_REFUSED });
    // The code was used up: another booking needs a new one.
    const reuse = await guest.create({ ...testDrive('2026-11-25T11:00:00+07:00', contact), otp: code });
    expect(reuse.status).toBe(400);
    expect(errorOf(reuse)!.type).toBe('OtpExpired');
  });

  it('a logged-in customer with a verified phone needs no code; another phone needs one; the booking is in My Account', async () => {
    const c = await newCustomer();
    const own = bookingOf(await c.api.create(testDrive('2026-11-26T09:00:00+07:00', c.contact)));
    const other = await c.api.create(testDrive('2026-11-26T10:00:00+07:00', { name: 'Istri Uji', phoneNumber: guestPhone() }));
    expect(errorOf(other)!.message).toBe(M.OTP_REQUIRED);
    const list = C.mine.data.parse((await c.api.mine()).body.data);
    expect(list.map((b) => b.bookingNo)).toEqual([own.bookingNo]);
    expect(bookingOf(await c.api.detail(own.bookingNo)).canCancel).toBe(true);
  });

  it('a guest booking with the phone of a customer account becomes theirs', async () => {
    const c = await newCustomer();
    const code = await codeFor(c.phone);
    const made = bookingOf(await guest.create({ ...testDrive('2026-11-26T11:00:00+07:00', c.contact), otp: code }));
    expect(C.mine.data.parse((await c.api.mine()).body.data).map((b) => b.bookingNo)).toContain(made.bookingNo);
  });

  it('two visitors racing for the last test-drive car: exactly one wins, the other gets 409 with the nearest free slot', async () => {
    await setUnits(SUNTER, 'raize', 1);
    const [a, b, late] = [await newCustomer(), await newCustomer(), await newCustomer()];
    const slot = '2026-11-27T10:00:00+07:00';
    const body = (x: typeof a) => ({ ...testDrive(slot, x.contact), details: { kind: 'test-drive', modelCode: 'raize' } });
    const results = await Promise.all([a.api.create(body(a)), b.api.create(body(b))]);
    const wins = results.filter((r) => r.status === 200);
    const losses = results.filter((r) => r.status === 409);
    expect(wins).toHaveLength(1);
    expect(losses).toHaveLength(1);
    const lost = losses[0]!;
    expect(errorOf(lost)!.type).toBe('SlotTaken');
    expect(lost.body.nearest).toMatchObject({ start: '2026-11-27T09:00:00+07:00', time: '09.00' });
    expect(errorOf(lost)!.message).toBe(
      M.SLOT_TAKEN_NEAREST.replace('{time}', 'Jumat, 27 Nov 2026 pukul 10.00 WIB').replace('{nearest}', 'Jumat, 27 Nov 2026 pukul 09.00 WIB'),
    );
    // The full hour is not offered any more, and a later attempt is refused the same way.
    const days = await slotsOf({ kind: 'test-drive', branchSlug: SUNTER, modelCode: 'raize' });
    expect(days.days.find((d) => d.date === '2026-11-27')!.slots.find((s) => s.time === '10.00')).toMatchObject({ available: false, left: 0 });
    expect((await late.api.create(body(late))).status).toBe(409);
    const held = await ctx.db.select().from(bookings).where(and(eq(bookings.resource, `td:${SUNTER}:raize`), eq(bookings.slotStart, new Date(slot))));
    expect(held).toHaveLength(1);
  });

  it('customer A can neither read nor cancel nor move customer B’s booking (404)', async () => {
    const [a, b] = [await newCustomer(), await newCustomer()];
    const made = bookingOf(await b.api.create(testDrive('2026-11-30T09:00:00+07:00', b.contact)));
    expect((await a.api.detail(made.bookingNo)).status).toBe(404);
    expect((await a.api.cancel(made.bookingNo)).status).toBe(404);
    expect((await a.api.reschedule(made.bookingNo, '2026-11-30T11:00:00+07:00')).status).toBe(404);
    expect(errorOf(await a.api.detail(made.bookingNo))!.message).toBe(M.BOOKING_NOT_FOUND);
    expect(bookingOf(await b.api.detail(made.bookingNo)).status).toBe('pending');
    expect((await guest.detail(made.bookingNo)).status).toBe(401);
  });

  it('cancel gives the hour back; reschedule takes the new hour and gives back the old; both stop at the cut-off', async () => {
    await setUnits(SUNTER, 'rush', 1);
    const c = await newCustomer();
    const body = (slot: string) => ({ ...testDrive(slot, c.contact), details: { kind: 'test-drive', modelCode: 'rush' } });
    const leftAt = async (date: string, time: string) =>
      (await slotsOf({ kind: 'test-drive', branchSlug: SUNTER, modelCode: 'rush' })).days.find((d) => d.date === date)!.slots.find((s) => s.time === time)!.left;
    const made = bookingOf(await c.api.create(body('2026-12-01T09:00:00+07:00')));
    expect(await leftAt('2026-12-01', '09.00')).toBe(0);
    const cancelled = bookingOf(await c.api.cancel(made.bookingNo));
    expect(cancelled).toMatchObject({ status: 'cancelled', statusLabel: 'Dibatalkan', canCancel: false });
    expect(await leftAt('2026-12-01', '09.00')).toBe(1);
    expect((await c.api.cancel(made.bookingNo)).status).toBe(409);

    const moving = bookingOf(await c.api.create(body('2026-12-01T10:00:00+07:00')));
    // The booking names the slots it can move to: the same branch's cars of the same model.
    expect(moving.slotQuery).toEqual({ kind: 'test-drive', branchSlug: SUNTER, modelCode: 'rush' });
    const moved = bookingOf(await c.api.reschedule(moving.bookingNo, '2026-12-01T11:00:00+07:00'));
    expect(moved.slotLabel).toBe('Selasa, 1 Des 2026 pukul 11.00 WIB');
    expect(moved.events.map((e) => e.type)).toEqual(['created', 'rescheduled']);
    expect(await leftAt('2026-12-01', '10.00')).toBe(1);
    expect(await leftAt('2026-12-01', '11.00')).toBe(0);
    expect((await messagesTo(c.phone)).some((t) => t.includes('dipindahkan ke Selasa, 1 Des 2026 pukul 11.00 WIB'))).toBe(true);
    // Moving onto a full hour fails and keeps the booking where it was.
    const other = await newCustomer();
    bookingOf(await other.api.create({ ...body('2026-12-01T13:00:00+07:00'), contact: other.contact }));
    const refused = await c.api.reschedule(moving.bookingNo, '2026-12-01T13:00:00+07:00');
    expect(refused.status).toBe(409);
    expect(errorOf(refused)!.type).toBe('SlotTaken');
    expect(bookingOf(await c.api.detail(moving.bookingNo)).slotLabel).toBe('Selasa, 1 Des 2026 pukul 11.00 WIB');

    // An hour before its slot (the row moved to then): too late to change.
    await ctx.db.update(bookings).set({ slotStart: new Date(TEST_NOW.getTime() + 3_600_000) }).where(eq(bookings.bookingNo, moving.bookingNo));
    const late = await c.api.cancel(moving.bookingNo);
    expect(late.status).toBe(409);
    expect(errorOf(late)!.message).toBe(M.CUTOFF);
    expect(bookingOf(await c.api.detail(moving.bookingNo)).canReschedule).toBe(false);
  });

  it('tracking: number and phone find the booking with the phone masked; a wrong phone is the same 404 as an unknown number', async () => {
    const c = await newCustomer();
    const made = bookingOf(await c.api.create(testDrive('2026-12-02T09:00:00+07:00', c.contact)));
    const found = await guest.tracking(made.bookingNo.toLowerCase(), c.phone);
    expect(found.status).toBe(200);
    const tracked = TrackedBooking.parse(found.body.data);
    expect(tracked.contact.phoneNumber).toBe(`${c.phone.slice(0, 4)}${'*'.repeat(c.phone.length - 8)}${c.phone.slice(-4)}`);
    expect(found.body.data.files).toBeUndefined();
    const wrong = await guest.tracking(made.bookingNo, guestPhone());
    const unknown = await guest.tracking('TD-261127-ZZZZZZ', c.phone);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(await guest.tracking('KMD-123', c.phone))!.message).toBe(M.BOOKING_NO_INVALID);
  });

  it('a workshop service: estimate from the seeded prices; the dealer reports T-CARE stages only forward, in order', async () => {
    const c = await newCustomer();
    const service = (extra: Record<string, unknown>) => ({
      details: { kind: 'service', car: { model: 'avanza', year: 2022, plate: 'b 1234  xyz' }, serviceType: 'periodic', kilometre: 10_000, ...extra },
      branchSlug: SUNTER,
      slotStart: '2026-11-24T13:00:00+07:00',
      contact: c.contact,
      consent: true,
      idempotencyKey: key(),
    });
    const made = bookingOf(await c.api.create(service({})));
    // PKT-2002 Servis Berkala 10.000 km Avanza.
    expect(made.estimate).toBe(785_000);
    expect(made.title).toBe('Servis Berkala 10.000 km · Toyota Avanza 2022 (B 1234 XYZ)');
    expect(made.stages.map((s) => [s.stage, s.done])).toEqual([
      ['diterima', false],
      ['dikerjakan', false],
      ['pemeriksaan-akhir', false],
      ['siap-diambil', false],
    ]);
    expect(bookingOf(await c.api.create({ ...service({ serviceType: 'repair', kilometre: undefined }), slotStart: '2026-11-24T14:00:00+07:00' })).estimate).toBe(250_000);
    const notOwned = await c.api.create(service({ serviceType: 'coupon', productCode: 'KPN-3001' }));
    expect([notOwned.status, errorOf(notOwned)!.type]).toEqual([422, 'NotOwned']);

    expect((await guest.dealer(made.bookingNo, { action: 'stage', stage: 'diterima' }, 'salah-kunci-0123456789')).status).toBe(403);
    expect((await guest.dealer(made.bookingNo, { action: 'stage', stage: 'dikerjakan' })).status).toBe(409);
    for (const stage of ['diterima', 'dikerjakan', 'pemeriksaan-akhir', 'siap-diambil']) {
      const res = await guest.dealer(made.bookingNo, { action: 'stage', stage });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await guest.dealer(made.bookingNo, { action: 'stage', stage: 'diterima' })).status).toBe(409);
    const tracked = TrackedBooking.parse((await guest.tracking(made.bookingNo, c.phone)).body.data);
    expect(tracked.stage).toBe('siap-diambil');
    expect(tracked.stages.every((s) => s.done)).toBe(true);
    expect(tracked.events.filter((e) => e.type === 'stage').map((e) => e.note)).toEqual(['Diterima', 'Dikerjakan', 'Pemeriksaan Akhir', 'Siap Diambil']);
    expect((await messagesTo(c.phone)).some((t) => t.includes('mobil Anda siap diambil di Kemudi Toyota Sunter'))).toBe(true);
    // Taken by the workshop: no more cancelling.
    expect((await c.api.cancel(made.bookingNo)).status).toBe(409);
    expect(bookingOf(await guest.dealer(made.bookingNo, { action: 'complete' })).status).toBe('completed');
  });

  it('a coupon the customer paid for books at no charge', async () => {
    const c = await newCustomer();
    const [order] = await ctx.db
      .insert(orders)
      .values({
        orderNo: `KMD-261120-${randomBytes(3).toString('hex').toUpperCase().replace(/[01OI]/g, 'A')}`,
        customerId: c.id,
        kind: 'products',
        status: 'paid',
        fulfilment: 'coupon',
        contactName: 'Pelanggan Uji',
        contactPhone: c.phone,
        branchSlug: SUNTER,
        branchName: 'Kemudi Toyota Sunter',
        cityCode: '3172',
        subtotal: 100_000,
        total: 100_000,
        idempotencyKey: key(),
        expiresAt: new Date(),
      })
      .returning();
    await ctx.db.insert(orderItems).values({ orderId: order!.id, productCode: 'KPN-3001', kind: 'coupon', name: 'Kupon', unitPrice: 100_000, quantity: 1, stockTaken: 0 });
    const made = bookingOf(
      await c.api.create({
        details: { kind: 'service', car: { model: 'avanza', year: 2022, plate: 'B 4321 ABC' }, serviceType: 'coupon', productCode: 'KPN-3001' },
        branchSlug: SUNTER,
        slotStart: '2026-11-24T15:00:00+07:00',
        contact: c.contact,
        consent: true,
        idempotencyKey: key(),
      }),
    );
    expect(made.estimate).toBe(0);
  });

  it('a spare-part request waits for the dealer’s answer, which reaches the customer by WhatsApp', async () => {
    const c = await newCustomer();
    const noPart = await c.api.create({ details: { kind: 'spare-part', modelCode: 'avanza' }, branchSlug: SUNTER, contact: c.contact, consent: true, idempotencyKey: key() });
    expect(noPart.status).toBe(400);
    const made = bookingOf(
      await c.api.create({ details: { kind: 'spare-part', modelCode: 'avanza', partDescription: 'Spion kiri elektrik', quantity: 1 }, branchSlug: SUNTER, contact: c.contact, consent: true, idempotencyKey: key() }),
    );
    expect(made).toMatchObject({ status: 'requested', slotStart: null, title: 'Suku Cadang: Spion kiri elektrik' });
    expect(made.bookingNo.startsWith('SP-')).toBe(true);
    const answered = bookingOf(await guest.dealer(made.bookingNo, { action: 'answer', available: true, note: 'Stok ada di gudang', price: 1_250_000, readyDate: '2026-11-25' }));
    expect(answered).toMatchObject({ status: 'answered', answer: { available: true, price: 1_250_000 } });
    expect((await messagesTo(c.phone)).some((t) => t.includes('suku cadang tersedia seharga Rp 1.250.000'))).toBe(true);
  });

  it('uploads are judged by their bytes: a PNG named as JPEG is fine, HTML or a program sent as image/jpeg is refused; empty and oversized files too', async () => {
    const owner = { 'x-upload-owner': randomBytes(24).toString('base64url') };
    const png = await guest.upload('damage', PNG, 'image/jpeg', owner);
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body.data).toMatchObject({ purpose: 'damage', contentType: 'image/png', size: PNG.length });
    expect((await guest.upload('selfie', JPEG, 'application/octet-stream', owner)).body.data.contentType).toBe('image/jpeg');
    for (const bytes of [HTML, EXE]) {
      const res = await guest.upload('damage', bytes, 'image/jpeg', owner);
      expect(res.status).toBe(415);
      expect(errorOf(res)!.message).toBe(M.FILE_TYPE);
    }
    expect(errorOf(await guest.upload('ktp', PDF, 'application/pdf', owner))!.message).toBe(M.FILE_TYPE);
    expect((await guest.upload('attachment', PDF, 'application/pdf', owner)).body.data.contentType).toBe('application/pdf');
    expect(errorOf(await guest.upload('attachment', HTML, 'text/html', owner))!.type).toBe('UnsupportedFileType');
    const empty = await guest.upload('damage', Buffer.alloc(0), 'image/png', owner);
    expect([empty.status, errorOf(empty)!.message]).toEqual([400, M.FILE_EMPTY]);
    const huge = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 10 - PNG.length)]);
    const tooLarge = await guest.upload('damage', huge, 'image/png', owner);
    expect([tooLarge.status, errorOf(tooLarge)!.message]).toEqual([413, M.FILE_TOO_LARGE]);
    const justOver = await guest.upload('damage', Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]), 'image/png', owner);
    expect(justOver.status).toBe(413);
    expect((await guest.upload('damage', PNG, 'image/png')).status).toBe(400);
    const stored = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerKey, owner['x-upload-owner']));
    expect(stored.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });

  it('body & paint needs a photo of the uploader’s own; the owner views it with a safe type and name, nobody else', async () => {
    const c = await newCustomer();
    const body = (photoIds: string[]) => ({
      details: { kind: 'body-paint', car: { model: 'veloz', year: 2023, plate: 'B 77 KMD' }, payment: 'private', damage: 'Bemper depan penyok dan tergores', photoIds },
      branchSlug: SUNTER,
      slotStart: '2026-11-24T10:00:00+07:00',
      contact: c.contact,
      consent: true,
      idempotencyKey: key(),
    });
    const none = await c.api.create(body([]));
    expect([none.status, errorOf(none)!.message]).toEqual([400, M.PHOTOS_REQUIRED]);
    const someoneElse = await guest.upload('damage', PNG, 'image/png', { 'x-upload-owner': randomBytes(24).toString('base64url') });
    const stolen = await c.api.create(body([someoneElse.body.data.id]));
    expect([stolen.status, errorOf(stolen)!.message]).toEqual([422, M.FILE_NOT_FOUND]);
    const ktp = await c.api.upload('ktp', PNG, 'image/png');
    expect((await c.api.create(body([ktp.body.data.id]))).status).toBe(422);
    const photo = await c.api.upload('damage', PNG, 'image/jpeg');
    const made = bookingOf(await c.api.create(body([photo.body.data.id])));
    expect(made.files).toEqual([{ id: photo.body.data.id, purpose: 'damage', contentType: 'image/png', size: PNG.length }]);
    const file = await c.api.call('GET', bookingFilePath(made.bookingNo, photo.body.data.id));
    expect(file.status).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="foto.png"',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'",
    });
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
    const other = await newCustomer();
    expect((await other.api.call('GET', bookingFilePath(made.bookingNo, photo.body.data.id))).status).toBe(404);
    // A file already attached cannot be named by a second booking.
    expect((await c.api.create({ ...body([photo.body.data.id]), slotStart: '2026-11-24T11:00:00+07:00' })).status).toBe(422);
  });

  it('Cubain: a class is never booked twice for overlapping days', async () => {
    const branch = 'kemudi-toyota-fatmawati';
    await ctx.db.update(rentalFleet).set({ units: 1 }).where(and(eq(rentalFleet.branchSlug, branch), eq(rentalFleet.carClass, 'suv')));
    const docs = async (x: Awaited<ReturnType<typeof newCustomer>>) => {
      const up = async (purpose: string) => (await x.api.upload(purpose, JPEG, 'image/jpeg')).body.data.id as string;
      return { ktpFileId: await up('ktp'), simFileId: await up('sim'), selfieFileId: await up('selfie') };
    };
    const rent = async (x: Awaited<ReturnType<typeof newCustomer>>, slotStart: string, returnDate: string) =>
      x.api.create({ details: { kind: 'cubain', carClass: 'suv', returnDate, ...(await docs(x)) }, branchSlug: branch, slotStart, contact: x.contact, consent: true, idempotencyKey: key() });
    const [a, b, d] = [await newCustomer(), await newCustomer(), await newCustomer()];
    const first = bookingOf(await rent(a, '2026-11-24T09:00:00+07:00', '2026-11-27'));
    expect(first.estimate).toBe(3 * 750_000);
    expect(first.slotEnd).toBe('2026-11-27T09:00:00+07:00');
    const overlap = await rent(b, '2026-11-26T10:00:00+07:00', '2026-11-28');
    expect([overlap.status, errorOf(overlap)!.message]).toEqual([409, M.RENTAL_UNAVAILABLE]);
    const avail = C.rentalAvailability.data.parse((await guest.rental({ branchSlug: branch, from: '2026-11-25', to: '2026-11-26' })).body.data);
    expect(avail.classes.find((k) => k.carClass === 'suv')).toMatchObject({ units: 1, available: 0 });
    bookingOf(await rent(d, '2026-11-30T09:00:00+07:00', '2026-12-02'));
    // Without SIM and without a driver: the documents are incomplete.
    const noSim = await a.api.create({
      details: { kind: 'cubain', carClass: 'mpv', returnDate: '2026-12-05', ktpFileId: (await docs(a)).ktpFileId, selfieFileId: (await docs(a)).selfieFileId },
      branchSlug: branch,
      slotStart: '2026-12-03T09:00:00+07:00',
      contact: a.contact,
      consent: true,
      idempotencyKey: key(),
    });
    expect(errorOf(noSim)!.message).toBe(M.DOCUMENTS_REQUIRED);
  });

  it('a certified used car is tried by one visitor an hour at its own branch', async () => {
    const [car] = await ctx.db.select().from(usedCars).where(eq(usedCars.status, 'available')).limit(1);
    const [a, b] = [await newCustomer(), await newCustomer()];
    const body = (x: typeof a) => ({ details: { kind: 'used-car-test-drive', usedCarCode: car!.code }, slotStart: '2026-11-25T09:00:00+07:00', contact: x.contact, consent: true, idempotencyKey: key() });
    const made = bookingOf(await a.api.create(body(a)));
    expect(made.bookingNo.startsWith('TU-')).toBe(true);
    expect((await b.api.create(body(b))).status).toBe(409);
    const [sold] = await ctx.db.select().from(usedCars).where(eq(usedCars.status, 'booked')).limit(1);
    if (sold) expect((await b.api.create({ ...body(b), details: { kind: 'used-car-test-drive', usedCarCode: sold.code } })).status).toBe(409);
  });

  it('home service: only a covered city, priced from the service item', async () => {
    const c = await newCustomer();
    const [item] = await ctx.db.execute(sql`select id, price_from from services where service_type = 'home-service' order by sort_order limit 1`).then((r) => (r as { rows: { id: number; price_from: string }[] }).rows);
    const body = (cityCode: string) => ({
      details: { kind: 'home-service', car: { model: 'avanza', year: 2021, plate: 'B 2020 HS' }, serviceId: item!.id, address: 'Jl. Danau Sunter Utara No. 5', cityCode },
      slotStart: '2026-11-24T09:00:00+07:00',
      contact: c.contact,
      consent: true,
      idempotencyKey: key(),
    });
    const far = await c.api.create(body('1171'));
    expect([far.status, errorOf(far)!.message]).toEqual([422, M.NOT_COVERED]);
    const made = bookingOf(await c.api.create(body('3172')));
    expect(made.estimate).toBe(Number(item!.price_from));
    expect(made.cityName).toBe('Kota Jakarta Utara');
  });

  it('at most 5 upcoming bookings per phone', async () => {
    const c = await newCustomer();
    for (let h = 9; h < 14; h += 1) bookingOf(await c.api.create(testDrive(`2026-12-03T${String(h).padStart(2, '0')}:00:00+07:00`, c.contact)));
    const sixth = await c.api.create(testDrive('2026-12-03T15:00:00+07:00', c.contact));
    expect([sixth.status, errorOf(sixth)!.message]).toEqual([409, M.TOO_MANY_OPEN]);
  });

  it('the same form sent twice at once makes one booking, even for the last car of the hour and with one code', async () => {
    await setUnits(SUNTER, 'innovazenix', 1);
    const details = { kind: 'test-drive', modelCode: 'innovazenix' };
    const c = await newCustomer();
    const body = { ...testDrive('2026-12-04T09:00:00+07:00', c.contact), details };
    const [first, second] = await Promise.all([c.api.create(body), c.api.create(body)]);
    expect(bookingOf(first).bookingNo).toBe(bookingOf(second).bookingNo);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.contactPhone, c.phone))).toHaveLength(1);
    const phone = guestPhone();
    const asGuest = { ...testDrive('2026-12-04T10:00:00+07:00', { name: 'Tamu Uji', phoneNumber: phone }), details, otp: await codeFor(phone) };
    const [a, b] = await Promise.all([guest.create(asGuest), guest.create(asGuest)]);
    expect(bookingOf(a).bookingNo).toBe(bookingOf(b).bookingNo);
    expect(await ctx.db.select().from(bookings).where(eq(bookings.contactPhone, phone))).toHaveLength(1);
  });

  it('Cubain: two renters racing for the last car of a class cannot both get it', async () => {
    const branch = 'kemudi-toyota-bsd';
    await ctx.db.update(rentalFleet).set({ units: 1 }).where(and(eq(rentalFleet.branchSlug, branch), eq(rentalFleet.carClass, 'premium')));
    const [a, b] = [await newCustomer(), await newCustomer()];
    const body = async (x: typeof a) => {
      const up = async (purpose: string) => (await x.api.upload(purpose, JPEG, 'image/jpeg')).body.data.id as string;
      return {
        details: { kind: 'cubain', carClass: 'premium', withDriver: true, returnDate: '2026-12-04', ktpFileId: await up('ktp'), selfieFileId: await up('selfie') },
        branchSlug: branch,
        slotStart: '2026-12-02T09:00:00+07:00',
        contact: x.contact,
        consent: true,
        idempotencyKey: key(),
      };
    };
    const [ba, bb] = [await body(a), await body(b)];
    const results = await Promise.all([a.api.create(ba), b.api.create(bb)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = Booking.parse(results.find((r) => r.status === 200)!.body.data);
    // With a driver: 2 days × (1.500.000 + 350.000).
    expect(won.estimate).toBe(2 * 1_850_000);
  });

  it('a guest attaches only the files of their own browser (x-upload-owner)', async () => {
    const phone = guestPhone();
    const mine = { 'x-upload-owner': randomBytes(24).toString('base64url') };
    const photo = await guest.upload('damage', PNG, 'image/png', mine);
    const body = {
      details: { kind: 'body-paint', car: { model: 'rush', year: 2020, plate: 'D 1 KMD' }, payment: 'insurance', insurer: 'Asuransi Uji', damage: 'Pintu kiri belakang penyok', photoIds: [photo.body.data.id] },
      branchSlug: SUNTER,
      slotStart: '2026-11-25T13:00:00+07:00',
      contact: { name: 'Tamu Uji', phoneNumber: phone },
      consent: true,
      idempotencyKey: key(),
    };
    const code = await codeFor(phone);
    const otherBrowser = await guest.call('POST', C.create.path, { ...body, otp: code }, { 'x-upload-owner': randomBytes(24).toString('base64url') });
    expect([otherBrowser.status, errorOf(otherBrowser)!.message]).toEqual([422, M.FILE_NOT_FOUND]);
    const made = bookingOf(await guest.call('POST', C.create.path, { ...body, otp: code }, mine));
    expect(made.files.map((f) => f.id)).toEqual([photo.body.data.id]);
    expect(made.summary).toContainEqual({ label: 'Pembayaran', value: 'Asuransi Uji' }); // issue 29: the insurer named once
  });

  it('the sweep deletes uploads nobody booked within a day, and keeps the rest', async () => {
    const owner = { 'x-upload-owner': randomBytes(24).toString('base64url') };
    const old = (await guest.upload('damage', PNG, 'image/png', owner)).body.data.id as string;
    const fresh = (await guest.upload('damage', PNG, 'image/png', owner)).body.data.id as string;
    await ctx.db.update(uploadedFiles).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(uploadedFiles.id, old));
    expect(await deleteOrphanUploads(ctx.db, ctx.app.files, new Date())).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.ownerKey, owner['x-upload-owner']));
    expect(left.map((f) => f.id)).toEqual([fresh]);
  });

  it('a trade-in inspection at the branch or at home (a city with a showroom)', async () => {
    const c = await newCustomer();
    // The codes the trade-in form sends (its options' values).
    const car = { brand: 'toyota', model: 'avanza', type: '1.3 G', transmission: 'manual', year: 2018, fuel: 'bensin', mileageKm: 85_000, provinceCode: 'dki_jakarta' };
    const atBranch = bookingOf(
      await c.api.create({ details: { kind: 'inspection', place: 'branch', car }, branchSlug: SUNTER, slotStart: '2026-11-25T14:00:00+07:00', contact: c.contact, consent: true, idempotencyKey: key() }),
    );
    expect(atBranch.bookingNo.startsWith('IN-')).toBe(true);
    // Issue 29: the car as the catalogue names it, not "toyota avanza 2018".
    expect(atBranch.title).toBe('Inspeksi Jual Mobil · Toyota Avanza 1.3 G 2018');
    expect(atBranch.summary).toContainEqual({ label: 'Mobil', value: 'Toyota Avanza 1.3 G 2018' });
    const atHome = bookingOf(
      await c.api.create({
        details: { kind: 'inspection', place: 'home', address: 'Jl. Kemang Raya No. 10, Jakarta', cityCode: '3174', car, estimateLow: 120_000_000, estimateHigh: 140_000_000 },
        slotStart: '2026-11-25T14:00:00+07:00',
        contact: c.contact,
        consent: true,
        idempotencyKey: key(),
      }),
    );
    expect(atHome.summary).toContainEqual({ label: 'Perkiraan harga', value: 'Rp 120.000.000 – Rp 140.000.000' });
    expect(atHome.cityName).toBe('Kota Jakarta Selatan');
  });

  it('a booking code is never a login code', async () => {
    const c = await newCustomer();
    const res = await ctx.post(accountCalls.generateOtpWhatsApp.path, { phoneNumber: c.phone, purpose: 'booking' });
    expect(res.status).toBe(400);
  });

  it('the reminder sweep sends one WhatsApp message the day before, once, however often it runs', async () => {
    const c = await newCustomer();
    const soon = bookingOf(await c.api.create(testDrive('2026-11-23T09:00:00+07:00', c.contact)));
    const later = bookingOf(await c.api.create(testDrive('2026-11-24T16:00:00+07:00', c.contact)));
    const deps = { db: ctx.db, now: () => TEST_NOW, clock: () => new Date(), siteUrl: ctx.config.SITE_URL };
    const counts = await Promise.all([sendDueReminders(deps), sendDueReminders(deps)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await sendDueReminders(deps);
    const reminders = (await messagesTo(c.phone)).filter((t) => t.startsWith('Pengingat'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(soon.bookingNo);
    expect(reminders[0]).toContain('jadwal Anda Senin, 23 Nov 2026 pukul 09.00 WIB');
    expect(bookingOf(await c.api.detail(soon.bookingNo)).events.map((e) => e.type)).toEqual(['created', 'reminded']);
    expect(bookingOf(await c.api.detail(later.bookingNo)).events.map((e) => e.type)).toEqual(['created']);
  });
});
