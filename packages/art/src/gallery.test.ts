import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '@kemudi/domain/vocabulary';
import { contrastRatio, NEUTRAL_GREY } from './color';
import { pickFeatureIcon, pickGalleryVariant, renderGallerySvg, type GalleryKind } from './gallery';
import { INTERIOR_VARIANTS, renderCarInteriorSvg } from './interior';
import { countUtf8Bytes, findSvgProblems } from './svg-lint';

const KINDS: GalleryKind[] = ['exterior', 'interior', 'feature'];
const NASTY = 'Lampu <script>&"LED"';

describe('renderGallerySvg', () => {
  it('draws valid, light pictures for every kind, slot and body type', () => {
    for (const bodyType of BODY_TYPES) {
      for (const kind of KINDS) {
        for (let index = 0; index < 7; index += 1) {
          const svg = renderGallerySvg({ bodyType, color: '#0f766e', roofColor: '#111111', kind, title: NASTY, index });
          expect(findSvgProblems(svg), `${bodyType} ${kind} ${index}`).toEqual([]);
          expect(countUtf8Bytes(svg), `${bodyType} ${kind} ${index}`).toBeLessThan(15_000);
          expect(svg).toContain('viewBox="0 0 800 450"');
          expect(svg).toContain('<title>Lampu &lt;script&gt;&amp;&quot;LED&quot;</title>');
          expect(svg).not.toContain('<script');
        }
      }
    }
  });

  it('varies the composition across a gallery of seven', () => {
    const kinds: GalleryKind[] = ['exterior', 'exterior', 'exterior', 'interior', 'interior', 'feature', 'feature'];
    const variants = kinds.map((kind, index) => pickGalleryVariant(kind, index));
    expect(new Set(variants).size).toBe(7);
    const svgs = kinds.map((kind, index) =>
      renderGallerySvg({ bodyType: 'mpv', color: '#cc0000', kind, title: 'Avanza', index }),
    );
    expect(new Set(svgs).size).toBe(7);
  });

  it('shows the feature title as a caption', () => {
    const svg = renderGallerySvg({ bodyType: 'suv', color: '#cc0000', kind: 'feature', title: 'Velg alloy 18 inci', index: 0 });
    expect(svg).toMatch(/<tspan[^>]*>Velg alloy 18 inci<\/tspan>/);
  });

  it('is deterministic and tints with the colour', () => {
    const a = renderGallerySvg({ bodyType: 'sedan', color: '#1E3A8A', kind: 'exterior', title: 'Vios', index: 0 });
    expect(a).toBe(renderGallerySvg({ bodyType: 'sedan', color: '#1E3A8A', kind: 'exterior', title: 'Vios', index: 0 }));
    expect(a).toContain('"#1e3a8a"');
  });

  it('falls back to grey for an invalid colour and to a default for odd input', () => {
    const svg = renderGallerySvg({
      bodyType: 'tank',
      color: 'javascript:alert(1)',
      kind: 'gallery' as GalleryKind,
      title: '   ',
      index: Number.NaN,
    });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain(NEUTRAL_GREY);
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('<title>Galeri mobil</title>');
  });
});

describe('renderCarInteriorSvg', () => {
  it.each(INTERIOR_VARIANTS)('draws the %s cabin with the accent colour', (variant) => {
    const svg = renderCarInteriorSvg({ color: '#cc0000', label: 'Innova <Zenix>', variant });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(countUtf8Bytes(svg)).toBeLessThan(8_000);
    expect(svg).toContain('#cc0000');
    expect(svg).toContain('Innova &lt;Zenix&gt;');
  });

  it('keeps a black accent visible on the dark trim', () => {
    const svg = renderCarInteriorSvg({ color: '#000000', label: 'Agya' });
    expect(svg).not.toContain('stroke="#000000"');
  });
});

describe('pickGalleryVariant', () => {
  it('points feature callouts at the part the title names', () => {
    expect(pickGalleryVariant('feature', 3, 'Lampu LED proyektor')).toBe('callout-light');
    expect(pickGalleryVariant('feature', 3, 'Velg alloy 17 inci')).toBe('callout-wheel');
    expect(pickGalleryVariant('feature', 0, 'Mesin 1.5L')).toBe('icon-card');
    expect(pickGalleryVariant('feature', 1, 'Mesin 1.5L')).toBe('icon-card-light');
  });

  it('rotates exterior and interior scenes by position', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => pickGalleryVariant('exterior', i))).toEqual([
      'studio-side',
      'front-outdoor',
      'detail',
      'rear-dusk',
      'side-street',
      'studio-side',
    ]);
    expect([0, 1, 2].map((i) => pickGalleryVariant('interior', i))).toEqual(['dashboard', 'seats', 'steering']);
  });
});

