/*
 * The chosen city in the browser (§3 Geolocation, §4 City, §7 update-location, §9 fallback city).
 *
 * Where it is kept:
 * - the `kemudi_city` cookie, set by our /api/update-location route, so the server renders every
 *   page for that city (src/server/layout reads it with lib/city.ts; it falls back to dki_jakarta / 0080, §9);
 * - session storage, as §3 describes the "default province and city … with a fromBranchPage flag":
 *     kemudi_default_province   the province isocode, e.g. `jawa_barat`
 *     kemudi_default_city       JSON {isocode, name}, e.g. {"isocode":"3273","name":"Bandung"}
 *     kemudi_from_branch_page   'true' when a branch page set the default, else 'false'
 *   A branch page calls rememberBranchCity(); the header picker saves with the flag off.
 *
 * Only browser code imports this module (it touches window and sessionStorage). The API's
 * answers are parsed with their calls' contracts, imported when first needed (lib/browser-api.ts).
 */
import { FIRST_PAGE, PAGE_SIZE } from '@kemudi/domain/constants';
import type { CallInput } from '@kemudi/domain/contracts/call';
import type { promoCalls } from '@kemudi/domain/contracts/promos';
import { requestCall, requestData } from '@/lib/browser-api';
import { isChosenCity, type ChosenCity } from '@/lib/city';
import { announceCityChanged } from '@/lib/events';
import { APP_MODE_STORAGE_KEY } from '@/lib/native-bridge';

export type { ChosenCity };
export type Place = { isocode: string; name: string };
export type SavedDefault = { city: ChosenCity; fromBranchPage: boolean };

export const DEFAULT_PROVINCE_KEY = 'kemudi_default_province';
export const DEFAULT_CITY_KEY = 'kemudi_default_city';
export const FROM_BRANCH_PAGE_KEY = 'kemudi_from_branch_page';
/** The city a car product page last reloaded for, so a failing cookie can never cause a reload loop. */
const RELOADED_FOR_KEY = 'kemudi_city_reloaded_for';

/** Fired with the §7 national-promo answer (page 0, size 1) after every city change. */
export const NATIONAL_PROMOS_EVENT = 'kemudi:national-promos';

function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.isocode === 'string' && typeof v.name === 'string';
}

/**
 * Session storage can be missing or refuse access (storage disabled, some private modes). The
 * city then simply is not remembered per tab — the cookie still carries it — so the failure is
 * answered with null instead of breaking the header.
 */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSavedDefault(storage: Storage | null = sessionStore()): SavedDefault | null {
  if (!storage) return null;
  const province = storage.getItem(DEFAULT_PROVINCE_KEY);
  const rawCity = storage.getItem(DEFAULT_CITY_KEY);
  if (!province || !rawCity) return null;
  let city: unknown;
  try {
    city = JSON.parse(rawCity);
  } catch {
    return null; // written by something else: treated as nothing saved
  }
  if (!isPlace(city)) return null;
  const chosen = { provinceIsocode: province, cityIsocode: city.isocode, name: city.name };
  if (!isChosenCity(chosen)) return null;
  return { city: chosen, fromBranchPage: storage.getItem(FROM_BRANCH_PAGE_KEY) === 'true' };
}

export function writeSavedDefault(city: ChosenCity, fromBranchPage: boolean, storage: Storage | null = sessionStore()): void {
  if (!storage) return;
  try {
    storage.setItem(DEFAULT_PROVINCE_KEY, city.provinceIsocode);
    storage.setItem(DEFAULT_CITY_KEY, JSON.stringify({ isocode: city.cityIsocode, name: city.name }));
    storage.setItem(FROM_BRANCH_PAGE_KEY, String(fromBranchPage));
  } catch {
    // Quota or access refused: see sessionStore().
  }
}

/** For branch pages (§4): their city becomes the default and is kept over page-load values. */
export function rememberBranchCity(city: ChosenCity): void {
  writeSavedDefault(city, true);
}

/**
 * §1 app mode, as the app-mode helper (components/layout/app-mode-script.ts) keeps it: '1' under
 * its session-storage key, and <html data-app-mode> for when storage is unavailable.
 */
export function isInsideApp(storage: Storage | null = sessionStore()): boolean {
  return storage?.getItem(APP_MODE_STORAGE_KEY) === '1' || document.documentElement.dataset.appMode === 'true';
}

/** §4: car product pages show city prices, so a city change there may ask for a reload. */
export function isCarProductPage(pathname: string): boolean {
  return pathname.startsWith('/mobil-baru-toyota/p/');
}

export type PageLoadPlan =
  /** Nothing saved yet (a new tab), or the saved default gives way to the page's city: save the page's city. */
  | { kind: 'save-page-city' }
  /** The saved default and the cookie agree. */
  | { kind: 'in-sync' }
  /** The saved default differs from the cookie and is kept: send it to the server (§4 "synced at page load"). */
  | { kind: 'sync-saved'; city: ChosenCity; fromBranchPage: boolean };

