import type { consentDecisions as consentTable, customerDealerSync as dealerSyncTable } from '../../schema/after-login';
import type { customerCars as customerCarsTable, customers as customersTable } from '../../schema/customers';
import { consentTexts } from './content';

type CustomerInsert = typeof customersTable.$inferInsert;
type CarInsert = typeof customerCarsTable.$inferInsert;
type ConsentInsert = typeof consentTable.$inferInsert;
type DealerSyncInsert = typeof dealerSyncTable.$inferInsert;

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
  rina: '00000000-0000-4000-8000-0000000041a1',
  wulan: '00000000-0000-4000-8000-00000000a1a1',
  yoga: '00000000-0000-4000-8000-00000000a1a2',
  putri: '00000000-0000-4000-8000-00000000b5b1',
  fajar: '00000000-0000-4000-8000-00000000b5b2',
} as const;

/** Budi's record in the seeded dealer system (seed/data/dealer-system.ts), already linked to his account. */
export const BUDI_TDMS_NO = 'TDMS-0001234';
/** Rina's record in the seeded dealer system: found at her next login, with differences and vehicles. */
export const RINA_TDMS_NO = 'TDMS-0005678';

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
    // Linked to his dealer record and consent given (below): no post-login step is left for him.
    customerNoTdms: BUDI_TDMS_NO,
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
  {
    // A dealer customer (RINA_TDMS_NO) who has not been through the post-login steps yet: her next
    // login offers the link, the profile differences, her vehicles and the consent (issue 11 demo).
    id: DEMO_CUSTOMER_IDS.rina,
    customerNo: 'KMD90000004',
    name: 'Rina Wijaya',
    email: 'rina@contoh.com',
    phone: '081222223333',
    passwordHash: DEMO_PASSWORD_HASH,
    smsVerifiedAt: VERIFIED_AT,
    waVerifiedAt: VERIFIED_AT,
    emailVerifiedAt: VERIFIED_AT,
    profile: { nickName: 'Rina', gender: 'female', cityIsocode: '3273', occupation: 'Karyawan Swasta', jobTitle: 'Staf Keuangan' },
  },
  // Accounts the browser tests use, one per screen size so the desktop and phone runs do not meet:
  // consent given, no dealer record, nothing linked (AstraPay: Wulan and Yoga; web push: Putri and Fajar).
  ...(
    [
      ['wulan', 'KMD90000011', 'Wulan Sari', 'wulan@contoh.com', '081388880001'],
      ['yoga', 'KMD90000012', 'Yoga Pratama', 'yoga@contoh.com', '081388880002'],
      ['putri', 'KMD90000013', 'Putri Ayu', 'putri@contoh.com', '081388880003'],
      ['fajar', 'KMD90000014', 'Fajar Nugroho', 'fajar@contoh.com', '081388880004'],
    ] as const
  ).map(
    ([key, customerNo, name, email, phone]): CustomerInsert => ({
      id: DEMO_CUSTOMER_IDS[key],
      customerNo,
      name,
      email,
      phone,
      passwordHash: DEMO_PASSWORD_HASH,
      smsVerifiedAt: VERIFIED_AT,
      waVerifiedAt: VERIFIED_AT,
      emailVerifiedAt: VERIFIED_AT,
      profile: {},
    }),
  ),
];

const POPUP_TEXT = consentTexts.find((t) => t.consentSourceCode === 4 && t.consentSourceDetailCode === 5)!.bodyMessage;

/** Consent already given (UU PDP): these customers are not asked again after login. */
export const demoConsents: ConsentInsert[] = demoCustomers
  .filter((c) => !['rina', 'andi'].some((key) => c.id === DEMO_CUSTOMER_IDS[key as keyof typeof DEMO_CUSTOMER_IDS]))
  .map((c, i) => ({
    id: `00000000-0000-4000-8000-0000000c0${String(i + 1).padStart(3, '0')}`,
    customerId: c.id!,
    phone: c.phone,
    customerName: c.name,
    consentStatusId: 1,
    consentSourceCode: 4,
    consentSourceDetailCode: 5,
    consentText: POPUP_TEXT,
    channel: 'modal',
    createdAt: VERIFIED_AT,
  }));

/**
 * Budi went through the post-login steps already: linked and synced with his dealer record, its
 * profile and vehicles answered (seed/index.ts fills in what he answered, from the record), so
 * editing his profile or cars later does not bring the steps back.
 */
export const demoDealerSync: DealerSyncInsert[] = [
  { customerId: DEMO_CUSTOMER_IDS.budi, linkedAt: VERIFIED_AT, syncedAt: VERIFIED_AT, profileDecidedAt: VERIFIED_AT, updatedAt: VERIFIED_AT },
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
