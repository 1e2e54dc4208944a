import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '@kemudi/domain/vocabulary';
import { CAR_BODY_TYPE_LABELS, renderCarSvg } from './car';
import { contrastRatio, NEUTRAL_GREY } from './color';
import { escapeXml } from './escape';
import { MODEL_PROFILES, readVariantTraits, resolveCarProfile } from './models';
import { iou, rasterize, svgShapes } from './raster';
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

describe('renderCarSvg per model (issue 15)', () => {
  const MODELS = Object.keys(MODEL_PROFILES);

  it.each(MODELS)('draws %s from its own profile: valid, light, titled', (model) => {
    const profile = MODEL_PROFILES[model];
    const svg = renderCarSvg({ model, color: '#1e3a8a', label: `Toyota ${profile?.name ?? ''}` });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(countUtf8Bytes(svg)).toBeLessThan(8_000);
    expect(svg).toContain(`<title>Ilustrasi Toyota ${escapeXml(profile?.name ?? '')} (${CAR_BODY_TYPE_LABELS[profile?.bodyType ?? 'hatchback']}) tampak samping</title>`);
  });

  it('draws an unknown model by its body type, and the body type only when the model is unknown', () => {
    expect(renderCarSvg({ model: 'tidak-ada', bodyType: 'suv', color: '#cc0000' })).toBe(renderCarSvg({ bodyType: 'suv', color: '#cc0000' }));
    expect(renderCarSvg({ model: 'raize', bodyType: 'van', color: '#cc0000' })).toBe(renderCarSvg({ model: 'raize', color: '#cc0000' }));
    expect(renderCarSvg({ model: 'raize', color: '#cc0000' })).not.toBe(renderCarSvg({ bodyType: 'suv', color: '#cc0000' }));
    expect(resolveCarProfile({ model: '__proto__', bodyType: 'mpv' }).name).toBe('MPV');
  });

  it('draws the cab type of pickups: the Rangga single cab, the Hilux double cab, a single-cab Hilux when its variant is one', () => {
    const body = (svg: string) => /<path d="(M[^"]+)" fill="url\(#[^"]+b\)"/.exec(svg)?.[1];
    expect(MODEL_PROFILES['hilux-rangga']).toMatchObject({ cab: 'single', doors: 2 });
    expect(MODEL_PROFILES['hilux-4x2']).toMatchObject({ cab: 'double', doors: 4 });
    const single = resolveCarProfile({ model: 'hilux-4x2', cab: 'single' });
    expect(single).toMatchObject({ cab: 'single', doors: 2 });
    expect(single.bed).toBeGreaterThan(MODEL_PROFILES['hilux-4x2']?.bed ?? Infinity);
    // The cab ends right behind the door: fewer handles, a longer bed, another outline.
    const double = renderCarSvg({ model: 'hilux-4x2', color: '#ffffff' });
    const singleSvg = renderCarSvg({ model: 'hilux-4x2', cab: 'single', color: '#ffffff' });
    expect(body(singleSvg)).not.toBe(body(double));
    const handles = (svg: string) => svg.match(/width="14" height="4"/g)?.length;
    expect(handles(double)).toBe(2);
    expect(handles(singleSvg)).toBe(1);
  });

  it('wears the hybrid or GR badge where the variant has one', () => {
    const badges = (model: string, extra: { badge?: 'gr' | 'hybrid' | null } = {}) => {
      const svg = renderCarSvg({ model, color: '#ffffff', ...extra });
      return { hybrid: svg.includes('>HYBRID</text>'), gr: svg.includes('>GR</text>') };
    };
    expect(badges('innovahybrid')).toEqual({ hybrid: true, gr: false });
    expect(badges('innovazenix')).toEqual({ hybrid: false, gr: false });
    expect(badges('agyagrsport')).toEqual({ hybrid: false, gr: true });
    expect(badges('agya')).toEqual({ hybrid: false, gr: false });
    expect(badges('camryhybrid')).toEqual({ hybrid: true, gr: false });
    expect(badges('bz4x')).toEqual({ hybrid: false, gr: false });
    // A used car's own variant decides: a GR Sport Rush, a Fortuner without the GR kit.
    expect(badges('rush', { badge: 'gr' }).gr).toBe(true);
    expect(badges('fortuner', { badge: null })).toEqual({ hybrid: false, gr: false });
  });

  it('reads cab type and badge from a used car’s variant name', () => {
    expect(readVariantTraits('2.4 Single Cab M/T Diesel', 'Diesel')).toEqual({ cab: 'single', badge: null });
    expect(readVariantTraits('2.4 E D-Cab M/T Diesel', 'Diesel')).toEqual({ cab: 'double', badge: null });
    expect(readVariantTraits('1.8 HV GR Sport CVT', 'Hybrid')).toEqual({ badge: 'gr' });
    expect(readVariantTraits('2.5 HV CVT', 'Hybrid')).toEqual({ badge: 'hybrid' });
    expect(readVariantTraits('1.5 G CVT', 'Bensin')).toEqual({ badge: null });
    expect(readVariantTraits('2.0 Cab Chassis M/T Bensin', 'Bensin')).toEqual({ cab: 'single', badge: null });
  });
});

