import { aftersalesCalls } from '@kemudi/domain/contracts/aftersales';
import type { FastifyInstance } from 'fastify';
import { resolveCity } from '../../lib/city';
import { route } from '../../lib/route';
import { getAccessoryCard, getAccessoryDetail, listAccessories } from './accessories';
import { listCouponsForProduct } from './coupons';
import { listFlashSales } from './flash-sale';
import { listSpareParts } from './spare-parts';
import { listTrendingAftersales } from './trending';
import { getServiceContent, getServicePlan, listServices } from './workshop';

const tags = ['content'];

/** After-sales calls of §7 "Content" (under /api/content/v1) and §7 coupon-product (under /api/product/v1). */
export async function aftersalesRoutes(app: FastifyInstance) {
  route(
    app,
    aftersalesCalls.serviceContent,
    {
      tags,
      summary: 'Content of an after-sales service page (§7 service/content?serviceType&carModel&couponCode[&vehicleCode])',
      description:
        '404 for an unknown serviceType, carModel, vehicleCode or couponCode. `packages` lists the service packages of carModel ' +
        '(empty when no model is given). vehicleCode is read as a variant code and selects its model when carModel is absent ' +
        '(§7 does not say what it is). `url` is the site page of the service.',
    },
    async (request) => getServiceContent(app.db, app.now(), { ...request.query, cityCode: (await resolveCity(app.db, request.query.cityCode)).cityCode }),
  );

  route(
    app,
    aftersalesCalls.servicePlan,
    {
      tags,
      summary: 'Periodic maintenance plan (§7 service/plan)',
      description:
        "Derived from the 'Servis Berkala' service packages: one step per kmInterval, ascending, with the packages of that interval by price. " +
        'months = kmInterval / 10,000 × 6 rounded (every 10,000 km or 6 months, whichever comes first), at least 1 (1,000 km → 1 month). ' +
        'With carModel only that model’s packages (404 for an unknown model); without it, every model’s (see each package’s modelCodes).',
    },
    async (request) => getServicePlan(app.db, app.now(), request.query.carModel, (await resolveCity(app.db, request.query.cityCode)).cityCode),
  );

  route(
    app,
    aftersalesCalls.services,
    {
      tags,
      summary: 'Workshop services (§7 service?serviceType&serviceCategory)',
      description:
        'serviceType is required (bengkel, body-paint, home-service, or cubain: the daily rental rates, priceFrom per day and durationMinutes the length of a rental day); ' +
        'serviceCategory optional. In the workshop’s order; not paginated.',
    },
    async (request) => listServices(app.db, request.query),
  );

  route(
    app,
    aftersalesCalls.spareParts,
    {
      tags,
      summary: 'Spare parts of the suku-cadang page (issue 4; §7 names only products?category)',
      description:
        'Filters combine: model (parts fitting that model code; 404 for an unknown model), category (case-insensitive exact), ' +
        'q (every word must appear in the part name or part number, case-insensitive). By category, then name. ' +
        'Paginated from page 0, default size 12. categories and models list every value the filters accept.',
    },
    async (request) => listSpareParts(app.db, request.query),
  );

  route(
    app,
    aftersalesCalls.trending,
    {
      tags,
      summary: 'Trending after-sales products (§7 contentCatalog/trending-product-aftersales)',
      description:
        'Cards of the trending accessories (by name), then the trending service coupons valid today (by title; expired or not yet valid coupons are left out). ' +
        'For a coupon, strikeThroughPrice is its normal price.',
    },
    async (request) => listTrendingAftersales(app.db, app.now(), (await resolveCity(app.db, request.query.cityCode)).cityCode),
  );

  route(
    app,
    aftersalesCalls.flashSale,
    {
      tags,
      summary: 'Running flash sales (§7 contentCatalog/flash-sale?userId&category&city)',
      description:
        'Sales running now (startsAt ≤ now < endsAt), ending soonest first. A sale without cities runs in every city; without `city` all running sales are listed. ' +
        'normalPrice is the item’s regular selling price and discountPercent follows §9. Sold-out sales stay listed with remainingQuota 0. ' +
        '`userId` is accepted and ignored: §7 shows no personalisation.',
    },
    async (request) => listFlashSales(app.db, app.now(), request.query),
  );

  route(
    app,
    aftersalesCalls.accessories,
    {
      tags,
      summary: 'Accessory list (§2 /aksesoris; list call not named in §7)',
      description:
        'Filters: model (fits that model code), category and brand (case-insensitive), minPrice/maxPrice (inclusive; 400 when min > max), ' +
        'q (every word in the name, brand or description). sort: name (default), price-asc, price-desc. Default size 12.',
    },
    async (request) => listAccessories(app.db, request.query),
  );

  route(
    app,
    aftersalesCalls.accessoryDetail,
    {
      tags,
      summary: 'Accessory detail (§7 accessories/detail/{code})',
      description:
        'The card plus description, install time, warranty, the models it fits (with names), the rating summary of its ACCESSORY reviews ' +
        '(average 0 and count 0 when there are none) and up to 4 related accessories of the same category (trending first, then by name).',
    },
    async (request) => getAccessoryDetail(app.db, request.params.code),
  );

  route(
    app,
    aftersalesCalls.accessory,
    { tags, summary: 'Accessory card (§7 accessories/{code})', description: 'The short form used by cards and the cart.' },
    async (request) => getAccessoryCard(app.db, request.params.code),
  );

  route(
    app,
    aftersalesCalls.couponProduct,
    {
      tags: ['product'],
      summary: 'Service coupons for a model (§7 coupon-product?productCode)',
      description:
        'productCode is a model code, or a variant code standing for its model (404 when neither). Coupons on sale at the ' +
        'current time (validFrom ≤ today ≤ validUntil, WIB calendar days) whose modelCodes include the model, biggest §9 ' +
        'discount first.',
    },
    async (request) => listCouponsForProduct(app.db, app.now(), request.query.productCode, (await resolveCity(app.db, request.query.cityCode)).cityCode),
  );
}
