import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '@kemudi/domain/vocabulary';
import { renderCarSvg } from './car';
import { NEUTRAL_GREY } from './color';
import { countUtf8Bytes, findSvgProblems } from './svg-lint';

const NASTY = 'Avanza <script>alert(1)</script> & "Veloz"';

describe('renderCarSvg', () => {
  it.each(BODY_TYPES)('draws a valid, light, standalone %s', (bodyType) => {
    const svg = renderCarSvg({ bodyType, color: '#cc0000', label: 'Toyota' });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('viewBox="0 0 640 280"');
    expect(countUtf8Bytes(svg)).toBeLessThan(15_000);
    expect(countUtf8Bytes(svg)).toBeLessThan(8_000);
  });

  it('gives every body type its own silhouette', () => {
    const svgs = BODY_TYPES.map((bodyType) => renderCarSvg({ bodyType, color: '#cc0000' }));
    expect(new Set(svgs).size).toBe(BODY_TYPES.length);
    // The body outline itself differs, not just an id or a title.
    const outlines = svgs.map((svg) => /<path d="(M[^"]+)" fill="url\(#[^"]+\)" stroke/.exec(svg)?.[1]);
    expect(outlines.every(Boolean)).toBe(true);
    expect(new Set(outlines).size).toBe(BODY_TYPES.length);
  });

  it('is deterministic', () => {
    const a = renderCarSvg({ bodyType: 'suv', color: '#1e3a8a', roofColor: '#111111', label: 'Fortuner' });
    const b = renderCarSvg({ bodyType: 'suv', color: '#1e3a8a', roofColor: '#111111', label: 'Fortuner' });
    expect(a).toBe(b);
  });

  it('tints the body with the colour and derives lighter and darker shades', () => {
    const svg = renderCarSvg({ bodyType: 'mpv', color: '#CC0000' });
    expect(svg).toContain('stop-color="#cc0000"');
    const stops = [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(stops).toContain('#db4d4d'); // 30 % lighter
    expect(stops).toContain('#7e0000'); // 38 % darker
  });

  it('paints a two-tone roof only when the roof colour is valid', () => {
    expect(renderCarSvg({ bodyType: 'suv', color: '#ffffff', roofColor: '#101010' })).toContain('fill="#101010"');
    const ignored = renderCarSvg({ bodyType: 'suv', color: '#ffffff', roofColor: 'black"/>' });
    expect(findSvgProblems(ignored)).toEqual([]);
    expect(ignored).toBe(renderCarSvg({ bodyType: 'suv', color: '#ffffff' }));
  });

  it('falls back to grey for an invalid colour without echoing it', () => {
    const svg = renderCarSvg({ bodyType: 'sedan', color: 'red"/><script>alert(1)</script>' });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain(`stop-color="${NEUTRAL_GREY}"`);
    expect(svg).not.toContain('script');
  });

  it('escapes the label in the Indonesian title', () => {
    const svg = renderCarSvg({ bodyType: 'pickup', color: '#8a9099', label: NASTY });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain(
      '<title>Ilustrasi Avanza &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Veloz&quot; (pikap) tampak samping</title>',
    );
    expect(svg).not.toContain('<script');
  });

  it('draws an unknown body type as a hatchback instead of throwing', () => {
    expect(renderCarSvg({ bodyType: 'hovercraft', color: '#cc0000' })).toBe(
      renderCarSvg({ bodyType: 'hatchback', color: '#cc0000' }),
    );
  });

  it('uses different ids for different cars so several can be inlined in one page', () => {
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    const red = ids(renderCarSvg({ bodyType: 'mpv', color: '#cc0000' }));
    const blue = ids(renderCarSvg({ bodyType: 'mpv', color: '#1e3a8a' }));
    expect(red.filter((id) => blue.includes(id))).toEqual([]);
  });
});
