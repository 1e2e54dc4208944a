import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticHtml } from './static-html.server-markup';

afterEach(() => {
  vi.useRealTimers();
});

describe('staticHtml', () => {
  it('renders a part to HTML on its first use and hands out that HTML afterwards', () => {
    const draw = vi.fn(() => (
      <p className="x">
        Toyota &amp; <b>Promo</b>
      </p>
    ));
    const first = staticHtml('test once', draw);
    expect(first).toBe('<p class="x">Toyota &amp; <b>Promo</b></p>');
    expect(staticHtml('test once', draw)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('keeps parts apart by their key', () => {
    expect(staticHtml('test a', () => <span>A</span>)).toBe('<span>A</span>');
    expect(staticHtml('test b', () => <span>B</span>)).toBe('<span>B</span>');
  });

  it('draws a part again in a new year (the copyright line)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const draw = () => <p>© {new Date().getFullYear()}</p>;
    vi.setSystemTime(new Date('2026-12-31T16:59:00Z'));
    expect(staticHtml('test year', draw)).toBe('<p>© 2026</p>');
    vi.setSystemTime(new Date('2027-01-01T00:00:01Z'));
    expect(staticHtml('test year', draw)).toBe('<p>© 2027</p>');
  });
});
