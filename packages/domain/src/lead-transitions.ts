import { LEAD_STATUS_LABELS, TICKET_STATUS_LABELS, type LeadStatus, type TicketStatus } from './leads';
import { TRANSITION_ACTOR_LABELS, type TransitionActor } from './transition-actors';

/**
 * Which status change a sales lead allows, and who may make it (issue 24): baru → dihubungi →
 * janji temu → terjual / batal. One table (LEAD_TRANSITIONS), in the style of booking-transitions.ts:
 * the API changes a lead's status only through it (apps/api/src/modules/leads/pipeline.ts), the tests
 * walk it, and the staff console reads it to offer the statuses a lead may move to.
 *
 * Hubungi Kami tickets (leads of kind 'contact') have their own table (TICKET_TRANSITIONS): a reply
 * makes an open ticket 'dibalas', staff close it, and it opens again when staff reopen it or the
 * customer writes again (TICKET_REOPEN_DAYS).
 *
 * Which staff member may act (role, branch, assignee) is the staff scope's to check
 * (apps/api/src/modules/staff/scope.ts); these tables say which change the record itself allows.
 */

export type LeadTransition = {
  readonly from: LeadStatus;
  readonly to: LeadStatus;
  readonly who: readonly TransitionActor[];
  /** Why, where it is not obvious. */
  readonly why?: string;
};

const STAFF: readonly TransitionActor[] = ['staff'];

export const LEAD_TRANSITIONS: readonly LeadTransition[] = [
  { from: 'baru', to: 'dihubungi', who: STAFF, why: 'The first contact: it meets the first-contact deadline (first_contacted_at).' },
  { from: 'baru', to: 'batal', who: STAFF, why: 'Spam, a wrong number, a duplicate of another lead.' },
  { from: 'dihubungi', to: 'janji-temu', who: STAFF, why: 'A visit, a test drive or an inspection agreed with the customer.' },
  { from: 'dihubungi', to: 'terjual', who: STAFF, why: 'Sold over the phone (a deal without a visit).' },
  { from: 'dihubungi', to: 'batal', who: STAFF },
  { from: 'janji-temu', to: 'dihubungi', who: STAFF, why: 'The appointment fell through; the sales keeps following the customer up.' },
  { from: 'janji-temu', to: 'terjual', who: STAFF },
  { from: 'janji-temu', to: 'batal', who: STAFF },
];

/** Statuses nothing leaves: the lead is closed (closed_at). */
export const LEAD_TERMINAL_STATUSES: readonly LeadStatus[] = ['terjual', 'batal'];

export const LEAD_TRANSITION_MESSAGES = {
  CLOSED: (status: LeadStatus) => `Lead ini sudah ditutup (${LEAD_STATUS_LABELS[status]}); statusnya tidak dapat diubah lagi.`,
  SAME: (status: LeadStatus) => `Lead ini sudah berstatus ${LEAD_STATUS_LABELS[status]}.`,
  REFUSED: (from: LeadStatus, to: LeadStatus) => `Status lead tidak dapat diubah dari ${LEAD_STATUS_LABELS[from]} ke ${LEAD_STATUS_LABELS[to]}.`,
  NOT_FOR_ACTOR: (actor: TransitionActor) => `${TRANSITION_ACTOR_LABELS[actor]} tidak dapat mengubah status lead.`,
  /** A cancellation says why (the next sales reading the lead needs to know). */
  CANCEL_NEEDS_NOTE: 'Tulis alasan pembatalan lead.',
} as const;

/** The outcome of a status change: allowed, or why not (answered with 409). */
export type LeadVerdict = { ok: true } | { ok: false; type: 'InvalidTransition'; message: string };

/** Whether `actor` may move a lead from `from` to `to`, by LEAD_TRANSITIONS. */
export function checkLeadChange(from: LeadStatus, to: LeadStatus, actor: TransitionActor): LeadVerdict {
  const refuse = (message: string): LeadVerdict => ({ ok: false, type: 'InvalidTransition', message });
  const row = LEAD_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (row) return row.who.includes(actor) ? { ok: true } : refuse(LEAD_TRANSITION_MESSAGES.NOT_FOR_ACTOR(actor));
  if (LEAD_TERMINAL_STATUSES.includes(from)) return refuse(LEAD_TRANSITION_MESSAGES.CLOSED(from));
  if (from === to) return refuse(LEAD_TRANSITION_MESSAGES.SAME(from));
  return refuse(LEAD_TRANSITION_MESSAGES.REFUSED(from, to));
}

