/*
 * The answers of the calls the browser makes itself (the search box, the chat, the newsletter
 * form, the city picker), through the site's own proxy routes, which attach the token (§4). Each is
 * parsed with its call's contract (packages/domain/src/contracts), as the server's loaders parse
 * theirs. The contracts carry zod, which no page ships in its first load (issue 3's JavaScript
 * budget): the islands load them with loadContracts() when first used, and start that early with
 * warmContracts() (focus on the search box or the newsletter field, opening the chat or a dialog),
 * so the module is there by the time the call is made.
 */
import type { Call, CallData } from '@kemudi/domain/contracts/call';

/** The contracts of the islands' calls: one chunk, with zod, fetched once (island-contracts.ts). */
export const loadContracts = () => import('./island-contracts');

/** Starts loading the contracts; a failure here is retried by the call that needs them. */
export function warmContracts(): void {
  loadContracts().catch(() => undefined);
}

/** The `data` of a §7 `{ status, data }` body (undefined for any other body: the contract then refuses it). */
export function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
}

/** The call's data from its answer; throws on a non-2xx status, a body that is not JSON or data that breaks the contract. */
export async function parseAnswer<C extends Call>(call: C, response: Response): Promise<CallData<C>> {
  if (!response.ok) throw new Error(`${call.method} ${call.path}: HTTP ${response.status}`);
  return call.data.parse(dataOf(await response.json())) as CallData<C>;
}
