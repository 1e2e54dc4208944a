import { randomBytes } from 'node:crypto';
import { cartEntries, carts, type Db } from '@kemudi/db';
import { CART_MAX_LINES, CART_MAX_QUANTITY_PER_LINE, COMMERCE_MESSAGES } from '@kemudi/domain/commerce';
import type { CallBody, CallQuery } from '@kemudi/domain/contracts/call';
import { CART_GUID_PATTERN, type cartCalls, type GlobalCart, type ProductStockData } from '@kemudi/domain/contracts/cart';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { loadProducts, type SellableProduct } from './products';

/*
 * §3 Cart, §4 cart guid, §7 global-cart (issue 12). A guest's cart is named by its guid (the
 * cookie); a customer has one cart of their own. Every change runs in one transaction with the
 * cart's row locked (SELECT … FOR UPDATE), so two requests on one cart — a double click, two tabs —
 * are applied one after the other and both count. Prices, stock and limits come from the
 * database at every step (products.ts); nothing the browser says about them is believed.
 */

/** A line of a cart: the product's code and how many. */
export type CartLine = { code: string; quantity: number };

type CartRow = { id: string; guid: string };
/** The lines of a cart in the order they were added (a Map keeps it). */
type Lines = Map<string, number>;

/** What doUpdateHiddenEntries and a merge tell the visitor (Indonesian, shown as they are). */
export const CART_NOTICES = {
  REMOVED_UNKNOWN: (code: string) => `Produk dengan kode ${code} sudah tidak tersedia dan dihapus dari keranjang`,
  REMOVED_SOLD_OUT: (name: string) => `${name} dihapus dari keranjang karena stoknya habis`,
  REMOVED_NOT_ON_SALE: (name: string) => `${name} dihapus dari keranjang karena sedang tidak dijual`,
  LOWERED_TO_STOCK: (name: string, available: number) => `Jumlah ${name} disesuaikan menjadi ${available} karena stok tinggal ${available}`,
  LOWERED_TO_LIMIT: (name: string) =>
    `Jumlah ${name} disesuaikan menjadi ${CART_MAX_QUANTITY_PER_LINE}, batas per barang dalam satu pesanan`,
  NOT_MERGED_TOO_MANY_LINES: (name: string) =>
    `${name} tidak dipindahkan ke keranjang Anda karena keranjang paling banyak berisi ${CART_MAX_LINES} jenis barang`,
} as const;

/** A new guid: 128 random bits as 32 lower-case hex digits (CART_GUID_PATTERN); it cannot be guessed. */
export function newCartGuid(): string {
  return randomBytes(16).toString('hex');
}

const usableGuid = (guid: string | undefined) => (guid !== undefined && CART_GUID_PATTERN.test(guid) ? guid : undefined);

/** A guest's cart that is still a guest's: not a customer's, not merged into one. */
const isGuestCart = (guid: string) => and(eq(carts.guid, guid), isNull(carts.customerId), isNull(carts.mergedInto));

