import 'server-only';

import { catalogueCalls, UsedCarListData } from '@kemudi/domain/contracts/catalogue';
import { type CreditData, type InformationData, newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { type UsedCarCard, usedCarCalls, UsedCarDetail, type UsedCarFacets } from '@kemudi/domain/contracts/used-cars';
import { type CreditChoice, USED_CAR_PAGE_SIZE, USED_CAR_SLUG, type UsedCarFilters } from '@/lib/used-cars';
import { getApi } from '../api';

/*
 * Loaders of the certified used-car pages (issue 4): the list /c/certified-used-car-toyota with its
 * filter options, and the car page /c/certified-used-car-toyota/p/{code} with its optional
 * sections. Answers are parsed with their contracts (packages/domain/src/contracts/used-cars.ts,
 * catalogue.ts, new-cars.ts). Used-car prices are the same in every city, so the visitor's chosen
 * city does not change them; the list's city filter is the car's own city.
 */

export interface UsedCarList {
  title: string;
  totalElements: number;
  page: number;
  totalPages: number;
  cars: UsedCarCard[];
  /** Filter options; null when that call failed (the form then offers the built-in lists). */
  facets: UsedCarFacets | null;
}

/** §7 product-list?slug=certified-used-car-toyota with the filters, and the filter options beside it. */
export async function loadUsedCarList(filters: UsedCarFilters): Promise<UsedCarList> {
  const api = await getApi();
  const [minPrice, maxPrice] = (filters.price ?? '-').split('-');
  const query = {
    slug: USED_CAR_SLUG,
    model: filters.model,
    minYear: filters.minYear,
    maxYear: filters.maxYear,
    minPrice: minPrice || undefined,
    maxPrice: maxPrice || undefined,
    maxMileage: filters.maxMileage,
    transmission: filters.transmission,
    fuel: filters.fuel,
    carCity: filters.city,
    sort: filters.sort,
    page: filters.page,
    size: USED_CAR_PAGE_SIZE,
  };
  const [list, facets] = await Promise.all([
    api.require(catalogueCalls.productList, { query }, { data: UsedCarListData }),
    api.soft(usedCarCalls.facets),
  ]);
  return {
    title: list.title,
    totalElements: list.totalElements,
    page: list.page,
    totalPages: list.totalPages,
    cars: list.content,
    facets,
  };
}

/** §7 product-detail category=USEDCAR; an unknown code is the page's 404. */
export async function loadUsedCar(code: string): Promise<UsedCarDetail> {
  return (await getApi()).require(catalogueCalls.productDetail, { query: { code, category: 'USEDCAR' } }, { data: UsedCarDetail });
}

export interface UsedCarExtras {
  /** Similar cars on offer; null when that call failed. */
  similar: UsedCarCard[] | null;
  /** The model's body facts (body type, seats, doors) and its new-car page; null when that call failed. */
  model: InformationData | null;
}

/** The car page's optional sections: similar cars and the model's body facts. */
export async function loadUsedCarExtras(car: UsedCarDetail['usedCar']): Promise<UsedCarExtras> {
  const api = await getApi();
  const [similar, model] = await Promise.all([
    api.soft(usedCarCalls.similar, { params: { code: car.code } }),
    api.soft(newCarCalls.information, { params: { code: car.modelCode } }),
  ]);
  return { similar, model };
}

/**
 * §7 v2/creditcalculator on the car (issue 29: the API prices it by its code, as the simulator's
 * later calls do); null (logged) when the calculator cannot answer.
 */
export async function loadCreditEstimate(usedCarCode: string, choice: CreditChoice): Promise<CreditData | null> {
  return (await getApi()).soft(newCarCalls.creditCalculator, {
    body: { usedCarCode, downPaymentPercent: choice.downPaymentPercent, tenorMonths: choice.tenorMonths, insuranceKind: choice.insuranceKind },
  });
}
