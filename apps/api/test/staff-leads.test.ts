/**
 * The staff console's Leads queue (issue 24), over the real database: leads made by the site's
 * own forms and bookings land in a branch queue as 'baru'; who may read, take and assign them
 * (a sales of another branch gets 404); status changes only through LEAD_TRANSITIONS with the
 * table's message; the first-contact deadline (LEAD_FIRST_CONTACT_HOURS) sorts and marks overdue
 * leads; every action's audit row is written in its own transaction; the CSV export.
 */
import { bookingCalls } from '@kemudi/domain/contracts/bookings';
import { staffLeadCalls } from '@kemudi/domain/contracts/staff-leads';
import { branches, leads } from '@kemudi/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, customerToken } from './helpers';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';
import { addSales, auditOf, BANDUNG, errorOf, eventsOf, newPhone, SUNTER, uniqueWord, visitor } from './staff-leads-helpers';

const HOURS = 3;
let ctx: StaffContext;
let maya: StaffClient; // sales, Sunter
let bayu: StaffClient; // sales, Bandung
let hendra: StaffClient; // branch manager, Sunter and Kelapa Gading
let admin: StaffClient;
let site: ReturnType<typeof visitor>;

beforeAll(async () => {
  ctx = await createStaffContext({ LEAD_FIRST_CONTACT_HOURS: String(HOURS), RATE_LIMITS: 'off' });
  site = visitor(ctx);
  maya = await signIn(ctx, demo('salesSunter'));
  bayu = await signIn(ctx, demo('salesBandung'));
  hendra = await signIn(ctx, demo('manager'));
  admin = await signIn(ctx, demo('admin'));
});
afterAll(() => ctx.close());

const url = (id: string, action = '') => `/api/staff/v1/leads/${id}${action ? `/${action}` : ''}`;
const detail = async (client: StaffClient, id: string) => dataOf(staffLeadCalls.detail, await client.get(url(id)));
const list = async (client: StaffClient, query: string) => dataOf(staffLeadCalls.list, await client.get(`/api/staff/v1/leads?${query}`));
const sunterLead = (name: string, extra: Record<string, unknown> = {}) => site.lead({ name, phoneNumber: newPhone(), modelCode: 'avanza', branchSlug: SUNTER, ...extra });

describe('leads at creation', () => {
  it("a form's lead is 'baru' in the form's branch, else in the nearest branch of the visitor's city; consent records stay out of the queue", async () => {
    const named = await sunterLead('Rahmat Hidayat', { message: 'Minta harga OTR' });
    expect(named).toMatchObject({ status: 'baru', branchSlug: SUNTER, assignedStaffId: null });
    expect(await eventsOf(ctx, named.id)).toEqual([{ type: 'created', note: 'Lead masuk dari formulir Hubungi Sales', staffId: null, channels: null }]);

    const fromBandung = await site.lead({ name: 'Asep Sunandar', phoneNumber: newPhone(), cityCode: '3273' });
    const [branch] = await ctx.db.select({ city: branches.cityIsocode, services: branches.services }).from(branches).where(eq(branches.slug, fromBandung.branchSlug!));
    expect(branch).toMatchObject({ city: '3273' });
    expect(branch!.services).toContain('sales');
    // Nothing named: the nearest branch of the §9 fallback city (Jakarta Pusat), never no branch.
    expect((await site.lead({ name: 'Tanpa Kota', phoneNumber: newPhone() })).branchSlug).not.toBeNull();

    const consent = await site.lead({ name: 'Persetujuan Saja', phoneNumber: newPhone() }, 'uu-pdp');
    expect(consent.status).toBe('tercatat');
    expect((await list(admin, `q=${consent.leadNo}`)).totalElements).toBe(0);
  });

  it('a test drive booked on the site opens a sales lead linked to its booking', async () => {
    const customer = await createCustomer(ctx, { name: 'Dewi Anggraeni' });
    const token = await customerToken(ctx, customer.id);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: bookingCalls.create.path,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        details: { kind: 'test-drive', modelCode: 'avanza' },
        branchSlug: SUNTER,
        slotStart: '2026-11-24T09:00:00+07:00',
        contact: { name: 'Dewi Anggraeni', phoneNumber: customer.phone },
        consent: true,
        idempotencyKey: 'staff-leads-test-drive-0001',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const booking = bookingCalls.create.data.parse(answer.json().data);
    const [lead] = await ctx.db.select().from(leads).where(eq(leads.phoneNumber, customer.phone));
    expect(lead).toMatchObject({ kind: 'test-drive', status: 'baru', branchSlug: SUNTER, name: 'Dewi Anggraeni' });
    const seen = await detail(maya, lead!.id);
    expect(seen.lead.booking).toMatchObject({ bookingNo: booking.bookingNo, kind: 'test-drive' });
    expect(seen.lead.car).toContain('Avanza');
    expect(seen.timeline.at(-1)).toMatchObject({ type: 'created', who: 'Pelanggan', text: `Lead dibuka dari booking ${booking.bookingNo}` });
  });
});

