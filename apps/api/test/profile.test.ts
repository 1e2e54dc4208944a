import { customerCars } from '@kemudi/db';
import { CustomerCar, CustomerProfile } from '@kemudi/domain/contracts/customer';
import { CAR_MESSAGES, MAX_CARS_PER_CUSTOMER, PROFILE_MESSAGES } from '@kemudi/domain/profile';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestContext, customerToken, type TestContext, type TestCustomer } from './helpers';

const PROFILE = '/api/customer/v1/saphybris/customers/profile';
const CARS = '/api/customer/v1/saphybris/customers/cars';
/** Budi Santoso of the seed (README "Demo customers"). */
const BUDI_ID = '00000000-0000-4000-8000-00000000b0d1';

type Res = { status: number; body: any };

let ctx: TestContext;

/** Calls the API as the holder of `token`. */
function as(token: string) {
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<Res> => {
    const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    put: (url: string, body: unknown) => call('PUT', url, body),
    post: (url: string, body: unknown) => call('POST', url, body),
    del: (url: string) => call('DELETE', url),
  };
}

const message = (res: Res) => res.body.errors?.[0]?.message as string | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('profile (§3 fields)', () => {
  let customer: TestCustomer;
  let me: ReturnType<typeof as>;
  beforeAll(async () => {
    customer = await createCustomer(ctx, { name: 'Rina Wulandari' });
    me = as(await customerToken(ctx, customer.id));
  });

  it("answers a new customer's profile: name, email and phone, the rest empty", async () => {
    const res = await me.get(PROFILE);
    expect(res.status).toBe(200);
    const profile = CustomerProfile.parse(res.body.data);
    expect(profile).toMatchObject({ name: 'Rina Wulandari', email: customer.email, phoneNumber: customer.phone, gender: null, occupation: null });
  });

  it('saves the profile, keeping only the fields the choices call for (§5)', async () => {
    const res = await me.put(PROFILE, {
      name: '  Rina   Wulandari ',
      nickName: 'Rina',
      gender: 'female',
      dateOfBirth: '1992-07-17',
      cityIsocode: '3273',
      address: 'Jl. Dago No. 5, Bandung',
      occupation: 'PNS',
      jobTitle: 'Analis Kebijakan',
      monthlyIncome: 'Rp 10–20 juta',
      subsFollowerCount: '5000',
      industry: 'Pemerintahan & Pertahanan',
      subIndustry: 'Lainnya',
      otherSubIndustry: 'Badan Pusat Statistik',
      interest1: 'Traveling',
      subInterest1: 'Road Trip',
      hobby: 'Kuliner',
      subHobby: 'Memasak',
      favoriteFood: 'Batagor',
      favoriteDrink: 'Bajigur',
      favoriteColor: 'Lainnya',
      otherColor: 'Tosca',
    });
    expect(res.status).toBe(200);
    expect(CustomerProfile.parse(res.body.data)).toMatchObject({
      name: 'Rina Wulandari',
      gender: 'female',
      dateOfBirth: '1992-07-17',
      cityIsocode: '3273',
      occupation: 'PNS',
      jobTitle: 'Analis Kebijakan',
      // A civil servant is asked for a job title, not income or followers: those are not kept.
      monthlyIncome: null,
      subsFollowerCount: null,
      otherSubIndustry: 'Badan Pusat Statistik',
      otherColor: 'Tosca',
    });
    expect((await me.get(PROFILE)).body.data).toEqual(res.body.data);
  });

  it('keeps a field left out and empties one sent as null', async () => {
    const res = await me.put(PROFILE, { name: 'Rina W.', nickName: null });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Rina W.', nickName: null, favoriteFood: 'Batagor', occupation: 'PNS' });
  });

  it('switches the dependent field with the occupation', async () => {
    const influencer = await me.put(PROFILE, { name: 'Rina W.', occupation: 'Influencer', subsFollowerCount: '125.000' });
    expect(influencer.body.data).toMatchObject({ occupation: 'Influencer', subsFollowerCount: '125000', jobTitle: null });
    const farmer = await me.put(PROFILE, { name: 'Rina W.', occupation: 'Petani/Pekebun', monthlyIncome: 'Rp 5–10 juta' });
    expect(farmer.body.data).toMatchObject({ monthlyIncome: 'Rp 5–10 juta', subsFollowerCount: null });
  });

  it('refuses bad values with an Indonesian message', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ dateOfBirth: '2027-01-01' }, PROFILE_MESSAGES.DATE_FUTURE],
      // TEST_NOW is 22 November 2026 (WIB): one day short of 17.
      [{ dateOfBirth: '2009-11-23' }, PROFILE_MESSAGES.AGE_MIN],
      [{ dateOfBirth: '1925-11-21' }, PROFILE_MESSAGES.AGE_MAX],
      [{ dateOfBirth: '1990-02-30' }, /Tanggal lahir tidak valid/],
      [{ cityIsocode: '9999' }, PROFILE_MESSAGES.CITY_UNKNOWN],
      [{ cityIsocode: 'bandung' }, /kota/i],
      [{ occupation: 'Astronot' }, PROFILE_MESSAGES.NOT_IN_LIST],
      [{ occupation: 'Lainnya', occupationOther: '' }, PROFILE_MESSAGES.OTHER_REQUIRED],
      [{ occupation: 'Influencer', subsFollowerCount: 'banyak' }, PROFILE_MESSAGES.FOLLOWERS],
      [{ interest1: 'Olahraga', subInterest1: 'Memasak' }, PROFILE_MESSAGES.NOT_IN_LIST],
      [{ gender: 'Pria' }, /Pria atau Wanita/],
      [{ name: '   ' }, /Nama wajib diisi/],
      [{ nickName: 'R!na' }, PROFILE_MESSAGES.NICKNAME_CHARACTERS],
    ];
    for (const [fields, expected] of cases) {
      const res = await me.put(PROFILE, { name: 'Rina W.', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.errors[0].type).toBe('ValidationError');
      expect(message(res), JSON.stringify(fields)).toMatch(expected);
    }
    // Nothing of the refused updates was saved.
    expect((await me.get(PROFILE)).body.data).toMatchObject({ name: 'Rina W.', occupation: 'Petani/Pekebun', dateOfBirth: '1992-07-17' });
  });

  it("answers the seeded demo customer's filled profile", async () => {
    const budi = as(await customerToken(ctx, BUDI_ID));
    const res = await budi.get(PROFILE);
    expect(res.body.data).toMatchObject({ name: 'Budi Santoso', phoneNumber: '081234567890', gender: 'male', occupation: 'Wiraswasta', cityIsocode: '3174' });
  });
});

