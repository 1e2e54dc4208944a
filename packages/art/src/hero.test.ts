import { describe, expect, it } from 'vitest';
import { NEUTRAL_GREY } from './color';
import {
  pickAvatarColor,
  pickAvatarInitials,
  HERO_MAX_TITLE_LINES,
  renderAvatarSvg,
  renderHeroSvg,
  renderLogoSvg,
  renderSiteIconSvg,
  type HeroKind,
} from './hero';
import { countUtf8Bytes, findSvgProblems } from './svg-lint';

const LONG_TITLE =
  'Promo Akhir Tahun: DP Mulai 10% dan Angsuran Ringan untuk Semua Tipe Avanza, Veloz, Rush dan Innova Zenix di Seluruh Cabang Kemudi';
const KINDS: HeroKind[] = ['promo', 'article', 'banner'];

/** The tspans of the first (title) <text> element after the badge. */
function titleLines(svg: string): string[] {
  const title = [...svg.matchAll(/<text[^>]*font-weight="800"[^>]*>(.*?)<\/text>/g)][0]?.[1] ?? '';
  return [...title.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((m) => m[1] ?? '');
}

describe('renderHeroSvg', () => {
  it.each(KINDS)('draws a valid 1200×630 %s hero, with and without a car', (kind) => {
    for (const bodyType of [undefined, 'mpv', 'pickup'] as const) {
      const svg = renderHeroSvg({ title: LONG_TITLE, subtitle: LONG_TITLE, color: '#eb0a1e', kind, bodyType });
      expect(findSvgProblems(svg)).toEqual([]);
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(countUtf8Bytes(svg)).toBeLessThan(15_000);
      expect(svg).toContain('>Kemudi Toyota</text>');
    }
  });

  it('wraps a long title over at most three lines and ends it with …', () => {
    const lines = titleLines(renderHeroSvg({ title: LONG_TITLE, color: '#0f766e', kind: 'article' }));
    expect(lines).toHaveLength(HERO_MAX_TITLE_LINES);
    expect(lines[2]?.endsWith('…')).toBe(true);
    const short = titleLines(renderHeroSvg({ title: 'Hilux', color: '#0f766e', kind: 'banner' }));
    expect(short).toEqual(['Hilux']);
  });

  it('escapes the title and subtitle', () => {
    const svg = renderHeroSvg({ title: 'Diskon <script>&"', subtitle: "Rp 5 jt & 'bonus'", color: '#eb0a1e', kind: 'promo' });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('Diskon &lt;script&gt;&amp;&quot;');
    expect(svg).toContain('Rp 5 jt &amp; &apos;bonus&apos;');
    expect(svg).not.toContain('<script');
  });

  it('labels promos and articles in Indonesian', () => {
    expect(renderHeroSvg({ title: 'x', color: '#eb0a1e', kind: 'promo' })).toContain('>PROMO</text>');
    expect(renderHeroSvg({ title: 'x', color: '#eb0a1e', kind: 'article' })).toContain('>ARTIKEL</text>');
  });

  it('builds the background from the colour, grey when invalid, and stays deterministic', () => {
    const red = renderHeroSvg({ title: 'Yaris', color: '#EB0A1E', kind: 'banner', bodyType: 'hatchback' });
    expect(red).toContain('stop-color="#eb0a1e"');
    expect(red).toBe(renderHeroSvg({ title: 'Yaris', color: '#EB0A1E', kind: 'banner', bodyType: 'hatchback' }));
    const bad = renderHeroSvg({ title: 'Yaris', color: 'url(javascript:x)', kind: 'banner' });
    expect(findSvgProblems(bad)).toEqual([]);
    expect(bad).toContain(`stop-color="${NEUTRAL_GREY}"`);
  });

  it('draws the car in the requested colour', () => {
    const svg = renderHeroSvg({ title: 'Rush', color: '#1e3a8a', kind: 'banner', bodyType: 'suv', carColor: '#F59E0B' });
    expect(svg).toContain('stop-color="#f59e0b"');
  });
});

describe('avatars', () => {
  it('takes the initials of the first and last name', () => {
    expect(pickAvatarInitials('Budi Santoso')).toBe('BS');
    expect(pickAvatarInitials('  ayu  lestari  dewi ')).toBe('AD');
    expect(pickAvatarInitials('Suharti')).toBe('S');
    expect(pickAvatarInitials('(Andi) Wijaya')).toBe('AW');
    expect(pickAvatarInitials('')).toBe('?');
  });

  it('derives a stable colour from the name', () => {
    expect(pickAvatarColor('Budi Santoso')).toBe(pickAvatarColor(' budi santoso '));
    expect(pickAvatarColor('Budi Santoso')).not.toBe(pickAvatarColor('Siti Rahma'));
  });

  it('renders a valid, escaped avatar', () => {
    const svg = renderAvatarSvg({ name: '<Rina> & "Co"' });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('<title>Foto profil &lt;Rina&gt; &amp; &quot;Co&quot;</title>');
    expect(svg).toContain('>RC</text>');
    expect(countUtf8Bytes(svg)).toBeLessThan(1_000);
    expect(renderAvatarSvg({ name: 'Budi' })).toBe(renderAvatarSvg({ name: 'Budi' }));
  });
});

describe('renderLogoSvg', () => {
  it('draws the wordmark with a steering-wheel mark', () => {
    const svg = renderLogoSvg();
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('>Kemudi</text>');
    expect(svg).toContain('<circle');
    expect(renderLogoSvg({ color: '#ffffff', textColor: '#ffffff' })).toContain('fill="#ffffff"');
    expect(findSvgProblems(renderLogoSvg({ color: '"/>' }))).toEqual([]);
  });
});

describe('renderSiteIconSvg', () => {
  it('draws the steering-wheel mark alone, square, in the brand red unless told otherwise', () => {
    const svg = renderSiteIconSvg();
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('stroke="#eb0a1e"');
    expect(renderSiteIconSvg({ color: '#ffffff' })).toContain('stroke="#ffffff"');
    expect(findSvgProblems(renderSiteIconSvg({ color: '"/>' }))).toEqual([]);
  });
});
