import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  bookingChangesFor,
  checkBookingChange,
  TCARE_TRANSITIONS,
  type BookingChange,
  type BookingState,
} from './booking-transitions';
import {
  BOOKING_KINDS,
  BOOKING_MESSAGES as M,
  BOOKING_STATUSES,
  TCARE_KINDS,
  TCARE_STAGE_LABELS,
  TCARE_STAGES,
  type BookingStatus,
  type TcareStage,
} from './bookings';
import { TRANSITION_ACTORS } from './transition-actors';

const CLOSED: BookingStatus[] = ['completed', 'cancelled', 'no_show'];
const CHANGES: BookingChange[] = BOOKING_ACTIONS.flatMap((action): BookingChange[] => (action === 'stage' ? TCARE_STAGES.map((stage) => ({ action, stage })) : [{ action }]));
/**
 * Every state a booking can be in, the unlikely ones included (a test drive answered): each kind in
 * each status; a T-CARE stage only on a workshop booking that is confirmed or was completed at it.
 */
const STATES: BookingState[] = BOOKING_KINDS.flatMap((kind) =>
  BOOKING_STATUSES.flatMap((status) => {
    const staged = TCARE_KINDS.includes(kind) && (status === 'confirmed' || status === 'completed');
    return (staged ? [null, ...TCARE_STAGES] : [null]).map((stage) => ({ kind, status, stage }));
  }),
);
const name = (s: BookingState, c: BookingChange) => `${s.kind} ${s.status}/${s.stage ?? '-'} ${c.action}${c.action === 'stage' ? ` ${c.stage}` : ''}`;

/**
 * The dealer API's hand-written checks the tables replaced (issue 13), with issue 24's 'pending':
 * a pending booking is confirmed by `confirm` or by the first T-CARE report, and is otherwise open
 * like a confirmed one.
 */
function dealerBefore(s: BookingState, c: BookingChange): string | { status: BookingStatus; stage: TcareStage | null } {
  const open = s.status === 'confirmed' || s.status === 'pending';
  switch (c.action) {
    case 'confirm':
      if (s.status !== 'pending') return 'Hanya booking yang menunggu konfirmasi cabang dapat dikonfirmasi';
      return { status: 'confirmed', stage: null };
    case 'stage': {
      if (!TCARE_KINDS.includes(s.kind)) return 'Tahapan T-CARE hanya untuk servis bengkel dan body & paint';
      const current = s.stage ? TCARE_STAGES.indexOf(s.stage) : -1;
      if (!open || TCARE_STAGES.indexOf(c.stage) !== current + 1) {
        return `Tahapan tidak dapat diubah dari ${s.stage ? TCARE_STAGE_LABELS[s.stage] : 'belum ada'} ke ${TCARE_STAGE_LABELS[c.stage]}`;
      }
      return { status: 'confirmed', stage: c.stage };
    }
    case 'answer':
      if (s.kind !== 'spare-part') return 'Jawaban ketersediaan hanya untuk permintaan suku cadang';
      if (s.status !== 'requested' && s.status !== 'answered') return 'Permintaan ini sudah ditutup';
      return { status: 'answered', stage: s.stage };
    case 'complete':
      if (!['pending', 'confirmed', 'answered', 'requested'].includes(s.status)) return 'Booking ini sudah ditutup';
      return { status: 'completed', stage: s.stage };
    case 'no_show':
      if (!open || s.stage !== null) return 'Hanya booking terbuka yang belum dikerjakan bengkel dapat ditandai tidak hadir';
      return { status: 'no_show', stage: null };
    default:
      return 'not a dealer action';
  }
}

