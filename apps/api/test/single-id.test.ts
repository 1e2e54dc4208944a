/**
 * After login (issue 11): §7 get-singleid and submit-modal (seamless, o2oprofile, o2ocars, pdp,
 * pdpConsentNotLoggedIn), pdp-consent-check and the My Account consent calls, over the seeded
 * dealer system. Every answer is parsed with its call's schema (contracts.test.ts lists them as
 * sampled here).
 */
import { consentDecisions, customerCars, customerDealerSync, customers, dealerSystemCustomers } from '@kemudi/db';
import { envelope } from '@kemudi/domain/contracts/common';
import { consentCalls } from '@kemudi/domain/contracts/consent';
import { CustomerCar, CustomerProfile } from '@kemudi/domain/contracts/customer';
import { dealerSyncCalls, type SingleIdData } from '@kemudi/domain/contracts/dealer-sync';
import { changedProfileFields, MAX_CARS_PER_CUSTOMER } from '@kemudi/domain/profile';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCustomer, createTestContext, customerToken, type TestContext, type TestCustomer } from './helpers';

const SINGLE_ID = dealerSyncCalls.singleId.path;
const SUBMIT = dealerSyncCalls.submitModal.path;
const CHECK = consentCalls.check.path;
const CONSENTS = consentCalls.mine.path;
const CARS = '/api/customer/v1/saphybris/customers/cars';
const PROFILE = '/api/customer/v1/saphybris/customers/profile';

/** Seed (README "Demo customers"). */
const BUDI_ID = '00000000-0000-4000-8000-00000000b0d1';
const RINA_ID = '00000000-0000-4000-8000-0000000041a1';
const RINA_PHONE = '081222223333';

type Res = { status: number; body: any };

let ctx: TestContext;
/** The wall clock the app reads (app.clock()); tests move it forward instead of waiting. */
let clockNow = new Date();

function as(token: string | null, headers: Record<string, string> = {}) {
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown): Promise<Res> => {
    const r = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token ?? ctx.token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: r.statusCode, body: r.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
  };
}
type Caller = ReturnType<typeof as>;

const message = (res: Res) => res.body.errors?.[0]?.message as string | undefined;
const parse = <T extends z.ZodType>(schema: T, res: Res): z.infer<T> => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (envelope(schema).parse(res.body) as { data: z.infer<T> }).data;
};

const singleId = async (who: Caller): Promise<SingleIdData> => parse(dealerSyncCalls.singleId.data, await who.get(SINGLE_ID));
const submit = async (who: Caller, body: unknown) => parse(dealerSyncCalls.submitModal.data, await who.post(SUBMIT, body));
const carPlates = async (who: Caller) => parse(z.object({ cars: z.array(CustomerCar) }), await who.get(CARS)).cars.map((c) => c.plate);
/** The §5 differences the post-login modal would show. */
const differences = (data: SingleIdData) => (data.profileTemporary ? changedProfileFields(data.currentProfile, data.profileTemporary) : []);
const flagsOf = (data: SingleIdData) => ({
  isPhoneVerified: data.customer.isSMSVerified,
  isWAVerified: data.customer.isWaVerified,
  isEmailVerified: data.customer.isEmailVerified,
});

const tokenOf = async (customer: { id: string }) => customerToken(ctx, customer.id);

/** One account per seeded dealer phone (a phone is verified on one account only), made on first use. */
const holders = new Map<string, TestCustomer>();
async function holderOf(phone: string, options: Parameters<typeof createCustomer>[1] = {}): Promise<TestCustomer> {
  const known = holders.get(phone);
  if (known) return known;
  const made = await createCustomer(ctx, { ...options, phone });
  holders.set(phone, made);
  return made;
}

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => clockNow });
});
afterAll(() => ctx.close());

