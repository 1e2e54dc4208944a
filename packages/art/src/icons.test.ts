import { describe, expect, it } from 'vitest';
import { SITE_MENU } from '@kemudi/domain/vocabulary';
import { NEUTRAL_GREY } from './color';
import { ICON_NAMES, renderIconSvg } from './icons';
import { countUtf8Bytes, findSvgProblems } from './svg-lint';

describe('renderIconSvg', () => {
  it('has the accessory, spare-part, superiority and menu icons the site needs', () => {
    for (const name of ['bodykit', 'tray', 'oil', 'gasket', 'engine', 'offroad', 'car', 'used-car', 'review']) {
      expect(ICON_NAMES).toContain(name);
    }
    expect(ICON_NAMES).toHaveLength(55);
  });

  it('draws the icon of every §2 menu entry (the web inlines them with drawIcon)', () => {
    const menuIcons = Object.values(SITE_MENU).flatMap((entries) => entries.map((entry) => entry.icon));
    expect(menuIcons.filter((icon) => !(ICON_NAMES as readonly string[]).includes(icon))).toEqual([]);
  });

  it.each(ICON_NAMES)('draws %s as a valid, small 64×64 SVG', (name) => {
    const svg = renderIconSvg(name);
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(countUtf8Bytes(svg)).toBeLessThan(1_500);
  });

  it('draws every icon differently', () => {
    const drawings = ICON_NAMES.map((name) => renderIconSvg(name, { title: 'x' }));
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });

  it('falls back to a generic icon for unknown names without throwing', () => {
    const svg = renderIconSvg('flux-capacitor');
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('<title>Ikon</title>');
    expect(renderIconSvg('Used_Car')).toBe(renderIconSvg('used-car'));
  });

  it('uses currentColor by default, the given colour, or grey for an invalid one', () => {
    expect(renderIconSvg('oil')).toContain('stroke="currentColor"');
    expect(renderIconSvg('oil', { color: '#EB0A1E' })).toContain('stroke="#eb0a1e"');
    const bad = renderIconSvg('oil', { color: '"><script>' });
    expect(findSvgProblems(bad)).toEqual([]);
    expect(bad).toContain(`stroke="${NEUTRAL_GREY}"`);
  });

  it('draws an optional tile with a readable stroke', () => {
    const svg = renderIconSvg('safety', { background: '#eb0a1e' });
    expect(svg).toContain('fill="#eb0a1e"');
    expect(svg).toContain('stroke="#ffffff"');
    expect(renderIconSvg('safety', { background: 'nope' })).toBe(renderIconSvg('safety'));
  });

  it('escapes a custom title and is deterministic', () => {
    const svg = renderIconSvg('seat', { title: '<script>&"' });
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('<title>&lt;script&gt;&amp;&quot;</title>');
    expect(renderIconSvg('seat', { color: '#123456' })).toBe(renderIconSvg('seat', { color: '#123456' }));
  });
});
