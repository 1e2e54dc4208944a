/**
 * Branches and salesmen in the staff console (issue 25), over the real database: a branch manager
 * edits only his own branches (another one answers 404, a group admin reaches all), a closed day
 * takes that day's slots out of the public booking calls and its removal brings them back, the
 * edited week lays out the slots and the branch page, the schedule's and closed days' validation
 * messages, salesman profiles (§5 WhatsApp, photo judged by its bytes, hidden when inactive), and
 * the audit rows written in the change's transaction.
 */
import { randomBytes } from 'node:crypto';
import { branchClosures, salesmen, staffAudit } from '@kemudi/db';
import { BOOKING_MESSAGES } from '@kemudi/domain/bookings';
import { Booking, bookingCalls } from '@kemudi/domain/contracts/bookings';
import { STAFF_BOOKING_MESSAGES } from '@kemudi/domain/contracts/staff-bookings';
import { branchCalls } from '@kemudi/domain/contracts/branches';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { BRANCH_MESSAGES as M, staffBranchCalls, type StaffWorkingDay } from '@kemudi/domain/contracts/staff-branches';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerToken } from './helpers';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';

const SUNTER = 'kemudi-toyota-sunter';
const BANDUNG = 'kemudi-toyota-bandung-soekarno-hatta';
const BASE = '/api/staff/v1/branch-settings';
/** TEST_NOW is Sunday 22 November 2026; the Thursday after is inside the booking window. */
const HOLIDAY = '2026-11-26';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let ctx: StaffContext;
let hendra: StaffClient;
let admin: StaffClient;
beforeAll(async () => {
  ctx = await createStaffContext();
  hendra = await signIn(ctx, demo('manager'));
  admin = await signIn(ctx, demo('admin'));
});
afterAll(() => ctx.close());

const serviceDays = async (branchSlug: string) => {
  const answer = await ctx.get(`${bookingCalls.availability.path}?kind=service&branchSlug=${branchSlug}`);
  return dataOf(bookingCalls.availability, answer as never).days;
};
const dayOf = async (branchSlug: string, date: string) => (await serviceDays(branchSlug)).find((d) => d.date === date)!;
const auditOf = (slug: string) => ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, 'branch'), eq(staffAudit.entityId, slug)));
const version = async () => dataOf(siteCalls.dataVersion, (await ctx.get('/api/content/v1/data-version')) as never).version;

const week = (open: string | null, close: string | null, sunday: [string, string] | null = null): StaffWorkingDay[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => (day === 7 ? { day, open: sunday?.[0] ?? null, close: sunday?.[1] ?? null } : { day, open, close }));

