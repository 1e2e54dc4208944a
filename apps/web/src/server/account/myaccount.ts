import 'server-only';

import { encodeRedirect } from '@kemudi/domain/account';
import { customerCalls, type CurrentCustomer, type CustomerCar, type CustomerProfile } from '@kemudi/domain/contracts/customer';
import { geoCalls, type City, type Province } from '@kemudi/domain/contracts/geo';
import { newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { ROUTES } from '@kemudi/domain/routes';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getApi, type Api } from '../api';

/*
 * Loaders of the My Account pages (issue 10): /myaccount/overview, /myaccount/profile and
 * /myaccount/mobil-saya. Every page first makes sure its visitor is a logged-in customer (§4: the
 * user-auth call answers), otherwise the visitor goes to /login?redirect=<base64 of this page>
 * (§2). Customer data is read with the customer's own token, never with the system token: the web
 * server's §9 500 ms cache keys each answer by the bearer, so no customer ever gets another's.
 */

/** The login page that returns the visitor to `returnTo` (a site path with its query) afterwards (§2). */
export function loginRedirectUrl(returnTo: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(encodeRedirect(returnTo))}`;
}

export interface AccountSession {
  api: Api;
  customer: CurrentCustomer;
}

/**
 * The logged-in customer, or a redirect to the login page (§2 "A guest who opens any /myaccount
 * page is sent to /login?redirect=…"). §4/§8: the visitor is a customer only when the user-auth call
 * (customers/current) answers; any failure is treated as logged out. A temporary login (phone not
 * yet verified, §4) is not an account yet either.
 */
export const requireCustomer = cache(async (returnTo: string): Promise<AccountSession> => {
  const api = await getApi();
  if (api.caller !== 'customer') redirect(loginRedirectUrl(returnTo));
  const customer = await api.soft(customerCalls.current, { query: { deviceType: 'web' } });
  if (!customer || customer.temporary === true) redirect(loginRedirectUrl(returnTo));
  return { api, customer };
});

// ---------------------------------------------------------------------------------------------
// Overview
// ---------------------------------------------------------------------------------------------

export interface OverviewData {
  customer: CurrentCustomer;
  /** The customer's cars; null when they could not be read (the page says so and links to Mobil Saya). */
  cars: CustomerCar[] | null;
}

export async function loadOverview(returnTo: string): Promise<OverviewData> {
  const { api, customer } = await requireCustomer(returnTo);
  const cars = await api.soft(customerCalls.cars);
  return { customer, cars: cars?.cars ?? null };
}

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

export interface ProfilePageData {
  customer: CurrentCustomer;
  profile: CustomerProfile;
  /** §7 province: every province, for the city picker. Empty when the call fails (the picker then keeps the saved city). */
  provinces: Province[];
  /** The province of the saved city, and that province's cities (the others load when another province is picked). */
  provinceIsocode: string | null;
  cities: City[];
  /** The saved city's name, for the read-only view. */
  cityName: string | null;
}

/** The profile is the page: a failure to read it fails the page (error.tsx). The city lists fail soft. */
export async function loadProfilePage(returnTo: string): Promise<ProfilePageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const [profile, provinces, allCities] = await Promise.all([
    api.call(customerCalls.profile),
    api.soft(geoCalls.provinces),
    api.soft(geoCalls.cities),
  ]);
  const city = profile.cityIsocode ? allCities?.find((c) => c.isocode === profile.cityIsocode) : undefined;
  const provinceIsocode = city?.provinceIsocode ?? null;
  return {
    customer,
    profile,
    provinces: provinces ?? [],
    provinceIsocode,
    cities: provinceIsocode ? (allCities ?? []).filter((c) => c.provinceIsocode === provinceIsocode) : [],
    cityName: city?.name ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Mobil Saya
// ---------------------------------------------------------------------------------------------

export interface CarModelOption {
  code: string;
  name: string;
}

export interface MyCarsPageData {
  customer: CurrentCustomer;
  cars: CustomerCar[];
  /** The new-car models (the compare picker's list), for the model field; empty when the call fails (free text then). */
  models: CarModelOption[];
}

/** The list is the page: a failure to read it fails the page. */
export async function loadMyCarsPage(returnTo: string): Promise<MyCarsPageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const [cars, options] = await Promise.all([api.call(customerCalls.cars), api.soft(newCarCalls.compareOptions)]);
  return {
    customer,
    cars: cars.cars,
    models: (options?.models ?? []).map((m) => ({ code: m.code, name: m.name })),
  };
}