describe('who may see and act on a lead', () => {
  it('a service advisor and a content editor: 403 on the Leads queue', async () => {
    const lead = await sunterLead('Untuk Advisor');
    for (const key of ['advisorSunter', 'editor']) {
      const client = await signIn(ctx, demo(key));
      for (const answer of [await client.get('/api/staff/v1/leads'), await client.get(url(lead.id)), await client.post(url(lead.id, 'notes'), { note: 'Coba' })]) {
        expect(answer.status).toBe(403);
        expect(errorOf(answer)).toEqual({ type: 'Forbidden', message: 'Anda tidak memiliki akses untuk tindakan ini.' });
      }
    }
  });

  it('a sales of Bandung reading or changing a Sunter lead: 404, as for a missing one', async () => {
    const lead = await sunterLead('Hanya Sunter');
    const missing = await bayu.get(url('00000000-0000-4000-8000-000000000000'));
    for (const answer of [await bayu.get(url(lead.id)), await bayu.post(url(lead.id, 'assign'), { staffId: demo('salesBandung').id }), await bayu.post(url(lead.id, 'status'), { status: 'dihubungi' })]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(missing.body);
    }
    expect((await list(bayu, `q=${lead.leadNo}`)).totalElements).toBe(0);
    // A manager of Sunter and Kelapa Gading: the same for a Bandung lead.
    const bandung = await site.lead({ name: 'Hanya Bandung', phoneNumber: newPhone(), branchSlug: BANDUNG });
    expect((await hendra.get(url(bandung.id))).status).toBe(404);
  });

  it('a sales takes an unassigned lead of their branch, and cannot take or see one assigned to another', async () => {
    const sari = await addSales(ctx, 'Sari Wulandari', SUNTER);
    const free = await sunterLead('Bebas Diambil');
    const seen = await detail(maya, free.id);
    expect(seen.actions).toMatchObject({ take: true, assign: false });
    // A sales assigns only themselves.
    const toOther = await maya.post(url(free.id, 'assign'), { staffId: sari.id });
    expect(toOther.status).toBe(403);
    expect(errorOf(toOther)!.message).toBe('Sales hanya dapat mengambil lead yang belum ditangani untuk dirinya sendiri.');

    const taken = dataOf(staffLeadCalls.assign, await maya.post(url(free.id, 'assign'), { staffId: demo('salesSunter').id }));
    expect(taken.lead.assignee).toEqual({ id: demo('salesSunter').id, name: 'Maya Anggraini' });
    expect(taken.actions.take).toBe(false);
    expect(taken.timeline[0]).toMatchObject({ type: 'assigned', who: 'Maya Anggraini', text: 'Diambil oleh Maya Anggraini' });

    // Hendra hands another lead to Sari: Maya no longer sees it, and cannot take it.
    const other = await sunterLead('Milik Sari');
    dataOf(staffLeadCalls.assign, await hendra.post(url(other.id, 'assign'), { staffId: sari.id }));
    expect((await maya.get(url(other.id))).status).toBe(404);
    expect((await maya.post(url(other.id, 'assign'), { staffId: demo('salesSunter').id })).status).toBe(404);
    const mine = await list(maya, 'assignee=me&size=100');
    expect(mine.content.map((l) => l.id)).toContain(free.id);
    expect(mine.content.every((l) => l.assignee?.id === demo('salesSunter').id)).toBe(true);
    const unassigned = await list(maya, 'assignee=none&size=100');
    expect(unassigned.content.every((l) => l.assignee === null && l.branch?.slug === SUNTER)).toBe(true);
    expect(unassigned.content.map((l) => l.id)).not.toContain(other.id);
  });

  it('a manager assigns only to an active sales of the lead\'s branch', async () => {
    const lead = await sunterLead('Untuk Ditugaskan');
    const seen = await detail(hendra, lead.id);
    expect(seen.actions).toMatchObject({ assign: true, take: false });
    expect(seen.salesOfBranch.map((s) => s.name)).toContain('Maya Anggraini');
    expect(seen.salesOfBranch.map((s) => s.name)).not.toContain('Bayu Saputra');
    const wrong = await hendra.post(url(lead.id, 'assign'), { staffId: demo('salesBandung').id });
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong)!.message).toBe('Pilih sales yang aktif di cabang lead ini.');
    const advisor = await hendra.post(url(lead.id, 'assign'), { staffId: demo('advisorSunter').id });
    expect(advisor.status).toBe(422);
    const done = dataOf(staffLeadCalls.assign, await hendra.post(url(lead.id, 'assign'), { staffId: demo('salesSunter').id }));
    expect(done.lead.assignee?.name).toBe('Maya Anggraini');
    expect(done.timeline[0]).toMatchObject({ who: 'Hendra Gunawan', text: 'Ditugaskan ke Maya Anggraini' });
    expect((await auditOf(ctx, 'lead', lead.id)).map((a) => [a.action, a.staffId, (a.after as { assignee?: string }).assignee])).toEqual([
      ['lead.assign', demo('manager').id, 'Maya Anggraini'],
    ]);
  });
});

