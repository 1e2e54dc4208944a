import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildBreadcrumbList, buildWebPage, type JsonLdThing, SCHEMA_CONTEXT, serializeJsonLd } from './json-ld';

describe('buildWebPage (§3 Webpage: name, description, url, keywords)', () => {
  const page = buildWebPage({
    name: 'Kemudi Toyota',
    description: 'Dealer resmi Toyota.',
    url: 'https://kemudi.example/',
    keywords: ['mobil baru', ' servis ', '', 'promo'],
  });

  it('is a schema.org WebPage with the four fields under their schema.org names', () => {
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Kemudi Toyota',
      description: 'Dealer resmi Toyota.',
      url: 'https://kemudi.example/',
      keywords: 'mobil baru, servis, promo',
      inLanguage: 'id-ID',
    });
  });

  it('leaves keywords out when there are none', () => {
    const bare = buildWebPage({ name: 'A', description: 'B', url: 'https://kemudi.example/a', keywords: [' '] });
    expect(bare).not.toHaveProperty('keywords');
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(serializeJsonLd(page))).toEqual(page);
  });
});

describe('buildBreadcrumbList (§3 Breadcrumb: name, item)', () => {
  it('numbers the crumbs from 1 as ListItems; the current page may have no item', () => {
    const list = buildBreadcrumbList([
      { name: 'Beranda', item: 'https://kemudi.example/' },
      { name: 'Promo', item: 'https://kemudi.example/promosi' },
      { name: 'Program Akhir Tahun' },
    ]);
    expect(list['@context']).toBe(SCHEMA_CONTEXT);
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://kemudi.example/' },
      { '@type': 'ListItem', position: 2, name: 'Promo', item: 'https://kemudi.example/promosi' },
      { '@type': 'ListItem', position: 3, name: 'Program Akhir Tahun' },
    ]);
  });

  it('is an empty list for no crumbs', () => {
    expect(buildBreadcrumbList([]).itemListElement).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  const hostile: JsonLdThing = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name: 'Promo </script><script>alert(1)</script>',
    description: '<!-- komentar --> & "kutip" \u2028 baris',
    url: 'https://kemudi.example/?a=1&b=2',
  };
  const text = serializeJsonLd(hostile);

  it('never lets a value close the script element or open a comment', () => {
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('<!--');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is valid JSON that reads back to exactly the same value', () => {
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('serialises a list of objects as a JSON array', () => {
    const both = [hostile, buildBreadcrumbList([{ name: 'Beranda' }])];
    expect(JSON.parse(serializeJsonLd(both))).toEqual(both);
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths against the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/', 'https://kemudi.example')).toBe('https://kemudi.example/');
    expect(absoluteUrl('/promosi/a b', 'https://kemudi.example/')).toBe('https://kemudi.example/promosi/a%20b');
    expect(absoluteUrl('https://www.youtube.com/x', 'https://kemudi.example')).toBe('https://www.youtube.com/x');
  });
});
