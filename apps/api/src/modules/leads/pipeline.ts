import { randomInt } from 'node:crypto';
import { type bookings, leadEvents, leads, type Db } from '@kemudi/db';
import { ORDER_NO_ALPHABET } from '@kemudi/domain/commerce';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { WIB_OFFSET_MINUTES } from '@kemudi/domain/format';
import { checkLeadChange, checkTicketChange, LEAD_TERMINAL_STATUSES, LEAD_TRANSITION_MESSAGES, type TicketAction } from '@kemudi/domain/lead-transitions';
import { LEAD_STATUS_LABELS, TICKET_STATUS_LABELS, type LeadEventType, type LeadKind, type LeadStatus, type TicketStatus } from '@kemudi/domain/leads';
import { STAFF_LEAD_MESSAGES } from '@kemudi/domain/contracts/staff-leads';
import type { TransitionActor } from '@kemudi/domain/transition-actors';
import { and, eq, isNull, or } from 'drizzle-orm';
import { AppError, badRequest } from '../../lib/errors';
import { cityCentre } from '../bookings';
import { listNearestBranches } from '../branches';
import { composeEmail, queueMessage, WHATSAPP_BODY_MAX_CHARS, whatsappMessage } from '../messages';

/*
 * A lead's and a ticket's life after it is made (issue 24): its branch, its timeline (lead_events),
 * the lead a booking opens, and every change staff make — status through LEAD_TRANSITIONS, assignment,
 * notes; a ticket's replies (through the messages outbox), closing and reopening through
 * TICKET_TRANSITIONS. Each change runs in the caller's transaction (the staff queue writes its audit
 * row in the same one) and is conditional on the state the caller read, so two changes at once
 * cannot both apply.
 */

export type LeadRow = typeof leads.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

const conflict = (type: string, message: string) => new AppError(409, type, message);
const CHANGED_MEANWHILE = 'Lead ini baru saja diubah oleh staf lain. Muat ulang halaman, lalu coba lagi.';

/** 'LD-261127-7KQ2MX' / 'TK-261127-7KQ2MX': the local (WIB) date and six unambiguous characters. */
export function newLeadNo(prefix: 'LD' | 'TK', at: Date): string {
  const local = new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString();
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `${prefix}-${local.slice(2, 4)}${local.slice(5, 7)}${local.slice(8, 10)}-${tail}`;
}

/**
 * The branch a lead goes to: the one its form named, else the nearest sales branch of the visitor's
 * city (the §9 fallback city when the lead names none), so that every lead lands in a branch queue.
 */
export async function leadBranchOf(db: Db, input: { branchSlug?: string | null | undefined; cityCode?: string | null | undefined }): Promise<string | null> {
  if (input.branchSlug) return input.branchSlug;
  const centre = await cityCentre(db, input.cityCode ?? FALLBACK_CITY);
  const [nearest] = await listNearestBranches(db, { ...centre, service: 'sales', limit: 1 });
  return nearest?.slug ?? null;
}

/** One entry of a lead's or ticket's timeline. `staffId` null: the customer or the system. */
export async function recordLeadEvent(
  tx: Db,
  leadId: string,
  event: { type: LeadEventType; note: string; at: Date; staffId?: string | null; channels?: readonly ('email' | 'whatsapp')[] },
): Promise<void> {
  await tx.insert(leadEvents).values({
    leadId,
    type: event.type,
    note: event.note,
    at: event.at,
    staffId: event.staffId ?? null,
    channels: event.channels && event.channels.length > 0 ? event.channels.join(',') : null,
  });
}

/** The lead kind a booking opens: a test drive (new or used car) or a Jual Mobil Saya inspection; other bookings open none. */
export function leadKindOfBooking(kind: string): Extract<LeadKind, 'test-drive' | 'sell-car'> | null {
  if (kind === 'test-drive' || kind === 'used-car-test-drive') return 'test-drive';
  if (kind === 'inspection') return 'sell-car';
  return null;
}

/**
 * The sales lead of a test-drive or Jual Mobil Saya booking, written in the booking's own
 * transaction (bookings' create path calls it): the slot lives on the booking, the sales follow-up
 * on the lead (leads.booking_id). Other kinds: nothing.
 */
