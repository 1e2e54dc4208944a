/**
 * The staff console's Booking queue (issue 24), over the real database: what each role may read and
 * change (an advisor and a test drive: 403; another branch's booking: 404 exactly like a missing
 * one; a sales sees the unassigned test drives and their own), every action through the transition
 * tables with the customer told through the outbox, the audit row written in the change's own
 * transaction (a refused or failed change leaves none), and the streamed CSV of the filtered list.
 * Bookings are made by customers through the booking API, on the booking calendar of TEST_NOW
 * (Sunday 22 Nov 2026, 10.00 WIB).
 */
import { randomBytes } from 'node:crypto';
import { bookings, outboxMessages, staff, staffAudit, staffBranches, branches } from '@kemudi/db';
import { BOOKING_MESSAGES as M } from '@kemudi/domain/bookings';
import { Booking, bookingCalls } from '@kemudi/domain/contracts/bookings';
import { STAFF_BOOKING_MESSAGES, staffBookingCalls } from '@kemudi/domain/contracts/staff-bookings';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerToken } from './helpers';
import { createStaffContext, dataOf, demo, signIn, StaffClient, type Answer, type StaffContext } from './staff-helpers';

const SUNTER = 'kemudi-toyota-sunter';
const BANDUNG = 'kemudi-toyota-bandung-soekarno-hatta';
const BASE = '/api/staff/v1/bookings';
const key = () => randomBytes(12).toString('hex');

let ctx: StaffContext;
let admin: StaffClient;
let manager: StaffClient;
let agus: StaffClient;
let rudi: StaffClient;
let maya: StaffClient;
let bayu: StaffClient;
let nina: StaffClient;

beforeAll(async () => {
  ctx = await createStaffContext({ RATE_LIMITS: 'off' });
  admin = await signIn(ctx, demo('admin'));
  manager = await signIn(ctx, demo('manager'));
  agus = await signIn(ctx, demo('advisorSunter'));
  rudi = await signIn(ctx, demo('advisorBandung'));
  maya = await signIn(ctx, demo('salesSunter'));
  bayu = await signIn(ctx, demo('salesBandung'));
  nina = await signIn(ctx, demo('editor'));
});
afterAll(() => ctx.close());

// ---------------------------------------------------------------------------------------------
// Bookings as customers make them
// ---------------------------------------------------------------------------------------------

type Made = { bookingNo: string; phone: string; customer: (method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<Answer> };

let hour = 8;
/** A free hour on the booking calendar: each booking its own (Monday 23 Nov onwards, 08.00–15.00). */
function nextSlot(): string {
  const day = 23 + Math.floor((hour - 8) / 8);
  const time = 8 + ((hour - 8) % 8);
  hour += 1;
  return `2026-11-${day}T${String(time).padStart(2, '0')}:00:00+07:00`;
}

async function book(details: Record<string, unknown>, branchSlug: string, slotStart: string | null = nextSlot()): Promise<Made> {
  const c = await createCustomer(ctx, { name: 'Rina Pelanggan' });
  const token = await customerToken(ctx, c.id);
  const customer = async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Answer> => {
    const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };
  const made = await customer('POST', bookingCalls.create.path, {
    details,
    branchSlug,
    ...(slotStart ? { slotStart } : {}),
    contact: { name: 'Rina Pelanggan', phoneNumber: c.phone },
    consent: true,
    idempotencyKey: key(),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { bookingNo: Booking.parse(made.body.data).bookingNo, phone: c.phone, customer };
}
const service = (branchSlug = SUNTER) => book({ kind: 'service', car: { model: 'avanza', year: 2022, plate: 'B 1234 KMD' }, serviceType: 'repair', complaint: 'Rem berdecit' }, branchSlug);
const testDrive = (branchSlug = SUNTER) => book({ kind: 'test-drive', modelCode: 'avanza' }, branchSlug);
const sparePart = () => book({ kind: 'spare-part', modelCode: 'avanza', partDescription: 'Spion kiri elektrik', quantity: 1 }, SUNTER, null);

const detailOf = async (client: StaffClient, bookingNo: string) => dataOf(staffBookingCalls.detail, await client.get(`${BASE}/${bookingNo}`));
const act = (client: StaffClient, bookingNo: string, action: string, body: unknown = {}) => client.post(`${BASE}/${bookingNo}/${action}`, body);
const messagesTo = async (phone: string) => (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)).orderBy(outboxMessages.createdAt)).map((m) => m.body);
const auditsOf = (bookingNo: string) => ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'booking'), eq(staffAudit.entityId, bookingNo))).orderBy(staffAudit.id);
const auditCount = () => ctx.db.$count(staffAudit);
const statusOf = async (bookingNo: string) => (await ctx.db.select({ status: bookings.status, stage: bookings.stage }).from(bookings).where(eq(bookings.bookingNo, bookingNo)))[0];

