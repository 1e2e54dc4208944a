/**
 * The icon sprite (issue 26): app/icons.svg serves one well-formed SVG with a `<symbol>` for every
 * icon name the components may ask for, each with its own viewBox and drawing.
 */
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/icons.svg/route';
import { ICON_NAMES, spriteDocument } from './sprite';

describe('the icon sprite', () => {
  it('is served as an SVG file a browser may keep (its URL is versioned)', async () => {
    const answer = GET();
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(await answer.text()).toBe(spriteDocument());
  });

  it('draws every named icon once, as a symbol with a viewBox and at least one shape', () => {
    const document = spriteDocument();
    expect(document).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">(<symbol [^>]*>.*?<\/symbol>)+<\/svg>$/);
    const symbols = [...document.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"[^>]*>(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id).sort()).toEqual([...ICON_NAMES].sort());
    for (const [, id, viewBox, shapes] of symbols) {
      expect(viewBox, id).toMatch(/^0 0 (24 24|32 32)$/);
      expect(shapes, id).toMatch(/^(<(path|circle|rect|polygon|g) [^>]*\/?>|<\/g>)+$/);
    }
  });
});
