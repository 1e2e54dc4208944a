import 'server-only';

import { FIRST_PAGE, PAGE_SIZE } from '@kemudi/domain/constants';
import { aftersalesCalls, type ModelCoupon } from '@kemudi/domain/contracts/aftersales';
import { catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import type { FaqItem } from '@kemudi/domain/contracts/editorial';
import {
  type AllGalleryData,
  type CreditData,
  type ModelCard,
  newCarCalls,
  NewCarDetail,
  type SpecGroup,
  type VariantOffer,
} from '@kemudi/domain/contracts/new-cars';
import { type PromoCard, promoCalls } from '@kemudi/domain/contracts/promos';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_TENOR, type PriceCity, type SalesContact } from '@/lib/new-cars';
import { getApi } from '../api';
import { loadLayout } from '../layout';
import { loadModelFaqs } from './faqs';
import { loadSalesContact } from './sales';

/*
 * Loaders of a model's pages (/mobil-baru-toyota/p/{model} and /p/{code}/full-specification): §7
 * product-detail (category NEWCAR) and the new-car-product, gallery, promo, FAQ, coupon and credit
 * calls, parsed with their contracts (packages/domain/src/contracts). Prices are asked for the
 * visitor's chosen city (loadLayout().city → cityCode).
 */

export interface ModelPage {
  city: PriceCity;
  detail: NewCarDetail;
  /** The chosen variant (?variant=), else the lowest-price one. */
  variant: VariantOffer;
  variants: VariantOffer[];
  gallery: AllGalleryData | null;
  promos: PromoCard[] | null;
  faqs: FaqItem[] | null;
  /** Whether the FAQs are the model's own or the general new-car ones. */
  faqsAreGeneral: boolean;
  similar: ModelCard[] | null;
  coupons: ModelCoupon[] | null;
  credit: CreditData | null;
  sales: SalesContact | null;
  /** Whether the model is offered for a test drive (new-car-product/information); true when unknown. */
  testDrive: boolean;
}

/** §7 product-detail?category=NEWCAR for the city (generateMetadata and the page ask for the same); an unknown model is the page's 404. */
export async function loadModelDetail(code: string, cityCode: string): Promise<NewCarDetail> {
  const api = await getApi();
  return api.require(catalogueCalls.productDetail, { query: { code, category: 'NEWCAR', cityCode } }, { data: NewCarDetail });
}

/** Every section of a model page; the detail is required (404 → page 404), the rest fail soft. */
export async function loadModelPage(code: string, variantCode: string | undefined): Promise<ModelPage> {
  const [{ city }, api] = await Promise.all([loadLayout(), getApi()]);
  const cityCode = city.cityIsocode;
  const detail = await loadModelDetail(code, cityCode);
  const variants = detail.detailCar.variantOptions.flatMap((o) => o.variants);
  const variant = variants.find((v) => v.code === variantCode) ?? detail.detailCar.lowestPriceVariant;
  const m = detail.product.code;
  const [gallery, promos, faqs, similar, coupons, credit, sales, information] = await Promise.all([
    api.soft(newCarCalls.allGallery, { params: { code: m } }),
    api.soft(promoCalls.filter, { query: { productCode: m, page: FIRST_PAGE, size: PAGE_SIZE.PROMO } }),
    loadModelFaqs(m),
    api.soft(newCarCalls.similar, { params: { code: m }, query: { cityCode } }),
    // The model's coupons priced for the page's city, as the cart prices them (issue 29).
    api.soft(aftersalesCalls.couponProduct, { query: { productCode: m, cityCode } }),
    api.soft(newCarCalls.creditCalculator, {
      body: { productCode: variant.code, cityCode, downPaymentPercent: DEFAULT_DOWN_PAYMENT_PERCENT, tenorMonths: DEFAULT_TENOR },
    }),
    loadSalesContact(city),
    api.soft(newCarCalls.information, { params: { code: m }, query: { cityCode } }),
  ]);
  return {
    city,
    detail,
    variant,
    variants,
    gallery,
    promos: promos?.content ?? null,
    faqs: faqs.faqs,
    faqsAreGeneral: faqs.general,
    similar,
    coupons: coupons?.coupons ?? null,
    credit,
    sales,
    testDrive: information?.testDrive ?? true,
  };
}

/** /p/{code}/full-specification: the model (for the chosen city) and its every specification group. */
export async function loadFullSpecification(code: string): Promise<{ city: PriceCity; detail: NewCarDetail; groups: SpecGroup[] }> {
  const [{ city }, api] = await Promise.all([loadLayout(), getApi()]);
  const [detail, groups] = await Promise.all([
    loadModelDetail(code, city.cityIsocode),
    api.require(newCarCalls.specification, { params: { code } }),
  ]);
  return { city, detail, groups };
}
