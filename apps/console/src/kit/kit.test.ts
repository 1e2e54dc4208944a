import { describe, expect, it } from 'vitest';
import { changesOf } from './detail';
import { rangeText, searchOfSorting, sortingOf } from './resource-list';

describe('the list and detail building blocks', () => {
  it("map the URL's sort to the table's and back; a new sort starts at the first page", () => {
    expect(sortingOf({ sort: 'name', dir: 'desc' })).toEqual([{ id: 'name', desc: true }]);
    expect(sortingOf({})).toEqual([]);
    expect(searchOfSorting([{ id: 'createdAt', desc: false }])).toEqual({ sort: 'createdAt', dir: 'asc', page: 0 });
  });

  it('say which items of how many are shown', () => {
    expect(rangeText({ page: 0, size: 20, totalElements: 45 }, 20)).toBe('1–20 dari 45');
    expect(rangeText({ page: 2, size: 20, totalElements: 45 }, 5)).toBe('41–45 dari 45');
    expect(rangeText({ page: 0, size: 20, totalElements: 0 }, 0)).toBe('0 dari 0');
  });

  it('list what an audit row changed, field by field', () => {
    expect(
      changesOf({
        before: { name: 'Rudi', role: 'service_advisor', branchIds: [17], active: true },
        after: { name: 'Rudi', role: 'branch_manager', branchIds: [1, 2], active: true },
      }),
    ).toEqual([
      { field: 'role', before: 'service_advisor', after: 'branch_manager' },
      { field: 'branchIds', before: '17', after: '1, 2' },
    ]);
  });
});
