import { MAX_DEALER_PRICE_OTR, MAX_DEALER_PRICES, MAX_SIMILAR_CODES, newCarCalls } from '@kemudi/domain/contracts/new-cars';
import type { FastifyInstance } from 'fastify';
import { dealerKeyGuard } from '../../lib/dealer-key';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { modelCardsFor, similarModels } from './cards';
import { compareOptions, compareProducts } from './compare';
import { simulateCredit } from './credit';
import { applyDealerPrices } from './dealer-prices';
import { getInformation, getSpecification, getSuperiorities } from './detail';
import { getAllGallery, getContentSection, getGallery } from './gallery';
import { listTrendingCars } from './trending';

const tags = ['product'];

/** Said on every priced operation (the catalogue's listings say it too). */
export const CITY_PRICES =
  'Prices are per city: `cityCode` (a city isocode) picks the car_variant_prices row of each variant, falling back to the ' +
  'variant’s default OTR (DKI Jakarta) when that city has no row; absent → the §9 fallback city 0080 (Jakarta Pusat); an unknown ' +
  'code → 400. A strike-through price keeps its rupiah discount in every city (the city surcharge is added to both prices), ' +
  'and discountPercent follows §9.';

/** New-car calls of §7 "Product" (under /api/product/v1) and the home page's trending models (§7 page/trending-cars). */
export async function newCarRoutes(app: FastifyInstance) {
  route(
    app,
    newCarCalls.trending,
    {
      tags: ['content'],
      summary: 'Trending car models for the home page (§7 page/trending-cars)',
      description:
        'Models with a trending rank, by rank. lowestPrice is the lowest default (DKI Jakarta) OTR of the model’s variants; ' +
        'imageUrl draws the model in its first colour; a model without variants is left out.',
    },
    async () => listTrendingCars(app.db),
  );

  route(
    app,
    newCarCalls.information,
    {
      tags,
      summary: 'Headline facts of a model (§7 new-car-product information)',
      description: `Model code; 404 when unknown. Price range and strike-through price of the cheapest variant in the city. ${CITY_PRICES}`,
    },
    async (request) => getInformation(app.db, request.params.code, request.query.cityCode),
  );

  route(
    app,
    newCarCalls.specification,
    {
      tags,
      summary: 'Full specification of a model, grouped (§7 new-car-product specification; §2 /p/{code}/full-specification)',
      description:
        'Every specification row grouped by groupName (groups in brochure order). `value` is the model-wide text; ' +
        '`variantValues` resolves it for every variant of the model, in variant order (a variant’s override, else `value`).',
    },
    async (request) => getSpecification(app.db, request.params.code),
  );

  route(
    app,
    newCarCalls.superiority,
    {
      tags,
      summary: 'Selling points of a model (§7 new-car-product superiority)',
      description: 'In editorial order; imageUrl is the drawn icon. 404 for an unknown model.',
    },
    async (request) => getSuperiorities(app.db, request.params.code),
  );

  route(
    app,
    newCarCalls.similar,
    {
      tags,
      summary: 'Four similar models (§7 new-car-product similar)',
      description:
        'Other models only (never the model itself): same body type first, then the nearest lowest price in the city, then ' +
        `editorial order. 404 for an unknown model. ${CITY_PRICES}`,
    },
    async (request) => similarModels(app.db, request.params.code, request.query.cityCode),
  );

  route(
    app,
    newCarCalls.similarDetails,
    {
      tags,
      summary: 'Model cards for a list of codes (§7 new-car-product similar-products/details)',
      description:
        `Comma-separated model codes, at most ${MAX_SIMILAR_CODES} (400 beyond); cards in the order given, duplicates once; ` +
        `codes that are not models are skipped (a stale list still renders). ${CITY_PRICES}`,
    },
    async (request) => modelCardsFor(app.db, request.query.codes, request.query.cityCode),
  );

  route(
    app,
    newCarCalls.gallery,
    {
      tags,
      summary: 'Exterior gallery of a model (§7 v2 gallery)',
      description: 'The exterior pictures in gallery order; imageUrl is the drawn picture. 404 for an unknown model.',
    },
    async (request) => getGallery(app.db, request.params.code),
  );

  route(
    app,
    newCarCalls.allGallery,
    {
      tags,
      summary: 'Every picture of a model grouped by kind, and its videos (§7 v2 all-gallery)',
      description:
        'Groups Eksterior, Interior, Fitur in that order (empty ones left out); videos by upload date with a drawn thumbnail. ' +
        '404 for an unknown model.',
    },
    async (request) => getAllGallery(app.db, request.params.code),
  );

  route(
    app,
    newCarCalls.content,
    {
      tags,
      summary: 'A city-dependent section of a model page (§7 v2 content/{a}/{b}?cityCode)',
      description:
        '§7 names this call without detail. Read here as: `a` = model code (404 when unknown), `b` = the section: ' +
        '`price` (every variant’s OTR in the city, with the range), `promo` (promos valid today, WIB, that name the model or ' +
        'are new-car promos naming no product, national or for that city; branch and salesman promos are left out), ' +
        '`video`, `gallery` (every picture). Another `b` → 400. ' +
        CITY_PRICES,
    },
    async (request) => getContentSection(app.db, app.now(), request.params.a, request.params.b, request.query.cityCode),
  );

  route(
    app,
    newCarCalls.compare,
    {
      tags,
      summary: 'Two or three models or variants side by side (§7 compare-product)',
      description:
        '`codes`: 2 or 3 comma-separated codes, each a model code or a variant code (fewer, more, repeated, or a code that is ' +
        'neither → 400). A model is priced at its cheapest variant in the city and shows the model-wide specification values; a ' +
        'variant shows its own price and values. rows start with a Ringkasan group (price, body type, seats, fuel, ' +
        'transmission), then the union of the items’ specification rows in brochure order; `values` has one entry per item, ' +
        `in item order, null where that model has no such row. ${CITY_PRICES}`,
    },
    async (request) => compareProducts(app.db, request.query.codes, request.query.cityCode),
  );

  route(
    app,
    newCarCalls.compareOptions,
    {
      tags,
      summary: 'The choices of the comparison picker of §7 compare-product: every new-car model with its variants',
      description:
        'Beside §7 compare-product, not one of its calls: the comparison page offers models and their variants to pick from. Models by ' +
        'name, each with its variant codes and names in catalogue order; models without variants are left out. No prices: ' +
        'compare-product carries the city prices of what was picked.',
    },
    async () => compareOptions(app.db),
  );

  route(
    app,
    newCarCalls.creditCalculator,
    {
      tags,
      summary: 'Car-loan simulation (§7 POST v2 creditcalculator)',
      description:
        'Give one of productCode (a variant code: its OTR in cityCode, default 0080, is used; unknown → 404), usedCarCode ' +
        '(a certified used car: its price, the same in every city; unknown → 404, sold → 409) or otrPrice; ' +
        'the down payment as downPaymentPercent or downPaymentAmount. The result is calculateCredit of ' +
        'packages/domain/src/credit.ts unchanged: a level annuity on the reducing balance A = P·r / (1 − (1 + r)^−n), ' +
        'P = OTR − down payment, r = annual rate / 12 from the tenor’s rate table, rounded up to Rp 1.000, ADDB scheme ' +
        '(TDP = down payment + insurance for the tenor + admin fee + provisi). Its rules (tenors 12/24/36/48/60, down-payment ' +
        'range, insurance kinds) answer 400 with the module’s Indonesian message. `rates` lists the rate table.',
      ...limitsOf(app.config, 'credit'),
    },
    async (request) => simulateCredit(app.db, request.body),
  );

  // --- The dealer system's price list ------------------------------------------------------------------
  // Served always, closed (403) while DEALER_API_KEY is unset: the contract's call exists either way.
  const assertDealerKey = dealerKeyGuard(app.config.DEALER_API_KEY);
  route(
    app,
    newCarCalls.dealerPrices,
    {
      tags,
      summary: "The dealer system's price list: sets the OTR prices the §7 Product calls show, default or per city (issue 14)",
      description:
        'For the dealer system (TDMS pushes OTR changes; this is how prices change in production), with the system token and the header ' +
        'x-dealer-key = DEALER_API_KEY (403 with a wrong or missing key, and always while it is unset). ' +
        `prices: 1 to ${MAX_DEALER_PRICES} entries { variantCode, cityIsocode?, priceOtr } (whole rupiah, 1 to ${MAX_DEALER_PRICE_OTR}); ` +
        'one variant and city at most once. Without cityIsocode an entry sets the variant’s default (DKI Jakarta) OTR, which every city ' +
        'without its own row shows; with it, that city’s OTR (its row is created when missing). Strike-through prices stay as they are ' +
        '(the answers keep their rupiah discount in every city). One transaction: an unknown variant (404) or city (400) is named ' +
        'and nothing is written. Only prices that differ are written: `updated` counts them, and a push that changes nothing leaves ' +
        'the data version alone. `version` is the data version after the push (as GET /api/content/v1/data-version answers it); ' +
        "this process's read cache switches to it at once, the other processes within API_DATA_VERSION_CHECK_MS.",
      errors: [403],
    },
    async (request) => {
      assertDealerKey(request.headers['x-dealer-key']);
      const updated = await applyDealerPrices(app.db, request.body.prices, app.clock());
      const { version } = await app.dataVersion.refresh();
      return { updated, version };
    },
  );
}
