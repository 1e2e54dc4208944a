/**
 * The one Markdown renderer of articles, FAQ answers and static pages (issue 25): the site renders
 * with it and the console's preview renders with it, so an editor sees what a visitor will see.
 *
 * Safe by construction rather than by cleaning: raw HTML is never passed through (markdown-it
 * `html: false` prints `<script>` as text), links keep only http(s), mailto, tel and site paths
 * (markdown-it already refuses javascript:, vbscript:, file: and data:), pictures are not rendered
 * (the site's pictures go through its media rules) and headings start at h2 — the page's h1 is the
 * title. Plain paragraphs separated by blank lines with '## ' subheadings (the seeded bodies) render
 * as they did before Markdown.
 */
import MarkdownIt from 'markdown-it';

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
  md.disable(['image']);
  md.validateLink = (url) => SAFE_LINK.test(url.trim());
  md.core.ruler.push('kemudi_headings', (state) => {
    for (const token of state.tokens) {
      if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
    }
  });
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    // Links out of the site open in a new tab and pass no referrer or ranking.
    if (/^https?:\/\//i.test(token.attrGet('href') ?? '')) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer nofollow');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}

const renderer = createRenderer();

/** Markdown → HTML that is safe to insert as is (no raw HTML, no script URL, no picture). */
export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}

/** The words of a Markdown text without its marks (for descriptions, reading time and search). */
export function plainTextOfMarkdown(markdown: string): string {
  return renderMarkdown(markdown)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read a Markdown text at 200 words a minute (at least 1). */
export function readingMinutesOf(markdown: string): number {
  const words = plainTextOfMarkdown(markdown).split(' ').filter((w) => w !== '').length;
  return Math.max(1, Math.round(words / 200));
}

/** A static page's sections (heading, paragraphs) as Markdown: '## heading', then its paragraphs. */
export function sectionsToMarkdown(sections: readonly { heading: string; paragraphs: readonly string[] }[]): string {
  return sections.map((s) => [s.heading ? `## ${s.heading}` : '', ...s.paragraphs].filter((p) => p !== '').join('\n\n')).join('\n\n');
}

/**
 * Markdown → a static page's sections: each '## ' (or '# ') line starts a section; the blocks
 * between (split by blank lines) are its paragraphs, each still Markdown. Text before the first
 * heading is a section without a heading.
 */
export function markdownToSections(markdown: string): { heading: string; paragraphs: string[] }[] {
  const sections: { heading: string; paragraphs: string[] }[] = [];
  for (const block of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const text = block.trim();
    if (text === '') continue;
    const heading = /^#{1,2}\s+(.+)$/.exec(text);
    if (heading && !text.includes('\n')) sections.push({ heading: heading[1]!.trim(), paragraphs: [] });
    else if (sections.length === 0) sections.push({ heading: '', paragraphs: [text] });
    else sections[sections.length - 1]!.paragraphs.push(text);
  }
  return sections;
}
