/**
 * XML escaping for every piece of text or attribute value we interpolate into SVG.
 * Characters that XML 1.0 forbids outright (most C0 controls, lone surrogates, U+FFFE/F)
 * are dropped, because no escape makes them legal and one of them would make the whole
 * document unparsable.
 */

const FORBIDDEN_RE =
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
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  return text.replace(FORBIDDEN_RE, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? '');
}
