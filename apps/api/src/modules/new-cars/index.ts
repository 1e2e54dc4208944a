/**
 * New cars: a model's cards, page, specification, galleries and city sections, the comparison,
 * the credit calculator and the trending models. The one entry other modules and app.ts use;
 * nothing outside this folder imports its files directly.
 */
export { CITY_PRICES, newCarRoutes } from './routes';
export { listModelCards } from './cards';
export { getNewCarDetail } from './detail';
export { modelImages } from './pricing';
// The orders module (issue 12) prices a reserved car and its credit simulation as these calls do.
export { simulateCredit } from './credit';
export { cityPriceJoin, cityPriceSql, toNumber, variantSeatsSql } from './pricing';
// The console's prices (issue 25) write as the dealer push does: history rows, used cars marked for repricing.
export { currentOtr, priceKey, writeOtrChanges, type OtrChange, type PriceKey } from './price-changes';
