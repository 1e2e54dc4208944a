import 'server-only';

import { type CompareData, type CompareOptionsData, newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { type PriceCity, parseCompareCodes } from '@/lib/new-cars';
import { getApi } from '../api';
import { loadLayout } from '../layout';

/*
 * Loader of the comparison /c/mobil-baru-toyota/bandingkan?codes= (§7 compare-product and the
 * picker's choices), parsed with their contracts (packages/domain/src/contracts/new-cars.ts).
 */

export interface ComparePage {
  city: PriceCity;
  codes: string[];
  comparison: CompareData | null;
  /** Why the picked codes cannot be compared (e.g. an unknown code). */
  problem: string | null;
  /** Every model with its variants, for the picker. */
  models: CompareOptionsData['models'];
}

export async function loadComparePage(raw: string | string[] | undefined): Promise<ComparePage> {
  const [{ city }, api] = await Promise.all([loadLayout(), getApi()]);
  const codes = parseCompareCodes(raw);
  // The picker's choices (every model with its variants) in one call; the comparison, when two or
  // three codes are picked, in another — both at once.
  const [options, comparison] = await Promise.all([
    api.soft(newCarCalls.compareOptions),
    codes.length >= 2 ? api.soft(newCarCalls.compare, { query: { codes: codes.join(','), cityCode: city.cityIsocode } }) : null,
  ]);
  const problem = codes.length >= 2 && !comparison ? 'Produk yang dipilih tidak dapat dibandingkan. Periksa kembali pilihan Anda.' : null;
  return { city, codes, comparison, problem, models: options?.models ?? [] };
}
