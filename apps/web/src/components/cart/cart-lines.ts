import { CART_MAX_QUANTITY_PER_LINE } from '@kemudi/domain/commerce';
import type { CartProduct } from '@kemudi/domain/contracts/cart';

/*
 * What the /cart lines show and allow, as plain functions (issue 12): the stepper's bounds and the
 * words around a line. No zod here: the cart page's island imports it in its first load.
 */

/** The /cart page's heading and title. */
export const CART_TITLE = 'Keranjang Belanja';

/** What "Tambah ke Keranjang" says once the item is in the cart. */
export const ADDED_MESSAGE = 'Ditambahkan ke keranjang.';

/** The stepper's top: the stock left (null: not counted, e.g. a service package), never above the per-line limit. */
export function maxQuantityOf(product: Pick<CartProduct, 'stock'>): number {
  return Math.min(product.stock ?? CART_MAX_QUANTITY_PER_LINE, CART_MAX_QUANTITY_PER_LINE);
}

/** The stepper's two buttons: − down to 1 (Hapus removes a line), + up to maxQuantityOf. */
export function stepperBounds(product: Pick<CartProduct, 'stock'>, quantity: number): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: quantity > 1, canIncrease: quantity < maxQuantityOf(product) };
}

/** The models an item fits, as a line says it; an empty list means every model. */
export function fitsText(models: readonly string[]): string {
  return models.length === 0 ? 'Cocok untuk semua model Toyota' : `Cocok untuk ${models.join(', ')}`;
}

/** "Subtotal (3 barang)". */
export function subtotalLabel(units: number): string {
  return `Subtotal (${units} barang)`;
}
