import { describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS, roleNeedsBranches, sectionsFor, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

describe('the staff roles (issue 24)', () => {
  it('give the group admin everything and no one else staff management or the audit log', () => {
    expect([...ROLE_PERMISSIONS.group_admin]).toEqual([...STAFF_PERMISSIONS]);
    for (const role of STAFF_ROLES.filter((r) => r !== 'group_admin')) {
      expect(can(role, 'staff.manage'), role).toBe(false);
      expect(can(role, 'audit.read'), role).toBe(false);
    }
  });

  it('keep each role to its own queues', () => {
    expect(can('service_advisor', 'bookings.service.write')).toBe(true);
    expect(can('service_advisor', 'orders.read')).toBe(true);
    expect(can('service_advisor', 'leads.read')).toBe(false);
    expect(can('sales', 'leads.write')).toBe(true);
    expect(can('sales', 'bookings.testDrive.read')).toBe(true);
    expect(can('sales', 'orders.read')).toBe(false);
    expect(can('branch_manager', 'orders.refund')).toBe(true);
    expect(can('service_advisor', 'orders.refund')).toBe(false);
    expect([...ROLE_PERMISSIONS.content_editor]).toEqual(['content.edit']);
    // Prices (issue 25): group admins and branch managers, never a content editor.
    expect(STAFF_ROLES.filter((role) => can(role, 'prices.edit'))).toEqual(['group_admin', 'branch_manager']);
    // Branches' schedules, closed days and salesmen (issue 25): the same two roles (managers on their own branches).
    expect(STAFF_ROLES.filter((role) => can(role, 'branches.edit'))).toEqual(['group_admin', 'branch_manager']);
    // The Dasbor (issue 25): managers and admins only.
    expect(STAFF_ROLES.filter((role) => can(role, 'dashboard.view'))).toEqual(['group_admin', 'branch_manager']);
  });

  it('show each role the sections it may open, in sidebar order', () => {
    expect(sectionsFor('group_admin').map((s) => s.label)).toEqual(['Dasbor', 'Booking', 'Pesanan', 'Leads', 'Tiket', 'Promo', 'Konten', 'Harga', 'Stok', 'Cabang', 'Staf', 'Log Audit']);
    expect(sectionsFor('branch_manager').map((s) => s.label)).toEqual(expect.arrayContaining(['Harga', 'Stok', 'Cabang']));
    expect(sectionsFor('branch_manager').map((s) => s.label)).toContain('Cabang');
    expect(sectionsFor('branch_manager').map((s) => s.label)[0]).toBe('Dasbor');
    expect(sectionsFor('service_advisor').map((s) => s.label)).toEqual(['Booking', 'Pesanan']);
    expect(sectionsFor('sales').map((s) => s.label)).toEqual(['Booking', 'Leads']);
    expect(sectionsFor('content_editor').map((s) => s.label)).toEqual(['Promo', 'Konten']);
  });

  it('ask for branches only where a role works on branch records', () => {
    expect(STAFF_ROLES.filter(roleNeedsBranches)).toEqual(['branch_manager', 'service_advisor', 'sales']);
  });
});