describe('get-singleid (§7; §3 profile sync data)', () => {
  it('answers a record with differences for Rina: her dealer profile, vehicles and the §5 changes', async () => {
    const data = await singleId(as(await tokenOf({ id: RINA_ID })));
    expect(data.customer).toEqual({ customerNo: 'KMD90000004', isSMSVerified: true, isWaVerified: true, isEmailVerified: true, customerNoTDMS: null, is020Sync: false });
    expect(data.verificationPhoneNumber).toMatchObject({ acknowledge: true, customerTDMSNo: 'TDMS-0005678' });
    expect(data.verificationPhoneNumber.message).toContain('ditemukan');
    expect(data.profileTemporary).toMatchObject({ customerNoTDMS: 'TDMS-0005678', name: 'Rina Wijaya', occupation: 'Wiraswasta', profileDecided: false });
    expect(data.profileTemporary?.vehicles.map((v) => [v.plate, v.inMyCars, v.decided])).toEqual([
      ['D 1789 RWJ', false, false],
      ['D 1024 RNA', false, false],
    ]);
    expect(data.currentProfile).toMatchObject({ name: 'Rina Wijaya', phoneNumber: RINA_PHONE, occupation: 'Karyawan Swasta', jobTitle: 'Staf Keuangan' });
    const changed = differences(data);
    expect(changed).toEqual(expect.arrayContaining(['dateOfBirth', 'address', 'occupation', 'monthlyIncome', 'favoriteColor']));
    // 'rina' is her 'Rina' (§5: case-insensitive), and her city is the same.
    expect(changed).not.toContain('nickName');
    expect(changed).not.toContain('cityIsocode');
    expect(data.seamlessRejectedAt).toBeNull();
    expect(data.consent).toBeNull();
  });

  it('answers a record without differences for Budi, already linked and synced, his cars already in Mobil Saya', async () => {
    const data = await singleId(as(await tokenOf({ id: BUDI_ID })));
    expect(data.customer).toMatchObject({ customerNoTDMS: 'TDMS-0001234', is020Sync: true });
    expect(data.verificationPhoneNumber).toMatchObject({ acknowledge: true, customerTDMSNo: 'TDMS-0001234' });
    expect(differences(data)).toEqual([]);
    // He answered the steps already (seed): editing his profile or cars later does not bring them back.
    expect(data.profileTemporary?.profileDecided).toBe(true);
    expect(data.profileTemporary?.vehicles.map((v) => [v.plate, v.inMyCars, v.decided])).toEqual([
      ['B 1234 KMD', true, true],
      ['B 2023 FTR', true, true],
    ]);
    expect(data.consent).toMatchObject({ consentStatusId: 1, statusLabel: 'Setuju' });
  });

  it('has no differences for a new account registered with the name of a name-only record (Sri Handayani)', async () => {
    const sri = await createCustomer(ctx, { name: 'Sri Handayani', phone: '081355550102' });
    const data = await singleId(as(await tokenOf(sri)));
    expect(data.verificationPhoneNumber.acknowledge).toBe(true);
    expect(differences(data)).toEqual([]);
    expect(data.profileTemporary?.vehicles.map((v) => v.plate)).toEqual(['D 2468 GHI']);
  });

  it('finds the record of a phone verified on WhatsApp only (Bayu Saputra), with his small difference', async () => {
    const bayu = await createCustomer(ctx, { name: 'Bayu Saputra', phone: '081355550103', verified: 'whatsapp' });
    const data = await singleId(as(await tokenOf(bayu)));
    expect(data.customer).toMatchObject({ isSMSVerified: false, isWaVerified: true, isEmailVerified: false });
    expect(data.verificationPhoneNumber).toMatchObject({ acknowledge: true, customerTDMSNo: 'TDMS-0030103' });
    expect(differences(data)).toEqual(['cityIsocode']);
  });

  it('says in Indonesian that no record exists for a phone the dealer does not know', async () => {
    const nobody = await createCustomer(ctx);
    const data = await singleId(as(await tokenOf(nobody)));
    expect(data.profileTemporary).toBeNull();
    expect(data.verificationPhoneNumber).toEqual({ acknowledge: false, message: `Tidak ada data pelanggan dealer untuk nomor ${nobody.phone}.`, customerTDMSNo: null });
    expect(data.consent).toBeNull();
  });

  it('does not look a record up for a phone that is not verified', async () => {
    const unverified = await createCustomer(ctx, { phone: '081355550101', verified: false });
    const data = await singleId(as(await tokenOf(unverified)));
    expect(data.profileTemporary).toBeNull();
    expect(data.verificationPhoneNumber.acknowledge).toBe(false);
    expect(data.verificationPhoneNumber.message).toContain('belum terverifikasi');
  });

  it('refuses the temporary login (403) and guests (401)', async () => {
    const fresh = await createCustomer(ctx, { verified: false });
    const temporary = as(await customerToken(ctx, fresh.id, { temporary: true }));
    for (const res of [await temporary.get(SINGLE_ID), await temporary.post(SUBMIT, { type: 'seamless', accept: true }), await temporary.get(CHECK)]) {
      expect(res.status).toBe(403);
      expect(message(res)).toBe('Verifikasi nomor HP Anda terlebih dahulu untuk melanjutkan.');
    }
    const guest = as(null);
    expect((await guest.get(SINGLE_ID)).status).toBe(401);
    expect((await guest.post(SUBMIT, { type: 'seamless', accept: false })).status).toBe(401);
    expect((await guest.get(CONSENTS)).status).toBe(401);
  });
});

