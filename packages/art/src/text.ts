/**
 * Word wrapping by character count. SVG has no text layout of its own and we cannot measure
 * glyphs without a DOM, so widths are estimated: system sans-serif fonts average about
 * 0.56 em per character for mixed-case Indonesian text (0.62 em in bold).
 */

export const AVERAGE_CHAR_EM = 0.56;
/** Bold and extra-bold faces run wider. */
export const BOLD_CHAR_EM = 0.62;

/** How many characters fit in `width` pixels at `fontSize`. */
export function charsForWidth(width: number, fontSize: number, em: number = AVERAGE_CHAR_EM): number {
  // The epsilon keeps 560 / (50 × 0.56) at 20 rather than 19.999….
  return Math.max(1, Math.floor(width / (fontSize * em) + 1e-9));
}

const ELLIPSIS = '…';

/** Code-point aware length and slicing, so an emoji is never cut in half. */
function chars(text: string): string[] {
  return Array.from(text);
}

/**
 * Greedy wrap into at most `maxLines` lines of at most `maxChars` characters. Words longer
 * than a line are broken; text that does not fit ends with '…' on the last line.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const lineLimit = Math.max(1, Math.floor(maxLines));
  const words = text.trim().split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    let rest = chars(word);
    // Break words that could never fit on a line.
    while (rest.length > limit) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(rest.slice(0, limit).join(''));
      rest = rest.slice(limit);
    }
    const piece = rest.join('');
    if (!piece) continue;
    const candidate = current ? `${current} ${piece}` : piece;
    if (chars(candidate).length <= limit) {
      current = candidate;
    } else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= lineLimit) return lines;
  const kept = lines.slice(0, lineLimit);
  const last = chars(kept[lineLimit - 1] ?? '');
  const room = Math.max(0, limit - 1);
  let head = (last.length > room ? last.slice(0, room) : last).join('');
  // Prefer ending on a whole word ("untuk…" rather than "Semu…") when that keeps most of the line.
  const space = head.lastIndexOf(' ');
  if (last.length > room && space >= head.length / 2) head = head.slice(0, space);
  const cut = head.replace(/[\s.,;:!?-]+$/u, '');
  kept[lineLimit - 1] = `${cut}${ELLIPSIS}`;
  return kept;
}

/** One line, cut with '…' when longer than `maxChars`. */
export function truncateText(text: string, maxChars: number): string {
  return wrapText(text.replace(/\s+/g, ' '), maxChars, 1)[0] ?? '';
}
