// The Indonesian wording of zod's issues is shared with the web app's route handlers.
export { configureZodMessages } from '@kemudi/domain/zod-messages';

const PART_LABEL: Record<string, string> = {
  querystring: 'Parameter',
  params: 'Parameter alamat',
  body: 'Kolom',
  headers: 'Header',
};

type ValidationEntry = { instancePath?: string; message?: string };

/** One sentence per problem, e.g. "Parameter 'page' harus berupa angka." */
export function describeValidation(entries: ValidationEntry[], part: string | undefined): string {
  const label = PART_LABEL[part ?? 'body'] ?? 'Kolom';
  // z.int() adds its own safe-integer bounds: "tidak boleh lebih dari 9007199254740991" says nothing
  // to a visitor when the field's own bound is named too.
  const pathOf = (entry: ValidationEntry) => entry.instancePath ?? '';
  const safeBound = (entry: ValidationEntry) => /\b9007199254740991\b/.test(entry.message ?? '');
  const useful = entries.filter((entry) => !safeBound(entry) || !entries.some((other) => other !== entry && pathOf(other) === pathOf(entry) && !safeBound(other)));
  const sentences = useful.slice(0, 5).map((entry) => {
    const field = (entry.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const message = entry.message ?? 'tidak valid';
    return field ? `${label} '${field}' ${message}.` : `${label} ${message}.`;
  });
  return sentences.join(' ');
}

// Finding control characters is the point of these expressions (no-control-regex guards against typos).
/** Control characters a one-line value never holds (C0 and DEL): query, path parameters, object keys. */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;
/** Free text may hold tabs and line breaks, nothing else of C0 (NUL above all: PostgreSQL refuses it in text). */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Text as it may go back in an answer: each run of control characters (line breaks included)
 * becomes `replacement`, and the whole is cut at `max` characters.
 */
export function printableText(text: string, max: number, replacement = ' '): string {
  const clean = text.replace(CONTROL_RUNS, replacement);
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
/** No call takes a body nested deeper than this; deeper ones are refused before zod walks them. */
export const MAX_INPUT_DEPTH = 32;
/** A field is named in the message only when its name is one of ours in form (never a visitor's odd key). */
const PLAIN_FIELD = /^[\w.-]{1,60}$/;

/**
 * Finds what no call accepts in parsed input, whatever its schema says: a control character in a
 * parameter, a key or a text value (only tab, CR and LF in body text), or nesting deeper than
 * MAX_INPUT_DEPTH. Answers the Indonesian sentence for the 400, or undefined when the input is clean.
 * Walks iteratively, so a hostile depth cannot exhaust the stack.
 */
export function findUnsafeInput(input: unknown, part: 'querystring' | 'params' | 'body'): string | undefined {
  const label = PART_LABEL[part] ?? 'Kolom';
  const textRule = part === 'body' ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  const named = (path: string) => (path && PLAIN_FIELD.test(path) ? ` '${path}'` : '');
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (textRule.test(value)) return `${label}${named(path)} berisi karakter kontrol yang tidak diizinkan.`;
      continue;
    }
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return `${label} terlalu bertingkat.`;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, path, depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (CONTROL_IN_LINE.test(key)) return `${label} berisi nama kolom dengan karakter kontrol.`;
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}