describe('seamless (§4: link the dealer record, or not now)', () => {
  it('stores a rejection with its time, and clears it after the seamless time-out (§9)', async () => {
    const hendra = await holderOf('081355550201', { name: 'Hendra Gunawan' });
    const me = as(await tokenOf(hendra));
    const start = new Date();
    clockNow = start;
    const rejected = await submit(me, { type: 'seamless', accept: false });
    expect(rejected).toMatchObject({ type: 'seamless', customerNoTDMS: null });
    expect(rejected.message).toMatch(/belum dihubungkan/);
    expect((await singleId(me)).seamlessRejectedAt).toBe(start.toISOString());

    clockNow = new Date(start.getTime() + (ctx.config.SEAMLESS_TIMEOUT_MINUTES * 60 - 30) * 1000);
    expect((await singleId(me)).seamlessRejectedAt).toBe(start.toISOString());

    clockNow = new Date(start.getTime() + ctx.config.SEAMLESS_TIMEOUT_MINUTES * 60_000 + 1000);
    const later = await singleId(me);
    expect(later.seamlessRejectedAt).toBeNull();
    // Cleared in the database, not only in the answer.
    const [row] = await ctx.db.select().from(customerDealerSync).where(eq(customerDealerSync.customerId, hendra.id));
    expect(row?.seamlessRejectedAt).toBeNull();
    expect(later.customer.customerNoTDMS).toBeNull();
    clockNow = new Date();
  });

  it('links the record found for the verified phone, whatever number the client sends', async () => {
    const me = as(await tokenOf({ id: RINA_ID }));
    const linked = await submit(me, { type: 'seamless', accept: true, customerNoTDMS: 'TDMS-0001234' });
    expect(linked).toMatchObject({ type: 'seamless', customerNoTDMS: 'TDMS-0005678' });
    expect(linked.message).toBe('Akun Anda telah terhubung dengan data pelanggan dealer (No. Pelanggan TDMS-0005678).');
    const data = await singleId(me);
    expect(data.customer.customerNoTDMS).toBe('TDMS-0005678');
    expect(data.seamlessRejectedAt).toBeNull();
    const [row] = await ctx.db.select().from(customerDealerSync).where(eq(customerDealerSync.customerId, RINA_ID));
    expect(row?.linkedAt).not.toBeNull();
  });

  it('refuses to link without a record (409) or without a verified phone (409), in Indonesian', async () => {
    const nobody = await createCustomer(ctx);
    const none = await as(await tokenOf(nobody)).post(SUBMIT, { type: 'seamless', accept: true });
    expect(none.status).toBe(409);
    expect(message(none)).toBe('Tidak ada data pelanggan dealer untuk nomor HP Anda.');
    const unverified = await createCustomer(ctx, { phone: '081355550101', verified: false });
    const res = await as(await tokenOf(unverified)).post(SUBMIT, { type: 'seamless', accept: true });
    expect(res.status).toBe(409);
    expect(message(res)).toMatch(/^Verifikasi nomor HP Anda/);
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, unverified.id));
    expect(row?.customerNoTdms).toBeNull();
  });
});

