/**
 * Certified used cars: the listing's cards and filter options, a car's page and its similar cars.
 * The one entry other modules and app.ts use; nothing outside this folder imports its files directly.
 */
export { usedCarRoutes } from './routes';
export { getUsedCarDetail, listUsedCarCards } from './service';
// Issue 25: the listings the used-price rule prices follow the Jakarta OTR (the job the console's prices start).
export { markStaleUsedCarPrices, repriceDueUsedCars, repriceUsedCars } from './reprice';
