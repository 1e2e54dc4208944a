/** The cart (§3 Cart, §7 Cart): what the header's Keranjang badge counts (§2 top bar, §9). */
import { z } from 'zod';
import { defineCall } from './call';
import { boolParam } from './common';

const GlobalCartQuery = z.object({
  guid: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("A guest's cart (the cart guid cookie, kept 7 days, §4/§9); a customer's own cart needs none"),
  doUpdateHiddenEntries: boolParam(true).describe('false: read the cart as it is, without refreshing its hidden entries (the header badge)'),
});

/** §3 Cart entries: product.code and quantity. */
export const CartEntry = z.object({
  product: z.object({ code: z.string() }),
  quantity: z.number().int().min(0),
});
export type CartEntry = z.infer<typeof CartEntry>;

export const GlobalCart = z.object({
  /** §3/§7: the badge's count (§9: shown when above 0). */
  totalGlobalNonBundleUnitCount: z.number().int().min(0),
  entries: z.array(CartEntry),
  guid: z.string(),
});
export type GlobalCart = z.infer<typeof GlobalCart>;

export const cartCalls = {
  /**
   * §7 GET global-cart?guid=&doUpdateHiddenEntries=false ("the global fetch with flag false returns
   * data.totalGlobalNonBundleUnitCount and data.entries"). Defined here for the header's badge; the
   * API serves it from issue 12 (cart) on — until then the call fails and no badge shows.
   */
  globalCart: defineCall({ method: 'GET', path: '/api/cart/v1/global-cart', query: GlobalCartQuery, data: GlobalCart }),
} as const;
