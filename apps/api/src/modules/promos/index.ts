/**
 * Promos: what runs where and when (§7 "Promo"). The one entry other modules and app.ts use;
 * nothing outside this folder imports its files directly.
 */
export { promoRoutes } from './routes';
export { cityReach, countSalesmanPromos, listModelPagePromos, listSalesmanOwnPromos, promoRunningOn } from './service';
