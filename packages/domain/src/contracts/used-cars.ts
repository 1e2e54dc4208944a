/**
 * Certified used cars (§2 /c/certified-used-car-toyota): the listing's filter options and a car's
 * similar cars; plus the used-car members of the catalogue's product-list and product-detail
 * answers (§3 Used car markup).
 */
import { z } from 'zod';
import { CURRENCY } from '../constants';
import { defineCall } from './call';
import { codeParam, rupiah, SitePath, WhatsAppNumber } from './common';
import { RateData } from './editorial';

export const UsedCarCard = z.object({
  kind: z.literal('USEDCAR'),
  code: z.string(),
  modelCode: z.string(),
  name: z.string(),
  variantName: z.string(),
  year: z.number().int(),
  mileageKm: z.number().int(),
  transmission: z.string(),
  fuel: z.string(),
  price: rupiah,
  status: z.string(),
  cityName: z.string(),
  branchName: z.string(),
  /** The car drawn (MEDIA.usedCar). */
  imageUrl: SitePath,
  url: SitePath,
});
export type UsedCarCard = z.infer<typeof UsedCarCard>;
export const UsedCarCards = z.array(UsedCarCard);

const Inspection = z.object({
  score: z.number(),
  grade: z.string(),
  inspectedDate: z.string(),
  inspector: z.string(),
  pointsChecked: z.number().int(),
  items: z.array(z.object({ group: z.string(), item: z.string(), status: z.string(), note: z.string().nullable() })),
});

/** product-detail category USEDCAR: the car (sold ones too, with their status), its inspection and branch. */
export const UsedCarDetail = z.object({
  category: z.literal('USEDCAR'),
  usedCar: z.object({
    code: z.string(),
    /** §3 Used car markup fields. */
    name: z.string(),
    brand: z.literal('Toyota'),
    model: z.string(),
    vehicleModelDate: z.string().describe('Model year'),
    color: z.string(),
    mileageFromOdometer: z.number().int().describe('Kilometres'),
    url: SitePath,
    price: rupiah,
    priceCurrency: z.literal(CURRENCY),
    // The rest of the page.
    modelCode: z.string(),
    variantCode: z.string().nullable(),
    variantName: z.string(),
    year: z.number().int(),
    colorHex: z.string(),
    transmission: z.string(),
    fuel: z.string(),
    plateRegion: z.string(),
    ownerCount: z.number().int(),
    warrantyMonths: z.number().int(),
    description: z.string(),
    status: z.string(),
    listedDate: z.string(),
    imageUrl: SitePath,
    /** The page's photo set (drawn SVGs), in gallery order. */
    photos: z.array(z.object({ title: z.string(), imageUrl: SitePath })),
    inspection: Inspection,
    /**
     * Seats of its type (issue 15): of today's variant of the same name, or of the model when every
     * variant seats the same; null when that is unknown (the page then shows the model's range).
     */
    seats: z.number().int().nullable().optional(),
  }),
  branch: z.object({
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    phone: z.string(),
    whatsapp: WhatsAppNumber,
    url: SitePath,
  }),
  rateData: RateData,
});
export type UsedCarDetail = z.infer<typeof UsedCarDetail>;

const Count = z.number().int();

export const UsedCarFacets = z.object({
  /** Cars on offer (not sold). */
  total: Count,
  models: z.array(z.object({ code: z.string(), name: z.string(), count: Count })),
  /** Newest first. */
  years: z.array(z.object({ year: z.number().int(), count: Count })),
  cities: z.array(z.object({ code: z.string(), name: z.string(), count: Count })),
  transmissions: z.array(z.object({ name: z.string(), count: Count })),
  fuels: z.array(z.object({ name: z.string(), count: Count })),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  maxMileage: z.number().int(),
});
export type UsedCarFacets = z.infer<typeof UsedCarFacets>;

const UsedCarCodeParams = z.object({ code: codeParam('Used-car code, e.g. UC-26101') });

export const usedCarCalls = {
  /** Filter options, with counts, of the used-car listing. */
  facets: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/used-car/facets', data: UsedCarFacets }),
  /** Four similar used cars on offer (the used-car counterpart of §7 new-car-product similar). */
  similar: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/used-car/similar/:code', params: UsedCarCodeParams, data: UsedCarCards }),
} as const;
