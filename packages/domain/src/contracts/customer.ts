/**
 * Customer calls (§7 "Customer and authentication", "Consent, leads, subscribe", "Loyalty" config):
 * the newsletter subscription, the consent texts and configuration values, which need no account,
 * the logged-in customer (§4 login state), their §3 profile and their cars ("Mobil Saya"), served
 * from the accounts issue (10) on.
 */
import { z } from 'zod';
import { defineCall } from './call';

const SubscribeQuery = z.object({
  email: z.string().max(254).optional().describe('Address to subscribe (§5: local part ≥ 3 characters, an @, a domain)'),
});

/** The site's form (issue 16): the address in a JSON body rather than in a URL that any page could load. */
const SubscribeBody = z.object({
  email: z.string().max(254).optional().describe('Address to subscribe (§5: local part ≥ 3 characters, an @, a domain)'),
});

export const SubscribeData = z.object({
  /**
   * §3 named it "false when already subscribed"; since issue 16 (double opt-in) it is always true:
   * the request was taken and a new or pending address is sent a confirmation link. The answer is
   * the same whatever the address's state, so it tells nobody whether an address is subscribed.
   */
  emailSaved: z.boolean(),
  email: z.string(),
});
export type SubscribeData = z.infer<typeof SubscribeData>;

const SubscribeConfirmBody = z.object({
  token: z.string().trim().min(1, 'Tautan konfirmasi tidak valid').max(200, 'Tautan konfirmasi tidak valid').describe('The token of the emailed link'),
});
export const SubscribeConfirmData = z.object({ confirmed: z.literal(true) });

const ConsentQuery = z.object({
  isAll: z
    .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False'])
    .optional()
    .transform((v) => v?.toLowerCase() === 'true')
    .describe('true: every consent text; otherwise the checkbox and popup texts of §9'),
});

/** §3 consent items: consentSourceCode, consentSourceDetailCode, bodyMessage. */
export const ConsentItem = z.object({
  consentSourceCode: z.number().int(),
  consentSourceDetailCode: z.number().int(),
  title: z.string(),
  bodyMessage: z.string(),
});
export type ConsentItem = z.infer<typeof ConsentItem>;
export const ConsentData = z.object({ body: z.array(ConsentItem) });
export type ConsentData = z.infer<typeof ConsentData>;

const ConfigParams = z.object({ key: z.string().min(1).max(100) });
export const ConfigData = z.object({
  key: z.string(),
  /** §3 Config response: value as a date string dd/mm/yyyy. */
  value: z.string(),
  description: z.string(),
});
export type ConfigData = z.infer<typeof ConfigData>;

const CurrentCustomerQuery = z.object({
  deviceType: z.string().trim().max(20).optional().describe('§7: the site asks with deviceType=web'),
  fields: z.string().max(200).optional().describe('§7 [&fields=]: which fields to answer (absent = the default set)'),
});

/** §3 User: the logged-in customer, as the header (§2 top bar) and the mobile drawer greet them. */
export const CurrentCustomer = z.object({
  name: z.string().min(1),
  email: z.string(),
  phoneNumber: z.string(),
  customerNo: z.string(),
  /** §6: the dealer-system number some flows are gated on; null until the customer has one. */
  customerNoTDMS: z.string().nullable(),
  /** §3 profile sync data: which channels the customer has verified (issue 10). */
  isSmsVerified: z.boolean().optional(),
  isWaVerified: z.boolean().optional(),
  isEmailVerified: z.boolean().optional(),
  /** §4: true for the temporary login (phone not verified yet). */
  temporary: z.boolean().optional(),
});
export type CurrentCustomer = z.infer<typeof CurrentCustomer>;

// ---------------------------------------------------------------------------------------------
// Profile (§3 profile fields) and "Mobil Saya"
// ---------------------------------------------------------------------------------------------

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const profileText = z.string().nullable();

