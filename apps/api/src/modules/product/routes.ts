import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { ok, responses } from '../../lib/reply';
import { listAftersalesFacets } from './aftersales';
import { listProductsByCategory, listProductsBySlug, modelCardsFor, similarModels } from './cards';
import { resolveCity, splitCodes } from './common';
import { compareOptions, compareProducts } from './compare';
import { listCouponsForProduct } from './coupon';
import { simulateCredit } from './credit';
import { getInformation, getProductDetail, getSpecification, getSuperiorities } from './detail';
import { getAllGallery, getContentSection, getGallery } from './gallery';
import {
  AllGalleryData,
  CityQuery,
  CodeParams,
  CompareData,
  CompareOptionsData,
  CompareQuery,
  ContentData,
  ContentParams,
  CouponProductData,
  CouponProductQuery,
  CreditBody,
  CreditData,
  FacetsData,
  FacetsQuery,
  GalleryList,
  GlobalSearchBody,
  GlobalSearchData,
  InformationData,
  ModelCards,
  ProductDetailData,
  ProductDetailQuery,
  ProductListData,
  ProductListQuery,
  ProductsData,
  ProductsQuery,
  SimilarDetailsQuery,
  SpecGroups,
  Superiorities,
} from './schemas';
import { globalSearch } from './search';
import { UsedCarCards, UsedCarCodeParams, UsedCarFacetsData, similarUsedCars, usedCarFacets } from './used-cars';

const tags = ['product'];

/** Said on every priced operation. */
const CITY_PRICES =
  'Prices are per city: `cityCode` (a city isocode) picks the car_variant_prices row of each variant, falling back to the ' +
  'variant’s default OTR (DKI Jakarta) when that city has no row; absent → the §9 fallback city 0080 (Jakarta Pusat); an unknown ' +
  'code → 400. A strike-through price keeps its rupiah discount in every city (the city surcharge is added to both prices), ' +
  'and discountPercent follows §9.';

const MAX_SIMILAR_CODES = 12;

