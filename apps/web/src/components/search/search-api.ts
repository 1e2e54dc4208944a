import type { CallInput } from '@kemudi/domain/contracts/call';
import type { GlobalSearchData, searchCalls } from '@kemudi/domain/contracts/search';
import { requestCall } from '@/lib/browser-api';

/*
 * The suggestions the header search asks for from the browser (§7 global-search), through the
 * site's own proxy route (the proxy attaches the token, §4). The answer is parsed with the call's
 * contract, whose SitePath links mean an answer can never put a `javascript:` or foreign URL in an
 * href. The contract (and zod with it) stays out of the header's first-load JavaScript: it is
 * loaded when the search box is first used (focus or typing, long before the 1.5 s debounce ends;
 * lib/browser-api.ts). The phone's quick menu is in search-shortcuts.ts, with the overlay.
 */

export type SearchAnswer = Pick<GlobalSearchData, 'text' | 'total' | 'groups'>;

/** Items per kind in the dropdown: enough to choose from, short enough to stay on screen. */
export const SUGGESTIONS_PER_GROUP = 4;

/**
 * POST product/v1/global-search. A network error, a non-2xx answer or one that breaks the contract
 * throws (the caller shows §8 'Gagal menampilkan data'); an aborted request rejects with the
 * AbortError of `signal`.
 */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<SearchAnswer> {
  const body: CallInput<typeof searchCalls.globalSearch>['body'] = { text, limit: SUGGESTIONS_PER_GROUP };
  const answer = await requestCall((c) => c.searchCalls.globalSearch, { body }, { signal, timeoutMs: null });
  // A kind the API counts without items on this page offers nothing to choose: no empty group.
  return { text: answer.text, total: answer.total, groups: answer.groups.filter((group) => group.items.length > 0) };
}