describe('o2oprofile (§5: take over the accepted differences)', () => {
  it('needs the record linked first', async () => {
    const sri = await holderOf('081355550202', { name: 'Sri Handayani' });
    const res = await as(await tokenOf(sri)).post(SUBMIT, { type: 'o2oprofile', fields: ['name'] });
    expect(res.status).toBe(409);
    expect(message(res)).toBe('Hubungkan akun Anda dengan data pelanggan dealer terlebih dahulu.');
  });

  it("takes over only the accepted fields that differ, and records that Rina answered for this record", async () => {
    const me = as(await tokenOf({ id: RINA_ID }));
    const result = await submit(me, { type: 'o2oprofile', fields: ['dateOfBirth', 'address', 'occupation', 'favoriteColor', 'nickName'] });
    expect(result.type).toBe('o2oprofile');
    expect([...(result.updatedFields ?? [])].sort()).toEqual(['address', 'dateOfBirth', 'favoriteColor', 'occupation']);
    expect(result.message).toMatch(/^Profil Anda diperbarui dengan data dari dealer: .*tanggal lahir/);
    const profile = parse(CustomerProfile, await me.get(PROFILE));
    expect(profile).toMatchObject({
      nickName: 'Rina',
      dateOfBirth: '1991-03-08',
      address: 'Jl. Cihampelas No. 88, Cipaganti, Coblong, Bandung',
      occupation: 'Wiraswasta',
      // 'Lainnya' comes with its free text (§5); the income was not accepted, and a job title no longer applies.
      favoriteColor: 'Lainnya',
      otherColor: 'Tosca',
      monthlyIncome: null,
      jobTitle: null,
      hobby: null,
    });
    const data = await singleId(me);
    expect(data.profileTemporary?.profileDecided).toBe(true);
    expect(differences(data)).toEqual(expect.arrayContaining(['monthlyIncome', 'hobby']));
    expect(differences(data)).not.toContain('dateOfBirth');
  });

  it('keeps everything for an empty list, which is still an answer', async () => {
    const hendra = await createCustomer(ctx, { name: 'Hendra Gunawan', phone: '081355550101' });
    const me = as(await tokenOf(hendra));
    await submit(me, { type: 'seamless', accept: true });
    const result = await submit(me, { type: 'o2oprofile', fields: [] });
    expect(result).toMatchObject({ updatedFields: [], message: 'Profil Anda tetap seperti sebelumnya.' });
    const data = await singleId(me);
    expect(data.profileTemporary?.profileDecided).toBe(true);
    expect(data.currentProfile).toMatchObject({ name: 'Hendra Gunawan', gender: null, occupation: null });
  });

  it('refuses a dealer value the profile rules do not allow, with an Indonesian 400, and changes nothing', async () => {
    const customer = await createCustomer(ctx, { name: 'Dimas Pratama', phone: '081377770001' });
    await ctx.db.insert(dealerSystemCustomers).values({
      customerNoTdms: 'TDMS-0077001',
      phone: customer.phone,
      name: customer.name,
      profile: { occupation: 'Astronot', dateOfBirth: '2015-01-01' },
      vehicles: [],
    });
    const me = as(await tokenOf(customer));
    await submit(me, { type: 'seamless', accept: true });
    const tooYoung = await me.post(SUBMIT, { type: 'o2oprofile', fields: ['dateOfBirth'] });
    expect(tooYoung.status).toBe(400);
    expect(message(tooYoung)).toBe('Data tanggal lahir dari dealer tidak dapat disimpan: Usia minimal 17 tahun');
    const notInList = await me.post(SUBMIT, { type: 'o2oprofile', fields: ['occupation'] });
    expect(notInList.status).toBe(400);
    expect(message(notInList)).toMatch(/^Data pekerjaan dari dealer tidak dapat disimpan: Pilih salah satu/);
    const data = await singleId(me);
    expect(data.currentProfile.dateOfBirth).toBeNull();
    expect(data.profileTemporary?.profileDecided).toBe(false);
  });

  it('refuses a field that is not a profile field, in Indonesian', async () => {
    const res = await as(await tokenOf({ id: RINA_ID })).post(SUBMIT, { type: 'o2oprofile', fields: ['email'] });
    expect(res.status).toBe(400);
    expect(message(res)).toMatch(/harus salah satu dari/);
  });
});