describe('BOOKING_TRANSITIONS and TCARE_TRANSITIONS (issue 28)', () => {
  it('name each change once with known statuses and actors, and nothing leaves a closed booking', () => {
    const keys = BOOKING_TRANSITIONS.map((t) => `${t.action}:${t.from}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of BOOKING_TRANSITIONS) {
      expect(BOOKING_STATUSES).toContain(t.from);
      expect(BOOKING_STATUSES).toContain(t.to);
      for (const actor of t.who) expect(TRANSITION_ACTORS).toContain(actor);
    }
    for (const status of CLOSED) for (const s of STATES.filter((x) => x.status === status)) for (const actor of TRANSITION_ACTORS) expect(bookingChangesFor(s, actor)).toEqual([]);
  });

  it('walk the T-CARE stages forward, one at a time', () => {
    expect(TCARE_TRANSITIONS.map((t) => [t.from, t.to])).toEqual(TCARE_STAGES.map((stage, i) => [i === 0 ? null : TCARE_STAGES[i - 1], stage]));
  });

  it('give the dealer system the answers and the messages its checks gave (issue 13), and let it confirm a pending booking (issue 24)', () => {
    for (const s of STATES) {
      for (const c of CHANGES.filter((x) => x.action !== 'cancel' && x.action !== 'reschedule')) {
        const before = dealerBefore(s, c);
        const now = checkBookingChange(s, c, 'dealer');
        if (typeof before === 'string') expect(now, name(s, c)).toEqual({ ok: false, type: 'InvalidTransition', message: before });
        else expect(now, name(s, c)).toEqual({ ok: true, ...before });
      }
    }
  });

  it('let the customer cancel or move an open booking the workshop has not taken, pending or confirmed, and refuse with one message', () => {
    for (const s of STATES) {
      const open = (s.status === 'pending' || s.status === 'confirmed' || s.status === 'requested') && s.stage === null;
      expect(checkBookingChange(s, { action: 'cancel' }, 'customer').ok, name(s, { action: 'cancel' })).toBe(open);
      expect(checkBookingChange(s, { action: 'reschedule' }, 'customer').ok, name(s, { action: 'reschedule' })).toBe(open && s.status !== 'requested');
      for (const c of CHANGES.filter((x) => x.action !== 'cancel' && x.action !== 'reschedule')) {
        expect(checkBookingChange(s, c, 'customer'), name(s, c)).toEqual({ ok: false, type: 'NotChangeable', message: M.NOT_CHANGEABLE });
      }
    }
  });

  it('give the system and the payment provider no booking changes', () => {
    for (const s of STATES) for (const actor of ['system', 'provider'] as const) expect(bookingChangesFor(s, actor)).toEqual([]);
    expect(checkBookingChange({ kind: 'service', status: 'confirmed', stage: null }, { action: 'complete' }, 'system')).toEqual({
      ok: false,
      type: 'InvalidTransition',
      message: 'Tindakan "Tandai selesai" tidak tersedia untuk Sistem',
    });
  });

  it('offer staff what a back office does with a booking', () => {
    const service = (stage: TcareStage | null): BookingState => ({ kind: 'service', status: 'confirmed', stage });
    const spare = (status: BookingStatus): BookingState => ({ kind: 'spare-part', status, stage: null });
    // A new booking waits for the branch: staff confirm it, or the workshop's first report does.
    expect(bookingChangesFor({ kind: 'service', status: 'pending', stage: null }, 'staff')).toEqual([
      { action: 'confirm' },
      { action: 'cancel' },
      { action: 'reschedule' },
      { action: 'stage', stage: 'diterima' },
      { action: 'complete' },
      { action: 'no_show' },
    ]);
    expect(checkBookingChange({ kind: 'service', status: 'pending', stage: null }, { action: 'stage', stage: 'diterima' }, 'dealer')).toEqual({ ok: true, status: 'confirmed', stage: 'diterima' });
    expect(checkBookingChange(service(null), { action: 'confirm' }, 'staff')).toMatchObject({ ok: false, message: M.CONFIRM_REFUSED });
    expect(checkBookingChange({ kind: 'test-drive', status: 'pending', stage: null }, { action: 'confirm' }, 'customer')).toMatchObject({ ok: false, message: M.NOT_CHANGEABLE });
    expect(bookingChangesFor(service(null), 'staff')).toEqual([
      { action: 'cancel' },
      { action: 'reschedule' },
      { action: 'stage', stage: 'diterima' },
      { action: 'complete' },
      { action: 'no_show' },
    ]);
    expect(bookingChangesFor(service('dikerjakan'), 'staff')).toEqual([{ action: 'stage', stage: 'pemeriksaan-akhir' }, { action: 'complete' }]);
    expect(bookingChangesFor({ kind: 'test-drive', status: 'confirmed', stage: null }, 'staff').map((c) => c.action)).toEqual(['cancel', 'reschedule', 'complete', 'no_show']);
    expect(bookingChangesFor(spare('answered'), 'staff').map((c) => c.action)).toEqual(['cancel', 'answer', 'complete']);
    // The dealer system does not cancel or move bookings; the customer answers for those.
    expect(bookingChangesFor(spare('answered'), 'dealer').map((c) => c.action)).toEqual(['answer', 'complete']);
    expect(checkBookingChange(service(null), { action: 'cancel' }, 'dealer')).toMatchObject({ ok: false, message: 'Tindakan "Batalkan" tidak tersedia untuk Sistem dealer' });
    expect(checkBookingChange(service('diterima'), { action: 'cancel' }, 'staff')).toMatchObject({ ok: false, message: M.CANCEL_REFUSED });
  });
});
