export * from './schema/index';
export { createDb, migrationsFolder, queryRows, type Db, type DbHandle, type CreateDbOptions, type Schema } from './client';
export { seed, seedDemoCustomers, seedDemoStaff, syncSiteMenu, isSeeded, type SeedOptions } from './seed/index';
export { seedStock, stockRows } from './seed/stock';
export { seedBookings, testDriveUnitRows, rentalFleetRows } from './seed/bookings';
export { dealerProfileHash } from './dealer-profile';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './seed/data/staff';
export { seedHistory, seedDemoHistoryOnce, historySeeds, HISTORY_META_PREFIX, type HistoryResult } from './seed/history';
export { planHistory, HISTORY_BASE, HISTORY_DAYS, HISTORY_MAX_SCALE } from './seed/history-plan';