async function findCart(db: Db, where: SQL | undefined, lock: boolean): Promise<CartRow | undefined> {
  const query = db.select({ id: carts.id, guid: carts.guid }).from(carts).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The customer's cart, made on first use, locked for the rest of the transaction. The cart is
 * looked for first (issue 26: one statement fewer on every later change); two first changes at once
 * both insert, the unique index lets one in and the other waits for it, then both lock that row.
 */
async function lockCustomerCart(tx: Db, customerId: string): Promise<CartRow> {
  const existing = await findCart(tx, eq(carts.customerId, customerId), true);
  if (existing) return existing;
  await tx
    .insert(carts)
    .values({ guid: newCartGuid(), customerId })
    .onConflictDoNothing({ target: carts.customerId, where: sql`customer_id IS NOT NULL` });
  const row = await findCart(tx, eq(carts.customerId, customerId), true);
  if (!row) throw new Error('customer cart missing after upsert');
  return row;
}

async function readLines(db: Db, cartId: string): Promise<Lines> {
  const rows = await db
    .select({ code: cartEntries.productCode, quantity: cartEntries.quantity })
    .from(cartEntries)
    .where(eq(cartEntries.cartId, cartId))
    .orderBy(asc(cartEntries.addedAt), asc(cartEntries.productCode));
  return new Map(rows.map((r) => [r.code, r.quantity]));
}

/**
 * Writes `after` over `before`: changed lines in one upsert, dropped lines in one delete. New
 * lines are placed after the old ones, by code — the order the next read gives them (added_at, code).
 */
async function saveLines(tx: Db, cartId: string, before: Lines, after: Lines): Promise<Lines> {
  const ordered: Lines = new Map([
    ...[...before.keys()].flatMap((code) => (after.has(code) ? [[code, after.get(code)!] as const] : [])),
    ...[...after].filter(([code]) => !before.has(code)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);
  const changed = [...ordered].filter(([code, quantity]) => before.get(code) !== quantity);
  const removed = [...before.keys()].filter((code) => !after.has(code));
  if (removed.length > 0) {
    await tx.delete(cartEntries).where(and(eq(cartEntries.cartId, cartId), inArray(cartEntries.productCode, removed)));
  }
  if (changed.length > 0) {
    await tx
      .insert(cartEntries)
      .values(changed.map(([productCode, quantity]) => ({ cartId, productCode, quantity })))
      .onConflictDoUpdate({ target: [cartEntries.cartId, cartEntries.productCode], set: { quantity: sql`excluded.quantity` } });
  }
  if (removed.length > 0 || changed.length > 0) {
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  }
  return ordered;
}

/**
 * The line's quantity as it may stay: 0 when the product is gone, not sold or sold out, else at
 * most its stock and the per-line limit; with the notice that says why it changed.
 */
function allowedQuantity(code: string, quantity: number, product: SellableProduct | undefined): { quantity: number; notice?: string } {
  if (!product) return { quantity: 0, notice: CART_NOTICES.REMOVED_UNKNOWN(code) };
  if (!product.purchasable) {
    return { quantity: 0, notice: product.stock === 0 ? CART_NOTICES.REMOVED_SOLD_OUT(product.name) : CART_NOTICES.REMOVED_NOT_ON_SALE(product.name) };
  }
  if (product.stock !== null && quantity > product.stock) return { quantity: product.stock, notice: CART_NOTICES.LOWERED_TO_STOCK(product.name, product.stock) };
  if (quantity > CART_MAX_QUANTITY_PER_LINE) return { quantity: CART_MAX_QUANTITY_PER_LINE, notice: CART_NOTICES.LOWERED_TO_LIMIT(product.name) };
  return { quantity };
}

/** doUpdateHiddenEntries: lines no longer sold are dropped and quantities above stock lowered, each with a notice. */
function tidyLines(lines: Lines, products: Map<string, SellableProduct>, notices: string[]): Lines {
  const out: Lines = new Map();
  for (const [code, quantity] of lines) {
    const allowed = allowedQuantity(code, quantity, products.get(code));
    if (allowed.notice) notices.push(allowed.notice);
    if (allowed.quantity > 0) out.set(code, allowed.quantity);
  }
  return out;
}

/**
 * A guest's lines added to the customer's (at login): quantities summed, capped at the per-line
 * limit and at stock; what is no longer sold is left behind; lines beyond CART_MAX_LINES are not
 * moved. Each of these with a notice.
 */
function mergeLines(own: Lines, guest: Lines, products: Map<string, SellableProduct>, notices: string[]): Lines {
  const out: Lines = new Map(own);
  for (const [code, quantity] of guest) {
    const product = products.get(code);
    if (!out.has(code) && out.size >= CART_MAX_LINES) {
      notices.push(CART_NOTICES.NOT_MERGED_TOO_MANY_LINES(product?.name ?? code));
      continue;
    }
    const allowed = allowedQuantity(code, (out.get(code) ?? 0) + quantity, product);
    if (allowed.notice) notices.push(allowed.notice);
    if (allowed.quantity > 0) out.set(code, allowed.quantity);
    else out.delete(code);
  }
  return out;
}

type UpdateBody = CallBody<typeof cartCalls.updateGlobalCart>;

/**
 * The body's changes applied to the lines, all checked before any is kept (all or nothing). A
 * code named twice: 'add' sums, 'set' keeps the last. Only a line that grows is checked against
 * the catalogue, stock and limits; lowering or removing a line is always allowed.
 */
function applyBody(lines: Lines, body: UpdateBody, products: Map<string, SellableProduct>): Lines {
  const out: Lines = new Map(lines);
  for (const { code, quantity } of body.products) {
    out.set(code, body.mode === 'add' ? (out.get(code) ?? 0) + quantity : quantity);
  }
  for (const code of new Set(body.products.map((p) => p.code))) {
    const next = out.get(code) ?? 0;
    if (next === 0) out.delete(code);
    if (next <= (lines.get(code) ?? 0)) continue;
    const product = products.get(code);
    if (!product) throw new AppError(422, 'ProductNotFound', COMMERCE_MESSAGES.PRODUCT_UNKNOWN(code));
    if (!product.purchasable) {
      throw product.stock === 0
        ? new AppError(409, 'OutOfStock', COMMERCE_MESSAGES.OUT_OF_STOCK(product.name))
        : new AppError(409, 'NotOnSale', COMMERCE_MESSAGES.PRODUCT_NOT_ON_SALE(product.name));
    }
    if (next > CART_MAX_QUANTITY_PER_LINE) throw new AppError(400, 'QuantityAboveLimit', COMMERCE_MESSAGES.ABOVE_LINE_LIMIT);
    if (product.stock !== null && next > product.stock) {
      throw new AppError(409, 'InsufficientStock', COMMERCE_MESSAGES.ABOVE_STOCK(product.name, product.stock));
    }
  }
  if (out.size > CART_MAX_LINES && out.size > lines.size) throw new AppError(400, 'TooManyLines', COMMERCE_MESSAGES.TOO_MANY_LINES);
  return out;
}

/** No cart (yet): what a guest without one, or a customer before their first change, is answered. */
const emptyCart = (): GlobalCart => ({ guid: '', entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] });

/** The answer: the lines whose product is known, priced today; the badge's count is their units. */
function toGlobalCart(guid: string, lines: Lines, products: Map<string, SellableProduct>, notices: string[]): GlobalCart {
  const entries = [...lines].flatMap(([code, quantity]) => {
    const found = products.get(code);
    if (!found) return [];
    const { installMinutes: _installMinutes, ...product } = found;
    return [{ product, quantity, lineTotal: product.price * quantity }];
  });
  const subtotal = entries.reduce((sum, e) => sum + e.lineTotal, 0);
  return {
    guid,
    entries,
    totalGlobalNonBundleUnitCount: entries.reduce((sum, e) => sum + e.quantity, 0),
    subtotal,
    // Nothing is added to the items today (no shipping: picked up or installed at the dealer).
    total: subtotal,
    notices,
  };
}

type Work = {
  cart: CartRow;
  /** A guest's cart to merge into `cart` (locked). */
  guest?: CartRow | undefined;
  body?: UpdateBody;
  tidy: boolean;
  cityCode: string | undefined;
  now: Date;
};

/** Merge, change and tidy a locked cart in one go, then write what changed. */
async function workOnCart(tx: Db, work: Work): Promise<GlobalCart> {
  // One after the other: a transaction's connection takes one query at a time.
  const stored = await readLines(tx, work.cart.id);
  const guestLines = work.guest ? await readLines(tx, work.guest.id) : new Map<string, number>();
  const codes = [...stored.keys(), ...guestLines.keys(), ...(work.body?.products.map((p) => p.code) ?? [])];
  const products = await loadProducts(tx, codes, work.now, work.cityCode);
  const notices: string[] = [];
  let lines = stored;
  if (work.guest) lines = mergeLines(lines, guestLines, products, notices);
  if (work.body) lines = applyBody(lines, work.body, products);
  if (work.tidy) lines = tidyLines(lines, products, notices);
  lines = await saveLines(tx, work.cart.id, stored, lines);
  if (work.guest) {
    await tx.update(carts).set({ mergedInto: work.cart.id, updatedAt: sql`now()` }).where(eq(carts.id, work.guest.id));
    await tx.delete(cartEntries).where(eq(cartEntries.cartId, work.guest.id));
  }
  return toGlobalCart(work.cart.guid, lines, products, notices);
}

function inTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => run(tx as unknown as Db));
}

