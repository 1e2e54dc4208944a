import { LeadListQuery, STAFF_LEAD_EXPORTS, staffLeadCalls, staffTicketCalls, TicketListQuery } from '@kemudi/domain/contracts/staff-leads';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, TICKET_STATUS_LABELS, type LeadKind } from '@kemudi/domain/leads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvFileName, keysetBatches, registerCsvExport, type CsvColumn } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { actorOf, requireStaff, signedIn, staffDoc, withAudit } from '../staff';
import { exportCursor, exportPage, leadDetail, listLeads, listTickets, placeOfLead, summaryOf, ticketDetail, ticketSummaryOf, type Queue, type SummaryRow } from './read';
import { assignLeadAction, leadNoteAction, leadStatusAction, ticketChangeAction, ticketReplyAction } from './write';

const tags = ['staff console: leads and tickets'];
const doc = staffDoc(tags);
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The staff console's Leads and Tiket queues (issue 24), under /api/staff/v1/leads and /tickets:
 * lists, details with their timeline, the actions, and the CSV exports. Registered after the staff
 * module (its session and CSRF hooks cover these routes).
 */
export async function staffLeadRoutes(app: FastifyInstance) {
  const scoped = (queue: Queue, permission: Parameters<typeof requireStaff>[0]) =>
    requireStaff(permission, { branchOf: (request) => placeOfLead(app.db, queue, idOf(request)) });
  const hours = app.config.LEAD_FIRST_CONTACT_HOURS;

  // Leads ---------------------------------------------------------------------------------------
  route(
    app,
    staffLeadCalls.list,
    doc('Leads: filters (kind, status, branch, assignee, overdue, period), search, sort, paging and counts; overdue first', {
      description:
        `Sales leads (forms, WhatsApp clicks, Tukar Tambah, Jual Mobil Saya, test drives) in the caller's scope: a sales sees their branch's leads assigned to them or to nobody. ` +
        `A lead still 'baru' ${hours} hours (LEAD_FIRST_CONTACT_HOURS) after it came in is overdue: overdue leads come first, marked overdue:true.`,
      guard: requireStaff('leads.read'),
    }),
    async (request) => listLeads(app, signedIn(request), request.query),
  );
  route(app, staffLeadCalls.detail, doc('A lead: contact, form facts, booking, the actions the caller may take and the timeline', { guard: scoped('leads', 'leads.read') }), async (request) =>
    leadDetail(app, signedIn(request), request.params.id),
  );
  const leadWrite = (summary: string, description: string) => doc(summary, { description, errors: [409, 422], guard: scoped('leads', 'leads.write') });
  route(
    app,
    staffLeadCalls.assign,
    leadWrite(
      'Assign a lead to a sales of its branch (a sales: take an unassigned lead)',
      'A manager or admin: any active sales of the lead\'s branch (422 otherwise). A sales: only themselves, only an unassigned lead (403; 409 AlreadyAssigned when taken meanwhile). Audited as lead.assign.',
    ),
    async (request) => {
      await assignLeadAction(app, request, request.params.id, request.body.staffId);
      return leadDetail(app, signedIn(request), request.params.id);
    },
  );
  route(
    app,
    staffLeadCalls.status,
    leadWrite(
      "Change a lead's status (LEAD_TRANSITIONS) with a note",
      "baru → dihubungi → janji-temu → terjual / batal; anything else 409 InvalidTransition with the table's message. The first 'dihubungi' sets first_contacted_at; terjual and batal close the lead. batal needs a note. Audited as lead.status.",
    ),
    async (request) => {
      await leadStatusAction(app, request, request.params.id, request.body);
      return leadDetail(app, signedIn(request), request.params.id);
    },
  );
  route(app, staffLeadCalls.note, leadWrite('Add a note to a lead', 'Kept on the timeline. Audited as lead.note.'), async (request) => {
    await leadNoteAction(app, request, request.params.id, request.body.note);
    return leadDetail(app, signedIn(request), request.params.id);
  });

  // Tickets -------------------------------------------------------------------------------------
  route(
    app,
    staffTicketCalls.list,
    doc('Hubungi Kami tickets: status, branch, period, search, sort, paging and counts', { guard: requireStaff('tickets.read') }),
    async (request) => listTickets(app, signedIn(request), request.query),
  );
  route(app, staffTicketCalls.detail, doc('A ticket: the question, the actions and the timeline (replies, later messages)', { guard: scoped('tickets', 'tickets.read') }), async (request) =>
    ticketDetail(app, signedIn(request), request.params.id),
  );
  const ticketWrite = (summary: string, description: string) => doc(summary, { description, errors: [409, 422], guard: scoped('tickets', 'tickets.write') });
  route(
    app,
    staffTicketCalls.reply,
    ticketWrite(
      'Reply to a ticket by email and/or WhatsApp',
      'Through the messages outbox in the same transaction; kept on the timeline with its channels; the ticket becomes dibalas. A closed ticket: 409 (reopen it first). Audited as ticket.reply.',
    ),
    async (request) => {
      await ticketReplyAction(app, request, request.params.id, request.body);
      return ticketDetail(app, signedIn(request), request.params.id);
    },
  );
  for (const action of ['close', 'reopen'] as const) {
    route(
      app,
      staffTicketCalls[action],
      ticketWrite(action === 'close' ? 'Close a ticket' : 'Reopen a closed ticket', `TICKET_TRANSITIONS (409 otherwise). Audited as ticket.${action}.`),
      async (request) => {
        await ticketChangeAction(app, request, request.params.id, action, request.body.note);
        return ticketDetail(app, signedIn(request), request.params.id);
      },
    );
  }

  // CSV -----------------------------------------------------------------------------------------
  const dateTime = (d: Date | null) => (d ? d.toISOString() : null);
  const leadColumns: CsvColumn<SummaryRow>[] = [
    { header: 'Nomor lead', value: (r) => r.lead.leadNo },
    { header: 'Jenis', value: (r) => LEAD_KIND_LABELS[r.lead.kind as LeadKind] ?? r.lead.kind },
    { header: 'Status', value: (r) => LEAD_STATUS_LABELS[r.lead.status as keyof typeof LEAD_STATUS_LABELS] ?? r.lead.status },
    { header: 'Terlambat', value: (r) => (summaryOf(r, hours, app.clock()).overdue ? 'Ya' : 'Tidak') },
    { header: 'Nama', value: (r) => r.lead.name },
    { header: 'Nomor HP', value: (r) => r.lead.phoneNumber },
    { header: 'Email', value: (r) => r.lead.email },
    { header: 'Mobil', value: (r) => summaryOf(r, hours, app.clock()).car },
    { header: 'Cabang', value: (r) => r.branchName ?? r.lead.branchSlug },
    { header: 'Sales', value: (r) => r.assigneeName },
    { header: 'Masuk', value: (r) => dateTime(r.lead.createdAt) },
    { header: 'Dihubungi pertama', value: (r) => dateTime(r.lead.firstContactedAt) },
    { header: 'Ditutup', value: (r) => dateTime(r.lead.closedAt) },
  ];
  const ticketColumns: CsvColumn<SummaryRow>[] = [
    { header: 'Nomor tiket', value: (r) => r.lead.leadNo },
    { header: 'Status', value: (r) => TICKET_STATUS_LABELS[r.lead.status as keyof typeof TICKET_STATUS_LABELS] ?? r.lead.status },
    { header: 'Topik', value: (r) => ticketSummaryOf(r).topic },
    { header: 'Nama', value: (r) => r.lead.name },
    { header: 'Nomor HP', value: (r) => r.lead.phoneNumber },
    { header: 'Email', value: (r) => r.lead.email },
    { header: 'Cabang', value: (r) => r.branchName ?? r.lead.branchSlug },
    { header: 'Masuk', value: (r) => dateTime(r.lead.createdAt) },
    { header: 'Terakhir diperbarui', value: (r) => dateTime(r.lead.updatedAt) },
    { header: 'Ditutup', value: (r) => dateTime(r.lead.closedAt) },
  ];
  const exportOf = (queue: Queue, entity: 'lead' | 'ticket') => async (request: FastifyRequest, query: Record<string, unknown>) => {
    await withAudit(app.db, actorOf(app, request), { action: `${entity}.export`, entity, after: { file: csvFileName(queue === 'leads' ? 'leads' : 'tiket', app.clock()), filters: query } });
  };
  registerCsvExport(app, {
    path: STAFF_LEAD_EXPORTS.leads,
    summary: 'The filtered Leads list as CSV (streamed)',
    tags,
    query: LeadListQuery,
    guard: requireStaff('leads.read'),
    name: 'leads',
    columns: leadColumns,
    rows: (request, query) => keysetBatches(exportPage(app, signedIn(request), 'leads', query), exportCursor),
    onExport: exportOf('leads', 'lead'),
  });
  registerCsvExport(app, {
    path: STAFF_LEAD_EXPORTS.tickets,
    summary: 'The filtered Tiket list as CSV (streamed)',
    tags,
    query: TicketListQuery,
    guard: requireStaff('tickets.read'),
    name: 'tiket',
    columns: ticketColumns,
    rows: (request, query) => keysetBatches(exportPage(app, signedIn(request), 'tickets', query), exportCursor),
    onExport: exportOf('tickets', 'ticket'),
  });
}
