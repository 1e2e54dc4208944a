/**
 * The SQLSTATE of a database error, wherever it sits: node-postgres and PGlite put it on the error
 * (`code`), Drizzle wraps theirs in a DrizzleQueryError whose `cause` holds it.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && /^\d/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors only the input can cause: class 22 (data exception — invalid byte sequence 22021, invalid
 * text representation 22P02, numeric out of range 22003, datetime 22007/22008, string too long
 * 22001, …) and class 54 (program limit exceeded: a value or a list too large for the database).
 * They answer 400, not 500: the request was wrong, not the server.
 */
export function isInputRefusedByDatabase(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('54'));
}
