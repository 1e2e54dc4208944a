import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row (id 1) counting changes to the catalogue and content tables. Statement-level triggers
 * (migration 0005) add 1 to `version` after any insert, update, delete or truncate on those tables,
 * so a reader can tell in one tiny query whether anything it cached may be stale. The API's read
 * cache keys its entries by this version ("revalidated when data changes", issue 4).
 * Tables added later opt in by attaching `kemudi_bump_data_version()` in their own migration;
 * customer tables (carts, bookings) should not, as they do not change what pages show everyone.
 */
export const dataVersion = pgTable('data_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Issue 25 (migration 0020): the API's "now" at which scheduled content (view
   * schedule_boundaries: promo and flash-sale starts and ends) was last looked at. A start or end
   * passed since then bumps `version` like a change would, so that cached pages and answers never
   * keep a promo past its end nor miss one that has started.
   */
  boundaryAt: timestamp('boundary_at', { withTimezone: true }),
});