export async function openLeadOfBooking(tx: Db, booking: BookingRow): Promise<void> {
  const kind = leadKindOfBooking(booking.kind);
  if (!kind) return;
  const details = booking.details as { modelCode?: string; usedCarCode?: string; view?: { title?: string; summary?: unknown } };
  const branchSlug = await leadBranchOf(tx, { branchSlug: booking.branchSlug, cityCode: booking.cityCode });
  const [lead] = await tx
    .insert(leads)
    .values({
      leadNo: newLeadNo('LD', booking.createdAt),
      kind,
      formId: booking.kind,
      phoneNumber: booking.contactPhone,
      uniqueId: booking.contactPhone,
      name: booking.contactName,
      email: booking.contactEmail,
      customerId: booking.customerId,
      modelCode: details.modelCode ?? null,
      branchSlug,
      sourcePage: booking.sourcePage,
      payload: { bookingNo: booking.bookingNo, title: details.view?.title ?? null, summary: details.view?.summary ?? [], usedCarCode: details.usedCarCode ?? null },
      idempotencyKey: `booking:${booking.id}`,
      status: 'baru',
      bookingId: booking.id,
      createdAt: booking.createdAt,
      updatedAt: booking.createdAt,
    })
    .returning({ id: leads.id });
  await recordLeadEvent(tx, lead!.id, { type: 'created', note: `Lead dibuka dari booking ${booking.bookingNo}`, at: booking.createdAt });
}

// ---------------------------------------------------------------------------------------------
// Staff changes of a sales lead
// ---------------------------------------------------------------------------------------------

/** The lead, locked for the caller's transaction; null when it does not exist. */
export async function lockLead(tx: Db, id: string): Promise<LeadRow | null> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update').limit(1);
  return row ?? null;
}

const statusText = (from: string, to: string, note?: string | null) =>
  `Status: ${LEAD_STATUS_LABELS[from as LeadStatus] ?? from} → ${LEAD_STATUS_LABELS[to as LeadStatus] ?? to}${note ? `. Catatan: ${note}` : ''}`;

/**
 * A status change through LEAD_TRANSITIONS (409 with its message otherwise). The first 'dihubungi'
 * meets the first-contact deadline (first_contacted_at); 'terjual' and 'batal' close the lead.
 */
export async function changeLeadStatus(
  tx: Db,
  row: LeadRow,
  to: LeadStatus,
  actor: TransitionActor,
  change: { staffId: string | null; note?: string | undefined; at: Date },
): Promise<LeadRow> {
  const verdict = checkLeadChange(row.status as LeadStatus, to, actor);
  if (!verdict.ok) throw conflict(verdict.type, verdict.message);
  if (to === 'batal' && !change.note) throw badRequest(LEAD_TRANSITION_MESSAGES.CANCEL_NEEDS_NOTE);
  const [updated] = await tx
    .update(leads)
    .set({
      status: to,
      updatedAt: change.at,
      ...(to === 'dihubungi' && !row.firstContactedAt ? { firstContactedAt: change.at } : {}),
      ...(LEAD_TERMINAL_STATUSES.includes(to) ? { closedAt: change.at } : {}),
    })
    .where(and(eq(leads.id, row.id), eq(leads.status, row.status)))
    .returning();
  if (!updated) throw conflict('Conflict', CHANGED_MEANWHILE);
  await recordLeadEvent(tx, row.id, { type: 'status', note: statusText(row.status, to, change.note), staffId: change.staffId, at: change.at });
  return updated;
}

/** Hands an open lead to `assignee` (who may is the caller's to check); 409 when it was taken meanwhile. */
export async function assignLead(tx: Db, row: LeadRow, assignee: { id: string; name: string }, change: { staffId: string | null; at: Date }): Promise<LeadRow> {
  if (LEAD_TERMINAL_STATUSES.includes(row.status as LeadStatus)) throw conflict('InvalidTransition', LEAD_TRANSITION_MESSAGES.CLOSED(row.status as LeadStatus));
  if (row.assignedStaffId === assignee.id) throw conflict('SameAssignee', STAFF_LEAD_MESSAGES.SameAssignee);
  const [updated] = await tx
    .update(leads)
    .set({ assignedStaffId: assignee.id, assignedAt: change.at, updatedAt: change.at })
    .where(and(eq(leads.id, row.id), row.assignedStaffId ? eq(leads.assignedStaffId, row.assignedStaffId) : isNull(leads.assignedStaffId)))
    .returning();
  if (!updated) throw conflict('Conflict', CHANGED_MEANWHILE);
  const taken = change.staffId === assignee.id;
  await recordLeadEvent(tx, row.id, { type: 'assigned', note: taken ? `Diambil oleh ${assignee.name}` : `Ditugaskan ke ${assignee.name}`, staffId: change.staffId, at: change.at });
  return updated;
}

export async function addLeadNote(tx: Db, row: LeadRow, note: string, change: { staffId: string | null; at: Date }): Promise<LeadRow> {
  const [updated] = await tx.update(leads).set({ updatedAt: change.at }).where(eq(leads.id, row.id)).returning();
  await recordLeadEvent(tx, row.id, { type: 'note', note, staffId: change.staffId, at: change.at });
  return updated!;
}

