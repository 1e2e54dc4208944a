/**
 * The console's stock (issue 25 "Stock and fleet"), under /api/staff/v1/stock: what is left to sell
 * of every accessory, spare part and service coupon (product_stock: the group's one warehouse
 * count, which checkout takes units from). Service packages are not counted (the workshop's slots
 * limit them). Permission `stock.edit`: group admins and branch managers, as prices.
 *
 * A count is set to a number the member read and checked (a stocktake, a delivery): the call names
 * the number the member saw, and a checkout that took units meanwhile makes it a 409 with the
 * current number, so a sale is never silently written over. A count of 0 shows "Stok habis" on the
 * site within about a second (the write bumps the data version). The test-drive cars and the
 * Cubain fleet are a branch's, edited on its page (contracts/staff-branches.ts).
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '../dashboard';
import { defineCall } from './call';
import { pageOf, pageParam, sizeParam } from './common';
import { AuditEntry } from './staff';

const BASE = '/api/staff/v1/stock';

export const STOCK_MAX = 99_999;

export const STOCK_MESSAGES = {
  Range: `Stok harus bilangan bulat 0 sampai ${STOCK_MAX.toLocaleString('id-ID')}.`,
  ItemNotFound: 'Barang tidak ditemukan.',
  NotCounted: 'Stok barang ini tidak dihitung: paket servis dibatasi jadwal bengkel.',
  /** 409: `{n}` is the current count. */
  Changed: 'Stok barang ini berubah sejak halaman dibuka (sekarang {n}). Periksa angkanya lalu simpan lagi.',
} as const;

export const STOCK_KINDS = ['accessory', 'part', 'coupon'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];
export const STOCK_KIND_LABELS: Readonly<Record<StockKind, string>> = { accessory: 'Aksesoris', part: 'Suku cadang', coupon: 'Kupon servis' };

export const StockRow = z.object({
  code: z.string(),
  kind: z.enum(STOCK_KINDS),
  name: z.string(),
  available: z.number().int(),
  /** When the count last changed (a sale, a cancellation or a member's edit). */
  updatedAt: z.string().describe('ISO 8601 date-time'),
  /** The item's page (or list search) on the site. */
  url: z.string(),
});
export type StockRow = z.infer<typeof StockRow>;

export const StockListQuery = z.object({
  kind: z.enum(STOCK_KINDS).optional(),
  /** Code or name. */
  q: z.string().trim().max(100).optional(),
  /** Only items at or under the low-stock threshold (sold out included), fewest first. */
  low: z.enum(['true', 'false']).optional(),
  page: pageParam,
  size: sizeParam(50),
});
export type StockListQuery = z.input<typeof StockListQuery>;

export const StockListData = pageOf(StockRow).extend({
  /** At or under this count an item is "menipis" (the dashboard's threshold). */
  threshold: z.number().int(),
});
export type StockListData = z.infer<typeof StockListData>;

export const StockCodeParam = z.object({ code: z.string().trim().min(1).max(60) });

const count = z.number(STOCK_MESSAGES.Range).int(STOCK_MESSAGES.Range).min(0, STOCK_MESSAGES.Range).max(STOCK_MAX, STOCK_MESSAGES.Range);
export const StockUpdateBody = z.object({
  available: count,
  /** The count the member saw when they typed the new one. */
  expected: z.number().int().min(0),
  /** Why (a stocktake, a delivery): kept in the audit log. */
  reason: z.string().trim().min(3, 'Alasan minimal 3 karakter, mis. Stok opname').max(200, 'Alasan maksimal 200 karakter'),
});
export type StockUpdateBody = z.input<typeof StockUpdateBody>;

export const StockItemData = StockRow.extend({ timeline: z.array(AuditEntry) });
export type StockItemData = z.infer<typeof StockItemData>;

export { LOW_STOCK_THRESHOLD };

export const staffStockCalls = {
  list: defineCall({ method: 'GET', path: BASE, query: StockListQuery, data: StockListData }),
  update: defineCall({ method: 'PUT', path: `${BASE}/:code`, params: StockCodeParam, body: StockUpdateBody, data: StockItemData }),
} as const;
