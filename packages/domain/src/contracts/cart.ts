/**
 * The cart (issue 12; §3 Cart, §4 cart guid, §7 Cart calls and products/stock, §9 cart badge).
 *
 * §7: "GET and POST global-cart (guid param, doUpdateHiddenEntries, body products[{code,quantity}]);
 * the global fetch with flag false returns data.totalGlobalNonBundleUnitCount and data.entries."
 * A guest's cart is named by its guid (the cookie kept 7 days); a customer's cart is their own and
 * needs none. A customer call that names a guest's guid merges that cart into theirs (at login).
 */
import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_LINE, COMMERCE_MESSAGES, PRODUCT_KINDS } from '../commerce';
import { FlashSaleNote } from './aftersales';
import { defineCall } from './call';
import { boolParam, rupiah, SitePath } from './common';

/** The guid the API hands out: 32 lower-case hex digits (128 random bits). */
export const CART_GUID_PATTERN = /^[0-9a-f]{32}$/;

const GuidParam = z
  .string()
  .trim()
  .max(100)
  .optional()
  .describe("A guest's cart (the cart guid cookie, kept 7 days, §4/§9). A customer needs none; a customer naming a guest's guid merges that cart into theirs");

/** The visitor's city (§4 city cookie): a flash sale for that city prices the entries. Absent: only sales for every city. */
const CartCityParam = z.string().trim().max(20).optional();

const GlobalCartQuery = z.object({
  guid: GuidParam,
  cityCode: CartCityParam,
  doUpdateHiddenEntries: boolParam(true).describe(
    'true (default): entries no longer sold are dropped and quantities above stock lowered, each with a notice; false: the cart as it is (the header badge)',
  ),
});

const ProductCode = z.string().trim().min(1, 'Kode produk wajib diisi').max(60, 'Kode produk terlalu panjang');

/** §7 body: products[{code, quantity}]. */
export const CartProductInput = z.object({
  code: ProductCode,
  quantity: z
    .number({ error: 'Jumlah harus berupa angka' })
    .int('Jumlah harus bilangan bulat')
    .min(0, 'Jumlah tidak boleh negatif')
    .max(CART_MAX_QUANTITY_PER_LINE, COMMERCE_MESSAGES.ABOVE_LINE_LIMIT),
});

export const GlobalCartBody = z.object({
  products: z.array(CartProductInput).min(1, 'Sebutkan produk yang diubah').max(CART_MAX_LINES, COMMERCE_MESSAGES.TOO_MANY_LINES),
  /**
   * 'set' (default, §7): each quantity becomes the line's quantity, 0 removes the line.
   * 'add' ("Tambah ke Keranjang"): each quantity is added to what the line holds.
   */
  mode: z.enum(['set', 'add']).default('set'),
  doUpdateHiddenEntries: z.boolean().optional(),
});

/** What the cart page shows of an entry's product. */
export const CartProduct = z.object({
  code: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  /** Picture (SVG, site path). */
  imageUrl: z.string(),
  /** Its page on the site. */
  url: SitePath,
  /** The models it fits, as names ('Avanza, Veloz'); empty for every model. */
  compatibleModels: z.array(z.string()),
  /** Today's unit price (a flash-sale price included), rupiah. */
  price: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  /** The flash sale that sets `price` for the cart's city (the item's page says the same), or null. */
  flashSale: FlashSaleNote.nullable(),
  /** Units that can still be ordered; null when not counted (service packages). */
  stock: z.number().int().min(0).nullable(),
  /** False when it cannot be bought today (sold out, a coupon outside its sale period). */
  purchasable: z.boolean(),
  /** Needs an installation or workshop slot at checkout. */
  needsSlot: z.boolean(),
});
export type CartProduct = z.infer<typeof CartProduct>;

/** §3 Cart entries: product.code and quantity (and what the cart page shows). */
export const CartEntry = z.object({
  product: CartProduct,
  quantity: z.number().int().min(1),
  lineTotal: rupiah,
});
export type CartEntry = z.infer<typeof CartEntry>;

export const GlobalCart = z.object({
  /** §3/§7: the badge's count (§9: shown when above 0): the units of every entry. */
  totalGlobalNonBundleUnitCount: z.number().int().min(0),
  entries: z.array(CartEntry),
  /** The cart's guid ('' for a guest who has no cart yet). */
  guid: z.string(),
  subtotal: rupiah,
  total: rupiah,
  /** What doUpdateHiddenEntries changed, in Indonesian, to tell the visitor once. */
  notices: z.array(z.string()),
});
export type GlobalCart = z.infer<typeof GlobalCart>;

export const ProductStockBody = z.object({
  codes: z.array(ProductCode).min(1).max(50),
});

export const ProductStockData = z.object({
  stocks: z.array(
    z.object({
      code: z.string(),
      /** Units that can be ordered; null when not counted. */
      available: z.number().int().min(0).nullable(),
      inStock: z.boolean(),
    }),
  ),
});
export type ProductStockData = z.infer<typeof ProductStockData>;

export const cartCalls = {
  /**
   * §7 GET global-cart?guid=&doUpdateHiddenEntries=false ("the global fetch with flag false returns
   * data.totalGlobalNonBundleUnitCount and data.entries"): the header's badge and the cart page.
   */
  globalCart: defineCall({ method: 'GET', path: '/api/cart/v1/global-cart', query: GlobalCartQuery, data: GlobalCart }),
  /** §7 POST global-cart?guid=, body products[{code, quantity}]: changes lines and answers the cart. */
  updateGlobalCart: defineCall({
    method: 'POST',
    path: '/api/cart/v1/global-cart',
    query: z.object({ guid: GuidParam, cityCode: CartCityParam }),
    body: GlobalCartBody,
    data: GlobalCart,
  }),
  /** §7 POST products/stock (its middle part "not shown": saphybris-proxy/v1/saphybris as the other saphybris calls). */
  productStock: defineCall({
    method: 'POST',
    path: '/api/saphybris-proxy/v1/saphybris/products/stock',
    body: ProductStockBody,
    data: ProductStockData,
  }),
} as const;