/** /api/product/v1 — §7 "Product" calls (salesman calls live under /salesman, in their own module). */
export async function productRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/product-list',
    {
      schema: {
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
        querystring: ProductListQuery,
        response: responses(ProductListData),
      },
    },
    async (request) => ok(await listProductsBySlug(app.db, app.now(), request.query)),
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Cards of one product category, paginated (§7 products?category)',
        description:
          'category NEWCAR (default) | USEDCAR | ACCESSORY | SPAREPART | COUPON | PACKAGE; the same cards, filters and sorts as ' +
          `product-list. ${CITY_PRICES}`,
        querystring: ProductsQuery,
        response: responses(ProductsData),
      },
    },
    async (request) => ok(await listProductsByCategory(app.db, app.now(), request.query)),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags,
        summary: 'Filter choices of the after-sales listings of §7 products?category (/aksesoris, /c/kupon-service, /c/paketservistoyota)',
        description:
          'category ACCESSORY | COUPON | PACKAGE. The values the listing’s `type` filter takes (accessory category, coupon ' +
          'serviceType, package type), most items first, and the models (`model` filter) with at least one item, in catalogue ' +
          'order, each with how many items it has; the price range and the total. Coupons count only those on sale today (WIB), ' +
          'as the listing shows them.',
        querystring: FacetsQuery,
        response: responses(FacetsData),
      },
    },
    async (request) => ok(await listAftersalesFacets(app.db, app.now(), request.query.category)),
  );

  app.get(
    '/product-detail',
    {
      schema: {
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
        querystring: ProductDetailQuery,
        response: responses(ProductDetailData),
      },
    },
    async (request) => ok(await getProductDetail(app.db, app.now(), request.query)),
  );

  app.get(
    '/new-car-product/information/:code',
    {
      schema: {
        tags,
        summary: 'Headline facts of a model (§7 new-car-product information)',
        description: `Model code; 404 when unknown. Price range and strike-through price of the cheapest variant in the city. ${CITY_PRICES}`,
        params: CodeParams,
        querystring: CityQuery,
        response: responses(InformationData),
      },
    },
    async (request) => ok(await getInformation(app.db, request.params.code, request.query.cityCode)),
  );

  app.get(
    '/new-car-product/specification/:code',
    {
      schema: {
        tags,
        summary: 'Full specification of a model, grouped (§7 new-car-product specification; §2 /p/{code}/full-specification)',
        description:
          'Every specification row grouped by groupName (groups in brochure order). `value` is the model-wide text; ' +
          '`variantValues` resolves it for every variant of the model, in variant order (a variant’s override, else `value`).',
        params: CodeParams,
        response: responses(SpecGroups),
      },
    },
    async (request) => ok(await getSpecification(app.db, request.params.code)),
  );

  app.get(
    '/new-car-product/superiority/:code',
    {
      schema: {
        tags,
        summary: 'Selling points of a model (§7 new-car-product superiority)',
        description: 'In editorial order; imageUrl is the drawn icon. 404 for an unknown model.',
        params: CodeParams,
        response: responses(Superiorities),
      },
    },
    async (request) => ok(await getSuperiorities(app.db, request.params.code)),
  );

  app.get(
    '/new-car-product/similar/:code',
    {
      schema: {
        tags,
        summary: 'Four similar models (§7 new-car-product similar)',
        description:
          'Other models only (never the model itself): same body type first, then the nearest lowest price in the city, then ' +
          `editorial order. 404 for an unknown model. ${CITY_PRICES}`,
        params: CodeParams,
        querystring: CityQuery,
        response: responses(ModelCards),
      },
    },
    async (request) => ok(await similarModels(app.db, request.params.code, request.query.cityCode)),
  );

  app.get(
    '/used-car/facets',
    {
      schema: {
        tags,
        summary: 'Filter options, with counts, of the used-car listing of §7 product-list?slug=certified-used-car-toyota',
        description:
          'Every model, model year (newest first), branch city, transmission and fuel found among the used cars on offer (not sold), ' +
          'each with its number of cars; and the price and mileage ranges. Feeds the filters of /c/certified-used-car-toyota.',
        response: responses(UsedCarFacetsData),
      },
    },
    async () => ok(await usedCarFacets(app.db)),
  );

  app.get(
    '/used-car/similar/:code',
    {
      schema: {
        tags,
        summary: 'Four similar used cars on offer (the used-car counterpart of §7 new-car-product similar)',
        description: 'Never the car itself: the same model first, then the same body type, then the nearest price. 404 for an unknown code.',
        params: UsedCarCodeParams,
        response: responses(UsedCarCards),
      },
    },
    async (request) => ok(await similarUsedCars(app.db, request.params.code)),
  );

  app.get(
    '/new-car-product/similar-products/details',
    {
      schema: {
        tags,
        summary: 'Model cards for a list of codes (§7 new-car-product similar-products/details)',
        description:
          `Comma-separated model codes, at most ${MAX_SIMILAR_CODES} (400 beyond); cards in the order given, duplicates once; ` +
          `codes that are not models are skipped (a stale list still renders). ${CITY_PRICES}`,
        querystring: SimilarDetailsQuery,
        response: responses(ModelCards),
      },
    },
    async (request) => {
      const codes = [...new Set(splitCodes(request.query.codes))];
      if (codes.length > MAX_SIMILAR_CODES) {
        throw badRequest(`Maksimal ${MAX_SIMILAR_CODES} kode produk`);
      }
      const { cityCode } = await resolveCity(app.db, request.query.cityCode);
      return ok(await modelCardsFor(app.db, cityCode, codes));
    },
  );

  app.get(
    '/v2/gallery/:code',
    {
      schema: {
        tags,
        summary: 'Exterior gallery of a model (§7 v2 gallery)',
        description: 'The exterior pictures in gallery order; imageUrl is the drawn picture. 404 for an unknown model.',
        params: CodeParams,
        response: responses(GalleryList),
      },
    },
    async (request) => ok(await getGallery(app.db, request.params.code)),
  );

  app.get(
    '/v2/all-gallery/:code',
    {
      schema: {
        tags,
        summary: 'Every picture of a model grouped by kind, and its videos (§7 v2 all-gallery)',
        description:
          'Groups Eksterior, Interior, Fitur in that order (empty ones left out); videos by upload date with a drawn thumbnail. ' +
          '404 for an unknown model.',
        params: CodeParams,
        response: responses(AllGalleryData),
      },
    },
    async (request) => ok(await getAllGallery(app.db, request.params.code)),
  );

  app.get(
    '/v2/content/:a/:b',
    {
      schema: {
        tags,
        summary: 'A city-dependent section of a model page (§7 v2 content/{a}/{b}?cityCode)',
        description:
          '§7 names this call without detail. Read here as: `a` = model code (404 when unknown), `b` = the section: ' +
          '`price` (every variant’s OTR in the city, with the range), `promo` (promos valid today, WIB, that name the model or ' +
          'are new-car promos naming no product, national or for that city; branch and salesman promos are left out), ' +
          '`video`, `gallery` (every picture). Another `b` → 400. ' +
          CITY_PRICES,
        params: ContentParams,
        querystring: CityQuery,
        response: responses(ContentData),
      },
    },
    async (request) => ok(await getContentSection(app.db, app.now(), request.params.a, request.params.b, request.query.cityCode)),
  );

  app.get(
    '/compare-product',
    {
      schema: {
        tags,
        summary: 'Two or three models or variants side by side (§7 compare-product)',
        description:
          '`codes`: 2 or 3 comma-separated codes, each a model code or a variant code (fewer, more, repeated, or a code that is ' +
          'neither → 400). A model is priced at its cheapest variant in the city and shows the model-wide specification values; a ' +
          'variant shows its own price and values. rows start with a Ringkasan group (price, body type, seats, fuel, ' +
          'transmission), then the union of the items’ specification rows in brochure order; `values` has one entry per item, ' +
          `in item order, null where that model has no such row. ${CITY_PRICES}`,
        querystring: CompareQuery,
        response: responses(CompareData),
      },
    },
    async (request) => ok(await compareProducts(app.db, request.query.codes, request.query.cityCode)),
  );

  app.get(
    '/compare-product/options',
    {
      schema: {
        tags,
        summary: 'The choices of the comparison picker of §7 compare-product: every new-car model with its variants',
        description:
          'Beside §7 compare-product, not one of its calls: the comparison page offers models and their variants to pick from. Models by ' +
          'name, each with its variant codes and names in catalogue order; models without variants are left out. No prices: ' +
          'compare-product carries the city prices of what was picked.',
        response: responses(CompareOptionsData),
      },
    },
    async () => ok(await compareOptions(app.db)),
  );

  app.get(
    '/coupon-product',
    {
      schema: {
        tags,
        summary: 'Service coupons for a model (§7 coupon-product?productCode)',
        description:
          'productCode is a model code, or a variant code standing for its model (404 when neither). Coupons on sale at the ' +
          'current time (validFrom ≤ today ≤ validUntil, WIB calendar days) whose modelCodes include the model, biggest §9 ' +
          'discount first.',
        querystring: CouponProductQuery,
        response: responses(CouponProductData),
      },
    },
    async (request) => ok(await listCouponsForProduct(app.db, app.now(), request.query.productCode)),
  );

  app.post(
    '/global-search',
    {
      schema: {
        tags,
        summary: 'Search suggestions across the catalogue (§7 global-search, §5/§9 at least 3 characters)',
        description:
          'text is trimmed and whitespace collapsed (§5); fewer than 3 or more than 100 characters → 400. Searches models, ' +
          'variants, used cars (not sold), accessories, parts, packages, coupons and promos valid today, service pages and ' +
          'articles. The words of the text (stripped to letters/digits, at most 8) are looked up, in one query, in the search ' +
          'lexicon (every word of the search documents): a word that is not itself a lexicon term gets its up to 3 most similar ' +
          'terms with pg_trgm similarity ≥ 0.4 as alternatives (typo tolerance: inova → innova, avansa → avanza, fortunr → ' +
          'fortuner); a word neither that close to a term nor the start of one is ignored, and so are numbers while another ' +
          'word remains. A document is a candidate when the full-text query `(word:* | term …) & …` (a bound parameter) ' +
          'matches its tsvector. score = 2·ts_rank(document, that query) + ts_rank(document, `(word | term …) & …`) + ' +
          'word_similarity(text, lower(title)) + boost/1000; candidates scoring below a quarter of the best are dropped as ' +
          'noise; no word left → no match. Answer: groups by kind (Indonesian ' +
          'label, matches of that kind before the limit, at most `limit` items, default 10, max 20), ordered by their best ' +
          'score; `suggestions` is the flat top 10; `total` counts every match. No match → 200 with total 0 and empty groups. ' +
          'Paging (the results page): `page` (from 0) answers items page·limit+1 … (page+1)·limit of each kind, and `kind` ' +
          'answers items of that kind only; every matching kind still answers its group and count (with no items when the ' +
          'page holds none), so counts and group order stay the same on every page. `correctedText` is the text with each ' +
          'corrected word replaced by its closest term (null when nothing was corrected). ' +
          '§7’s “error field” on failure is the standard error envelope `{ errors: [{ type, message }] }`.',
        body: GlobalSearchBody,
        response: responses(GlobalSearchData),
      },
      // The same validated search is answered from the read cache (plugins/response-cache.ts).
      config: { cache: true },
    },
    async (request) => ok(await globalSearch(app.db, app.now(), request.body)),
  );

  app.post(
    '/v2/creditcalculator',
    {
      schema: {
        tags,
        summary: 'Car-loan simulation (§7 POST v2 creditcalculator)',
        description:
          'Give productCode (a variant code: its OTR in cityCode, default 0080, is used; unknown → 404) or otrPrice, not both; ' +
          'the down payment as downPaymentPercent or downPaymentAmount. The result is calculateCredit of ' +
          'packages/domain/src/credit.ts unchanged: a level annuity on the reducing balance A = P·r / (1 − (1 + r)^−n), ' +
          'P = OTR − down payment, r = annual rate / 12 from the tenor’s rate table, rounded up to Rp 1.000, ADDB scheme ' +
          '(TDP = down payment + insurance for the tenor + admin fee + provisi). Its rules (tenors 12/24/36/48/60, down-payment ' +
          'range, insurance kinds) answer 400 with the module’s Indonesian message. `rates` lists the rate table.',
        body: CreditBody,
        response: responses(CreditData),
      },
    },
    async (request) => ok(await simulateCredit(app.db, request.body)),
  );
}