// ---------------------------------------------------------------------------------------------
// Hubungi Kami tickets
// ---------------------------------------------------------------------------------------------

const ticketStatusText = (from: string, to: string) =>
  `${TICKET_STATUS_LABELS[from as TicketStatus] ?? from} → ${TICKET_STATUS_LABELS[to as TicketStatus] ?? to}`;

/** Closing or reopening a ticket through TICKET_TRANSITIONS (409 with its message otherwise). */
export async function changeTicket(
  tx: Db,
  row: LeadRow,
  action: Exclude<TicketAction, 'reply'>,
  actor: TransitionActor,
  change: { staffId: string | null; note?: string | undefined; at: Date },
): Promise<LeadRow> {
  const verdict = checkTicketChange(row.status as TicketStatus, action, actor);
  if (!verdict.ok) throw conflict(verdict.type, verdict.message);
  const [updated] = await tx
    .update(leads)
    .set({ status: verdict.status, updatedAt: change.at, closedAt: action === 'close' ? change.at : null })
    .where(and(eq(leads.id, row.id), eq(leads.status, row.status)))
    .returning();
  if (!updated) throw conflict('Conflict', CHANGED_MEANWHILE);
  const what = action === 'close' ? 'Tiket ditutup' : 'Tiket dibuka kembali';
  await recordLeadEvent(tx, row.id, {
    type: action === 'close' ? 'status' : 'reopened',
    note: `${what} (${ticketStatusText(row.status, verdict.status)})${change.note ? `. Catatan: ${change.note}` : ''}`,
    staffId: change.staffId,
    at: change.at,
  });
  return updated;
}

/**
 * A staff reply to a ticket, sent by email and/or WhatsApp through the messages outbox in the same
 * transaction, and kept on the ticket's timeline with its channels; the ticket becomes 'dibalas'.
 */
export async function replyTicket(
  tx: Db,
  row: LeadRow,
  reply: { message: string; channels: readonly ('email' | 'whatsapp')[] },
  change: { staffId: string | null; at: Date },
): Promise<LeadRow> {
  const verdict = checkTicketChange(row.status as TicketStatus, 'reply', 'staff');
  if (!verdict.ok) throw conflict(verdict.type, verdict.message);
  if (reply.channels.includes('email') && !row.email) throw new AppError(422, 'NoEmail', STAFF_LEAD_MESSAGES.NoEmail);
  if (reply.channels.includes('whatsapp') && !row.phoneNumber) throw new AppError(422, 'NoPhone', STAFF_LEAD_MESSAGES.NoPhone);
  // Issue 27: a WhatsApp reply is the template 'kemudi_tiket_balasan', whose whole text Meta caps (132005): refused here, not failed later.
  const whatsapp = reply.channels.includes('whatsapp') ? whatsappMessage('kemudi_tiket_balasan', [row.name ?? 'Pelanggan', reply.message, row.leadNo]) : null;
  if (whatsapp && whatsapp.text.length > WHATSAPP_BODY_MAX_CHARS) {
    const allowed = WHATSAPP_BODY_MAX_CHARS - (whatsapp.text.length - whatsapp.template.params[1]!.length);
    throw new AppError(422, 'ReplyTooLongForWhatsApp', `Balasan lewat WhatsApp paling banyak ${allowed} karakter (batas WhatsApp). Persingkat balasan, atau kirim lewat email saja.`);
  }
  const [updated] = await tx
    .update(leads)
    .set({ status: verdict.status, updatedAt: change.at })
    .where(and(eq(leads.id, row.id), or(eq(leads.status, 'terbuka'), eq(leads.status, 'dibalas'))))
    .returning();
  if (!updated) throw conflict('Conflict', CHANGED_MEANWHILE);
  const footer = `Tiket ${row.leadNo} · Tim Kemudi. Balas pesan ini atau kirim pertanyaan baru di halaman Hubungi Kami bila masih ada yang ingin ditanyakan.`;
  if (reply.channels.includes('email')) {
    const email = composeEmail({ template: 'ticket-reply', data: { ticketNo: row.leadNo, name: row.name ?? 'Pelanggan', reply: reply.message, footer } });
    await queueMessage(tx, { channel: 'email', to: row.email!, ...email }, change.at);
  }
  if (whatsapp) {
    // The utility template 'kemudi_tiket_balasan' (issue 27): its text is the greeting, the reply (on one line: Meta refuses new lines in a parameter) and the footer.
    await queueMessage(tx, { channel: 'whatsapp', to: row.phoneNumber!, ...whatsapp }, change.at);
  }
  await recordLeadEvent(tx, row.id, { type: 'reply', note: reply.message, staffId: change.staffId, channels: reply.channels, at: change.at });
  return updated;
}
