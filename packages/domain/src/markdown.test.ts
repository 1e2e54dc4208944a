import { describe, expect, it } from 'vitest';
import { markdownToSections, plainTextOfMarkdown, readingMinutesOf, renderMarkdown, sectionsToMarkdown } from './markdown';

describe('renderMarkdown (issue 25: the site and the console preview)', () => {
  it("renders the seeded bodies as before: paragraphs on blank lines, '## ' lines as subheadings", () => {
    expect(renderMarkdown('Pembuka.\n\n## Kenali batas aman\n\nIsi pertama.\n \nIsi kedua.\n\n')).toBe(
      '<p>Pembuka.</p>\n<h2>Kenali batas aman</h2>\n<p>Isi pertama.</p>\n<p>Isi kedua.</p>\n',
    );
  });

  it('renders emphasis, lists and site links; a # heading is an h2 (the page has one h1)', () => {
    const html = renderMarkdown('# Judul\n\n**tebal** dan *miring*\n\n- satu\n- dua\n\n[promo](/promosi)');
    expect(html).toContain('<h2>Judul</h2>');
    expect(html).toContain('<strong>tebal</strong>');
    expect(html).toContain('<ul>\n<li>satu</li>');
    expect(html).toContain('<a href="/promosi">promo</a>');
  });

  it('keeps raw HTML, script links and pictures inert', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](data:text/html,x) ![c](https://contoh.com/x.png)');
    expect(html).not.toMatch(/<script|<img|href="(javascript|data)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('opens links out of the site in a new tab without a referrer', () => {
    expect(renderMarkdown('[Toyota](https://www.toyota.astra.co.id)')).toContain('target="_blank" rel="noopener noreferrer nofollow"');
  });
});

describe('static page sections as Markdown', () => {
  it('round-trips headings and paragraphs', () => {
    const sections = [
      { heading: 'Perjalanan Kami', paragraphs: ['Satu.', 'Dua **tebal**.'] },
      { heading: 'Visi', paragraphs: ['Tiga.'] },
    ];
    expect(markdownToSections(sectionsToMarkdown(sections))).toEqual(sections);
    expect(markdownToSections('Pembuka.\n\n## A\n\nIsi.')).toEqual([{ heading: '', paragraphs: ['Pembuka.'] }, { heading: 'A', paragraphs: ['Isi.'] }]);
  });

  it('counts words without their marks', () => {
    expect(plainTextOfMarkdown('## Judul\n\n**Isi** & [tautan](/a)')).toBe('Judul Isi & tautan');
    expect(readingMinutesOf('kata '.repeat(600))).toBe(3);
    expect(readingMinutesOf('')).toBe(1);
  });
});