describe('o2ocars (the dealer record’s vehicles into Mobil Saya; §7 flags)', () => {
  it('refuses verification flags that do not match the account, and vehicles of another record', async () => {
    const me = as(await tokenOf({ id: RINA_ID }));
    const data = await singleId(me);
    const flags = flagsOf(data);
    const lying = await me.post(SUBMIT, { type: 'o2ocars', vehicleIds: [], ...flags, isEmailVerified: false, is020Sync: true });
    expect(lying.status).toBe(400);
    expect(message(lying)).toBe('Status verifikasi yang dikirim tidak sesuai dengan akun Anda. Muat ulang halaman lalu coba lagi.');
    const budisCar = await me.post(SUBMIT, { type: 'o2ocars', vehicleIds: ['VH-0001234-1'], ...flags, is020Sync: true });
    expect(budisCar.status).toBe(400);
    expect(message(budisCar)).toBe('Kendaraan yang dipilih tidak ada di data pelanggan dealer Anda.');
    expect(await carPlates(me)).toEqual([]);
  });

  it('adds the accepted vehicles once, even when submitted twice at the same time, and reports the sync', async () => {
    const me = as(await tokenOf({ id: RINA_ID }));
    const data = await singleId(me);
    const ids = data.profileTemporary!.vehicles.map((v) => v.vehicleId);
    const body = { type: 'o2ocars', vehicleIds: ids, ...flagsOf(data), is020Sync: true };
    const [first, second] = await Promise.all([me.post(SUBMIT, body), me.post(SUBMIT, body)]);
    const answers = [parse(dealerSyncCalls.submitModal.data, first), parse(dealerSyncCalls.submitModal.data, second)];
    expect(answers.map((a) => a.addedPlates?.length).sort()).toEqual([0, 2]);
    const added = answers.find((a) => a.addedPlates?.length === 2)!;
    expect(added.message).toContain('2 mobil ditambahkan ke Mobil Saya (D 1789 RWJ, D 1024 RNA).');
    expect(added.message).toContain('tersinkron');
    expect(answers.find((a) => a.addedPlates?.length === 0)!.message).toContain('sudah ada di Mobil Saya');
    expect((await carPlates(me)).sort()).toEqual(['D 1024 RNA', 'D 1789 RWJ']);

    const after = await singleId(me);
    expect(after.customer.is020Sync).toBe(true);
    expect(after.profileTemporary?.vehicles.every((v) => v.inMyCars && v.decided)).toBe(true);
    const [record] = await ctx.db.select().from(dealerSystemCustomers).where(eq(dealerSystemCustomers.customerNoTdms, 'TDMS-0005678'));
    expect(record?.syncFlags).toEqual({ isPhoneVerified: true, isWAVerified: true, isEmailVerified: true, is020Sync: true });
  });

  it('marks declined vehicles as decided without adding them', async () => {
    const sri = await holderOf('081355550202', { name: 'Sri Handayani' });
    const me = as(await tokenOf(sri));
    await submit(me, { type: 'seamless', accept: true });
    const data = await singleId(me);
    const result = await submit(me, { type: 'o2ocars', vehicleIds: [], ...flagsOf(data), is020Sync: false });
    expect(result).toMatchObject({ addedPlates: [], message: 'Tidak ada mobil yang ditambahkan ke Mobil Saya.' });
    const after = await singleId(me);
    expect(after.profileTemporary?.vehicles.map((v) => [v.decided, v.inMyCars])).toEqual([[true, false]]);
    expect(after.customer.is020Sync).toBe(false);
  });

  it(`refuses to go past ${MAX_CARS_PER_CUSTOMER} cars with a clear message, adding nothing`, async () => {
    const bayu = await createCustomer(ctx, { name: 'Bayu Saputra', phone: '081355550203', verified: 'whatsapp' });
    await ctx.db.insert(customerCars).values(
      Array.from({ length: MAX_CARS_PER_CUSTOMER }, (_, i) => ({ customerId: bayu.id, model: 'Agya 1.2 G MT', year: 2020, plate: `B ${1001 + i} BYU`, color: 'Merah' })),
    );
    const me = as(await tokenOf(bayu));
    await submit(me, { type: 'seamless', accept: true });
    const data = await singleId(me);
    const res = await me.post(SUBMIT, { type: 'o2ocars', vehicleIds: ['VH-0030203-1'], ...flagsOf(data), is020Sync: true });
    expect(res.status).toBe(409);
    expect(message(res)).toBe('Mobil Saya sudah berisi 10 mobil. Hapus salah satu mobil di Mobil Saya sebelum menambahkan mobil dari data dealer.');
    expect(await carPlates(me)).toHaveLength(MAX_CARS_PER_CUSTOMER);
    expect((await singleId(me)).profileTemporary?.vehicles[0]?.decided).toBe(false);
  });

  it('needs the record linked first', async () => {
    const hendra = await holderOf('081355550201', { name: 'Hendra Gunawan' });
    const me = as(await tokenOf(hendra));
    const data = await singleId(me);
    const res = await me.post(SUBMIT, { type: 'o2ocars', vehicleIds: ['VH-0030201-1'], ...flagsOf(data), is020Sync: true });
    expect(res.status).toBe(409);
    expect(await carPlates(me)).toEqual([]);
  });
});

