import { pathOf, queryOf, type Call, type CallData, type CallInput } from '@kemudi/domain/contracts/call';
import { envelope, ErrorBody } from '@kemudi/domain/contracts/common';
import { CONSOLE_HEADER } from '@kemudi/domain/contracts/staff';

/*
 * The console's one client of the staff API (issue 24): the path and the query come from the
 * call's contract (packages/domain/src/contracts/staff.ts), the answer is parsed with the same
 * contract, and every failure is an ApiError carrying the API's Indonesian message. The session
 * cookie travels by itself (same origin, HttpOnly: no script ever sees it); state-changing calls
 * add the console's header and JSON, as the API's CSRF check asks.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.';
const UNKNOWN_ANSWER = 'Jawaban server tidak dikenali. Muat ulang halaman, lalu coba lagi.';

/** The session ended or never was (the console then asks to sign in). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export async function callApi<C extends Call>(call: C, input: CallInput<C>, fetcher: typeof fetch = fetch): Promise<CallData<C>> {
  const url = `${pathOf(call, input.params as Record<string, string> | undefined)}${queryOf(input.query as object | undefined)}`;
  const writes = call.method !== 'GET';
  let response: Response;
  try {
    response = await fetcher(url, {
      method: call.method,
      credentials: 'same-origin',
      headers: writes ? { 'content-type': 'application/json', [CONSOLE_HEADER]: '1', accept: 'application/json' } : { accept: 'application/json' },
      ...(writes ? { body: JSON.stringify(input.body ?? {}) } : {}),
    });
  } catch {
    throw new ApiError(0, 'NetworkError', NETWORK_MESSAGE);
  }
  return readAnswer(call, response);
}

/**
 * Sends a file's raw bytes (a promo picture, issue 25) with the console's header; the API judges
 * the type by the bytes, so the declared type is only what the browser knows.
 */
export async function uploadFile<C extends Call>(call: C, file: Blob, fetcher: typeof fetch = fetch): Promise<CallData<C>> {
  let response: Response;
  try {
    response = await fetcher(pathOf(call, undefined), {
      method: call.method,
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream', [CONSOLE_HEADER]: '1', accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'NetworkError', NETWORK_MESSAGE);
  }
  return readAnswer(call, response);
}

/** The answer's data parsed with the call's contract, or an ApiError with the API's message. */
async function readAnswer<C extends Call>(call: C, response: Response): Promise<CallData<C>> {
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(json);
    const first = parsed.success ? parsed.data.errors[0] : undefined;
    throw new ApiError(
      response.status,
      first?.type ?? 'HttpError',
      first?.message ?? (response.status >= 500 ? 'Terjadi kesalahan pada server. Coba lagi sebentar lagi.' : UNKNOWN_ANSWER),
      parsed.success ? parsed.data.retryAfter : undefined,
    );
  }
  const parsed = envelope(call.data).safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'InvalidAnswer', UNKNOWN_ANSWER);
  return parsed.data.data as CallData<C>;
}

/** The words to show for any failure. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_MESSAGE;
}
