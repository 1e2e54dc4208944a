import { MEDIA } from '@kemudi/domain/media';

/*
 * The two calls the header search makes from the browser, through the site's own proxy routes
 * (the proxy attaches the token, §4), and the checks of what they answer. Hand-written guards
 * instead of zod keep the header's client JavaScript small; they refuse any link or picture that
 * is not a path on this site, so an answer can never put a `javascript:` or foreign URL in an href.
 */

export type Suggestion = { kind: string; ref: string; title: string; subtitle: string; url: string; imageUrl: string };
export type SuggestionGroup = { kind: string; label: string; total: number; items: Suggestion[] };
export type SearchAnswer = { text: string; total: number; groups: SuggestionGroup[] };
export type Shortcut = { name: string; url: string; iconUrl: string };

export const GLOBAL_SEARCH_PATH = '/api/product/v1/global-search';
export const QUICK_MENU_PATH = '/api/content/v1/menu/category?location=quick-menu';

/** Items per kind in the dropdown: enough to choose from, short enough to stay on screen. */
export const SUGGESTIONS_PER_GROUP = 4;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** A path on this site: one leading slash, never `//host` or `/\host`. */
export const isSitePath = (value: unknown): value is string => isString(value) && /^\/(?![/\\])/.test(value);

function parseSuggestion(value: unknown): Suggestion | null {
  if (!isRecord(value)) return null;
  const { kind, ref, title, subtitle, url, imageUrl } = value;
  if (!isString(kind) || !isString(ref) || !isString(title) || title === '' || !isSitePath(url)) return null;
  return {
    kind,
    ref,
    title,
    subtitle: isString(subtitle) ? subtitle : '',
    url,
    imageUrl: isSitePath(imageUrl) ? imageUrl : MEDIA.icon('car'),
  };
}

function parseGroup(value: unknown): SuggestionGroup | null {
  if (!isRecord(value) || !isString(value.kind) || !isString(value.label) || !Array.isArray(value.items)) return null;
  const items = value.items.map(parseSuggestion).filter((item): item is Suggestion => item !== null);
  if (items.length === 0) return null;
  return { kind: value.kind, label: value.label, total: typeof value.total === 'number' ? value.total : items.length, items };
}

/** §7 global-search answer `{ status, data: { text, total, groups, suggestions } }`; throws on any other shape. */
export function parseSearchAnswer(body: unknown): SearchAnswer {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !isString(data.text) || !Array.isArray(data.groups)) {
    throw new Error('global-search: jawaban tidak dikenali');
  }
  const groups = data.groups.map(parseGroup).filter((group): group is SuggestionGroup => group !== null);
  return { text: data.text, total: typeof data.total === 'number' ? data.total : 0, groups };
}

/**
 * POST product/v1/global-search. A network error or a non-2xx answer throws (the caller shows §8
 * 'Gagal menampilkan data'); an aborted request rejects with the AbortError of `signal`.
 */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(GLOBAL_SEARCH_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ text, limit: SUGGESTIONS_PER_GROUP }),
    signal,
  });
  if (!response.ok) throw new Error(`global-search: HTTP ${response.status}`);
  return parseSearchAnswer(await response.json());
}

/** §2 search quick-menu shortcuts, shown when the menu call fails (the same list the API seeds). */
export const BUILT_IN_SHORTCUTS: readonly Shortcut[] = (
  [
    ['Aksesoris', '/aksesoris', 'accessory'],
    ['Layanan Bengkel', '/layanan-bengkel', 'wrench'],
    ['Tracking Order', '/tracking-order', 'tracking'],
    ['Cubain', '/cubain', 'steering'],
    ['Body & Paint', '/body-paint-service', 'paint'],
    ['Home Service', '/ths-home-service', 'home'],
    ['Kupon Servis', '/c/kupon-service', 'coupon'],
    ['Tukar Tambah', '/services-toyota/tukar-tambah', 'exchange'],
  ] as const
).map(([name, url, icon]) => ({ name, url, iconUrl: MEDIA.icon(icon) }));

/** §7 menu category answer `{ status, data: [{ name, url, icon, iconUrl, … }] }`; throws on any other shape. */
export function parseShortcuts(body: unknown): Shortcut[] {
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) throw new Error('menu/category: jawaban tidak dikenali');
  return data.flatMap((item): Shortcut[] => {
    if (!isRecord(item) || !isString(item.name) || item.name === '' || !isSitePath(item.url)) return [];
    const iconUrl = isSitePath(item.iconUrl) ? item.iconUrl : MEDIA.icon(isString(item.icon) && item.icon !== '' ? item.icon : 'car');
    return [{ name: item.name, url: item.url, iconUrl }];
  });
}

/** GET content/v1/menu/category?location=quick-menu; throws on a network error, a non-2xx answer or an empty menu. */
export async function fetchShortcuts(signal: AbortSignal): Promise<Shortcut[]> {
  const response = await fetch(QUICK_MENU_PATH, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`menu/category: HTTP ${response.status}`);
  const shortcuts = parseShortcuts(await response.json());
  if (shortcuts.length === 0) throw new Error('menu/category: menu pintasan kosong');
  return shortcuts;
}
