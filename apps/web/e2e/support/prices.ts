import { flashSales } from '../../../../packages/db/src/seed/data/aftersales';

/** The API's clock in the browser tests (FIXED_NOW in playwright.config.ts). */
export const E2E_NOW = new Date('2026-11-22T10:00:00+07:00');

/** The city a visitor without a city cookie is priced for (§9 fallback city). */
export const FALLBACK_CITY = '0080';

/**
 * An after-sales item's price as every page shows it at E2E_NOW in `city` (issue 29: one price
 * source, apps/api/src/modules/aftersales/prices.ts): the lowest seeded flash sale running then,
 * for every city or that one, with quota left, when lower than its selling price.
 */
export function todaysPrice(code: string, sellingPrice: number, city = FALLBACK_CITY): number {
  const sales = flashSales.filter(
    (f) =>
      f.itemCode === code &&
      new Date(f.startsAt) <= E2E_NOW &&
      E2E_NOW < new Date(f.endsAt) &&
      (f.sold ?? 0) < f.quota &&
      (f.cityIsocodes.length === 0 || f.cityIsocodes.includes(city)),
  );
  return Math.min(sellingPrice, ...sales.map((f) => f.salePrice));
}
