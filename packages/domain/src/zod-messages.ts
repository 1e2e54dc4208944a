import { z } from 'zod';

/*
 * Indonesian wording for zod's validation issues (every bad input gets a clear Indonesian message),
 * installed once per process by both sides: the API (apps/api/src/lib/validation.ts) and the web
 * app's route handlers (apps/web/src/server/api.ts). Issues not covered here use zod's own
 * Indonesian locale.
 */

const TYPE_NAMES: Record<string, string> = {
  number: 'angka',
  int: 'bilangan bulat',
  string: 'teks',
  boolean: 'true atau false',
  array: 'daftar',
  object: 'objek',
  date: 'tanggal',
};

const fallback = z.locales.id().localeError;

export function indonesianIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'wajib diisi';
      return `harus berupa ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return `minimal ${min} karakter`;
      if (issue.origin === 'array') return `minimal berisi ${min} item`;
      return `tidak boleh kurang dari ${min}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `maksimal ${max} karakter`;
      if (issue.origin === 'array') return `maksimal berisi ${max} item`;
      return `tidak boleh lebih dari ${max}`;
    }
    case 'invalid_value':
      return `harus salah satu dari: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'formatnya tidak valid';
    case 'not_multiple_of':
      return `harus kelipatan ${String(issue.divisor)}`;
    default:
      return undefined;
  }
}

let configured = false;
/** Installs the Indonesian messages once per process (zod's global configuration). */
export function configureZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config({
    customError: (issue) => indonesianIssue(issue) ?? fallback(issue),
  });
}
