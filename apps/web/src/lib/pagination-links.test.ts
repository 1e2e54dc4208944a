import { describe, expect, it } from 'vitest';
import { pageHref, pageWindow } from '@/lib/search-params';

describe('pagination links', () => {
  it('counts pages from 1 in the URL, keeps the filters and leaves page out on the first page', () => {
    expect(pageHref('/promosi', { city: '0080', page: '3' }, 0)).toBe('/promosi?city=0080');
    expect(pageHref('/promosi', { city: '0080', empty: '' }, 2)).toBe('/promosi?city=0080&page=3');
  });

  it('shows the first, the last and two pages either side of the current one, with gaps', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 20)).toEqual([0, null, 3, 4, 5, 6, 7, null, 19]);
    expect(pageWindow(19, 20)).toEqual([0, null, 17, 18, 19]);
  });
});