/** Whose cart: a customer's id, or null for a guest (the system token). */
export type CartOwner = string | null;
type CartQuery = CallQuery<typeof cartCalls.globalCart>;
type UpdateQuery = CallQuery<typeof cartCalls.updateGlobalCart>;

/**
 * §7 GET global-cart. A guest: the guest cart of `guid`, else an empty cart with guid '' (an
 * unknown guid, a merged cart or a customer's cart is never read through its guid). A customer:
 * their own cart; a guest cart's guid is merged into it first (at login; a second time changes
 * nothing); any other guid is ignored.
 */
export async function getGlobalCart(db: Db, customerId: CartOwner, query: CartQuery, now: Date): Promise<GlobalCart> {
  const guid = usableGuid(query.guid);
  const common = { tidy: query.doUpdateHiddenEntries, cityCode: query.cityCode, now };
  if (customerId !== null) {
    const guest = guid ? await findCart(db, isGuestCart(guid), false) : undefined;
    if (guest) {
      return inTransaction(db, async (tx) => {
        const cart = await lockCustomerCart(tx, customerId);
        return workOnCart(tx, { ...common, cart, guest: await findCart(tx, isGuestCart(guest.guid), true) });
      });
    }
    return readCart(db, eq(carts.customerId, customerId), common);
  }
  if (!guid) return emptyCart();
  return readCart(db, isGuestCart(guid), common);
}