describe('who may edit a branch', () => {
  it('a branch manager lists only his own branches and cannot read or change another one (404, nothing written)', async () => {
    const list = dataOf(staffBranchCalls.list, await hendra.get(BASE));
    expect(list.content.map((b) => b.slug).sort()).toEqual(['kemudi-toyota-kelapa-gading', SUNTER]);
    const closuresBefore = await ctx.db.$count(branchClosures);
    for (const answer of [
      await hendra.get(`${BASE}/${BANDUNG}`),
      await hendra.put(`${BASE}/${BANDUNG}/schedule`, { days: week('08:00', '17:00') }),
      await hendra.post(`${BASE}/${BANDUNG}/closures`, { date: HOLIDAY, reason: 'Libur Nasional' }),
      await hendra.delete(`${BASE}/${BANDUNG}/closures/${HOLIDAY}`),
      await hendra.patch(`${BASE}/${BANDUNG}/salesmen/1`, { name: 'Siapa Saja', position: 'Sales', whatsapp: '081234567890', bio: '', active: true, photoId: null }),
      await hendra.get(`${BASE}/cabang-yang-tidak-ada`),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect(await ctx.db.$count(branchClosures)).toBe(closuresBefore);
    expect(await auditOf(BANDUNG)).toEqual([]);
  });

  it('a group admin lists every branch and edits any of them', async () => {
    const list = dataOf(staffBranchCalls.list, await admin.get(BASE));
    expect(list.content.length).toBeGreaterThan(10);
    const added = dataOf(staffBranchCalls.addClosure, await admin.post(`${BASE}/${BANDUNG}/closures`, { date: '2026-12-01', reason: 'Stock opname' }));
    expect(added.closures).toEqual([expect.objectContaining({ date: '2026-12-01', reason: 'Stock opname', createdByName: 'Dewi Lestari' })]);
    dataOf(staffBranchCalls.removeClosure, await admin.delete(`${BASE}/${BANDUNG}/closures/2026-12-01`));
  });

  it.each(['salesSunter', 'advisorSunter', 'editor'])('%s: 403', async (key) => {
    const client = await signIn(ctx, demo(key));
    expect((await client.get(BASE)).status).toBe(403);
    expect((await client.post(`${BASE}/${SUNTER}/closures`, { date: HOLIDAY, reason: 'Libur Nasional' })).status).toBe(403);
  });
});

describe('a closed day', () => {
  it('takes that day out of the public slot calls, and its removal brings the slots back', async () => {
    const before = await dayOf(SUNTER, HOLIDAY);
    expect(before.open).toBe(true);
    expect(before.slots.length).toBeGreaterThan(0);
    const v0 = await version();

    const added = dataOf(staffBranchCalls.addClosure, await hendra.post(`${BASE}/${SUNTER}/closures`, { date: HOLIDAY, reason: 'Libur Nasional Natal' }));
    expect(added.closures.map((c) => c.date)).toEqual([HOLIDAY]);
    expect(await version()).toBeGreaterThan(v0);
    expect(await dayOf(SUNTER, HOLIDAY)).toEqual({ date: HOLIDAY, open: false, slots: [] });
    // The days around it keep their slots; another branch is untouched.
    expect((await dayOf(SUNTER, '2026-11-25')).open).toBe(true);
    expect((await dayOf('kemudi-toyota-kelapa-gading', HOLIDAY)).open).toBe(true);

    // The branch page names it.
    const page = dataOf(branchCalls.detail, (await ctx.get(`/api/content/v1/branch-detail/${SUNTER}`)) as never);
    expect(page.schedule.closures).toEqual([{ date: HOLIDAY, label: 'Kamis, 26 November 2026', reason: 'Libur Nasional Natal' }]);

    // Twice the same day: 409.
    const again = await hendra.post(`${BASE}/${SUNTER}/closures`, { date: HOLIDAY, reason: 'Libur lagi' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe(M.ClosureTaken);

    const removed = dataOf(staffBranchCalls.removeClosure, await hendra.delete(`${BASE}/${SUNTER}/closures/${HOLIDAY}`));
    expect(removed.closures).toEqual([]);
    expect(await dayOf(SUNTER, HOLIDAY)).toEqual(before);
    expect((await hendra.delete(`${BASE}/${SUNTER}/closures/${HOLIDAY}`)).status).toBe(404);

    const audit = await auditOf(SUNTER);
    expect(audit.map((r) => r.action).sort()).toEqual(['branch.closure.add', 'branch.closure.remove']);
    expect(audit.every((r) => r.branchId !== null)).toBe(true);
    expect(audit.find((r) => r.action === 'branch.closure.add')).toMatchObject({
      staffId: demo('manager').id,
      after: { date: HOLIDAY, reason: 'Libur Nasional Natal' },
    });
  });

  it('today: the branch page says it is closed now, today’s row names the reason', async () => {
    const page = async () => dataOf(branchCalls.detail, (await ctx.get(`/api/content/v1/branch-detail/${SUNTER}`)) as never).schedule;
    // Sunday 22 November 2026, 10:00 WIB: Sunter opens on Sundays from 09:00.
    expect((await page()).openNow).toBe(true);
    dataOf(staffBranchCalls.addClosure, await hendra.post(`${BASE}/${SUNTER}/closures`, { date: '2026-11-22', reason: 'Pemadaman listrik' }));
    const closed = await page();
    expect(closed.openNow).toBe(false);
    expect(closed.days.find((d) => d.isToday)).toMatchObject({ open: null, close: null, hours: 'Tutup (Pemadaman listrik)' });
    dataOf(staffBranchCalls.removeClosure, await hendra.delete(`${BASE}/${SUNTER}/closures/2026-11-22`));
    expect((await page()).openNow).toBe(true);
  });

  it('refuses a past date, a date over a year ahead and an empty reason, in Indonesian', async () => {
    const past = await hendra.post(`${BASE}/${SUNTER}/closures`, { date: '2026-11-21', reason: 'Libur' });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].message).toBe(M.DateInPast);
    const far = await hendra.post(`${BASE}/${SUNTER}/closures`, { date: '2028-01-01', reason: 'Tahun Baru' });
    expect(far.status).toBe(400);
    expect(far.body.errors[0].message).toBe(M.DateTooFar);
    const noReason = await hendra.post(`${BASE}/${SUNTER}/closures`, { date: HOLIDAY, reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].message).toContain('Alasan minimal 3 karakter');
    const badDate = await hendra.post(`${BASE}/${SUNTER}/closures`, { date: '2026-02-30', reason: 'Libur' });
    expect(badDate.status).toBe(400);
    expect(await ctx.db.$count(branchClosures)).toBe(0);
  });
});

/** A customer's service booking at Sunter on `slotStart` (the public create call); its number. */
async function bookService(slotStart: string): Promise<{ status: number; body: any }> {
  const c = await createCustomer(ctx, { name: 'Rina Pelanggan' });
  const token = await customerToken(ctx, c.id);
  const r = await ctx.app.inject({
    method: 'POST',
    url: bookingCalls.create.path,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      details: { kind: 'service', car: { model: 'avanza', year: 2022, plate: 'B 1234 KMD' }, serviceType: 'repair', complaint: 'Rem berdecit' },
      branchSlug: SUNTER,
      slotStart,
      contact: { name: 'Rina Pelanggan', phoneNumber: c.phone },
      consent: true,
      idempotencyKey: randomBytes(12).toString('hex'),
    },
  });
  return { status: r.statusCode, body: r.json() };
}

describe('bookings on a closed day', () => {
  it('a new booking is refused; staff cannot confirm one held from before, nor move another onto it', async () => {
    const held = await bookService(`${HOLIDAY}T09:00:00+07:00`);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const other = await bookService('2026-11-25T09:00:00+07:00');
    expect(other.status).toBe(200);
    dataOf(staffBranchCalls.addClosure, await hendra.post(`${BASE}/${SUNTER}/closures`, { date: HOLIDAY, reason: 'Libur Nasional Natal' }));
    try {
      const refused = await bookService(`${HOLIDAY}T10:00:00+07:00`);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].message).toBe(BOOKING_MESSAGES.BRANCH_CLOSED);

      const heldNo = Booking.parse(held.body.data).bookingNo;
      const confirm = await hendra.post(`/api/staff/v1/bookings/${heldNo}/confirm`);
      expect(confirm.status).toBe(422);
      expect(confirm.body.errors[0].message).toBe(STAFF_BOOKING_MESSAGES.ClosedDay.replace('{reason}', 'Libur Nasional Natal'));

      const moved = await hendra.post(`/api/staff/v1/bookings/${Booking.parse(other.body.data).bookingNo}/reschedule`, { slotStart: `${HOLIDAY}T11:00:00+07:00` });
      expect(moved.status).toBe(422);
      expect(moved.body.errors[0].message).toBe(BOOKING_MESSAGES.BRANCH_CLOSED);
    } finally {
      dataOf(staffBranchCalls.removeClosure, await hendra.delete(`${BASE}/${SUNTER}/closures/${HOLIDAY}`));
    }
    expect((await hendra.post(`/api/staff/v1/bookings/${Booking.parse(held.body.data).bookingNo}/confirm`)).status).toBe(200);
  });
});

