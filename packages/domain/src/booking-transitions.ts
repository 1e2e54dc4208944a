import {
  BOOKING_MESSAGES as M,
  TCARE_KINDS,
  TCARE_STAGE_LABELS,
  TCARE_STAGES,
  type BookingKind,
  type BookingStatus,
  type TcareStage,
} from './bookings';
import { TRANSITION_ACTOR_LABELS, type TransitionActor } from './transition-actors';

/**
 * Which change a booking allows, and who may make it (issue 28): one table for its status
 * (BOOKING_TRANSITIONS) and one for the T-CARE stages a workshop reports (TCARE_TRANSITIONS). The
 * API changes a booking only through them (apps/api/src/modules/bookings/lifecycle.ts), the tests
 * walk them, and the staff console reads them to offer the actions a booking allows.
 *
 * A slot booking is made 'pending' (its slot is held at once) until the branch confirms it
 * (issue 24: the staff console's `confirm`, or the dealer system's `confirm` or first T-CARE
 * report); a spare-part request is made 'requested'. A pending booking can be moved or cancelled
 * like a confirmed one. Completed, cancelled and no-show bookings are closed. A change is named by its action, since some keep the status (a reschedule, a T-CARE
 * stage, a corrected answer). Time rules stay with the caller: the customer changes a booking only
 * until BOOKING_CHANGE_CUTOFF_HOURS before its slot; staff, who speak to the customer, at any time.
 */

export const BOOKING_ACTIONS = ['confirm', 'cancel', 'reschedule', 'stage', 'answer', 'complete', 'no_show'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The console's button for each action. */
export const BOOKING_ACTION_LABELS: Readonly<Record<BookingAction, string>> = {
  confirm: 'Konfirmasi',
  cancel: 'Batalkan',
  reschedule: 'Ubah jadwal',
  stage: 'Perbarui tahapan T-CARE',
  answer: 'Jawab ketersediaan',
  complete: 'Tandai selesai',
  no_show: 'Tandai tidak hadir',
};

export type BookingTransition = {
  readonly action: BookingAction;
  readonly from: BookingStatus;
  readonly to: BookingStatus;
  /** 'none': only before the workshop reports a T-CARE stage (it has not taken the car); 'any': at any stage. */
  readonly stage: 'none' | 'any';
  /** Only for these kinds (every kind when absent). */
  readonly kinds?: readonly BookingKind[];
  readonly who: readonly TransitionActor[];
  /** Why, where it is not obvious. */
  readonly why?: string;
};

const SPARE_PART: readonly BookingKind[] = ['spare-part'];
/** The dealer system and the staff console are two doors to the same back office (see order-transitions.ts). */
const BACK_OFFICE: readonly TransitionActor[] = ['dealer', 'staff'];

export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  { action: 'confirm', from: 'pending', to: 'confirmed', stage: 'none', who: BACK_OFFICE, why: 'The branch has checked the held slot (staff, or the dealer system).' },
  {
    action: 'cancel',
    from: 'pending',
    to: 'cancelled',
    stage: 'none',
    who: ['customer', 'staff'],
    why: 'Its slot is given back. Staff cancel when the branch cannot serve the slot, with the reason the customer reads.',
  },
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    stage: 'none',
    who: ['customer', 'staff'],
    why: 'Its slot is given back. Staff cancel for a customer who phoned, or when the branch cannot serve the day.',
  },
  { action: 'cancel', from: 'requested', to: 'cancelled', stage: 'none', who: ['customer', 'staff'] },
  { action: 'cancel', from: 'answered', to: 'cancelled', stage: 'none', who: ['staff'], why: 'The customer declined the part the branch offered.' },
  { action: 'reschedule', from: 'pending', to: 'pending', stage: 'none', who: ['customer', 'staff'], why: 'Still to be confirmed: a move does not confirm it.' },
  { action: 'reschedule', from: 'confirmed', to: 'confirmed', stage: 'none', who: ['customer', 'staff'], why: 'The new slot is taken and the old one given back.' },
  { action: 'stage', from: 'pending', to: 'confirmed', stage: 'none', kinds: TCARE_KINDS, who: BACK_OFFICE, why: 'The workshop has the car: its first T-CARE report confirms the booking.' },
  { action: 'stage', from: 'confirmed', to: 'confirmed', stage: 'any', kinds: TCARE_KINDS, who: BACK_OFFICE, why: 'Which stage may follow is TCARE_TRANSITIONS.' },
  { action: 'answer', from: 'requested', to: 'answered', stage: 'none', kinds: SPARE_PART, who: BACK_OFFICE },
  { action: 'answer', from: 'answered', to: 'answered', stage: 'none', kinds: SPARE_PART, who: BACK_OFFICE, why: 'A corrected answer (price, ready date).' },
  { action: 'complete', from: 'pending', to: 'completed', stage: 'none', who: BACK_OFFICE, why: 'The customer came before anyone confirmed the booking online.' },
  { action: 'complete', from: 'confirmed', to: 'completed', stage: 'any', who: BACK_OFFICE, why: 'After the visit; a workshop job at whatever stage it was handed back.' },
  { action: 'complete', from: 'requested', to: 'completed', stage: 'none', who: BACK_OFFICE, why: 'A request settled at the counter without an answer online.' },
  { action: 'complete', from: 'answered', to: 'completed', stage: 'none', who: BACK_OFFICE, why: 'The part was collected.' },
  { action: 'no_show', from: 'pending', to: 'no_show', stage: 'none', who: BACK_OFFICE, why: 'The slot was held for the customer, confirmed or not, and nobody came.' },
  { action: 'no_show', from: 'confirmed', to: 'no_show', stage: 'none', who: BACK_OFFICE, why: 'Nobody came; once the workshop has the car the customer did come.' },
];

