import type { TradeInOptions } from '@kemudi/domain/contracts/leads';
import type { z } from 'zod';
import type { CityGroup, CityOption } from './city-options';

/*
 * The view models the server's loaders (src/server/bookings.ts, booking-forms.ts, checkout,
 * trade-in.ts) hand to the booking, checkout and trade-in islands: plain shapes both sides share,
 * kept here (issue 28) so data loading never imports from the UI (components/).
 */

/** A branch as the booking picker shows it (BookingBranch of the contract, trimmed). */
export interface BookingBranchView {
  slug: string;
  name: string;
  address: string;
  phone: string;
  cityName: string;
  distanceKm: number | null;
  /** Test drive: the branch's test-drive cars of the model. */
  units: number | null;
}

/** The logged-in customer whose details prefill the contact step; null for a guest. */
export interface BookingCustomer {
  name: string;
  phoneNumber: string;
  email: string;
  /** The phone is verified (SMS or WhatsApp): no one-time code is needed for it. */
  phoneVerified: boolean;
}

/** What the booking forms' dealer step starts from. */
export interface BookingBranchData {
  cityGroups: CityGroup[];
  initialCity: CityOption;
  initialBranches: BookingBranchView[];
  /** Extra filters of the branches call (modelCode, usedCarCode). */
  query?: Record<string, string>;
  /** A branch chosen beforehand (it must be in initialBranches). */
  initialSlug?: string;
}

/** What the checkout's dealer step shows of a branch. */
export interface BranchOption {
  slug: string;
  name: string;
  address: string;
  phone: string;
  /** Km from the middle of the chosen city's dealers (the list comes nearest first from it). */
  distanceKm?: number | undefined;
}

/** A car of My Cars as the picker shows it. */
export interface MyCarOption {
  id: string;
  /** 'Avanza 2021 (B 1234 XYZ)' */
  label: string;
}

/** A model the typed-in car can be. */
export interface CarModelChoice {
  code: string;
  name: string;
}

/** A home-service item of the price list (content/v1/service?serviceType=home-service). */
export interface HomeServiceItem {
  id: number;
  name: string;
  priceFrom: number;
  durationMinutes: number;
}

/** A catalogue part as the spare-part request shows it. */
export interface SparePartChoice {
  code: string;
  name: string;
  price: number;
  /** The models it fits (the model choice is limited to them). */
  models: { code: string; name: string }[];
}

/** What the trade-in page's loader (server/trade-in.ts) hands the form. */
export interface TradeInPageData {
  options: z.infer<typeof TradeInOptions> | null;
  /** Toyota's new cars (code and name) for the Tukar Tambah lead. */
  newCars: { code: string; name: string }[];
  /** The branches taking inspections, nearest first from the chosen city, and the cities to choose from. */
  branches: BookingBranchData;
  /** The logged-in customer (prefills the contact; a verified phone needs no one-time code), or null for a guest. */
  customer: BookingCustomer | null;
}
