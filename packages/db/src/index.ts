export * from './schema/index';
export { createDb, migrationsFolder, queryRows, type Db, type DbHandle, type CreateDbOptions, type Schema } from './client';
export { seed, seedDemoCustomers, isSeeded, type SeedOptions } from './seed/index';
export { seedStock, stockRows } from './seed/stock';
export { seedBookings, testDriveUnitRows, rentalFleetRows } from './seed/bookings';
export { dealerProfileHash } from './dealer-profile';
