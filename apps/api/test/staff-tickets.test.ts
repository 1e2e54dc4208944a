/**
 * The staff console's Tiket queue (issue 24), over the real database: a Hubungi Kami question is
 * an open ticket of the nearest branch of the visitor's city; who may read and act on it; a reply
 * goes out by email and/or WhatsApp through the messages outbox and stays on the ticket; closing and
 * reopening through TICKET_TRANSITIONS; the same contact writing again within 30 days of the closing
 * reopens the ticket with the new message instead of opening another; audit rows; the CSV export.
 */
import { leads, outboxMessages } from '@kemudi/db';
import { staffTicketCalls } from '@kemudi/domain/contracts/staff-leads';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffContext, dataOf, demo, signIn, type StaffClient, type StaffContext } from './staff-helpers';
import { auditOf, errorOf, eventsOf, newPhone, uniqueWord, visitor } from './staff-leads-helpers';

let ctx: StaffContext;
let admin: StaffClient;
let hendra: StaffClient; // branch manager, Sunter and Kelapa Gading
let site: ReturnType<typeof visitor>;

beforeAll(async () => {
  ctx = await createStaffContext({ RATE_LIMITS: 'off' });
  site = visitor(ctx);
  admin = await signIn(ctx, demo('admin'));
  hendra = await signIn(ctx, demo('manager'));
});
afterAll(() => ctx.close());

