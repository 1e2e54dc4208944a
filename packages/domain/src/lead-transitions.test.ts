import { describe, expect, it } from 'vitest';
import {
  checkLeadChange,
  checkTicketChange,
  LEAD_TERMINAL_STATUSES,
  LEAD_TRANSITIONS,
  leadStatusesFor,
  TICKET_ACTIONS,
  TICKET_TRANSITIONS,
  ticketActionsFor,
} from './lead-transitions';
import { LEAD_STATUSES, TICKET_STATUSES, type LeadStatus } from './leads';
import { TRANSITION_ACTORS } from './transition-actors';

describe('LEAD_TRANSITIONS (issue 24)', () => {
  it('name each change once, with known statuses and actors, and nothing leaves a closed lead', () => {
    const keys = LEAD_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of LEAD_TRANSITIONS) {
      expect(LEAD_STATUSES).toContain(t.from);
      expect(LEAD_STATUSES).toContain(t.to);
      expect(t.from).not.toBe(t.to);
      for (const actor of t.who) expect(TRANSITION_ACTORS).toContain(actor);
    }
    for (const status of LEAD_TERMINAL_STATUSES) for (const actor of TRANSITION_ACTORS) expect(leadStatusesFor(status, actor)).toEqual([]);
  });

  it('walk the pipeline baru → dihubungi → janji temu → terjual, with batal from every open status', () => {
    expect(leadStatusesFor('baru', 'staff')).toEqual(['dihubungi', 'batal']);
    expect(leadStatusesFor('dihubungi', 'staff')).toEqual(['janji-temu', 'terjual', 'batal']);
    expect(leadStatusesFor('janji-temu', 'staff')).toEqual(['dihubungi', 'terjual', 'batal']);
    // Walking the table from 'baru' reaches every status.
    const reached = new Set<LeadStatus>(['baru']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of LEAD_TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...LEAD_STATUSES].sort());
  });

  it('allow exactly the table to staff, and nothing to the customer, the system or the dealer system', () => {
    for (const from of LEAD_STATUSES) {
      for (const to of LEAD_STATUSES) {
        const listed = LEAD_TRANSITIONS.some((t) => t.from === from && t.to === to);
        expect(checkLeadChange(from, to, 'staff').ok, `${from} → ${to}`).toBe(listed);
        for (const actor of ['customer', 'system', 'dealer', 'provider'] as const) expect(checkLeadChange(from, to, actor).ok).toBe(false);
      }
    }
  });

  it('refuse in the words a sales reads', () => {
    expect(checkLeadChange('terjual', 'dihubungi', 'staff')).toEqual({
      ok: false,
      type: 'InvalidTransition',
      message: 'Lead ini sudah ditutup (Terjual); statusnya tidak dapat diubah lagi.',
    });
    expect(checkLeadChange('baru', 'terjual', 'staff')).toEqual({ ok: false, type: 'InvalidTransition', message: 'Status lead tidak dapat diubah dari Baru ke Terjual.' });
    expect(checkLeadChange('dihubungi', 'dihubungi', 'staff')).toEqual({ ok: false, type: 'InvalidTransition', message: 'Lead ini sudah berstatus Dihubungi.' });
    expect(checkLeadChange('baru', 'dihubungi', 'customer')).toEqual({ ok: false, type: 'InvalidTransition', message: 'Pelanggan tidak dapat mengubah status lead.' });
  });
});

describe('TICKET_TRANSITIONS (issue 24)', () => {
  it('name each change once with known statuses and actors', () => {
    const keys = TICKET_TRANSITIONS.map((t) => `${t.action}:${t.from}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of TICKET_TRANSITIONS) {
      expect(TICKET_STATUSES).toContain(t.from);
      expect(TICKET_STATUSES).toContain(t.to);
      expect(TICKET_ACTIONS).toContain(t.action);
    }
  });

  it('walk terbuka → dibalas → ditutup and reopen', () => {
    expect(ticketActionsFor('terbuka', 'staff')).toEqual(['reply', 'close']);
    expect(checkTicketChange('terbuka', 'reply', 'staff')).toEqual({ ok: true, status: 'dibalas' });
    expect(checkTicketChange('dibalas', 'reply', 'staff')).toEqual({ ok: true, status: 'dibalas' });
    expect(checkTicketChange('dibalas', 'close', 'staff')).toEqual({ ok: true, status: 'ditutup' });
    expect(ticketActionsFor('ditutup', 'staff')).toEqual(['reopen']);
    expect(checkTicketChange('ditutup', 'reopen', 'staff')).toEqual({ ok: true, status: 'terbuka' });
    // The customer only reopens (by writing again); never replies to or closes a ticket here.
    expect(ticketActionsFor('ditutup', 'customer')).toEqual(['reopen']);
    expect(ticketActionsFor('terbuka', 'customer')).toEqual([]);
  });

  it('refuse in the words staff read', () => {
    expect(checkTicketChange('ditutup', 'reply', 'staff')).toEqual({ ok: false, type: 'InvalidTransition', message: 'Tiket ini sudah ditutup. Buka kembali tiket untuk membalas.' });
    expect(checkTicketChange('ditutup', 'close', 'staff')).toEqual({ ok: false, type: 'InvalidTransition', message: 'Tiket ini sudah ditutup.' });
    expect(checkTicketChange('dibalas', 'reopen', 'staff')).toMatchObject({ ok: false, message: 'Tiket ini masih dibalas; hanya tiket yang ditutup dapat dibuka kembali.' });
    expect(checkTicketChange('terbuka', 'close', 'customer')).toMatchObject({ ok: false, message: 'Pelanggan tidak dapat melakukan "Tutup tiket" pada tiket.' });
  });
});
