import { describe, expect, it } from 'vitest';
import { BUILT_IN_SHORTCUTS, isSitePath, parseSearchAnswer, parseShortcuts } from './search-api';

const item = (over: Record<string, unknown> = {}) => ({
  kind: 'model',
  ref: 'innovazenix',
  title: 'Kijang Innova Zenix',
  subtitle: 'Mulai Rp 420.000.000',
  url: '/mobil-baru-toyota/p/innovazenix',
  imageUrl: '/api/media/v1/car/innovazenix.svg?color=ffffff',
  score: 2.5,
  ...over,
});

describe('isSitePath', () => {
  it('accepts paths on this site only', () => {
    expect(isSitePath('/aksesoris')).toBe(true);
    expect(isSitePath('/search/global?text=a%20b')).toBe(true);
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', 1, null]) {
      expect(isSitePath(bad)).toBe(false);
    }
  });
});

describe('parseSearchAnswer', () => {
  it('keeps the groups and their suggestions', () => {
    const answer = parseSearchAnswer({
      status: 200,
      data: { text: 'inova', total: 1, groups: [{ kind: 'model', label: 'Mobil Baru', total: 1, items: [item()] }], suggestions: [item()] },
    });
    const { score: _score, ...expected } = item();
    expect(answer).toEqual({ text: 'inova', total: 1, groups: [{ kind: 'model', label: 'Mobil Baru', total: 1, items: [expected] }] });
  });

  it('drops suggestions whose link leaves the site, and groups left empty', () => {
    const answer = parseSearchAnswer({
      data: {
        text: 'inova',
        total: 2,
        groups: [
          { kind: 'model', label: 'Mobil Baru', total: 2, items: [item({ url: 'javascript:alert(1)' }), item({ ref: 'b', imageUrl: 'https://x.example/a.png' })] },
          { kind: 'promo', label: 'Promo', total: 1, items: [item({ url: '//evil.example' })] },
        ],
      },
    });
    expect(answer.groups).toHaveLength(1);
    expect(answer.groups[0]?.items.map((i) => i.ref)).toEqual(['b']);
    expect(answer.groups[0]?.items[0]?.imageUrl).toMatch(/^\/api\/media\/v1\/icon\//);
  });

  it('refuses an answer of another shape', () => {
    expect(() => parseSearchAnswer({ errors: [{ type: 'x', message: 'y' }] })).toThrow();
    expect(() => parseSearchAnswer(null)).toThrow();
  });
});

describe('parseShortcuts', () => {
  it('keeps name, link and icon of each menu item', () => {
    expect(
      parseShortcuts({ data: [{ name: 'Aksesoris', url: '/aksesoris', icon: 'accessory', iconUrl: '/api/media/v1/icon/accessory.svg' }] }),
    ).toEqual([{ name: 'Aksesoris', url: '/aksesoris', iconUrl: '/api/media/v1/icon/accessory.svg' }]);
  });

  it('drops items without a site link and refuses other shapes', () => {
    expect(parseShortcuts({ data: [{ name: 'X', url: 'https://x.example' }] })).toEqual([]);
    expect(() => parseShortcuts({ data: null })).toThrow();
  });

  it('the built-in list holds the §2 shortcuts', () => {
    const urls = BUILT_IN_SHORTCUTS.map((s) => s.url);
    for (const url of ['/aksesoris', '/layanan-bengkel', '/tracking-order', '/cubain', '/body-paint-service']) expect(urls).toContain(url);
  });
});