/**
 * §4 City at page load. The page arrives rendered for the cookie's city; the tab's saved default
 * is the visitor's choice and is synced to the server when the two differ. "Saved default province
 * and city are not overwritten if set from a branch page, except inside the mobile app": inside
 * the app the city the page was opened with wins over a branch page's default.
 */
export function planPageLoad(saved: SavedDefault | null, pageCity: ChosenCity, insideApp: boolean): PageLoadPlan {
  if (!saved) return { kind: 'save-page-city' };
  if (saved.city.cityIsocode === pageCity.cityIsocode && saved.city.provinceIsocode === pageCity.provinceIsocode) {
    return { kind: 'in-sync' };
  }
  if (saved.fromBranchPage && insideApp) return { kind: 'save-page-city' };
  return { kind: 'sync-saved', city: saved.city, fromBranchPage: saved.fromBranchPage };
}

export type LocationAnswer = { isRefresh: boolean; city: ChosenCity };

/** POST /api/update-location (§7 "Save city sends city_name and city_iso, optional sync"). */
export async function saveLocation(city: ChosenCity, sync: boolean): Promise<LocationAnswer> {
  const answer = await requestData('/api/update-location', { body: { city_name: city.name, city_iso: city.cityIsocode, sync } });
  const data = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : undefined;
  const saved = data && { provinceIsocode: data.provinceIsocode, cityIsocode: data.cityIsocode, name: data.name };
  if (!data || typeof data.isRefresh !== 'boolean' || !isChosenCity(saved)) {
    throw new Error('update-location answered an unexpected body');
  }
  return { isRefresh: data.isRefresh, city: saved };
}

/**
 * §7 "National promos are fetched with page 0 size 1 when the city changes". The answer, parsed
 * with the call's contract, is handed to whichever leaf shows it through NATIONAL_PROMOS_EVENT. A
 * failure is silent (§8 "Most other failures are silent"): nothing on screen depends on it.
 */
async function refetchNationalPromos(): Promise<void> {
  try {
    const query: CallInput<typeof promoCalls.national>['query'] = { page: FIRST_PAGE, size: PAGE_SIZE.NATIONAL_PROMO_ON_CITY_CHANGE };
    const promos = await requestCall((c) => c.promoCalls.national, { query }, { cache: 'default' });
    window.dispatchEvent(new CustomEvent(NATIONAL_PROMOS_EVENT, { detail: promos }));
  } catch {
    // §8: silent.
  }
}

/**
 * Makes `city` the chosen city: saved on the server side (cookie) and in the tab, announced to
 * the other leaves, national promos refetched. On a car product page the server is asked whether
 * to reload (sync) and, when it says so, the page reloads (§4) — answered 'reloading'.
 * Throws when the city could not be saved.
 */
export async function changeCity(city: ChosenCity, fromBranchPage: boolean): Promise<'changed' | 'reloading'> {
  const onProductPage = isCarProductPage(window.location.pathname);
  const answer = await saveLocation(city, onProductPage);
  writeSavedDefault(answer.city, fromBranchPage);
  announceCityChanged(answer.city);
  void refetchNationalPromos();
  const storage = sessionStore();
  if (onProductPage && answer.isRefresh && storage?.getItem(RELOADED_FOR_KEY) !== answer.city.cityIsocode) {
    storage?.setItem(RELOADED_FOR_KEY, answer.city.cityIsocode);
    window.location.reload();
    return 'reloading';
  }
  storage?.removeItem(RELOADED_FOR_KEY);
  return 'changed';
}

// ---------------------------------------------------------------------------------------------
// Provinces and cities for 'Kota lain' (§7 GET province, province/{iso}), through the site's
// own proxy, which attaches the token, parsed with the calls' contracts (imported when the dialog
// opens: zod stays out of the page's first load). Kept for the page's lifetime once loaded.
// ---------------------------------------------------------------------------------------------

let provinces: Promise<Place[]> | null = null;
const citiesByProvince = new Map<string, Promise<Place[]>>();

const placesOf = (list: readonly Place[]): Place[] => list.map(({ isocode, name }) => ({ isocode, name }));

export function listProvinces(): Promise<Place[]> {
  provinces ??= (async () => {
    return placesOf(await requestCall((c) => c.geoCalls.provinces, {}, { cache: 'default' }));
  })();
  provinces.catch(() => (provinces = null)); // a failure is retried on the next try
  return provinces;
}

export function listCities(provinceIso: string): Promise<Place[]> {
  let pending = citiesByProvince.get(provinceIso);
  if (!pending) {
    pending = (async () => {
      return placesOf((await requestCall((c) => c.geoCalls.province, { params: { iso: provinceIso } }, { cache: 'default' })).cities);
    })();
    pending.catch(() => citiesByProvince.delete(provinceIso));
    citiesByProvince.set(provinceIso, pending);
  }
  return pending;
}