describe('personal-data consent (UU PDP; §7 submit-modal pdp, pdpConsentNotLoggedIn, pdp-consent-check)', () => {
  const popup = { consentSourceCode: 4, consentSourceDetailCode: 5 };

  it('asks Rina until she answers, for her own phone and an existing text only', async () => {
    const me = as(await tokenOf({ id: RINA_ID }), { 'user-agent': 'UjiBrowser/1.0' });
    expect(parse(consentCalls.check.data, await me.get(CHECK))).toEqual({ needsConsent: true, consent: null });

    const otherPhone = await me.post(SUBMIT, { type: 'pdp', consentStatusId: 1, phoneNumber: '081234567890', customerName: 'Rina Wijaya', ...popup });
    expect(otherPhone.status).toBe(400);
    expect(message(otherPhone)).toBe('Nomor HP persetujuan harus sama dengan nomor HP akun Anda.');
    const noText = await me.post(SUBMIT, { type: 'pdp', consentStatusId: 1, phoneNumber: RINA_PHONE, customerName: 'Rina Wijaya', consentSourceCode: 4, consentSourceDetailCode: 99 });
    expect(noText.status).toBe(400);
    expect(message(noText)).toMatch(/Teks persetujuan .* tidak ditemukan/);
    const badStatus = await me.post(SUBMIT, { type: 'pdp', consentStatusId: 3, phoneNumber: RINA_PHONE, customerName: 'Rina Wijaya', ...popup });
    expect(badStatus.status).toBe(400);
    expect(message(badStatus)).toContain('Pilih Setuju atau Tidak Setuju');

    // The phone as the customer may type it (+62…) is her phone (§5 normalisation).
    const given = await submit(me, { type: 'pdp', consentStatusId: 1, phoneNumber: '+62 812-2222-3333', customerName: 'Rina Wijaya', ...popup });
    expect(given).toMatchObject({ type: 'pdp', consent: { consentStatusId: 1, statusLabel: 'Setuju', channel: 'modal', ...popup } });
    expect(given.message).toBe('Terima kasih, persetujuan pemrosesan data pribadi Anda telah disimpan.');
    expect(parse(consentCalls.check.data, await me.get(CHECK))).toMatchObject({ needsConsent: false, consent: { consentStatusId: 1 } });
    expect((await singleId(me)).consent).toMatchObject({ consentStatusId: 1 });
    const [row] = await ctx.db.select().from(consentDecisions).where(eq(consentDecisions.customerId, RINA_ID));
    expect(row).toMatchObject({ phone: RINA_PHONE, userAgent: 'UjiBrowser/1.0', channel: 'modal' });
    expect(row?.consentText).toContain('UU Nomor 27 Tahun 2022');
  });

  it("keeps a guest's consent without a customer (PUT, system token), limited per phone", async () => {
    const guest = as(null);
    const body = { type: 'pdpConsentNotLoggedIn', consentStatusId: 2, phoneNumber: '0813 5555 0999', customerName: 'Tamu Uji', consentSourceCode: 4, consentSourceDetailCode: 4 };
    const result = parse(dealerSyncCalls.submitGuestConsent.data, await guest.put(SUBMIT, body));
    expect(result).toMatchObject({ type: 'pdpConsentNotLoggedIn', consent: { consentStatusId: 2, statusLabel: 'Tidak setuju', channel: 'guest' } });
    expect(result.message).toContain('tidak menyetujui');
    const rows = await ctx.db.select().from(consentDecisions).where(and(eq(consentDecisions.phone, '081355550999'), isNull(consentDecisions.customerId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customerName: 'Tamu Uji', channel: 'guest' });

    const unknown = await guest.put(SUBMIT, { ...body, consentSourceDetailCode: 77 });
    expect(unknown.status).toBe(400);
    const wrongType = await guest.put(SUBMIT, { ...body, type: 'pdp' });
    expect(wrongType.status).toBe(400);
    let last: Res | undefined;
    for (let i = 0; i < 6; i++) last = await guest.put(SUBMIT, { ...body, phoneNumber: '+6281355550999' });
    expect(last?.status).toBe(429);
    expect(message(last!)).toMatch(/Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)/);
  });

  it('lets Rina see and withdraw her consent in My Account, newest first, and give it again', async () => {
    const me = as(await tokenOf({ id: RINA_ID }));
    const withdrawn = parse(consentCalls.decide.data, await me.post(CONSENTS, { consentStatusId: 3 }));
    expect(withdrawn).toMatchObject({ consentStatusId: 3, statusLabel: 'Ditarik', channel: 'myaccount', consentSourceCode: 4, consentSourceDetailCode: 4 });
    const again = await me.post(CONSENTS, { consentStatusId: 3 });
    expect(again.status).toBe(409);
    expect(message(again)).toMatch(/Tidak ada persetujuan yang dapat ditarik/);
    const mine = parse(consentCalls.mine.data, await me.get(CONSENTS));
    expect(mine.current).toMatchObject({ consentStatusId: 3 });
    expect(mine.history.map((h) => [h.consentStatusId, h.channel])).toEqual([
      [3, 'myaccount'],
      [1, 'modal'],
    ]);
    expect(mine.history[0]?.consentText).toContain('Pelindungan Data Pribadi');
    const [stored] = await ctx.db.select().from(consentDecisions).where(and(eq(consentDecisions.customerId, RINA_ID), eq(consentDecisions.channel, 'myaccount')));
    expect(stored).toMatchObject({ phone: RINA_PHONE, customerName: 'Rina Wijaya' });
    expect(parse(consentCalls.decide.data, await me.post(CONSENTS, { consentStatusId: 1 }))).toMatchObject({ consentStatusId: 1, statusLabel: 'Setuju' });
    expect(parse(consentCalls.check.data, await me.get(CHECK)).needsConsent).toBe(false);
  });

  it('refuses a decision My Account does not offer, and withdrawing what was never given', async () => {
    const nobody = await createCustomer(ctx);
    const me = as(await tokenOf(nobody));
    const declined = await me.post(CONSENTS, { consentStatusId: 2 });
    expect(declined.status).toBe(400);
    expect(message(declined)).toContain('Pilih berikan atau tarik persetujuan');
    expect((await me.post(CONSENTS, { consentStatusId: 3 })).status).toBe(409);
    expect(parse(consentCalls.mine.data, await me.get(CONSENTS))).toEqual({ current: null, history: [] });
  });
});