describe('status changes', () => {
  it('walk LEAD_TRANSITIONS and refuse the rest with the table\'s message', async () => {
    const lead = await sunterLead('Alur Status');
    const skip = await maya.post(url(lead.id, 'status'), { status: 'terjual' });
    expect(skip.status).toBe(409);
    expect(errorOf(skip)).toEqual({ type: 'InvalidTransition', message: 'Status lead tidak dapat diubah dari Baru ke Terjual.' });
    const noReason = await maya.post(url(lead.id, 'status'), { status: 'batal' });
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason)!.message).toBe('Tulis alasan pembatalan lead.');
    expect(await eventsOf(ctx, lead.id)).toHaveLength(1);
    expect(await auditOf(ctx, 'lead', lead.id)).toEqual([]);

    expect((await detail(maya, lead.id)).actions.statuses).toEqual(['dihubungi', 'batal']);
    ctx.clock.advance(60_000);
    const contacted = dataOf(staffLeadCalls.status, await maya.post(url(lead.id, 'status'), { status: 'dihubungi', note: 'Sudah ditelepon, minta brosur' }));
    expect(contacted.lead).toMatchObject({ status: 'dihubungi', closedAt: null });
    expect(contacted.lead.firstContactedAt).not.toBeNull();
    expect(contacted.timeline[0]).toMatchObject({ type: 'status', who: 'Maya Anggraini', text: 'Status: Baru → Dihubungi. Catatan: Sudah ditelepon, minta brosur' });
    // Nobody handled it: moving it made it Maya's, in the same change.
    expect(contacted.lead.assignee).toEqual({ id: demo('salesSunter').id, name: 'Maya Anggraini' });
    expect(contacted.timeline[1]).toMatchObject({ type: 'assigned', who: 'Maya Anggraini', text: 'Diambil oleh Maya Anggraini' });
    expect(contacted.actions.take).toBe(false);
    const firstContact = contacted.lead.firstContactedAt;
    dataOf(staffLeadCalls.status, await maya.post(url(lead.id, 'status'), { status: 'janji-temu', note: 'Datang Sabtu' }));
    ctx.clock.advance(60_000);
    const back = dataOf(staffLeadCalls.status, await maya.post(url(lead.id, 'status'), { status: 'dihubungi' }));
    // The first contact stays the first one.
    expect(back.lead.firstContactedAt).toBe(firstContact);
    const sold = dataOf(staffLeadCalls.status, await maya.post(url(lead.id, 'status'), { status: 'terjual', note: 'SPK ditandatangani' }));
    expect(sold.lead.closedAt).not.toBeNull();
    expect(sold.actions.statuses).toEqual([]);
    const after = await maya.post(url(lead.id, 'status'), { status: 'dihubungi' });
    expect(after.status).toBe(409);
    expect(errorOf(after)!.message).toBe('Lead ini sudah ditutup (Terjual); statusnya tidak dapat diubah lagi.');
    expect((await auditOf(ctx, 'lead', lead.id)).map((a) => [a.action, (a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      ['lead.status', 'baru', 'dihubungi'],
      ['lead.status', 'dihubungi', 'janji-temu'],
      ['lead.status', 'janji-temu', 'dihubungi'],
      ['lead.status', 'dihubungi', 'terjual'],
    ]);
  });

  it("writes the audit row in the action's own transaction: an audit that fails leaves no change", async () => {
    const lead = await sunterLead('Audit Gagal');
    await ctx.db.execute(sql`create function kemudi_test_refuse_lead_audit() returns trigger language plpgsql as $$
      begin if new.action = 'lead.note' then raise exception 'audit refused by the test'; end if; return new; end $$`);
    await ctx.db.execute(sql`create trigger kemudi_test_refuse_lead_audit before insert on staff_audit for each row execute function kemudi_test_refuse_lead_audit()`);
    try {
      const refused = await maya.post(url(lead.id, 'notes'), { note: 'Catatan yang tidak boleh tersimpan' });
      expect(refused.status).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger kemudi_test_refuse_lead_audit on staff_audit`);
      await ctx.db.execute(sql`drop function kemudi_test_refuse_lead_audit()`);
    }
    expect((await eventsOf(ctx, lead.id)).map((e) => e.type)).toEqual(['created']);
    const noted = dataOf(staffLeadCalls.note, await maya.post(url(lead.id, 'notes'), { note: 'Pelanggan minta ditelepon sore' }));
    expect(noted.timeline[0]).toMatchObject({ type: 'note', who: 'Maya Anggraini', text: 'Pelanggan minta ditelepon sore' });
    const [audit] = await auditOf(ctx, 'lead', lead.id);
    expect(audit).toMatchObject({ action: 'lead.note', staffId: demo('salesSunter').id, after: expect.objectContaining({ note: 'Pelanggan minta ditelepon sore' }) });
    const [sunter] = await ctx.db.select({ id: branches.id }).from(branches).where(eq(branches.slug, SUNTER));
    expect(audit!.branchId).toBe(sunter!.id);
  });
});

describe('the first-contact deadline', () => {
  it(`puts leads still 'baru' after LEAD_FIRST_CONTACT_HOURS (${HOURS}) first, marked overdue, and counts them`, async () => {
    const tag = `Tenggat ${uniqueWord()}`;
    const first = await sunterLead(`${tag} Satu`);
    ctx.clock.advance(60_000);
    const second = await sunterLead(`${tag} Dua`);
    ctx.clock.advance((HOURS - 0.5) * 3_600_000);
    const query = `q=${encodeURIComponent(tag)}`;
    // 2.5 hours: not overdue yet (the default of 2 would have made them so).
    let page = await list(hendra, query);
    expect(page.firstContactHours).toBe(HOURS);
    expect(page.content.map((l) => [l.name, l.overdue])).toEqual([
      [`${tag} Dua`, false],
      [`${tag} Satu`, false],
    ]);
    ctx.clock.advance(3_600_000);
    const third = await sunterLead(`${tag} Tiga`);
    page = await list(hendra, query);
    // Overdue first (newest first among them), then the rest.
    expect(page.content.map((l) => [l.name, l.overdue])).toEqual([
      [`${tag} Dua`, true],
      [`${tag} Satu`, true],
      [`${tag} Tiga`, false],
    ]);
    expect(page.counts).toMatchObject({ all: 3, overdue: 2, baru: 3 });
    expect(page.content[0]!.dueAt).toBe(new Date(second.createdAt.getTime() + HOURS * 3_600_000).toISOString());
    // Contacting the second takes it off the deadline.
    dataOf(staffLeadCalls.status, await maya.post(url(second.id, 'status'), { status: 'dihubungi' }));
    page = await list(hendra, query);
    expect(page.content.map((l) => l.id)).toEqual([first.id, third.id, second.id]);
    expect(page.counts).toMatchObject({ all: 3, overdue: 1, baru: 2, dihubungi: 1 });
    expect((await list(hendra, `${query}&overdue=true`)).content.map((l) => l.id)).toEqual([first.id]);
    expect((await list(hendra, `${query}&status=dihubungi`)).content.map((l) => l.id)).toEqual([second.id]);
    expect((await list(hendra, `${query}&status=dihubungi`)).counts.all).toBe(3);
  });
});

describe('the Leads list and its CSV', () => {
  it('filters by kind, branch and period, refuses bad filters in Indonesian, and exports the same rows', async () => {
    const tag = `Ekspor ${uniqueWord()}`;
    const tradeIn = await site.lead(
      {
        name: `${tag} Tukar`,
        phoneNumber: newPhone(),
        modelCode: 'avanza',
        branchSlug: SUNTER,
        tradeIn: {
          car: { brand: 'toyota', model: 'avanza', transmission: 'manual', year: 2018, fuel: 'bensin', mileageKm: 60_000, provinceCode: 'dki_jakarta' },
          estimateLow: null,
          estimateHigh: null,
        },
      },
      'tukar-tambah',
    );
    await sunterLead(`${tag} Biasa`);
    await site.lead({ name: `${tag} Bandung`, phoneNumber: newPhone(), branchSlug: BANDUNG });
    const q = `q=${encodeURIComponent(tag)}`;
    expect((await list(admin, `${q}&kind=trade-in`)).content.map((l) => l.id)).toEqual([tradeIn.id]);
    expect((await list(admin, `${q}&branch=${BANDUNG}`)).content.map((l) => l.name)).toEqual([`${tag} Bandung`]);
    expect((await list(admin, `${q}&from=2000-01-01&to=2000-01-31`)).totalElements).toBe(0);
    const tradeInDetail = await detail(admin, tradeIn.id);
    expect(tradeInDetail.lead.facts.map((f) => f.label)).toContain('Mobil ditukar');
    const bad = await admin.get('/api/staff/v1/leads?status=selesai&assignee=siapa');
    expect(bad.status).toBe(400);

    const csv = await maya.get(`/api/staff/v1/leads/export.csv?${q}`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Nomor lead,Jenis,Status,Terlambat,Nama');
    // Maya's scope: Sunter only.
    expect(lines.slice(1).map((l) => l.split(',')[4]).sort()).toEqual([`${tag} Biasa`, `${tag} Tukar`]);
    expect(lines.some((l) => l.includes('Tukar Tambah'))).toBe(true);
    expect((await admin.get(`/api/staff/v1/leads/export.csv?${q}`)).body).toContain(`${tag} Bandung`);
  });
});
