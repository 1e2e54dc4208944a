import { catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { listAftersalesFacets } from '../aftersales';
import { CITY_PRICES } from '../new-cars';
import { getProductDetail, listProductsByCategory, listProductsBySlug } from './service';

const tags = ['product'];

/** The catalogue's cross-category calls of §7 "Product" (under /api/product/v1). */
export async function catalogueRoutes(app: FastifyInstance) {
  route(
    app,
    catalogueCalls.productList,
    {
      tags,
      summary: 'Cards of a §2 listing page by category slug (§7 product-list?slug)',
      description:
        'slug: mobil-baru-toyota (every model), testdrive-toyota (models offered for a test drive), certified-used-car-toyota ' +
        '(used cars not yet sold, newest listing first), aksesoris, kupon-service (coupons on sale today, WIB), paketservistoyota. ' +
        'Unknown slug → 404. Each card carries `kind`. Filters apply to the kinds they describe and are ignored by the others: ' +
        'bodyType, seats (exact), fuel, transmission, year (used cars) describe cars; used cars also take minYear/maxYear (a ' +
        'model-year range, minYear > maxYear → 400), maxMileage (km) and carCity (the city of the branch offering the car; ' +
        'cityCode only picks prices); model narrows cars to that model and ' +
        'after-sales items to those fitting it; type (the accessory category, coupon serviceType or package type, any letter case) ' +
        'and q (every word in the name, kind or description) narrow accessories, coupons and packages; ' +
        'minPrice/maxPrice apply to every kind (minPrice > maxPrice → 400). For new cars ' +
        'a model is listed when at least one variant passes fuel, transmission and the price range, and its card (price range, ' +
        'fuels, transmissions, strike-through price of the cheapest) describes those variants. Sorts that do not fit a kind ' +
        `fall back to recommended. Page size 12 by default. ${CITY_PRICES} Used-car and after-sales prices are the same everywhere.`,
    },
    async (request) => listProductsBySlug(app.db, app.now(), request.query),
  );

  route(
    app,
    catalogueCalls.products,
    {
      tags,
      summary: 'Cards of one product category, paginated (§7 products?category)',
      description:
        'category NEWCAR (default) | USEDCAR | ACCESSORY | SPAREPART | COUPON | PACKAGE; the same cards, filters and sorts as ' +
        `product-list. ${CITY_PRICES}`,
    },
    async (request) => listProductsByCategory(app.db, app.now(), request.query),
  );

  route(
    app,
    catalogueCalls.facets,
    {
      tags,
      summary: 'Filter choices of the after-sales listings of §7 products?category (/aksesoris, /c/kupon-service, /c/paketservistoyota)',
      description:
        'category ACCESSORY | COUPON | PACKAGE. The values the listing’s `type` filter takes (accessory category, coupon ' +
        'serviceType, package type), most items first, and the models (`model` filter) with at least one item, in catalogue ' +
        'order, each with how many items it has; the price range and the total. Coupons count only those on sale today (WIB), ' +
        'as the listing shows them.',
    },
    async (request) => listAftersalesFacets(app.db, app.now(), request.query.category),
  );

  route(
    app,
    catalogueCalls.productDetail,
    {
      tags,
      summary: 'A product page’s data, default category NEWCAR (§7 product-detail; §3 Product, Car and Used car markup)',
      description:
        'NEWCAR: `code` is a model code; the answer carries the §3 Product markup fields (product, detailCar.variantOptions[]' +
        '.variants[], detailCar.lowestPriceVariant, detailCar.strikeThroughPrice, rateData.content[]). variantOptions holds one ' +
        'option per powertrain (engine and fuel) in the model’s variant order; the lowest-price variant is the cheapest in the ' +
        'city (ties: the earlier variant); detailCar.strikeThroughPrice is that variant’s, or null. rateData: NEWCAR reviews of ' +
        'the model, mean rounded to one decimal (0 when none), the latest five. keySpecifications are the rows marked as key, ' +
        'resolved per variant. A model without variants cannot be priced → 404. USEDCAR: the used car (sold ones too, with ' +
        'their status) with its inspection, branch and the §3 Used car fields (mileageFromOdometer in km, vehicleModelDate = ' +
        'model year). ACCESSORY, SPAREPART, COUPON, PACKAGE: the item with the models it fits. Unknown code → 404 ' +
        `'Produk tidak ditemukan'. ${CITY_PRICES}`,
    },
    async (request) => getProductDetail(app.db, app.now(), request.query),
  );
}
