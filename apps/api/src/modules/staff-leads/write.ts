/**
 * The Leads and Tiket queues' actions (issue 24): each one locks its record, makes the change
 * through the leads module (which holds the transition tables' checks and the timeline), and writes
 * the audit row in the same transaction — a refused or failed action leaves neither.
 */
import { branches, type Db } from '@kemudi/db';
import { STAFF_LEAD_MESSAGES } from '@kemudi/domain/contracts/staff-leads';
import type { LeadStatus } from '@kemudi/domain/leads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { addLeadNote, assignLead, changeLeadStatus, changeTicket, lockLead, replyTicket, type LeadRow } from '../leads';
import { actorOf, recordNotFound, signedIn, withAudit } from '../staff';
import { salesOfBranch } from './read';

type Entity = 'lead' | 'ticket';

/** What the audit row keeps of a lead (before and after). */
const snapshot = (row: LeadRow) => ({ status: row.status, assignedStaffId: row.assignedStaffId, closedAt: row.closedAt?.toISOString() ?? null });

async function branchIdOf(tx: Db, slug: string | null): Promise<number | null> {
  if (!slug) return null;
  const [row] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.slug, slug)).limit(1);
  return row?.id ?? null;
}

/**
 * Runs `change` on the locked record in one transaction with its audit row. The guard checked the
 * scope already; the record is read again under the lock (it may have been taken meanwhile).
 */
async function act(
  app: FastifyInstance,
  request: FastifyRequest,
  entity: Entity,
  id: string,
  action: string,
  change: (tx: Db, row: LeadRow, at: Date) => Promise<{ row: LeadRow; after?: Record<string, unknown> }>,
): Promise<void> {
  const actor = actorOf(app, request);
  await app.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await lockLead(tx, id);
    if (!row) throw recordNotFound();
    const done = await change(tx, row, actor.at);
    await withAudit(tx, actor, {
      action,
      entity,
      entityId: id,
      branchId: await branchIdOf(tx, row.branchSlug),
      before: snapshot(row),
      after: { ...snapshot(done.row), ...done.after },
    });
  });
}

/**
 * Assign a lead: a manager or admin to any active sales of the lead's branch; a sales only takes an
 * unassigned lead for themselves ("Ambil lead") — 409 when someone took it first.
 */
export function assignLeadAction(app: FastifyInstance, request: FastifyRequest, id: string, staffId: string) {
  const caller = signedIn(request);
  return act(app, request, 'lead', id, 'lead.assign', async (tx, row, at) => {
    if (caller.role === 'sales') {
      if (staffId !== caller.id) throw new AppError(403, 'Forbidden', STAFF_LEAD_MESSAGES.AssignOwnOnly);
      if (row.assignedStaffId && row.assignedStaffId !== caller.id) {
        const taker = (await salesOfBranch(tx, row.branchSlug)).find((s) => s.id === row.assignedStaffId);
        throw new AppError(409, 'AlreadyAssigned', STAFF_LEAD_MESSAGES.AlreadyAssigned.replace('{name}', taker?.name ?? 'sales lain'));
      }
    }
    const assignee = (await salesOfBranch(tx, row.branchSlug)).find((s) => s.id === staffId);
    if (!assignee) throw new AppError(422, 'NotSalesOfBranch', STAFF_LEAD_MESSAGES.NotSalesOfBranch);
    return { row: await assignLead(tx, row, assignee, { staffId: caller.id, at }), after: { assignee: assignee.name } };
  });
}

/**
 * A status change. A sales who moves a lead that nobody handles yet (contacts it, cancels it) takes
 * it in the same transaction — the lead is theirs from then on, as after "Ambil lead" — so that no
 * lead is worked on while it still reads "belum ditangani" for the rest of the branch.
 */
export function leadStatusAction(app: FastifyInstance, request: FastifyRequest, id: string, body: { status: LeadStatus; note?: string | undefined }) {
  const caller = signedIn(request);
  return act(app, request, 'lead', id, 'lead.status', async (tx, row, at) => {
    let current = row;
    if (caller.role === 'sales' && row.assignedStaffId === null) {
      const self = (await salesOfBranch(tx, row.branchSlug)).find((s) => s.id === caller.id);
      if (!self) throw new AppError(422, 'NotSalesOfBranch', STAFF_LEAD_MESSAGES.NotSalesOfBranch);
      current = await assignLead(tx, row, self, { staffId: caller.id, at });
    }
    return {
      row: await changeLeadStatus(tx, current, body.status, 'staff', { staffId: caller.id, note: body.note || undefined, at }),
      ...(body.note ? { after: { note: body.note } } : {}),
    };
  });
}

export function leadNoteAction(app: FastifyInstance, request: FastifyRequest, id: string, note: string) {
  const caller = signedIn(request);
  return act(app, request, 'lead', id, 'lead.note', async (tx, row, at) => ({ row: await addLeadNote(tx, row, note, { staffId: caller.id, at }), after: { note } }));
}

export function ticketReplyAction(app: FastifyInstance, request: FastifyRequest, id: string, body: { message: string; channels: ('email' | 'whatsapp')[] }) {
  const caller = signedIn(request);
  return act(app, request, 'ticket', id, 'ticket.reply', async (tx, row, at) => ({
    row: await replyTicket(tx, row, body, { staffId: caller.id, at }),
    after: { channels: body.channels, message: body.message },
  }));
}

export function ticketChangeAction(app: FastifyInstance, request: FastifyRequest, id: string, action: 'close' | 'reopen', note: string | undefined) {
  const caller = signedIn(request);
  return act(app, request, 'ticket', id, `ticket.${action}`, async (tx, row, at) => ({
    row: await changeTicket(tx, row, action, 'staff', { staffId: caller.id, note: note || undefined, at }),
    ...(note ? { after: { note } } : {}),
  }));
}