export type TcareTransition = {
  /** null: no stage reported yet. */
  readonly from: TcareStage | null;
  readonly to: TcareStage;
  readonly who: readonly TransitionActor[];
};

/** T-CARE (issue 13): forward only, one stage at a time — Diterima → Dikerjakan → Pemeriksaan Akhir → Siap Diambil. */
export const TCARE_TRANSITIONS: readonly TcareTransition[] = [
  { from: null, to: 'diterima', who: BACK_OFFICE },
  { from: 'diterima', to: 'dikerjakan', who: BACK_OFFICE },
  { from: 'dikerjakan', to: 'pemeriksaan-akhir', who: BACK_OFFICE },
  { from: 'pemeriksaan-akhir', to: 'siap-diambil', who: BACK_OFFICE },
];

/** What a change looks at: the booking's kind, status and T-CARE stage. */
export type BookingState = { readonly kind: BookingKind; readonly status: BookingStatus; readonly stage: TcareStage | null };
/** A change: its action, and for a T-CARE report the stage reported. */
export type BookingChange = { readonly action: 'stage'; readonly stage: TcareStage } | { readonly action: Exclude<BookingAction, 'stage'> };

/** The outcome of a change: the booking's new status and stage, or why it is refused (answered with 409). */
export type BookingVerdict = { ok: true; status: BookingStatus; stage: TcareStage | null } | { ok: false; type: string; message: string };

const REFUSED_IN_STATE: Readonly<Record<Exclude<BookingAction, 'stage'>, string>> = {
  confirm: M.CONFIRM_REFUSED,
  cancel: M.CANCEL_REFUSED,
  reschedule: M.RESCHEDULE_REFUSED,
  answer: M.REQUEST_CLOSED,
  complete: M.BOOKING_CLOSED,
  no_show: M.NO_SHOW_REFUSED,
};

/** Whether `actor` may make `change` to a booking in `state`, by the two tables. */
export function checkBookingChange(state: BookingState, change: BookingChange, actor: TransitionActor): BookingVerdict {
  // The customer reads one message for every refusal, as before the tables (issue 13).
  const refuse = (message: string): BookingVerdict =>
    actor === 'customer' ? { ok: false, type: 'NotChangeable', message: M.NOT_CHANGEABLE } : { ok: false, type: 'InvalidTransition', message };
  const rows = BOOKING_TRANSITIONS.filter((t) => t.action === change.action && t.who.includes(actor));
  if (rows.length === 0) return refuse(M.ACTION_NOT_FOR_ACTOR(BOOKING_ACTION_LABELS[change.action], TRANSITION_ACTOR_LABELS[actor]));
  const ofKind = rows.filter((t) => !t.kinds || t.kinds.includes(state.kind));
  if (ofKind.length === 0) return refuse(change.action === 'stage' ? M.STAGE_KIND : M.ANSWER_KIND);
  const row = ofKind.find((t) => t.from === state.status && (t.stage === 'any' || state.stage === null));
  if (change.action === 'stage') {
    const next = TCARE_TRANSITIONS.find((t) => t.from === state.stage && t.to === change.stage && t.who.includes(actor));
    if (!row || !next) return refuse(M.STAGE_REFUSED(state.stage ? TCARE_STAGE_LABELS[state.stage] : 'belum ada', TCARE_STAGE_LABELS[change.stage]));
    return { ok: true, status: row.to, stage: next.to };
  }
  if (!row) return refuse(REFUSED_IN_STATE[change.action]);
  return { ok: true, status: row.to, stage: state.stage };
}

/** Every change `actor` may make to a booking in `state` (the console's buttons). */
export function bookingChangesFor(state: BookingState, actor: TransitionActor): BookingChange[] {
  const changes: BookingChange[] = BOOKING_ACTIONS.flatMap((action): BookingChange[] =>
    action === 'stage' ? TCARE_STAGES.map((stage) => ({ action, stage })) : [{ action }],
  );
  return changes.filter((change) => checkBookingChange(state, change, actor).ok);
}