describe('the weekly schedule', () => {
  it('refuses close before open, half a day and a week without an open day; nothing changes', async () => {
    const before = dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/${SUNTER}`)).schedule;
    const cases: [StaffWorkingDay[], string][] = [
      [week('17:00', '08:00'), M.CloseBeforeOpen],
      [week('08:00', '08:00'), M.CloseBeforeOpen],
      [week('08:00', null), M.OpenWithoutClose],
      [week(null, null), M.NoOpenDay],
      [week('08:00', '17:00').map((d) => (d.day === 7 ? { ...d, day: 1 } : d)), M.WeekIncomplete],
    ];
    for (const [days, message] of cases) {
      const answer = await hendra.put(`${BASE}/${SUNTER}/schedule`, { days });
      expect(answer.status, message).toBe(400);
      expect(answer.body.errors[0].message).toBe(message);
    }
    const six = await hendra.put(`${BASE}/${SUNTER}/schedule`, { days: week('08:00', '17:00').slice(0, 6) });
    expect(six.status).toBe(400);
    expect(six.body.errors[0].message).toContain(M.WeekIncomplete);
    expect(dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/${SUNTER}`)).schedule).toEqual(before);
  });

  it('an edited week lays out the slots and the branch page', async () => {
    const before = dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/${SUNTER}`)).schedule;
    // Thursdays closed, other weekdays 10:00–13:00, Sundays 09:00–12:00.
    const days = week('10:00', '13:00', ['09:00', '12:00']).map((d) => (d.day === 4 ? { day: 4, open: null, close: null } : d));
    const saved = dataOf(staffBranchCalls.updateSchedule, await hendra.put(`${BASE}/${SUNTER}/schedule`, { days }));
    expect(saved.schedule).toEqual(days);
    expect(await dayOf(SUNTER, HOLIDAY)).toEqual({ date: HOLIDAY, open: false, slots: [] });
    expect((await dayOf(SUNTER, '2026-11-25')).slots.map((s) => s.time)).toEqual(['10.00', '11.00', '12.00']);
    const page = dataOf(branchCalls.detail, (await ctx.get(`/api/content/v1/branch-detail/${SUNTER}`)) as never);
    expect(page.schedule.days.find((d) => d.day === 4)?.hours).toBe('Tutup');
    expect(page.schedule.days.find((d) => d.day === 3)?.hours).toBe('10:00 - 13:00');
    const [row] = (await auditOf(SUNTER)).filter((r) => r.action === 'branch.schedule');
    expect(row).toMatchObject({ before: { workingSchedule: before }, after: { workingSchedule: days } });
    dataOf(staffBranchCalls.updateSchedule, await hendra.put(`${BASE}/${SUNTER}/schedule`, { days: before }));
  });
});

describe('salesmen', () => {
  it('edits a profile with a §5 WhatsApp number and a photo; an inactive salesman leaves the site’s list', async () => {
    const branch = dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/${SUNTER}`));
    const man = branch.salesmen[0]!;
    const listedSalesmen = async () => dataOf(branchCalls.salesmen, (await ctx.get(`/api/product/v1/salesman/branch/${SUNTER}`)) as never).totalElements;
    expect(await listedSalesmen()).toBe(branch.salesmen.length);
    const body = { name: man.name, position: man.position, whatsapp: man.whatsapp, bio: man.bio, active: true, photoId: null };

    const badPhone = await hendra.patch(`${BASE}/${SUNTER}/salesmen/${man.id}`, { ...body, whatsapp: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors[0].message).toContain('Nomor HP tidak valid');

    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/salesman-photos',
      headers: { cookie: [...hendra.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: 'http://localhost:3001', 'x-kemudi-console': '1', 'content-type': 'image/png' },
      remoteAddress: hendra.ip,
      payload: PNG,
    });
    const photoId = dataOf(staffBranchCalls.uploadPhoto, { status: upload.statusCode, body: upload.json(), headers: upload.headers }).id;

    const saved = dataOf(
      staffBranchCalls.updateSalesman,
      await hendra.patch(`${BASE}/${SUNTER}/salesmen/${man.id}`, { ...body, name: 'Budi Santoso Baru', whatsapp: '+62 812-3456-7890', photoId, active: false }),
    );
    expect(saved).toMatchObject({ name: 'Budi Santoso Baru', whatsapp: '6281234567890', active: false, photoId, imageUrl: `/api/media/v1/avatar/${man.slug}/${photoId}` });
    const served = await ctx.app.inject({ method: 'GET', url: saved.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    expect(await listedSalesmen()).toBe(branch.salesmen.length - 1);

    // Another branch's salesman through this branch's path: 404.
    const gading = dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/kemudi-toyota-kelapa-gading`)).salesmen[0]!;
    expect((await hendra.patch(`${BASE}/${SUNTER}/salesmen/${gading.id}`, body)).status).toBe(404);
    expect((await ctx.db.select({ name: salesmen.name }).from(salesmen).where(eq(salesmen.id, gading.id)))[0]!.name).toBe(gading.name);
    const audit = (await auditOf(SUNTER)).filter((r) => r.action === 'salesman.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { salesman: man.slug, active: true }, after: { salesman: man.slug, active: false, whatsapp: '6281234567890' } });
  });
});

describe('test-drive cars and the Cubain fleet (issue 25 "Stock and fleet")', () => {
  const testDriveBranches = async (modelCode: string) => {
    const answer = await ctx.get(`${bookingCalls.branches.path}?kind=test-drive&modelCode=${modelCode}`);
    return dataOf(bookingCalls.branches, answer as never).map((b) => ({ slug: b.slug, units: b.units }));
  };
  const cubainBranches = async () => dataOf(bookingCalls.branches, (await ctx.get(`${bookingCalls.branches.path}?kind=cubain`)) as never).map((b) => b.slug);

  it('a showroom lists every test-drive model with its cars; 0 takes the branch out of that model’s booking form at once, audited', async () => {
    const branch = dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/${SUNTER}`));
    expect(branch.showroom).toBe(true);
    const avanza = branch.testDriveCars.find((c) => c.modelCode === 'avanza')!;
    expect(avanza.units).toBeGreaterThan(0);
    expect(await testDriveBranches('avanza')).toContainEqual({ slug: SUNTER, units: avanza.units });

    const v0 = await version();
    const saved = dataOf(staffBranchCalls.updateTestDriveCars, await hendra.put(`${BASE}/${SUNTER}/test-drive-cars/avanza`, { units: 0 }));
    expect(saved.testDriveCars.find((c) => c.modelCode === 'avanza')!.units).toBe(0);
    expect(await version()).toBeGreaterThan(v0);
    expect((await testDriveBranches('avanza')).map((b) => b.slug)).not.toContain(SUNTER);

    // More cars of another model: the booking form offers them.
    const other = branch.testDriveCars.find((c) => c.modelCode !== 'avanza')!;
    dataOf(staffBranchCalls.updateTestDriveCars, await hendra.put(`${BASE}/${SUNTER}/test-drive-cars/${other.modelCode}`, { units: other.units + 2 }));
    expect(await testDriveBranches(other.modelCode)).toContainEqual({ slug: SUNTER, units: other.units + 2 });

    dataOf(staffBranchCalls.updateTestDriveCars, await hendra.put(`${BASE}/${SUNTER}/test-drive-cars/avanza`, { units: avanza.units }));
    const audit = (await auditOf(SUNTER)).filter((r) => r.action === 'branch.testDrive.units');
    expect(audit.map((r) => [r.before, r.after])).toEqual([
      [{ model: 'avanza', units: avanza.units }, { model: 'avanza', units: 0 }],
      [{ model: other.modelCode, units: other.units }, { model: other.modelCode, units: other.units + 2 }],
      [{ model: 'avanza', units: 0 }, { model: 'avanza', units: avanza.units }],
    ]);
  });

  it('a Cubain class set at a branch without a rental desk opens one; all classes at 0 close it', async () => {
    const GADING = 'kemudi-toyota-kelapa-gading';
    expect(await cubainBranches()).not.toContain(GADING);
    const before = dataOf(staffBranchCalls.detail, await hendra.get(`${BASE}/${GADING}`));
    expect(before.rentalFleet.map((c) => [c.carClass, c.units])).toEqual([
      ['city-car', 0],
      ['mpv', 0],
      ['suv', 0],
      ['premium', 0],
    ]);
    const saved = dataOf(staffBranchCalls.updateRentalFleet, await hendra.put(`${BASE}/${GADING}/rental-fleet/mpv`, { units: 2 }));
    expect(saved.rentalFleet.find((c) => c.carClass === 'mpv')).toMatchObject({ name: 'MPV Keluarga', units: 2, upcoming: 0 });
    expect(await cubainBranches()).toContain(GADING);
    dataOf(staffBranchCalls.updateRentalFleet, await hendra.put(`${BASE}/${GADING}/rental-fleet/mpv`, { units: 0 }));
    expect(await cubainBranches()).not.toContain(GADING);
    expect((await auditOf(GADING)).filter((r) => r.action === 'branch.rental.units')).toHaveLength(2);
  });

  it('another branch’s fleet is 404 to a branch manager; bad numbers, unknown models and classes get their messages', async () => {
    const refused = await hendra.put(`${BASE}/${BANDUNG}/test-drive-cars/avanza`, { units: 9 });
    expect(refused.status).toBe(404);
    expect((await hendra.put(`${BASE}/${BANDUNG}/rental-fleet/mpv`, { units: 9 })).status).toBe(404);
    expect((await testDriveBranches('avanza')).find((b) => b.slug === BANDUNG)?.units).not.toBe(9);

    for (const units of [-1, 51, 1.5, 'tiga']) {
      const bad = await hendra.put(`${BASE}/${SUNTER}/test-drive-cars/avanza`, { units });
      expect(bad.status, String(units)).toBe(400);
      expect(bad.body.errors[0].message, String(units)).toContain(M.UnitsRange);
    }
    const unknownModel = await hendra.put(`${BASE}/${SUNTER}/test-drive-cars/bukan-model`, { units: 1 });
    expect(unknownModel.status).toBe(404);
    expect(unknownModel.body.errors[0].message).toBe(M.ModelNotOffered);
    const unknownClass = await hendra.put(`${BASE}/${SUNTER}/rental-fleet/truk`, { units: 1 });
    expect(unknownClass.status).toBe(404);
    expect(unknownClass.body.errors[0].message).toBe(M.UnknownCarClass);

    // A workshop without a showroom keeps no test-drive cars.
    const workshops = dataOf(staffBranchCalls.list, await admin.get(BASE)).content.map((b) => b.slug);
    const workshop = workshops.find((slug) => slug === 'kemudi-toyota-pulogadung')!;
    const detail = dataOf(staffBranchCalls.detail, await admin.get(`${BASE}/${workshop}`));
    expect(detail).toMatchObject({ showroom: false, testDriveCars: [] });
    const notShowroom = await admin.put(`${BASE}/${workshop}/test-drive-cars/avanza`, { units: 1 });
    expect(notShowroom.status).toBe(400);
    expect(notShowroom.body.errors[0].message).toBe(M.NotAShowroom);
  });
});