describe('used-car list thumbnails (issue 15)', () => {
  const thumb = (model: string, color: string, year: number, name: string, colorName = 'Silver Metalik') =>
    renderCarSvg({ model, color, label: `Toyota ${name} ${year}`, caption: { name, year, colorName } });
  const body = (svg: string) => /<path d="(M[^"]+)" fill="url\(#[^"]+b\)"/.exec(svg)?.[1];

  it('shows the model, the year and the paint in visible text, and the car in its colour', () => {
    const svg = thumb('avanza', '#B9BDC1', 2022, 'Avanza');
    expect(findSvgProblems(svg)).toEqual([]);
    expect(countUtf8Bytes(svg)).toBeLessThan(8_000);
    expect(svg).toMatch(/<text [^>]*font-size="24"[^>]*>Avanza<\/text>/);
    expect(svg).toMatch(/<text [^>]*font-size="22"[^>]*>2022<\/text>/);
    expect(svg).toMatch(/<circle [^>]*fill="#b9bdc1"/);
    expect(svg).toContain('>Silver Metalik</text>');
    expect(svg).toContain('stop-color="#b9bdc1"');
    // The year reads white on its dark pill (WCAG AA).
    const pill = /<rect x="540" y="10" width="84" height="36" rx="18" fill="(#[0-9a-f]{6})"\/><text [^>]*fill="(#[0-9a-f]{6})"/.exec(svg);
    expect(pill && contrastRatio(pill[1] ?? '', pill[2] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('carries the model’s own silhouette, not one per body type', () => {
    expect(body(thumb('avanza', '#ffffff', 2022, 'Avanza'))).toBe(body(renderCarSvg({ model: 'avanza', color: '#ffffff' })));
    // Every MPV of the used-car list looks like itself, even in the same paint.
    const mpvs = ['calya', 'avanza', 'veloz', 'kijanginnova', 'innovazenix', 'alphard'];
    const masks = mpvs.map((m) => rasterize(svgShapes(thumb(m, '#ffffff', 2021, m)), { cols: 160, rows: 70, x: 0, y: 0, width: 640, height: 280 }));
    masks.forEach((a, i) => {
      masks.slice(i + 1).forEach((b, j) => expect(iou(a, b), `${mpvs[i]}~${mpvs[i + 1 + j]}`).toBeLessThan(0.96));
    });
  });

  it('keeps the car clear of the label and escapes the text', () => {
    const svg = thumb('hiace', '#ffffff', 2020, 'Hiace <Premio> & "Luxury"', 'Putih & Hitam');
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('Hiace &lt;Premio&gt; &amp; &quot;Luxury&quot;');
    // The tallest car stays below the label band (y < 58): only the year pill and the paint swatch are in it.
    const shapes = svgShapes(svg);
    const inBand = shapes.filter((poly) => poly.every(([, y]) => y < 58));
    expect(inBand).toHaveLength(2);
    const carTop = Math.min(...shapes.filter((poly) => !inBand.includes(poly)).flat().map(([, y]) => y));
    expect(carTop).toBeGreaterThanOrEqual(58);
  });
});