/**
 * A cart as it is, or tidied (`tidy`: lines no longer sold, sold out or above the stock put right).
 * Read without a lock first (issue 26: the cart and checkout pages read it on every visit, and most
 * visits have nothing to put right); only when tidying changes a line is it done again under the
 * cart's lock, from what is stored then, and written.
 */
async function readCart(db: Db, where: SQL | undefined, options: Pick<Work, 'tidy' | 'cityCode' | 'now'>): Promise<GlobalCart> {
  const cart = await findCart(db, where, false);
  if (!cart) return emptyCart();
  const lines = await readLines(db, cart.id);
  const products = await loadProducts(db, [...lines.keys()], options.now, options.cityCode);
  const notices: string[] = [];
  if (options.tidy && !sameLines(lines, tidyLines(lines, products, notices))) {
    return inTransaction(db, async (tx) => {
      const locked = await findCart(tx, where, true);
      return locked ? workOnCart(tx, { ...options, cart: locked }) : emptyCart();
    });
  }
  return toGlobalCart(cart.guid, lines, products, notices);
}

const sameLines = (a: Lines, b: Lines) => a.size === b.size && [...a].every(([code, quantity]) => b.get(code) === quantity);

/**
 * §7 POST global-cart: changes the lines (body products[{code, quantity}], mode 'set' or 'add')
 * and answers the cart. A guest without a usable guid gets a new cart (its guid is in the answer);
 * a customer's cart is made on first use, and a guest cart's guid is merged into it as by GET.
 * Every line is checked before anything is kept; the first refusal answers (AppError).
 */
export async function updateGlobalCart(db: Db, customerId: CartOwner, query: UpdateQuery, body: UpdateBody, now: Date): Promise<GlobalCart> {
  const guid = usableGuid(query.guid);
  return inTransaction(db, async (tx) => {
    let cart: CartRow;
    let guest: CartRow | undefined;
    if (customerId !== null) {
      // The customer's cart is locked before the guest's: two merges cannot wait on each other.
      cart = await lockCustomerCart(tx, customerId);
      guest = guid ? await findCart(tx, isGuestCart(guid), true) : undefined;
    } else {
      const found = guid ? await findCart(tx, isGuestCart(guid), true) : undefined;
      cart = found ?? (await createGuestCart(tx));
    }
    return workOnCart(tx, { cart, guest, body, tidy: body.doUpdateHiddenEntries ?? true, cityCode: query.cityCode, now });
  });
}

async function createGuestCart(tx: Db): Promise<CartRow> {
  const [row] = await tx.insert(carts).values({ guid: newCartGuid() }).returning({ id: carts.id, guid: carts.guid });
  if (!row) throw new Error('guest cart not created');
  return row;
}

/**
 * §7 POST products/stock: per known code (in the order asked, each once) the units that can be
 * ordered (null: not counted) and whether it can be ordered today; unknown codes are left out.
 */
export async function productStocks(db: Db, codes: readonly string[], now: Date): Promise<ProductStockData> {
  const products = await loadProducts(db, codes, now);
  return {
    stocks: [...new Set(codes)].flatMap((code) => {
      const p = products.get(code);
      return p ? [{ code, available: p.stock, inStock: p.purchasable }] : [];
    }),
  };
}

/** The customer's cart lines as stored, in the order added (the checkout prices and checks them itself). */
export async function readCustomerCartLines(db: Db, customerId: string): Promise<CartLine[]> {
  const cart = await findCart(db, eq(carts.customerId, customerId), false);
  if (!cart) return [];
  return [...(await readLines(db, cart.id))].map(([code, quantity]) => ({ code, quantity }));
}

/**
 * Empties the customer's cart (the checkout, in its own transaction, once the order is placed).
 * `codes`: only these lines (the rest stays); absent: every line.
 */
export async function emptyCustomerCart(db: Db, customerId: string, codes?: readonly string[]): Promise<void> {
  const cart = await findCart(db, eq(carts.customerId, customerId), false);
  if (!cart) return;
  if (codes !== undefined && codes.length === 0) return;
  await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.cartId, cart.id), codes === undefined ? undefined : inArray(cartEntries.productCode, [...codes])));
}