/** §3 profile fields; gender male/female is shown as Pria/Wanita. */
export const CustomerProfile = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  nickName: profileText,
  gender: z.enum(['male', 'female']).nullable(),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().describe('YYYY-MM-DD'),
  cityIsocode: profileText,
  address: profileText,
  occupation: profileText,
  occupationOther: profileText,
  jobLevel: profileText,
  otherJobLevel: profileText,
  monthlyIncome: profileText,
  subsFollowerCount: profileText,
  jobTitle: profileText,
  companyName: profileText,
  industry: profileText,
  otherIndustry: profileText,
  subIndustry: profileText,
  otherSubIndustry: profileText,
  interest1: profileText,
  subInterest1: profileText,
  otherSubInterest1: profileText,
  hobby: profileText,
  subHobby: profileText,
  favoriteFood: profileText,
  favoriteDrink: profileText,
  favoriteColor: profileText,
  otherColor: profileText,
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

/** A real calendar date YYYY-MM-DD. */
const calendarDate = (message: string) =>
  z.string().trim().refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, message);

/** The editable profile fields (not email or phone, which have their own verification). */
export const ProfileUpdate = z.object({
  name: z.string().trim().min(1, 'Nama wajib diisi').max(100, 'Nama maksimal 100 karakter'),
  nickName: optionalText(50),
  gender: z.enum(['male', 'female'], { error: 'Jenis kelamin harus Pria atau Wanita' }).nullable().optional(),
  dateOfBirth: calendarDate('Tanggal lahir tidak valid (format YYYY-MM-DD)').nullable().optional(),
  cityIsocode: z.string().trim().regex(/^\d{4}$/, 'Kode kota harus 4 digit').nullable().optional(),
  address: optionalText(300),
  occupation: optionalText(100),
  occupationOther: optionalText(100),
  jobLevel: optionalText(100),
  otherJobLevel: optionalText(100),
  monthlyIncome: optionalText(50),
  subsFollowerCount: optionalText(50),
  jobTitle: optionalText(100),
  companyName: optionalText(100),
  industry: optionalText(100),
  otherIndustry: optionalText(100),
  subIndustry: optionalText(100),
  otherSubIndustry: optionalText(100),
  interest1: optionalText(100),
  subInterest1: optionalText(100),
  otherSubInterest1: optionalText(100),
  hobby: optionalText(100),
  subHobby: optionalText(100),
  favoriteFood: optionalText(100),
  favoriteDrink: optionalText(100),
  favoriteColor: optionalText(50),
  otherColor: optionalText(50),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Indonesian plate: region letters, number, optional suffix letters ('B 1234 XYZ'). */
export const PLATE_PATTERN = /^[A-Z]{1,2} [1-9]\d{0,3}( [A-Z]{1,3})?$/;

/** A plate as stored: upper-case, one space between the region, the number and the suffix ('b1234xyz' → 'B 1234 XYZ'). */
export function normalizePlate(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(/([A-Z])(?=\d)|(\d)(?=[A-Z])/g, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** VIN: 17 characters, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const CAR_YEAR_MIN = 1980;

export const CustomerCar = z.object({
  id: z.string(),
  model: z.string(),
  year: z.number().int(),
  plate: z.string(),
  color: z.string(),
  stnkExpiry: z.string().nullable().describe('YYYY-MM-DD'),
  vin: z.string().nullable(),
});
export type CustomerCar = z.infer<typeof CustomerCar>;

export const CarInput = z.object({
  model: z.string().trim().min(1, 'Model mobil wajib diisi').max(60, 'Model maksimal 60 karakter'),
  year: z.coerce
    .number({ error: 'Tahun harus berupa angka' })
    .int('Tahun harus berupa angka')
    .min(CAR_YEAR_MIN, `Tahun minimal ${CAR_YEAR_MIN}`)
    .refine((y) => y <= new Date().getFullYear() + 1, 'Tahun tidak boleh melewati tahun depan'),
  plate: z
    .string()
    .max(20, 'Nomor polisi tidak valid, contoh: B 1234 XYZ')
    .transform(normalizePlate)
    .refine((v) => PLATE_PATTERN.test(v), 'Nomor polisi tidak valid, contoh: B 1234 XYZ'),
  color: z.string().trim().min(1, 'Warna wajib diisi').max(40, 'Warna maksimal 40 karakter'),
  stnkExpiry: calendarDate('Tanggal STNK tidak valid (format YYYY-MM-DD)').nullable().optional(),
  vin: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || VIN_PATTERN.test(v), 'Nomor rangka (VIN) harus 17 karakter tanpa huruf I, O dan Q')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type CarInput = z.infer<typeof CarInput>;

// Any id is accepted here: one that is not a car of the caller (or no uuid at all) answers 404.
const CarParams = z.object({ id: z.string().min(1).max(64) });

export const customerCalls = {
  /**
   * §7 GET customer/v1/saphybris/customers/current?deviceType=web (§4 login state: data means logged
   * in). Answered for a customer's access token only (the temporary one too, with `temporary: true`);
   * the system token gets 401 InvalidTokenError 'User is not authenticated' and the visitor is a guest (§8).
   */
  current: defineCall({
    method: 'GET',
    path: '/api/customer/v1/saphybris/customers/current',
    query: CurrentCustomerQuery,
    data: CurrentCustomer,
  }),
  /** §7 customer/v1/subscribe?email= (§4 footer subscribe), kept for compatibility: it writes nothing but a pending subscription. */
  subscribe: defineCall({ method: 'GET', path: '/api/customer/v1/subscribe', query: SubscribeQuery, data: SubscribeData }),
  /** The site's newsletter form (issue 16): the same subscription as a POST with a JSON body. */
  subscribeForm: defineCall({ method: 'POST', path: '/api/customer/v1/subscribe', body: SubscribeBody, data: SubscribeData }),
  /** The emailed confirmation link (/berlangganan/konfirmasi?token=): the pending subscription becomes active. */
  subscribeConfirm: defineCall({ method: 'POST', path: '/api/customer/v1/subscribe/confirm', body: SubscribeConfirmBody, data: SubscribeConfirmData }),
  /** §7 saphybris/pdp-consent?isAll= (returns data.body) */
  pdpConsent: defineCall({ method: 'GET', path: '/api/customer/v1/saphybris/pdp-consent', query: ConsentQuery, data: ConsentData }),
  /** §7 Config: get-config/{key} returns data.value as a date */
  config: defineCall({ method: 'GET', path: '/api/customer/v1/get-config/:key', params: ConfigParams, data: ConfigData }),
  /** The §3 profile of the logged-in customer (customer token). */
  profile: defineCall({ method: 'GET', path: '/api/customer/v1/saphybris/customers/profile', data: CustomerProfile }),
  updateProfile: defineCall({ method: 'PUT', path: '/api/customer/v1/saphybris/customers/profile', body: ProfileUpdate, data: CustomerProfile }),
  /** "Mobil Saya" (customer token); another customer's car id answers 404. */
  cars: defineCall({ method: 'GET', path: '/api/customer/v1/saphybris/customers/cars', data: z.object({ cars: z.array(CustomerCar) }) }),
  addCar: defineCall({ method: 'POST', path: '/api/customer/v1/saphybris/customers/cars', body: CarInput, data: CustomerCar }),
  updateCar: defineCall({ method: 'PUT', path: '/api/customer/v1/saphybris/customers/cars/:id', params: CarParams, body: CarInput, data: CustomerCar }),
  removeCar: defineCall({
    method: 'DELETE',
    path: '/api/customer/v1/saphybris/customers/cars/:id',
    params: CarParams,
    data: z.object({ removed: z.literal(true) }),
  }),
} as const;