/** The statuses `actor` may move a lead in `from` to (the console's choices), in the table's order. */
export function leadStatusesFor(from: LeadStatus, actor: TransitionActor): LeadStatus[] {
  return LEAD_TRANSITIONS.filter((t) => t.from === from && t.who.includes(actor)).map((t) => t.to);
}

// ---------------------------------------------------------------------------------------------
// Hubungi Kami tickets
// ---------------------------------------------------------------------------------------------

export const TICKET_ACTIONS = ['reply', 'close', 'reopen'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const TICKET_ACTION_LABELS: Readonly<Record<TicketAction, string>> = {
  reply: 'Balas',
  close: 'Tutup tiket',
  reopen: 'Buka kembali',
};

export type TicketTransition = {
  readonly action: TicketAction;
  readonly from: TicketStatus;
  readonly to: TicketStatus;
  readonly who: readonly TransitionActor[];
  readonly why?: string;
};

/** terbuka → dibalas → ditutup; a closed ticket opens again (staff, or the customer writing again). */
export const TICKET_TRANSITIONS: readonly TicketTransition[] = [
  { action: 'reply', from: 'terbuka', to: 'dibalas', who: STAFF },
  { action: 'reply', from: 'dibalas', to: 'dibalas', who: STAFF, why: 'A further answer (the customer asked more by phone or email).' },
  { action: 'close', from: 'terbuka', to: 'ditutup', who: STAFF, why: 'Settled without a written answer (by phone), or spam.' },
  { action: 'close', from: 'dibalas', to: 'ditutup', who: STAFF },
  { action: 'reopen', from: 'ditutup', to: 'terbuka', who: ['staff', 'customer'], why: `The customer wrote again within TICKET_REOPEN_DAYS of the closing, or staff reopen it.` },
];

/** A customer writing again (same email or phone) within this many days of a ticket's closing reopens it instead of opening a new one. */
export const TICKET_REOPEN_DAYS = 30;

export const TICKET_TRANSITION_MESSAGES = {
  /** Why `action` is refused on a ticket in `from` (the table has no row). */
  REFUSED: (action: TicketAction, from: TicketStatus): string =>
    action === 'reopen'
      ? `Tiket ini masih ${TICKET_STATUS_LABELS[from].toLowerCase()}; hanya tiket yang ditutup dapat dibuka kembali.`
      : action === 'reply'
        ? 'Tiket ini sudah ditutup. Buka kembali tiket untuk membalas.'
        : 'Tiket ini sudah ditutup.',
  NOT_FOR_ACTOR: (action: TicketAction, actor: TransitionActor) => `${TRANSITION_ACTOR_LABELS[actor]} tidak dapat melakukan "${TICKET_ACTION_LABELS[action]}" pada tiket.`,
} as const;

export type TicketVerdict = { ok: true; status: TicketStatus } | { ok: false; type: 'InvalidTransition'; message: string };

/** Whether `actor` may take `action` on a ticket in `from`, by TICKET_TRANSITIONS. */
export function checkTicketChange(from: TicketStatus, action: TicketAction, actor: TransitionActor): TicketVerdict {
  const refuse = (message: string): TicketVerdict => ({ ok: false, type: 'InvalidTransition', message });
  const rows = TICKET_TRANSITIONS.filter((t) => t.action === action && t.who.includes(actor));
  if (rows.length === 0) return refuse(TICKET_TRANSITION_MESSAGES.NOT_FOR_ACTOR(action, actor));
  const row = rows.find((t) => t.from === from);
  if (row) return { ok: true, status: row.to };
  return refuse(TICKET_TRANSITION_MESSAGES.REFUSED(action, from));
}

/** The actions `actor` may take on a ticket in `from` (the console's buttons). */
export function ticketActionsFor(from: TicketStatus, actor: TransitionActor): TicketAction[] {
  return TICKET_ACTIONS.filter((action) => checkTicketChange(from, action, actor).ok);
}
