/**
 * XML escaping for every piece of text or attribute value we interpolate into SVG.
 * Characters that XML 1.0 forbids outright (most C0 controls, lone surrogates, U+FFFE/F)
 * are dropped, because no escape makes them legal and one of them would make the whole
 * document unparsable.
 */

// The control characters are the point of this pattern.
const FORBIDDEN_RE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Safe both as element text and inside a single- or double-quoted attribute. */
export function escapeXml(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : value === null || value === undefined
          ? ''
          : JSON.stringify(value);
  return text.replace(FORBIDDEN_RE, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? '');
}
