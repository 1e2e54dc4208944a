import { describe, expect, it } from 'vitest';
import { buildArticleItemList } from './markup';

describe('buildArticleItemList', () => {
  it('lists article pages by absolute URL and position, not as products', () => {
    const list = buildArticleItemList(
      'https://kemudi.test/berita-dan-tips?page=2',
      'Berita & Tips',
      [{ title: 'Tips Mudik', url: '/berita-dan-tips/tips-mudik', imageUrl: '/api/media/v1/article/tips-mudik.svg' }],
      'https://kemudi.test',
      10,
    );
    expect(list).toMatchObject({ '@type': 'ItemList', url: 'https://kemudi.test/berita-dan-tips?page=2', numberOfItems: 1 });
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 10,
        url: 'https://kemudi.test/berita-dan-tips/tips-mudik',
        name: 'Tips Mudik',
        image: 'https://kemudi.test/api/media/v1/article/tips-mudik.svg',
      },
    ]);
  });
});
