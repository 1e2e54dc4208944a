/*
 * The contracts of the calls the browser makes itself (the search box, the chat, the newsletter
 * form, the city picker), through the site's own proxy routes, which attach the token (§4). Each
 * answer is parsed with its call's contract (packages/domain/src/contracts) by lib/browser-api.ts,
 * as the server's loaders parse theirs. The contracts carry zod, which no page ships in its first load (issue 3's JavaScript
 * budget): the islands load them with loadContracts() when first used, and start that early with
 * warmContracts() (focus on the search box or the newsletter field, opening the chat or a dialog),
 * so the module is there by the time the call is made.
 */

/** The contracts of the islands' calls: one chunk, with zod, fetched once (island-contracts.ts). */
export const loadContracts = () => import('./island-contracts');

/** Starts loading the contracts; a failure here is retried by the call that needs them. */
export function warmContracts(): void {
  loadContracts().catch(() => undefined);
}