describe('feature pictures on a white car', () => {
  it('keep the icon and the callout visible against white', () => {
    for (const index of [0, 1]) {
      const card = renderGallerySvg({ bodyType: 'mpv', color: '#ffffff', kind: 'feature', title: 'Kabin lega', index });
      const disc = /<circle cx="200" cy="200" r="118" fill="(#[0-9a-f]{6})"\/>/.exec(card)?.[1];
      const stroke = /<g fill="none" stroke="(#[0-9a-f]{6})"/.exec(card)?.[1];
      expect(disc && stroke && contrastRatio(disc, stroke)).toBeGreaterThanOrEqual(3);
    }
    const lens = renderGallerySvg({ bodyType: 'mpv', color: '#ffffff', kind: 'feature', title: 'Lampu LED', index: 0 });
    const dashed = /<path d="[^"]+" stroke="(#[0-9a-f]{6})" stroke-width="2.5" stroke-dasharray/.exec(lens)?.[1];
    expect(contrastRatio(dashed ?? '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});

describe('pickFeatureIcon', () => {
  it('reads Indonesian keywords', () => {
    expect(pickFeatureIcon('Mesin 2.0L Dual VVT-i')).toBe('engine');
    expect(pickFeatureIcon('Toyota Safety Sense dan 6 airbag')).toBe('safety');
    expect(pickFeatureIcon('Kabin lega tiga baris')).toBe('space');
    expect(pickFeatureIcon('Irit BBM berkat teknologi hybrid')).toBe('fuel');
    expect(pickFeatureIcon('Layar sentuh 10 inci')).toBe('tech');
    expect(pickFeatureIcon('Desain sporty')).toBe('style');
  });
});

describe('gallery pictures per model (issue 15)', () => {
  it('draw the model itself, not its body type', () => {
    for (const index of [0, 1, 3]) {
      const lc = renderGallerySvg({ model: 'landcruiser', bodyType: 'suv', color: '#cc0000', kind: 'exterior', title: 'x', index });
      const raize = renderGallerySvg({ model: 'raize', bodyType: 'suv', color: '#cc0000', kind: 'exterior', title: 'x', index });
      const generic = renderGallerySvg({ bodyType: 'suv', color: '#cc0000', kind: 'exterior', title: 'x', index });
      expect(findSvgProblems(lc)).toEqual([]);
      expect(new Set([lc, raize, generic]).size).toBe(3);
    }
  });
});

describe('cabins per model (issue 15)', () => {
  const cabin = (model: string, index = 0) => renderGallerySvg({ model, bodyType: 'mpv', color: '#cc0000', kind: 'interior', title: 'Dasbor', index });
  const screenWidth = (svg: string) => Number(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="[\d.]+" rx="10" fill="#0e1217"/.exec(svg)?.[1]);

  it('draws the centre screen at the size of the model’s own, or its radio', () => {
    expect(screenWidth(cabin('alphard'))).toBeCloseTo(14 * 15.6, 0);
    expect(screenWidth(cabin('calya'))).toBeCloseTo(7 * 15.6, 0);
    expect(screenWidth(cabin('alphard')) / screenWidth(cabin('calya'))).toBeCloseTo(2, 1);
    const radio = cabin('hilux-4x2');
    expect(Number.isNaN(screenWidth(radio))).toBe(true);
    expect(radio).toContain('width="130" height="46"');
  });

  it('shows a digital cluster, the hybrid gauge and the GR wheel where the model has them', () => {
    expect(cabin('corollacrosshybrid')).toContain('fill="#0b1620"');
    expect(cabin('corollacrosshybrid')).toContain('stroke="#2b8fd6"');
    expect(cabin('avanza')).not.toContain('fill="#0b1620"');
    expect(cabin('avanza')).not.toContain('#2b8fd6');
    expect(cabin('gr86')).toContain('>GR</text>');
  });

  it('gives the cabins of different models different pictures', () => {
    const models = ['calya', 'avanza', 'alphard', 'hilux-4x2', 'corollacrosshybrid', 'gr86', 'hiace', 'landcruiser'];
    for (const index of [0, 1, 2]) {
      const svgs = models.map((m) => cabin(m, index));
      for (const svg of svgs) expect(findSvgProblems(svg)).toEqual([]);
      expect(new Set(svgs.map((s) => s.replace(/\sid="[^"]+"|#k[a-z0-9]+/g, ''))).size).toBeGreaterThanOrEqual(6);
    }
  });
});
