import 'server-only';

import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { aftersalesCalls } from '@kemudi/domain/contracts/aftersales';
import { branchCalls } from '@kemudi/domain/contracts/branches';
import { type CurrentCustomer, type CustomerCar, customerCalls } from '@kemudi/domain/contracts/customer';
import { newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { isCityIsocode } from '@/lib/city';
import { type Api, getApi } from './api';
import { bookingCustomerOf, loadBranchData } from './bookings';
import { loadLayout } from './layout';
import type { CityGroup as BookingCityGroup, CityOption as BookingCity } from '@/lib/city-options';
import type { BookingBranchData, BookingCustomer, CarModelChoice, HomeServiceItem, MyCarOption, SparePartChoice } from '@/lib/booking-views';

/*
 * The loaders of the booking forms on the service pages of issue 13: home service
 * (/ths-home-service), body & paint (/body-paint-service), Cubain (/cubain) and spare-part
 * requests (/services-toyota/suku-cadang). Each reads what the form opens with — the visitor (a
 * customer's details prefill the contact step), their My Cars, the models, the first branches —
 * through the one API client. Everything here is optional to the page: a call that fails leaves
 * its list empty and the form still works (the branch picker and the models fall back to typing
 * or another city), so the page's description, prices and questions always render.
 */

/** The visitor when logged in (and not a temporary login), else null: a guest books with a one-time code. */
async function loadVisitor(api: Api): Promise<CurrentCustomer | null> {
  if (api.caller !== 'customer') return null;
  const customer = await api.soft(customerCalls.current, { query: { deviceType: 'web' } });
  return customer && customer.temporary !== true ? customer : null;
}

/** My Cars as the car step lists them: 'Avanza 2021 (B 1234 XYZ)'. */
export function myCarOptions(cars: readonly CustomerCar[]): MyCarOption[] {
  return cars.map((car) => ({ id: car.id, label: `${car.model} ${car.year} (${car.plate})` }));
}

async function loadCars(api: Api, customer: CurrentCustomer | null): Promise<MyCarOption[]> {
  if (!customer) return [];
  return myCarOptions((await api.soft(customerCalls.cars))?.cars ?? []);
}

/** The new-car models (code and name) for a car typed in; empty when the call fails (the model is typed then). */
async function loadModels(api: Api): Promise<CarModelChoice[]> {
  const options = await api.soft(newCarCalls.compareOptions);
  return (options?.models ?? []).map((m) => ({ code: m.code, name: m.name }));
}

interface CarFormBase {
  customer: BookingCustomer | null;
  myCars: MyCarOption[];
  models: CarModelChoice[];
}

async function loadCarFormBase(api: Api): Promise<CarFormBase> {
  const customer = await loadVisitor(api);
  const [myCars, models] = await Promise.all([loadCars(api, customer), loadModels(api)]);
  return { customer: bookingCustomerOf(customer), myCars, models };
}

// ---------------------------------------------------------------------------------------------
// Body & paint
// ---------------------------------------------------------------------------------------------

export interface BodyPaintFormData extends CarFormBase {
  branch: BookingBranchData;
}

/** /body-paint-service's form: the visitor, their cars, the models and the body & paint workshops nearest the city. */
export async function loadBodyPaintForm(query: { city?: string | undefined }): Promise<BodyPaintFormData> {
  const api = await getApi();
  const [base, branch] = await Promise.all([loadCarFormBase(api), loadBranchData(api, 'body-paint', {}, query.city)]);
  return { ...base, branch };
}

// ---------------------------------------------------------------------------------------------
// Home service
// ---------------------------------------------------------------------------------------------

export interface HomeServiceFormData extends CarFormBase {
  /** Every city with a dealer, by province (coverage is asked per city). */
  cityGroups: BookingCityGroup[];
  initialCity: BookingCity;
  /** The home-service items of the price list (content/v1/service?serviceType=home-service). */
  services: HomeServiceItem[];
}

/** /ths-home-service's form: the visitor, their cars, the models, the cities and the home-service items. */
export async function loadHomeServiceForm(query: { city?: string | undefined }): Promise<HomeServiceFormData> {
  const api = await getApi();
  const [base, { city: chosen }, areas, services] = await Promise.all([
    loadCarFormBase(api),
    loadLayout(),
    api.soft(branchCalls.areas),
    api.soft(aftersalesCalls.services, { query: { serviceType: 'home-service' } }),
  ]);
  const cityGroups: BookingCityGroup[] = areas
    ? areas.map((a) => ({ provinceName: a.name, cities: a.cities.map((c) => ({ isocode: c.isocode, name: c.name })) })).filter((g) => g.cities.length > 0)
    : [{ provinceName: '', cities: [{ isocode: chosen.cityIsocode, name: chosen.name }] }];
  const known = new Map(cityGroups.flatMap((g) => g.cities).map((c) => [c.isocode, c] as const));
  const wanted = [query.city && isCityIsocode(query.city) ? query.city : undefined, chosen.cityIsocode, FALLBACK_CITY].find(
    (c): c is string => c !== undefined && known.has(c),
  );
  const initialCity = (wanted ? known.get(wanted) : undefined) ?? cityGroups[0]?.cities[0] ?? { isocode: chosen.cityIsocode, name: chosen.name };
  return {
    ...base,
    cityGroups,
    initialCity,
    services: (services ?? []).map((s) => ({ id: s.id, name: s.name, priceFrom: s.priceFrom, durationMinutes: s.durationMinutes })),
  };
}

// ---------------------------------------------------------------------------------------------
// Cubain
// ---------------------------------------------------------------------------------------------

export interface CubainFormData {
  customer: BookingCustomer | null;
  /** The branches that rent Cubain cars, nearest the city first. */
  branch: BookingBranchData;
}

/** /cubain's form: the visitor and the branches with a rental fleet (the classes' availability is asked by the form for its dates). */
export async function loadCubainForm(query: { city?: string | undefined }): Promise<CubainFormData> {
  const api = await getApi();
  const [customer, branch] = await Promise.all([loadVisitor(api), loadBranchData(api, 'cubain', {}, query.city)]);
  return { customer: bookingCustomerOf(customer), branch };
}

// ---------------------------------------------------------------------------------------------
// Spare parts
// ---------------------------------------------------------------------------------------------

export interface SparePartFormData {
  customer: BookingCustomer | null;
  models: CarModelChoice[];
  /** The part asked for with "Minta ke Dealer" (?minta=code), when it is one of the catalogue. */
  part: SparePartChoice | null;
  branch: BookingBranchData;
}

/** A part of the catalogue by its number (the list's search matches part numbers), or null. */
async function loadPart(api: Api, code: string): Promise<SparePartChoice | null> {
  const page = await api.soft(aftersalesCalls.spareParts, { query: { q: code, page: 0, size: 5 } });
  const part = page?.content.find((p) => p.code.toLowerCase() === code.toLowerCase());
  return part ? { code: part.code, name: part.name, price: part.price, models: part.fittingModels.map((m) => ({ code: m.code, name: m.name })) } : null;
}

/** The request form of /services-toyota/suku-cadang: the visitor, the models, the part asked for, the workshops. */
export async function loadSparePartForm(query: { city?: string | undefined; part?: string | undefined }): Promise<SparePartFormData> {
  const api = await getApi();
  const partCode = query.part && /^[A-Za-z0-9-]{1,60}$/.test(query.part) ? query.part : undefined;
  const [customer, models, part, branch] = await Promise.all([
    loadVisitor(api),
    loadModels(api),
    partCode ? loadPart(api, partCode) : null,
    loadBranchData(api, 'spare-part', {}, query.city),
  ]);
  return { customer: bookingCustomerOf(customer), models, part, branch };
}
