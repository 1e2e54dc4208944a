import type { customerCars as customerCarsTable, customers as customersTable } from '../../schema/customers';

type CustomerInsert = typeof customersTable.$inferInsert;
type CarInsert = typeof customerCarsTable.$inferInsert;

/**
 * The password of the demo customers that have one. Their stored hash below is scrypt in the
 * format of apps/api/src/lib/password.ts (`scrypt$N$r$p$salt$key`, base64url; N 2^15, r 8, p 1,
 * 32-byte key), computed once with a fixed salt so that the seed stays deterministic:
 *   scryptSync('Kemudi2026', Buffer.from('a2VtdWRpLWRlbW8tc2VlZA', 'base64url'), 32, { N: 32768, r: 8, p: 1, maxmem: 64 MiB })
 * seed.test.ts recomputes it.
 */
export const DEMO_PASSWORD = 'Kemudi2026';
export const DEMO_PASSWORD_HASH = 'scrypt$32768$8$1$a2VtdWRpLWRlbW8tc2VlZA$a8s-7O79LhDf3ibEV-ctA5P4gPjDCbTzv6v2hnBqHaQ';

/** Fixed ids, so the seed can be run again without duplicating anyone (README "Demo customers"). */
export const DEMO_CUSTOMER_IDS = {
  budi: '00000000-0000-4000-8000-00000000b0d1',
  siti: '00000000-0000-4000-8000-0000000051a1',
  andi: '00000000-0000-4000-8000-00000000a4d1',
} as const;

const VERIFIED_AT = new Date('2026-10-01T09:00:00+07:00');

export const demoCustomers: CustomerInsert[] = [
  {
    // Everything filled in: phone verified by WhatsApp and SMS, email verified, a password, two cars.
    id: DEMO_CUSTOMER_IDS.budi,
    customerNo: 'KMD90000001',
    name: 'Budi Santoso',
    email: 'budi@contoh.com',
    phone: '081234567890',
    passwordHash: DEMO_PASSWORD_HASH,
    smsVerifiedAt: VERIFIED_AT,
    waVerifiedAt: VERIFIED_AT,
    emailVerifiedAt: VERIFIED_AT,
    customerNoTdms: null,
    profile: {
      nickName: 'Budi',
      gender: 'male',
      dateOfBirth: '1988-04-12',
      cityIsocode: '3174',
      address: 'Jl. Kemang Raya No. 12, Bangka, Mampang Prapatan',
      occupation: 'Wiraswasta',
      monthlyIncome: 'Rp 20–50 juta',
      jobLevel: 'Pemilik Usaha',
      companyName: 'CV Santoso Makmur',
      industry: 'Perdagangan & Ritel',
      subIndustry: 'Grosir & Distribusi',
      interest1: 'Otomotif',
      subInterest1: 'Mobil Listrik & Hybrid',
      hobby: 'Alam Terbuka',
      subHobby: 'Memancing',
      favoriteFood: 'Soto Betawi',
      favoriteDrink: 'Es Teh Manis',
      favoriteColor: 'Putih',
    },
  },
  {
    // Code login only (no password), phone verified by WhatsApp.
    id: DEMO_CUSTOMER_IDS.siti,
    customerNo: 'KMD90000002',
    name: 'Siti Rahmawati',
    email: null,
    phone: '081298765432',
    passwordHash: null,
    waVerifiedAt: VERIFIED_AT,
    profile: {},
  },
  {
    // Registered with email and password but never verified the phone: logging in gives the §4 temporary login.
    id: DEMO_CUSTOMER_IDS.andi,
    customerNo: 'KMD90000003',
    name: 'Andi Pratama',
    email: 'andi@contoh.com',
    phone: '081311112222',
    passwordHash: DEMO_PASSWORD_HASH,
    profile: {},
  },
];

export const demoCustomerCars: CarInsert[] = [
  {
    id: '00000000-0000-4000-8000-0000000ca401',
    customerId: DEMO_CUSTOMER_IDS.budi,
    model: 'Avanza 1.5 G CVT',
    year: 2021,
    plate: 'B 1234 KMD',
    color: 'Putih',
    stnkExpiry: '2026-12-15',
    vin: 'MHKM1BA3JMK012345',
  },
  {
    id: '00000000-0000-4000-8000-0000000ca402',
    customerId: DEMO_CUSTOMER_IDS.budi,
    model: 'Fortuner 2.8 GR Sport 4x4 AT',
    year: 2023,
    plate: 'B 2023 FTR',
    color: 'Hitam',
    stnkExpiry: '2028-03-20',
    vin: null,
  },
];