describe('one customer never reads or changes another’s', () => {
  let other: TestCustomer;
  beforeAll(async () => {
    other = await createCustomer(ctx, { name: 'Pelanggan Lain' });
  });

  it("answers each token its own record, profile and consents only", async () => {
    const mine = await singleId(as(await tokenOf(other)));
    expect(mine.currentProfile.name).toBe('Pelanggan Lain');
    expect(mine.profileTemporary).toBeNull();
    expect(parse(consentCalls.mine.data, await as(await tokenOf(other)).get(CONSENTS)).history).toEqual([]);
    const budi = await singleId(as(await tokenOf({ id: BUDI_ID })));
    expect(budi.currentProfile.name).toBe('Budi Santoso');
    expect(budi.profileTemporary?.customerNoTDMS).toBe('TDMS-0001234');
  });

  it("cannot link, take over or add from someone else's record", async () => {
    const me = as(await tokenOf(other));
    expect((await me.post(SUBMIT, { type: 'seamless', accept: true })).status).toBe(409);
    expect((await me.post(SUBMIT, { type: 'o2oprofile', fields: ['address'] })).status).toBe(409);
    const data = await singleId(me);
    const res = await me.post(SUBMIT, { type: 'o2ocars', vehicleIds: ['VH-0005678-1'], ...flagsOf(data), is020Sync: true });
    expect(res.status).toBe(409);
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, other.id));
    expect(row?.customerNoTdms).toBeNull();
    expect(await carPlates(me)).toEqual([]);
    // Budi's consent is not someone else's to withdraw: it stays given.
    await me.post(CONSENTS, { consentStatusId: 3 });
    expect((await singleId(as(await tokenOf({ id: BUDI_ID })))).consent?.consentStatusId).toBe(1);
  });
});

describe('bad input answers an Indonesian 400', () => {
  it.each([
    ['an unknown step', { type: 'loyalty' }],
    ['no body fields', {}],
    ['accept that is not a boolean', { type: 'seamless', accept: 'ya' }],
    ['too many vehicles', { type: 'o2ocars', vehicleIds: Array.from({ length: 21 }, (_, i) => `V${i}`), isPhoneVerified: true, isWAVerified: true, isEmailVerified: true, is020Sync: true }],
    ['a missing flag', { type: 'o2ocars', vehicleIds: [], isPhoneVerified: true, isWAVerified: true, is020Sync: true }],
    ['an invalid phone', { type: 'pdp', consentStatusId: 1, phoneNumber: '12345', customerName: 'Rina', consentSourceCode: 4, consentSourceDetailCode: 5 }],
  ])('%s', async (_label, body) => {
    const res = await as(await tokenOf({ id: RINA_ID })).post(SUBMIT, body);
    expect(res.status).toBe(400);
    expect(message(res)).toMatch(/[a-z]/);
    expect(message(res)).not.toMatch(/expected|invalid input|required/i);
  });
});
