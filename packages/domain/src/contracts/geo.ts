/**
 * Where visitors are (§3 Geolocation, §7 "Parameter and location"): provinces and cities, and the
 * save-city call of the header's city picker (§4 City).
 */
import { z } from 'zod';
import { defineCall } from './call';

/** An isocode in a path, query or body: short, no surrounding spaces. */
const iso = (label: string) => z.string().trim().min(1).max(60).describe(label);

export const provinceIsoParam = iso('Province isocode (§3), e.g. dki_jakarta');
export const cityIsoParam = iso('City isocode (§3), e.g. 3273 (Kota Bandung) or 0080 (Jakarta Pusat)');

// ---------------------------------------------------------------------------------------------
// Provinces and cities (§3 Geolocation: entries hold isocode and name)
// ---------------------------------------------------------------------------------------------

export const Province = z.object({ isocode: z.string(), name: z.string() });
export type Province = z.infer<typeof Province>;
export const ProvinceList = z.array(Province);

const ProvinceParams = z.object({ iso: provinceIsoParam });
export const ProvinceDetail = Province.extend({
  cities: z.array(z.object({ isocode: z.string(), name: z.string() })),
});
export type ProvinceDetail = z.infer<typeof ProvinceDetail>;

export const City = z.object({ isocode: z.string(), name: z.string(), provinceIsocode: z.string() });
export type City = z.infer<typeof City>;
export const CityList = z.array(City);

const CitiesQuery = z.object({ province: provinceIsoParam.optional() });
const CityBody = z.object({ province: provinceIsoParam });

// ---------------------------------------------------------------------------------------------
// Save city (§7: city_name, city_iso, optional sync → data.isRefresh)
// ---------------------------------------------------------------------------------------------

const UpdateLocationBody = z.object({
  city_name: z.string().trim().min(1).max(100).describe('The name the city picker showed'),
  city_iso: cityIsoParam,
  sync: z.boolean().optional().describe('true when the page shows city prices and must re-read them'),
});
export const UpdateLocationData = z.object({
  cityIso: z.string(),
  /** The city's name as the geolocation data holds it (not the echoed city_name). */
  cityName: z.string(),
  provinceIsocode: z.string(),
  provinceName: z.string(),
  /** §4 City: on a car product page the page reloads when this is true. */
  isRefresh: z.boolean(),
});
export type UpdateLocationData = z.infer<typeof UpdateLocationData>;

export const geoCalls = {
  /** §7 province (each entry isocode and name; status 200 expected) */
  provinces: defineCall({ method: 'GET', shared: true, path: '/api/parameter/v1/province', data: ProvinceList }),
  /** §7 province/{iso} */
  province: defineCall({ method: 'GET', shared: true, path: '/api/parameter/v1/province/:iso', params: ProvinceParams, data: ProvinceDetail }),
  /** Cities, of one province or all (§3 Geolocation allCity). */
  cities: defineCall({ method: 'GET', shared: true, path: '/api/parameter/v1/cities', query: CitiesQuery, data: CityList }),
  /** §7 POST city */
  citiesOfProvince: defineCall({ method: 'POST', path: '/api/parameter/v1/city', body: CityBody, data: CityList }),
  /** §7 "Save city sends city_name and city_iso, optional sync, and returns data.isRefresh" */
  updateLocation: defineCall({ method: 'POST', path: '/api/parameter/v1/update-location', body: UpdateLocationBody, data: UpdateLocationData }),
} as const;
