import { describe, expect, it } from 'vitest';
import { AuditSearch, BookingSearch, cleanPatch, StaffSearch } from './search';

describe("the lists' URL state", () => {
  it('keeps the values that fit and drops the ones that do not, instead of breaking the page', () => {
    expect(StaffSearch.parse({ q: 'dewi', role: 'sales', branchId: 3, status: 'invited', sort: 'email', dir: 'desc', page: 2 })).toEqual({
      q: 'dewi',
      role: 'sales',
      branchId: 3,
      status: 'invited',
      sort: 'email',
      dir: 'desc',
      page: 2,
    });
    expect(StaffSearch.parse({ role: 'direktur', page: -1, sort: 'password', branchId: 'x' })).toEqual({});
    expect(AuditSearch.parse({ from: '2026-11-01', to: 'kemarin', staffId: 'bukan-uuid' })).toEqual({ from: '2026-11-01' });
    expect(BookingSearch.parse({ status: 'pending', kind: 'service', assignee: 'me', sort: 'created', dir: 'desc', from: '2026-11-23' })).toEqual({
      status: 'pending',
      kind: 'service',
      assignee: 'me',
      sort: 'created',
      dir: 'desc',
      from: '2026-11-23',
    });
    expect(BookingSearch.parse({ status: 'dikonfirmasi', kind: 'sepeda', assignee: 'dia', sort: 'harga' })).toEqual({});
  });

  it("turns a select's empty choice into no filter", () => {
    expect(cleanPatch({ status: '', page: 0 })).toEqual({ status: undefined, page: 0 });
  });
});