describe('who may call', () => {
  it('needs a full customer token: guests get 401, the temporary login 403', async () => {
    const guest = await ctx.get(PROFILE);
    expect(guest.status).toBe(401);
    expect(guest.body.errors[0].type).toBe('InvalidTokenError');
    expect((await ctx.get(CARS)).status).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);

    const fresh = await createCustomer(ctx, { verified: false });
    const temp = as(await customerToken(ctx, fresh.id, { temporary: true }));
    expect((await temp.get(PROFILE)).status).toBe(403);
    expect((await temp.post(CARS, { model: 'Agya', year: 2024, plate: 'B 1 AGY', color: 'Merah' })).status).toBe(403);
  });
});

describe('Mobil Saya', () => {
  let owner: TestCustomer;
  let me: ReturnType<typeof as>;
  beforeAll(async () => {
    owner = await createCustomer(ctx);
    me = as(await customerToken(ctx, owner.id));
  });

  it('adds a car with its plate normalised and lists it', async () => {
    const res = await me.post(CARS, { model: 'Avanza 1.5 G', year: 2021, plate: 'b1234kmd', color: 'Putih', stnkExpiry: '2027-03-01', vin: 'mhkm1ba3jmk012345' });
    expect(res.status).toBe(200);
    const car = CustomerCar.parse(res.body.data);
    expect(car).toMatchObject({ plate: 'B 1234 KMD', vin: 'MHKM1BA3JMK012345', stnkExpiry: '2027-03-01', year: 2021 });
    const list = await me.get(CARS);
    expect(z.object({ cars: z.array(CustomerCar) }).parse(list.body.data).cars).toEqual([car]);
  });

  it('refuses the same plate twice, however it is written (409)', async () => {
    const res = await me.post(CARS, { model: 'Avanza', year: 2021, plate: 'B-1234-kmd', color: 'Hitam' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({ type: 'DuplicatePlate', message: 'Nomor polisi ini sudah ada di Mobil Saya' });
  });

  it('lets another customer register the same plate (unique per customer)', async () => {
    const other = as(await customerToken(ctx, (await createCustomer(ctx)).id));
    expect((await other.post(CARS, { model: 'Avanza', year: 2021, plate: 'B 1234 KMD', color: 'Putih' })).status).toBe(200);
  });

  it('refuses bad cars with an Indonesian message', async () => {
    const good = { model: 'Rush', year: 2022, plate: 'D 77 RSH', color: 'Silver' };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ plate: '1234 KMD' }, /Nomor polisi tidak valid/],
      [{ plate: '' }, /Nomor polisi tidak valid/],
      [{ year: 1979 }, /1980/],
      [{ year: 2028 }, /Tahun/],
      [{ vin: 'MHKM1BA3JMK01234' }, /VIN/],
      [{ vin: 'MHKM1BA3JMK01234O' }, /VIN/],
      [{ stnkExpiry: '2027-02-30' }, /STNK/],
      [{ stnkExpiry: '2032-01-01' }, CAR_MESSAGES.STNK_RANGE],
      [{ model: '' }, /Model mobil wajib diisi/],
      [{ color: ' ' }, /Warna wajib diisi/],
    ];
    for (const [fields, expected] of cases) {
      const res = await me.post(CARS, { ...good, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(message(res), JSON.stringify(fields)).toMatch(expected);
    }
    expect((await me.get(CARS)).body.data.cars).toHaveLength(1);
  });

  it('changes a car, keeping its own plate and refusing one of its other cars', async () => {
    const second = (await me.post(CARS, { model: 'Fortuner', year: 2023, plate: 'B 2023 FTR', color: 'Hitam' })).body.data;
    const changed = await me.put(`${CARS}/${second.id}`, { model: 'Fortuner GR Sport', year: 2023, plate: 'b 2023 ftr', color: 'Hitam', vin: '' });
    expect(changed.status).toBe(200);
    expect(CustomerCar.parse(changed.body.data)).toMatchObject({ id: second.id, model: 'Fortuner GR Sport', plate: 'B 2023 FTR', vin: null });
    const clash = await me.put(`${CARS}/${second.id}`, { model: 'Fortuner', year: 2023, plate: 'B 1234 KMD', color: 'Hitam' });
    expect(clash.status).toBe(409);
    expect(message(clash)).toBe(CAR_MESSAGES.DUPLICATE_PLATE);
  });

  it('removes a car once; a second time it is not found', async () => {
    const car = (await me.post(CARS, { model: 'Agya', year: 2024, plate: 'B 9 AGY', color: 'Merah' })).body.data;
    expect((await me.del(`${CARS}/${car.id}`)).body).toEqual({ status: 200, data: { removed: true } });
    const again = await me.del(`${CARS}/${car.id}`);
    expect(again.status).toBe(404);
    expect(message(again)).toBe(CAR_MESSAGES.NOT_FOUND);
  });

  it(`holds at most ${MAX_CARS_PER_CUSTOMER} cars`, async () => {
    const collector = as(await customerToken(ctx, (await createCustomer(ctx)).id));
    for (let i = 1; i <= MAX_CARS_PER_CUSTOMER; i++) {
      expect((await collector.post(CARS, { model: 'Kijang Innova', year: 2020, plate: `L ${i} KJG`, color: 'Abu-abu' })).status).toBe(200);
    }
    const res = await collector.post(CARS, { model: 'Kijang Innova', year: 2020, plate: 'L 99 KJG', color: 'Abu-abu' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({ type: 'CarLimitReached', message: CAR_MESSAGES.TOO_MANY });
  });
});

describe("one customer never reaches another's profile or cars", () => {
  it('answers 404 for the other customer’s car and leaves it unchanged', async () => {
    const alice = await createCustomer(ctx, { name: 'Alice Wijaya' });
    const bob = await createCustomer(ctx, { name: 'Bob Hartono' });
    const asAlice = as(await customerToken(ctx, alice.id));
    const asBob = as(await customerToken(ctx, bob.id));
    const car = (await asAlice.post(CARS, { model: 'Yaris Cross', year: 2025, plate: 'B 55 YRS', color: 'Merah' })).body.data;

    expect((await asBob.get(CARS)).body.data.cars).toEqual([]);
    const change = await asBob.put(`${CARS}/${car.id}`, { model: 'Dicuri', year: 2025, plate: 'B 55 YRS', color: 'Hitam' });
    expect(change.status).toBe(404);
    expect(message(change)).toBe(CAR_MESSAGES.NOT_FOUND);
    // Even a plate Bob already has does not reveal that Alice's car exists.
    await asBob.post(CARS, { model: 'Raize', year: 2024, plate: 'B 66 RZE', color: 'Putih' });
    expect((await asBob.put(`${CARS}/${car.id}`, { model: 'X', year: 2024, plate: 'B 66 RZE', color: 'Putih' })).status).toBe(404);
    expect((await asBob.del(`${CARS}/${car.id}`)).status).toBe(404);

    const [stored] = await ctx.db.select().from(customerCars).where(eq(customerCars.id, car.id));
    expect(stored).toMatchObject({ customerId: alice.id, model: 'Yaris Cross', color: 'Merah' });
    expect((await asAlice.get(CARS)).body.data.cars).toHaveLength(1);

    // Each reads and writes only their own profile.
    await asBob.put(PROFILE, { name: 'Bob Hartono', favoriteFood: 'Rawon' });
    expect((await asAlice.get(PROFILE)).body.data).toMatchObject({ name: 'Alice Wijaya', favoriteFood: null, email: alice.email });
    expect((await asBob.get(PROFILE)).body.data).toMatchObject({ name: 'Bob Hartono', favoriteFood: 'Rawon', email: bob.email });
  });

  it('answers 404 for a car id that is not an id at all', async () => {
    const me = as(await customerToken(ctx, (await createCustomer(ctx)).id));
    const res = await me.del(`${CARS}/not-a-uuid`);
    expect(res.status).toBe(404);
    expect((await me.put(`${CARS}/12345`, { model: 'Agya', year: 2024, plate: 'B 9 AGY', color: 'Merah' })).status).toBe(404);
    expect(message(res)).toBe(CAR_MESSAGES.NOT_FOUND);
  });
});
