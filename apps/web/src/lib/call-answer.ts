/*
 * The answers of the calls the browser makes itself (the search box, the chat, the newsletter
 * form, the city picker), through the site's own proxy routes, which attach the token (§4). Each is
 * parsed with its call's contract (packages/domain/src/contracts), as the server's loaders parse
 * theirs. The contracts carry zod, which no page ships in its first load (issue 3's JavaScript
 * budget): an island imports its contract module with import() when it is first used.
 */
import type { Call, CallData } from '@kemudi/domain/contracts/call';

/** The `data` of a §7 `{ status, data }` body (undefined for any other body: the contract then refuses it). */
export function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
}

/** The call's data from its answer; throws on a non-2xx status, a body that is not JSON or data that breaks the contract. */
export async function parseAnswer<C extends Call>(call: C, response: Response): Promise<CallData<C>> {
  if (!response.ok) throw new Error(`${call.method} ${call.path}: HTTP ${response.status}`);
  return call.data.parse(dataOf(await response.json())) as CallData<C>;
}
