import { describe, expect, it } from 'vitest';
import { exportHref, kindsOf, statusTone } from './logic';

describe('the Booking pages', () => {
  it('offer each role the kinds it handles', () => {
    expect(kindsOf('sales')).toEqual(['test-drive', 'used-car-test-drive']);
    expect(kindsOf('service_advisor')).toEqual(['service', 'home-service', 'body-paint', 'cubain', 'spare-part', 'inspection']);
    expect(kindsOf('branch_manager')).toHaveLength(8);
    expect(kindsOf('content_editor')).toEqual([]);
  });

  it('link the CSV of the same filters and order, without the paging', () => {
    expect(exportHref({ status: 'pending', q: 'SV-26', sort: 'created', dir: 'desc', page: 3, size: 25 })).toBe('/api/staff/v1/bookings/export.csv?status=pending&q=SV-26&sort=created&dir=desc');
    expect(exportHref({})).toBe('/api/staff/v1/bookings/export.csv');
  });

  it('mark what waits for the branch', () => {
    expect(statusTone('pending')).toBe('warn');
    expect(statusTone('confirmed')).toBe('info');
    expect(statusTone('no_show')).toBe('muted');
  });
});
