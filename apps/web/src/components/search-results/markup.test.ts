/** §3 Item list of the search results the page shows. */
import type { SearchItem } from '@kemudi/domain/contracts/search';
import { describe, expect, it } from 'vitest';
import { buildResultItemList } from './markup';

const promo: SearchItem = {
  kind: 'promo',
  ref: 'p1',
  title: 'Judul p1',
  subtitle: 'Sub',
  url: '/promosi/p1',
  imageUrl: '/api/media/v1/icon/p1.svg',
  score: 1,
};

describe('buildResultItemList', () => {
  it('lists the shown results as pages by absolute URL, positions continuing across pages', () => {
    const list = buildResultItemList('https://kemudi.test/search/global?text=x', 'Hasil', [promo], 'https://kemudi.test', 13);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, url: 'https://kemudi.test/promosi/p1', name: 'Judul p1', image: 'https://kemudi.test/api/media/v1/icon/p1.svg' },
    ]);
  });
});