// ---------------------------------------------------------------------------------------------

describe('a service booking from pending to Dikerjakan', () => {
  it('waits for the branch; the advisor of its branch finds it, confirms it and reports T-CARE stages; the customer is told and sees each', async () => {
    const made = await service();
    expect(await statusOf(made.bookingNo)).toEqual({ status: 'pending', stage: null });

    // The queue: pending first tab, found by its number.
    const list = dataOf(staffBookingCalls.list, await agus.get(`${BASE}?status=pending&q=${made.bookingNo.toLowerCase()}`));
    expect(list.content.map((b) => [b.bookingNo, b.statusLabel, b.branch?.name])).toEqual([[made.bookingNo, 'Menunggu Konfirmasi Cabang', 'Kemudi Toyota Sunter']]);
    expect(list.counts.pending).toBe(1);

    const before = await detailOf(agus, made.bookingNo);
    expect(before.booking).toMatchObject({ status: 'pending', title: expect.stringContaining('Perbaikan Umum'), contact: { name: 'Rina Pelanggan', phoneNumber: made.phone }, hasAccount: true });
    expect(before.actions.map((a) => a.label)).toEqual(['Konfirmasi', 'Batalkan', 'Ubah jadwal', 'Tahap: Diterima', 'Tandai selesai', 'Tandai tidak hadir']);
    expect(before.timeline.map((t) => [t.who, t.text])).toEqual([['Pelanggan', 'Booking dibuat: Booking dibuat; jadwal ditahan sampai dikonfirmasi cabang']]);

    // Konfirmasi: confirmed, confirmed_at, the customer's WhatsApp, one audit row by Agus.
    const confirmed = dataOf(staffBookingCalls.confirm, await act(agus, made.bookingNo, 'confirm'));
    expect(confirmed.booking).toMatchObject({ status: 'confirmed', statusLabel: 'Terkonfirmasi', confirmedAt: expect.any(String) });
    expect(confirmed.actions.map((a) => a.action)).not.toContain('confirm');
    expect(confirmed.timeline[0]).toMatchObject({ type: 'confirmed', who: 'Agus Setiawan', text: 'Dikonfirmasi cabang: Jadwal dikonfirmasi cabang' });
    expect((await messagesTo(made.phone)).at(-1)).toMatch(/terkonfirmasi pada Senin, 23 Nov 2026 pukul \d{2}\.00 WIB di Kemudi Toyota Sunter/);
    const [audit] = await auditsOf(made.bookingNo);
    expect(audit).toMatchObject({ action: 'booking.confirm', staffId: demo('advisorSunter').id, before: { status: 'pending' }, after: { status: 'confirmed' } });
    const [sunter] = await ctx.db.select({ id: branches.id }).from(branches).where(eq(branches.slug, SUNTER));
    expect(audit!.branchId).toBe(sunter!.id);

    // A second confirm: the table's refusal, nothing written.
    const audits = await auditCount();
    const again = await act(agus, made.bookingNo, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({ type: 'InvalidTransition', message: M.CONFIRM_REFUSED });
    expect(await auditCount()).toBe(audits);

    // T-CARE: Diterima, then Dikerjakan; skipping a stage is refused.
    const skipped = await act(agus, made.bookingNo, 'stage', { stage: 'pemeriksaan-akhir' });
    expect(skipped.status).toBe(409);
    expect(skipped.body.errors[0].message).toBe(M.STAGE_REFUSED('belum ada', 'Pemeriksaan Akhir'));
    dataOf(staffBookingCalls.stage, await act(agus, made.bookingNo, 'stage', { stage: 'diterima' }));
    const working = dataOf(staffBookingCalls.stage, await act(agus, made.bookingNo, 'stage', { stage: 'dikerjakan' }));
    expect(working.booking).toMatchObject({ stage: 'dikerjakan', stageLabel: 'Dikerjakan' });
    expect(working.actions.map((a) => a.label)).toEqual(['Tahap: Pemeriksaan Akhir', 'Tandai selesai']);
    expect((await messagesTo(made.phone)).at(-1)).toContain('status servis kini Dikerjakan');
    expect((await auditsOf(made.bookingNo)).map((a) => a.action)).toEqual(['booking.confirm', 'booking.stage', 'booking.stage']);

    // The customer's own view (Booking Saya; /tracking-order reads the same).
    const mine = Booking.parse((await made.customer('GET', bookingCalls.myBooking.path.replace(':bookingNo', made.bookingNo))).body.data);
    expect(mine).toMatchObject({ statusLabel: 'Terkonfirmasi', stage: 'dikerjakan' });
    expect(mine.events.map((e) => e.type)).toEqual(['created', 'confirmed', 'stage', 'stage']);
  });

  it('a T-CARE report on a pending booking confirms it', async () => {
    const made = await service();
    const staged = dataOf(staffBookingCalls.stage, await act(manager, made.bookingNo, 'stage', { stage: 'diterima' }));
    expect(staged.booking).toMatchObject({ status: 'confirmed', stage: 'diterima', confirmedAt: expect.any(String) });
    expect(staged.timeline[0]).toMatchObject({ who: 'Hendra Gunawan', text: 'Progres bengkel: Diterima' });
  });
});

describe('who may read and change which booking', () => {
  it('a service advisor: their branch’s workshop kinds; a test drive is 403; another branch’s booking is 404 exactly like a missing one', async () => {
    const [sunterService, sunterDrive, bandungService] = [await service(), await testDrive(), await service(BANDUNG)];
    expect((await agus.get(`${BASE}/${sunterDrive.bookingNo}`)).status).toBe(403);
    const forbidden = await act(agus, sunterDrive.bookingNo, 'confirm');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0]).toEqual({ type: 'Forbidden', message: 'Anda tidak memiliki akses untuk tindakan ini.' });
    const list = dataOf(staffBookingCalls.list, await agus.get(`${BASE}?size=100&sort=created&dir=desc`));
    expect(list.content.map((b) => b.bookingNo)).toContain(sunterService.bookingNo);
    expect(list.content.every((b) => b.kind !== 'test-drive' && b.branch?.slug === SUNTER)).toBe(true);
    expect(dataOf(staffBookingCalls.list, await agus.get(`${BASE}?kind=test-drive`)).totalElements).toBe(0);

    // Rudi (Bandung) asks for Sunter's booking: the answer of a booking that does not exist.
    const elsewhere = await rudi.get(`${BASE}/${sunterService.bookingNo}`);
    const missing = await rudi.get(`${BASE}/SV-261122-ZZZZZZ`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual(missing.body);
    expect((await act(rudi, sunterService.bookingNo, 'confirm')).status).toBe(404);
    expect((await rudi.get(`${BASE}/${bandungService.bookingNo}`)).status).toBe(200);
    expect(dataOf(staffBookingCalls.list, await rudi.get(`${BASE}?q=${sunterService.bookingNo}`)).totalElements).toBe(0);
    expect(await statusOf(sunterService.bookingNo)).toEqual({ status: 'pending', stage: null });
  });

  it('a sales: unassigned and own test drives of their branch; takes one for themselves only; another’s is 404; workshop kinds 403', async () => {
    const [drive, other, work, bandungDrive] = [await testDrive(), await testDrive(), await service(), await testDrive(BANDUNG)];
    const mayaId = demo('salesSunter').id;
    const visible = async () => dataOf(staffBookingCalls.list, await maya.get(`${BASE}?size=100`)).content.map((b) => b.bookingNo);
    expect(await visible()).toEqual(expect.arrayContaining([drive.bookingNo, other.bookingNo]));
    expect(await visible()).not.toContain(work.bookingNo);
    expect((await maya.get(`${BASE}/${work.bookingNo}`)).status).toBe(403);
    expect((await bayu.get(`${BASE}/${drive.bookingNo}`)).status).toBe(404);
    expect((await maya.get(`${BASE}/${bandungDrive.bookingNo}`)).status).toBe(404);

    // "Ambil": for herself only.
    const offered = await detailOf(maya, drive.bookingNo);
    expect(offered).toMatchObject({ take: true, salesOfBranch: [] });
    const forSomeoneElse = await act(maya, drive.bookingNo, 'assign', { staffId: demo('salesBandung').id });
    expect(forSomeoneElse.status).toBe(403);
    expect(forSomeoneElse.body.errors[0].message).toBe(STAFF_BOOKING_MESSAGES.AssignOwnOnly);
    const taken = dataOf(staffBookingCalls.assign, await act(maya, drive.bookingNo, 'assign', { staffId: mayaId }));
    expect(taken).toMatchObject({ take: false, booking: { assignee: { id: mayaId, name: 'Maya Anggraini' } } });
    expect((await auditsOf(drive.bookingNo)).map((a) => [a.action, a.staffId])).toEqual([['booking.assign', mayaId]]);
    const mine = Booking.parse((await drive.customer('GET', bookingCalls.myBooking.path.replace(':bookingNo', drive.bookingNo))).body.data);
    expect(mine.events.at(-1)).toMatchObject({ type: 'assigned', note: 'Sales consultant Anda: Maya Anggraini' });
    expect(dataOf(staffBookingCalls.list, await maya.get(`${BASE}?assignee=me`)).content.map((b) => b.bookingNo)).toEqual([drive.bookingNo]);

    // The manager gives the other test drive to a second sales of Sunter: Maya no longer sees it.
    const [sunter] = await ctx.db.select({ id: branches.id }).from(branches).where(eq(branches.slug, SUNTER));
    const [dimas] = await ctx.db.insert(staff).values({ email: `dimas.${key()}@staf.contoh.com`, name: 'Dimas Pratama', role: 'sales' }).returning();
    await ctx.db.insert(staffBranches).values({ staffId: dimas!.id, branchId: sunter!.id });
    const options = await detailOf(manager, other.bookingNo);
    expect(options.salesOfBranch.map((s) => s.name)).toEqual(['Dimas Pratama', 'Maya Anggraini']);
    const wrongBranch = await act(manager, other.bookingNo, 'assign', { staffId: demo('salesBandung').id });
    expect(wrongBranch.status).toBe(422);
    expect(wrongBranch.body.errors[0].message).toBe(STAFF_BOOKING_MESSAGES.NotSalesOfBranch);
    dataOf(staffBookingCalls.assign, await act(manager, other.bookingNo, 'assign', { staffId: dimas!.id }));
    expect(await visible()).not.toContain(other.bookingNo);
    const hidden = await maya.get(`${BASE}/${other.bookingNo}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual((await maya.get(`${BASE}/TD-261122-ZZZZZZ`)).body);
    expect((await act(maya, other.bookingNo, 'confirm')).status).toBe(404);

    // Maya confirms her own test drive; a test drive has no T-CARE.
    const confirmed = dataOf(staffBookingCalls.confirm, await act(maya, drive.bookingNo, 'confirm'));
    expect(confirmed.booking.status).toBe('confirmed');
    const noStage = await act(maya, drive.bookingNo, 'stage', { stage: 'diterima' });
    expect(noStage.status).toBe(409);
    expect(noStage.body.errors[0].message).toBe(M.STAGE_KIND);
  });

  it('a content editor has no bookings (403); nobody signed in is 401', async () => {
    expect((await nina.get(BASE)).status).toBe(403);
    expect((await nina.get(`${BASE}/SV-261122-ZZZZZZ`)).status).toBe(403);
    expect((await nina.get(`${BASE}/export.csv`)).status).toBe(403);
    expect((await new StaffClient(ctx).get(BASE)).status).toBe(401);
  });

  it('a group admin sees every branch; the filters narrow the list and the counts follow the other filters', async () => {
    const made = await service(BANDUNG);
    const all = dataOf(staffBookingCalls.list, await admin.get(`${BASE}?branch=${BANDUNG}&size=100`));
    expect(all.content.map((b) => b.bookingNo)).toContain(made.bookingNo);
    expect(all.content.every((b) => b.branch?.slug === BANDUNG)).toBe(true);
    const pendingOnly = dataOf(staffBookingCalls.list, await admin.get(`${BASE}?branch=${BANDUNG}&status=pending&size=100`));
    expect(pendingOnly.totalElements).toBe(pendingOnly.counts.pending);
    expect(pendingOnly.counts).toEqual(all.counts);
    const byPhone = dataOf(staffBookingCalls.list, await admin.get(`${BASE}?q=${encodeURIComponent(`+62${made.phone.slice(1)}`)}`));
    expect(byPhone.content.map((b) => b.bookingNo)).toEqual([made.bookingNo]);
    const slotDay = dataOf(staffBookingCalls.list, await admin.get(`${BASE}?from=2026-11-23&to=2026-11-23&sort=slot&size=100`));
    expect(slotDay.content.every((b) => b.slotStart?.startsWith('2026-11-23'))).toBe(true);
    const bad = await admin.get(`${BASE}?status=unknown`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain('Status booking tidak dikenal');
  });
});

describe('the other actions', () => {
  it('cancel needs a reason, which the customer reads; the slot is given back', async () => {
    const made = await service();
    const noReason = await act(agus, made.bookingNo, 'cancel', { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toContain('Tulis alasan pembatalan untuk pelanggan');
    const slots = async () => dataOf(staffBookingCalls.slots, await agus.get(`${BASE}/${made.bookingNo}/slots`));
    const [row] = await ctx.db.select({ slotStart: bookings.slotStart }).from(bookings).where(eq(bookings.bookingNo, made.bookingNo));
    const leftAt = async () => (await slots()).days.flatMap((d) => d.slots).find((s) => new Date(s.start).getTime() === row!.slotStart!.getTime())!.left;
    const heldLeft = await leftAt();
    const cancelled = dataOf(staffBookingCalls.cancel, await act(agus, made.bookingNo, 'cancel', { reason: 'Teknisi spesialis rem sedang cuti' }));
    expect(cancelled.booking.status).toBe('cancelled');
    expect(cancelled.actions).toEqual([]);
    expect((await messagesTo(made.phone)).at(-1)).toContain('dibatalkan oleh cabang di Kemudi Toyota Sunter. Alasan: Teknisi spesialis rem sedang cuti.');
    const mine = Booking.parse((await made.customer('GET', bookingCalls.myBooking.path.replace(':bookingNo', made.bookingNo))).body.data);
    expect(mine.events.at(-1)).toMatchObject({ type: 'cancelled', note: 'Dibatalkan oleh cabang: Teknisi spesialis rem sedang cuti' });
    expect(await leftAt()).toBe(heldLeft + 1);
    expect((await auditsOf(made.bookingNo)).at(-1)).toMatchObject({ action: 'booking.cancel', after: { status: 'cancelled', reason: 'Teknisi spesialis rem sedang cuti' } });
  });

  it('reschedule takes a free hour by the customer’s slot rules, refuses a full or invalid one', async () => {
    const made = await service();
    const days = dataOf(staffBookingCalls.slots, await agus.get(`${BASE}/${made.bookingNo}/slots`)).days;
    const target = days.filter((d) => d.open).at(-1)!.slots.find((s) => s.available)!;
    const invalid = await act(agus, made.bookingNo, 'reschedule', { slotStart: '2026-11-24T09:30:00+07:00' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].message).toBe(M.SLOT_INVALID);
    const moved = dataOf(staffBookingCalls.reschedule, await act(agus, made.bookingNo, 'reschedule', { slotStart: target.start }));
    expect(moved.booking.slotStart).toBe(target.start);
    expect(moved.booking.status).toBe('pending');
    expect((await messagesTo(made.phone)).at(-1)).toContain('dipindahkan ke');
    expect(moved.timeline[0]).toMatchObject({ type: 'rescheduled', who: 'Agus Setiawan' });
    const spare = await sparePart();
    const noSlot = await act(agus, spare.bookingNo, 'reschedule', { slotStart: target.start });
    expect(noSlot.status).toBe(409);
    expect((await agus.get(`${BASE}/${spare.bookingNo}/slots`)).status).toBe(409);
  });

  it('answers a spare-part request like the dealer system does; the customer reads the price', async () => {
    const made = await sparePart();
    const before = await detailOf(agus, made.bookingNo);
    expect(before.actions.map((a) => a.action)).toEqual(['cancel', 'answer', 'complete']);
    const answered = dataOf(staffBookingCalls.answer, await act(agus, made.bookingNo, 'answer', { available: true, note: 'Stok ada di gudang', price: 1_250_000, readyDate: '2026-11-25' }));
    expect(answered.booking).toMatchObject({ status: 'answered', answer: { available: true, price: 1_250_000, readyDate: '2026-11-25' } });
    expect((await messagesTo(made.phone)).at(-1)).toContain('suku cadang tersedia seharga Rp 1.250.000, siap diambil mulai 2026-11-25 di Kemudi Toyota Sunter');
    dataOf(staffBookingCalls.complete, await act(agus, made.bookingNo, 'complete'));
    expect((await auditsOf(made.bookingNo)).map((a) => a.action)).toEqual(['booking.answer', 'booking.complete']);
  });

  it('no-show only before the workshop has the car', async () => {
    const made = await service();
    dataOf(staffBookingCalls.noShow, await act(manager, made.bookingNo, 'no-show'));
    expect(await statusOf(made.bookingNo)).toEqual({ status: 'no_show', stage: null });
    expect((await messagesTo(made.phone)).at(-1)).toContain('kami tidak bertemu Anda');
  });
});

describe('the audit row and the change are one transaction', () => {
  it('a change whose audit row cannot be written is not made, and its customer is not told', async () => {
    const made = await service();
    const messages = (await messagesTo(made.phone)).length;
    // The database refuses this one audit row: the confirm must roll back whole.
    await ctx.db.execute(sql.raw(`ALTER TABLE staff_audit ADD CONSTRAINT test_refuse_confirm CHECK (action <> 'booking.confirm' OR entity_id <> '${made.bookingNo}')`));
    try {
      const refused = await act(agus, made.bookingNo, 'confirm');
      expect(refused.status).toBeGreaterThanOrEqual(400);
    } finally {
      await ctx.db.execute(sql.raw('ALTER TABLE staff_audit DROP CONSTRAINT test_refuse_confirm'));
    }
    expect(await statusOf(made.bookingNo)).toEqual({ status: 'pending', stage: null });
    expect(await auditsOf(made.bookingNo)).toEqual([]);
    expect(await messagesTo(made.phone)).toHaveLength(messages);
    // Once the audit row can be written, the same change goes through with it.
    dataOf(staffBookingCalls.confirm, await act(agus, made.bookingNo, 'confirm'));
    expect((await auditsOf(made.bookingNo)).map((a) => a.action)).toEqual(['booking.confirm']);
  });
});

describe('the CSV export', () => {
  it('streams the filtered list of the caller’s scope, formula-safe, and is audited', async () => {
    const made = await service();
    const drive = await testDrive();
    await ctx.db.update(bookings).set({ contactName: '=HYPERLINK("http://contoh.com")' }).where(eq(bookings.bookingNo, made.bookingNo));
    const answer = await agus.get(`${BASE}/export.csv?status=pending&sort=created&dir=desc`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="booking-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = String(answer.body);
    expect(text.startsWith('\uFEFFNomor booking,Jenis,Status,Tahap T-CARE,Judul,Cabang,Jadwal,Nama,Nomor HP,Email,Sales,Dibuat,Dikonfirmasi\r\n')).toBe(true);
    const line = text.split('\r\n').find((l) => l.startsWith(made.bookingNo));
    expect(line).toContain(`Servis Bengkel,Menunggu Konfirmasi Cabang,`);
    expect(line).toContain(`"'=HYPERLINK(""http://contoh.com"")"`);
    expect(text).not.toContain(drive.bookingNo);
    const rows = text.trim().split('\r\n').length - 1;
    expect(rows).toBe(dataOf(staffBookingCalls.list, await agus.get(`${BASE}?status=pending`)).totalElements);
    const [audit] = await ctx.db.select().from(staffAudit).where(eq(staffAudit.action, 'booking.export')).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ staffId: demo('advisorSunter').id, after: { filters: { status: 'pending' } } });
    expect(await ctx.db.$count(outboxMessages, like(outboxMessages.body, `%${made.bookingNo}%`))).toBe(1);
  });
});
