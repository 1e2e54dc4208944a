import type { DealerVehicle, dealerSystemCustomers as dealerSystemTable } from '../../schema/after-login';
import { BUDI_TDMS_NO, DEMO_CUSTOMER_IDS, RINA_TDMS_NO, demoCustomerCars, demoCustomers } from './customers';

type DealerCustomerInsert = typeof dealerSystemTable.$inferInsert;

/**
 * The seeded dealer system (TDMS; modules/dealer-system's local default): one record per branch of
 * the §4 post-login flow (README "Demo customers"). Every value is one of the option lists of
 * packages/domain/src/profile.ts, so taking a difference over passes the profile's validation.
 *
 * - Budi 081234567890 (TDMS-0001234): the very profile and cars of his web account: no difference.
 * - Rina 081222223333 (TDMS-0005678): differences (birth date, address, occupation, colour, …) and
 *   two vehicles she does not have in "Mobil Saya" yet.
 * - Phones without a web account, registered by the browser tests (desktop / phone):
 *   081355550101 / 081355550201 Hendra Gunawan: differences and two vehicles;
 *   081355550102 / 081355550202 Sri Handayani: the name only (no difference) and one vehicle;
 *   081355550103 / 081355550203 Bayu Saputra: a small difference and one vehicle, for registering
 *   with a WhatsApp code (WhatsApp-verified only).
 */

const budi = demoCustomers.find((c) => c.id === DEMO_CUSTOMER_IDS.budi)!;

/** Budi's cars as the dealer knows them: the same plates, models, years and colours, with their last service. */
const budiService: Record<string, { date: string; km: number }> = {
  'B 1234 KMD': { date: '2026-08-14', km: 48_250 },
  'B 2023 FTR': { date: '2026-10-03', km: 31_400 },
};
const budiVehicles: DealerVehicle[] = demoCustomerCars
  .filter((car) => car.customerId === DEMO_CUSTOMER_IDS.budi)
  .map((car, i) => ({
    vehicleId: `VH-0001234-${i + 1}`,
    model: car.model,
    plate: car.plate,
    year: car.year,
    color: car.color,
    vin: car.vin ?? null,
    lastServiceDate: budiService[car.plate]?.date ?? null,
    lastServiceKm: budiService[car.plate]?.km ?? null,
  }));

/** Hendra Gunawan's record (081355550101 and 081355550201 hold the same content). */
const hendra = (customerNoTdms: string, phone: string): DealerCustomerInsert => ({
  customerNoTdms,
  phone,
  name: 'Hendra Gunawan',
  email: null,
  profile: {
    gender: 'male',
    dateOfBirth: '1985-06-20',
    cityIsocode: '3273',
    address: 'Jl. Buah Batu No. 128, Turangga, Lengkong, Bandung',
    occupation: 'Wiraswasta',
    monthlyIncome: 'Rp 10–20 juta',
    companyName: 'Bengkel Gunawan Motor',
    industry: 'Perdagangan & Ritel',
    subIndustry: 'Otomotif',
    hobby: 'Otomotif',
    subHobby: 'Touring',
    favoriteFood: 'Nasi Timbel',
  },
  vehicles: [
    {
      vehicleId: `VH-${customerNoTdms.slice(5)}-1`,
      model: 'Avanza 1.5 G CVT',
      plate: 'D 1234 ABC',
      year: 2020,
      color: 'Silver',
      vin: null,
      lastServiceDate: '2026-09-21',
      lastServiceKm: 62_300,
    },
    {
      vehicleId: `VH-${customerNoTdms.slice(5)}-2`,
      model: 'Rush 1.5 S GR Sport AT',
      plate: 'D 5678 DEF',
      year: 2022,
      color: 'Putih',
      vin: null,
      lastServiceDate: '2026-07-08',
      lastServiceKm: 27_900,
    },
  ],
});

/** Sri Handayani's record: her name only, so registering with that name leaves no difference. */
const sri = (customerNoTdms: string, phone: string): DealerCustomerInsert => ({
  customerNoTdms,
  phone,
  name: 'Sri Handayani',
  email: null,
  profile: {},
  vehicles: [
    {
      vehicleId: `VH-${customerNoTdms.slice(5)}-1`,
      model: 'Calya 1.2 G AT',
      plate: 'D 2468 GHI',
      year: 2019,
      color: 'Merah',
      vin: null,
      lastServiceDate: '2026-05-30',
      lastServiceKm: 71_450,
    },
  ],
});

/** Bayu Saputra's record: a small difference (his city) and one vehicle. */
const bayu = (customerNoTdms: string, phone: string): DealerCustomerInsert => ({
  customerNoTdms,
  phone,
  name: 'Bayu Saputra',
  email: null,
  profile: { cityIsocode: '3273' },
  vehicles: [
    {
      vehicleId: `VH-${customerNoTdms.slice(5)}-1`,
      model: 'Veloz 1.5 Q CVT',
      plate: 'D 1357 JKL',
      year: 2022,
      color: 'Abu-abu',
      vin: null,
      lastServiceDate: '2026-10-17',
      lastServiceKm: 24_800,
    },
  ],
});

export const dealerSystemCustomers: DealerCustomerInsert[] = [
  {
    customerNoTdms: BUDI_TDMS_NO,
    phone: budi.phone,
    name: budi.name,
    email: budi.email ?? null,
    profile: { ...budi.profile },
    vehicles: budiVehicles,
  },
  {
    customerNoTdms: RINA_TDMS_NO,
    phone: '081222223333',
    name: 'Rina Wijaya',
    email: 'rina@contoh.com',
    profile: {
      // 'rina' is her web nickname 'Rina' (§5 compares case-insensitively): not a difference.
      nickName: 'rina',
      gender: 'female',
      dateOfBirth: '1991-03-08',
      cityIsocode: '3273',
      address: 'Jl. Cihampelas No. 88, Cipaganti, Coblong, Bandung',
      occupation: 'Wiraswasta',
      monthlyIncome: 'Rp 20–50 juta',
      companyName: 'Toko Kue Rina',
      industry: 'Pariwisata & Kuliner',
      subIndustry: 'Restoran & Kafe',
      hobby: 'Kuliner',
      subHobby: 'Membuat Kue',
      favoriteFood: 'Batagor',
      favoriteDrink: 'Bajigur',
      favoriteColor: 'Lainnya',
      otherColor: 'Tosca',
    },
    vehicles: [
      {
        vehicleId: 'VH-0005678-1',
        model: 'Innova Zenix 2.0 Q HV CVT',
        plate: 'D 1789 RWJ',
        year: 2023,
        color: 'Putih',
        vin: 'MHFAB8GS3P0001789',
        lastServiceDate: '2026-09-12',
        lastServiceKm: 35_600,
      },
      {
        vehicleId: 'VH-0005678-2',
        model: 'Yaris Cross 1.5 S HEV',
        plate: 'D 1024 RNA',
        year: 2024,
        color: 'Merah',
        vin: null,
        lastServiceDate: '2026-11-02',
        lastServiceKm: 12_150,
      },
    ],
  },
  hendra('TDMS-0030101', '081355550101'),
  hendra('TDMS-0030201', '081355550201'),
  sri('TDMS-0030102', '081355550102'),
  sri('TDMS-0030202', '081355550202'),
  bayu('TDMS-0030103', '081355550103'),
  bayu('TDMS-0030203', '081355550203'),
];
