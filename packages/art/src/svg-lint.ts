/**
 * A small, dependency-free checker for the SVG we generate (no DOM is available in tests or
 * in the API). It is deliberately strict about the subset we emit: elements, quoted
 * attributes, text and the five XML entities plus numeric references.
 */

const NAME = '[A-Za-z_][\\w.:-]*';
const ENTITY_RE = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
const ATTR_RE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'y');

function checkText(text: string, where: string, problems: string[]): void {
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '<') problems.push(`raw "<" in ${where}`);
    if (ch === '&') {
      ENTITY_RE.lastIndex = i;
      if (!ENTITY_RE.test(text)) problems.push(`bare "&" in ${where}: ${text.slice(i, i + 12)}`);
    }
  }
}

/** Well-formedness problems of an XML fragment with a single root; empty when fine. */
export function findXmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    const text = lt === -1 ? xml.slice(pos) : xml.slice(pos, lt);
    if (text.trim() && stack.length === 0) problems.push(`text outside the root: ${text.slice(0, 20)}`);
    checkText(text, 'text', problems);
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end === -1) return [...problems, 'unterminated comment'];
      pos = end + 3;
      continue;
    }
    const gt = xml.indexOf('>', lt);
    if (gt === -1) return [...problems, 'unterminated tag'];
    const tag = xml.slice(lt + 1, gt);
    pos = gt + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (open !== name) problems.push(`closing </${name}> does not match <${open ?? 'nothing'}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const inner = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = new RegExp(`^${NAME}`).exec(inner);
    if (!nameMatch) {
      problems.push(`bad tag <${tag.slice(0, 20)}>`);
      continue;
    }
    const name = nameMatch[0];
    let i = name.length;
    const seen = new Set<string>();
    while (i < inner.length) {
      if (!inner.slice(i).trim()) break;
      ATTR_RE.lastIndex = i;
      const m = ATTR_RE.exec(inner);
      if (!m) {
        problems.push(`bad attribute syntax in <${name}>: ${inner.slice(i, i + 30)}`);
        break;
      }
      const attr = m[1] ?? '';
      if (seen.has(attr)) problems.push(`duplicate attribute ${attr} in <${name}>`);
      seen.add(attr);
      checkText(m[2] ?? m[3] ?? '', `attribute ${attr} of <${name}>`, problems);
      i = ATTR_RE.lastIndex;
    }
    if (stack.length === 0) roots += 1;
    if (!selfClosing) stack.push(name);
  }
  if (stack.length) problems.push(`unclosed elements: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}

/**
 * Problems that would stop the SVG from being served as a standalone image/svg+xml file or
 * inlined into a page: well-formedness, the root's namespace and viewBox, an accessible
 * title, no external references and no dangling or duplicate ids.
 */
export function findSvgProblems(svg: string): string[] {
  const problems = findXmlProblems(svg);
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return [...problems, 'does not start with <svg>'];
  if (!root.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('root lacks the SVG namespace');
  if (!/\sviewBox="0 0 \d+ \d+"/.test(root)) problems.push('root lacks a viewBox');
  if (/\s(width|height)="/.test(root)) problems.push('root has a fixed width/height');
  if (!root.includes('role="img"')) problems.push('root lacks role="img"');
  if (!/^<svg\b[^>]*><title>[^<]+<\/title>/.test(svg)) problems.push('first child is not a non-empty <title>');
  if (/<(image|script|foreignObject|style|a)\b/.test(svg)) problems.push('contains a forbidden element');
  if (/@import|@font-face|javascript:/i.test(svg)) problems.push('contains an external resource');
  for (const m of svg.matchAll(/\s(?:xlink:)?href="([^"]*)"/g)) {
    if (!m[1]?.startsWith('#')) problems.push(`external href ${m[1] ?? ''}`);
  }
  for (const m of svg.matchAll(/url\(([^)]*)\)/g)) {
    if (!m[1]?.startsWith('#')) problems.push(`external url(${m[1] ?? ''})`);
  }
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
  const idSet = new Set(ids);
  if (idSet.size !== ids.length) problems.push('duplicate ids');
  const refs = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1] ?? '');
  for (const ref of refs) if (!idSet.has(ref)) problems.push(`dangling reference #${ref}`);
  return problems;
}

/** UTF-8 size, what the HTTP response will weigh. */
export function countUtf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}
