/**
 * After-sales (§2 Purna Jual): accessories, service coupons, service packages, spare parts, the
 * workshop's services and service pages, flash sales and the trending after-sales cards. The one
 * entry other modules and app.ts use; nothing outside this folder imports its files directly.
 */
export { aftersalesRoutes } from './routes';
export { getAccessoryItemDetail, listAccessoryItemCards } from './accessories';
export { getCouponItemDetail, listCouponItemCards } from './coupons';
export { listAftersalesFacets } from './facets';
export { getPackageItemDetail, listPackageItemCards } from './packages';
export { getSparePartItemDetail, listSparePartItemCards } from './spare-parts';
export { loadFlashPrices, priceToday } from './prices';