const url = (id: string, action = '') => `/api/staff/v1/tickets/${id}${action ? `/${action}` : ''}`;
const ticketRow = async (ticketNo: string) => (await ctx.db.select().from(leads).where(eq(leads.leadNo, ticketNo)))[0]!;
const question = (name: string, extra: Record<string, unknown> = {}) =>
  site.contact({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}.${newPhone().slice(-5)}@contoh.com`, phoneNumber: newPhone(), ...extra });
const lastTo = async (recipient: string) =>
  (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt)).limit(1))[0];

describe('tickets', () => {
  it("a question is an open ticket of the nearest branch of the visitor's city; who may see it", async () => {
    const asked = await question('Nanda Pratiwi');
    const row = await ticketRow(asked.ticketNo);
    expect(row).toMatchObject({ kind: 'contact', status: 'terbuka' });
    expect(row.branchSlug).toMatch(/bandung/);
    const seen = dataOf(staffTicketCalls.detail, await admin.get(url(row.id)));
    expect(seen.ticket).toMatchObject({ ticketNo: asked.ticketNo, status: 'terbuka', topic: 'Servis & Suku Cadang', city: 'Kota Bandung', question: asked.sent.question });
    expect(seen.actions).toEqual({ reply: true, close: true, reopen: false });
    expect(seen.timeline).toEqual([expect.objectContaining({ type: 'created', who: 'Pelanggan', text: 'Pertanyaan diterima (Servis & Suku Cadang)' })]);

    // Sales have no tickets; a manager of Sunter and Kelapa Gading does not see a Bandung ticket.
    const maya = await signIn(ctx, demo('salesSunter'));
    expect((await maya.get('/api/staff/v1/tickets')).status).toBe(403);
    expect((await maya.get(url(row.id))).status).toBe(403);
    expect((await hendra.get(url(row.id))).status).toBe(404);
    expect((await hendra.post(url(row.id, 'close'), {})).status).toBe(404);
    expect(dataOf(staffTicketCalls.list, await hendra.get(`/api/staff/v1/tickets?q=${asked.ticketNo}`)).totalElements).toBe(0);
    // A ticket id is not a lead: the Leads queue does not know it.
    expect((await admin.get(`/api/staff/v1/leads/${row.id}`)).status).toBe(404);
  });

  it('a reply goes out by email and WhatsApp through the outbox and stays on the ticket', async () => {
    const asked = await question('Rudi Hartanto');
    const row = await ticketRow(asked.ticketNo);
    const none = await admin.post(url(row.id, 'reply'), { message: 'Bisa, Pak.', channels: [] });
    expect(none.status).toBe(400);
    expect(errorOf(none)!.message).toContain('Pilih setidaknya satu saluran: Email atau WhatsApp.');

    ctx.clock.advance(60_000);
    const message = 'Bisa, Pak Rudi. Servis di rumah tersedia untuk Kota Bandung; kami hubungi untuk jadwalnya.';
    const replied = dataOf(staffTicketCalls.reply, await admin.post(url(row.id, 'reply'), { message, channels: ['email', 'whatsapp'] }));
    expect(replied.ticket.status).toBe('dibalas');
    expect(replied.timeline[0]).toMatchObject({ type: 'reply', who: 'Dewi Lestari', text: message, channels: ['email', 'whatsapp'] });
    const email = await lastTo(row.email!);
    expect(email).toMatchObject({ channel: 'email', subject: `Balasan tiket ${asked.ticketNo}` });
    expect(email!.body).toContain(message);
    const whatsapp = await lastTo(row.phoneNumber!);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp' });
    expect(whatsapp!.body).toContain(message);
    // WhatsApp only: no further email.
    const emails = async () => ctx.db.$count(outboxMessages, and(eq(outboxMessages.recipient, row.email!), eq(outboxMessages.channel, 'email')));
    const before = await emails();
    dataOf(staffTicketCalls.reply, await admin.post(url(row.id, 'reply'), { message: 'Jadwal terdekat Sabtu pagi.', channels: ['whatsapp'] }));
    expect(await emails()).toBe(before);
    expect((await auditOf(ctx, 'ticket', row.id)).map((a) => [a.action, (a.after as { channels: string[] }).channels])).toEqual([
      ['ticket.reply', ['email', 'whatsapp']],
      ['ticket.reply', ['whatsapp']],
    ]);
    // Issue 27: WhatsApp caps a template's whole text (1024 characters); a longer reply is refused before anything is sent, by email it goes.
    const long = `Terima kasih atas pertanyaannya. ${'Rincian paket servis di rumah. '.repeat(40)}`;
    const tooLong = await admin.post(url(row.id, 'reply'), { message: long, channels: ['email', 'whatsapp'] });
    expect(tooLong.status).toBe(422);
    expect(errorOf(tooLong)!.message).toMatch(/^Balasan lewat WhatsApp paling banyak \d{3} karakter \(batas WhatsApp\)\. Persingkat balasan, atau kirim lewat email saja\.$/);
    expect(await emails()).toBe(before);
    expect((await admin.post(url(row.id, 'reply'), { message: long, channels: ['email'] })).status).toBe(200);
  });

  it('close and reopen through TICKET_TRANSITIONS; a closed ticket takes no reply', async () => {
    const row = await ticketRow((await question('Lina Marlina')).ticketNo);
    const closed = dataOf(staffTicketCalls.close, await admin.post(url(row.id, 'close'), { note: 'Sudah dijawab lewat telepon' }));
    expect(closed.ticket.status).toBe('ditutup');
    expect(closed.ticket.closedAt).not.toBeNull();
    expect(closed.actions).toEqual({ reply: false, close: false, reopen: true });
    const reply = await admin.post(url(row.id, 'reply'), { message: 'Tambahan', channels: ['email'] });
    expect(reply.status).toBe(409);
    expect(errorOf(reply)).toEqual({ type: 'InvalidTransition', message: 'Tiket ini sudah ditutup. Buka kembali tiket untuk membalas.' });
    const again = await admin.post(url(row.id, 'close'), {});
    expect(errorOf(again)!.message).toBe('Tiket ini sudah ditutup.');
    const reopened = dataOf(staffTicketCalls.reopen, await admin.post(url(row.id, 'reopen'), {}));
    expect(reopened.ticket).toMatchObject({ status: 'terbuka', closedAt: null });
    expect(reopened.timeline[0]).toMatchObject({ type: 'reopened', who: 'Dewi Lestari' });
    const twice = await admin.post(url(row.id, 'reopen'), {});
    expect(twice.status).toBe(409);
    expect(errorOf(twice)!.message).toBe('Tiket ini masih terbuka; hanya tiket yang ditutup dapat dibuka kembali.');
    expect((await auditOf(ctx, 'ticket', row.id)).map((a) => a.action)).toEqual(['ticket.close', 'ticket.reopen']);
  });

  it('lists with counts and exports the filtered list as CSV', async () => {
    const tag = `Ekspor${uniqueWord()}`;
    const a = await question(`${tag} Satu`);
    await question(`${tag} Dua`);
    ctx.clock.advance(60_000);
    dataOf(staffTicketCalls.close, await admin.post(url((await ticketRow(a.ticketNo)).id, 'close'), {}));
    const page = dataOf(staffTicketCalls.list, await admin.get(`/api/staff/v1/tickets?q=${tag}`));
    expect(page.counts).toMatchObject({ all: 2, terbuka: 1, ditutup: 1, dibalas: 0 });
    // The last changed first.
    expect(page.content.map((t) => t.ticketNo)[0]).toBe(a.ticketNo);
    const open = dataOf(staffTicketCalls.list, await admin.get(`/api/staff/v1/tickets?q=${tag}&status=terbuka`));
    expect(open.content.map((t) => t.name)).toEqual([`${tag} Dua`]);
    const csv = await admin.get(`/api/staff/v1/tickets/export.csv?q=${tag}&status=ditutup`);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Nomor tiket,Status,Topik,Nama,Nomor HP,Email,Cabang,Masuk,Terakhir diperbarui,Ditutup');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([[a.ticketNo, 'Ditutup']]);
    expect((await auditOf(ctx, 'ticket', (await ticketRow(a.ticketNo)).id)).map((x) => x.action)).toEqual(['ticket.close']);
  });

  it('the same contact writing again within 30 days of the closing reopens the ticket with the new message; later, a new ticket', async () => {
    const first = await question('Yuni Astuti');
    const row = await ticketRow(first.ticketNo);
    dataOf(staffTicketCalls.close, await admin.post(url(row.id, 'close'), {}));
    ctx.clock.advance(20 * 86_400_000);
    // The same email from another phone: the same person.
    const later = { name: 'Yuni Astuti', email: row.email!, phoneNumber: newPhone(), topic: 'keluhan', question: 'Servis kemarin belum selesai, mobil masih berbunyi.' };
    const again = await site.contact(later);
    expect(again.ticketNo).toBe(first.ticketNo);
    expect(again.message).toContain(`Pertanyaan Anda kami tambahkan ke tiket ${first.ticketNo}, yang kami buka kembali.`);
    const reopened = await ticketRow(first.ticketNo);
    expect(reopened).toMatchObject({ status: 'terbuka', closedAt: null });
    expect((await eventsOf(ctx, row.id)).slice(-2)).toEqual([
      expect.objectContaining({ type: 'reopened', staffId: null }),
      expect.objectContaining({ type: 'customer-message', note: `Keluhan Layanan: ${later.question}` }),
    ]);
    expect((await lastTo(row.email!))!.subject).toBe(`Tiket ${first.ticketNo} dibuka kembali`);
    // The same request again (a retry): the same ticket, nothing added.
    const retried = await site.contact({ ...later, idempotencyKey: again.sent.idempotencyKey });
    expect(retried.ticketNo).toBe(first.ticketNo);
    expect(await eventsOf(ctx, row.id)).toHaveLength(4);
    // The staff console reads the customer's message on the timeline.
    const admin2 = await signIn(ctx, demo('admin'));
    const seen = dataOf(staffTicketCalls.detail, await admin2.get(url(row.id)));
    expect(seen.timeline[0]).toMatchObject({ type: 'customer-message', who: 'Pelanggan' });
    expect(seen.ticket.status).toBe('terbuka');
    // Closed again and 31 days pass: the next question is a new ticket.
    dataOf(staffTicketCalls.close, await admin2.post(url(row.id, 'close'), {}));
    ctx.clock.advance(31 * 86_400_000);
    const fresh = await site.contact({ ...later, question: 'Pertanyaan baru tentang servis berkala.' });
    expect(fresh.ticketNo).not.toBe(first.ticketNo);
    expect((await ticketRow(first.ticketNo)).status).toBe('ditutup');
  });
});
