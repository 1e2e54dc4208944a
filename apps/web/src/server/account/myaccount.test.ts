/**
 * My Account (issue 10): the page loaders and the proxy routes (/api/profile, /api/my-cars,
 * /api/my-cars/[id], /api/email-activation-profile) against a real HTTP server standing in for the
 * API. Only the cookie store (next/headers) is replaced: it needs a live Next request. Every answer
 * is a complete payload of its contract.
 */
import { encodeRedirect } from '@kemudi/domain/account';
import type { CurrentCustomer, CustomerCar, CustomerProfile } from '@kemudi/domain/contracts/customer';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { INVALID_TOKEN, sendJson, type RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const jar = vi.hoisted(() => ({
  values: new Map<string, string>(),
  written: [] as { name: string; value: string }[],
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: (name: string, value: string) => {
      jar.written.push({ name, value });
      if (value) jar.values.set(name, value);
      else jar.values.delete(name);
    },
  }),
}));

const BUDI: z.input<typeof CurrentCustomer> = {
  name: 'Budi Santoso',
  email: 'budi@contoh.com',
  phoneNumber: '081234567890',
  customerNo: 'KMD00000001',
  customerNoTDMS: null,
  isSmsVerified: false,
  isWaVerified: true,
  isEmailVerified: false,
};

const PROFILE: z.input<typeof CustomerProfile> = {
  name: 'Budi Santoso',
  email: 'budi@contoh.com',
  phoneNumber: '081234567890',
  nickName: 'Budi',
  gender: 'male',
  dateOfBirth: '1988-04-12',
  cityIsocode: '3273',
  address: 'Jl. Contoh 1',
  occupation: 'Karyawan Swasta',
  occupationOther: null,
  jobLevel: 'Manajer',
  otherJobLevel: null,
  monthlyIncome: null,
  subsFollowerCount: null,
  jobTitle: 'Manajer Penjualan',
  companyName: 'PT Contoh',
  industry: 'Manufaktur',
  otherIndustry: null,
  subIndustry: 'Otomotif & Komponen',
  otherSubIndustry: null,
  interest1: 'Otomotif',
  subInterest1: 'Mobil Keluarga',
  otherSubInterest1: null,
  hobby: 'Olahraga',
  subHobby: 'Lari',
  favoriteFood: 'Nasi goreng',
  favoriteDrink: 'Es teh',
  favoriteColor: 'Putih',
  otherColor: null,
};

const CAR_ID = '6f1c7c6e-3b8e-4d55-9a39-2f4f0b8c1a01';
const OTHER_ID = '6f1c7c6e-3b8e-4d55-9a39-2f4f0b8c1a02';
const CARS: z.input<typeof CustomerCar>[] = [
  { id: CAR_ID, model: 'Avanza', year: 2021, plate: 'B 1234 KMD', color: 'Putih', stnkExpiry: '2027-03-01', vin: null },
];

/** The customer's token the fake API accepts; any other bearer is a system or stale token. */
const TOKEN = 'at-budi';
const isBudi = (req: RecordedRequest) => req.headers.authorization === `Bearer ${TOKEN}`;

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  if (url.pathname === '/api/customer/v1/saphybris/refresh-token') {
    const body = JSON.parse(req.body) as { refresh_token?: string };
    return body.refresh_token === 'rt-good'
      ? sendData(res, { access_token: TOKEN, refresh_token: 'rt-new', expires_in: 900, token_type: 'bearer' })
      : sendError(res, 401, 'InvalidRefreshToken', 'invalid refresh token');
  }
  if (url.pathname.startsWith('/api/customer/') && !isBudi(req)) {
    return req.headers.authorization === 'Bearer at-stale' ? sendJson(res, 401, INVALID_TOKEN) : sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
  }
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /api/customer/v1/saphybris/customers/current':
      return sendData(res, BUDI);
    case 'GET /api/customer/v1/saphybris/customers/profile':
      return sendData(res, PROFILE);
    case 'PUT /api/customer/v1/saphybris/customers/profile':
      return sendData(res, { ...PROFILE, ...(JSON.parse(req.body) as object) });
    case 'GET /api/customer/v1/saphybris/customers/cars':
      return sendData(res, { cars: CARS });
    case 'POST /api/customer/v1/saphybris/customers/cars': {
      const body = JSON.parse(req.body) as { plate: string };
      if (body.plate === 'B 1234 KMD') return sendError(res, 409, 'DuplicatePlate', 'Nomor polisi ini sudah ada di Mobil Saya');
      return sendJson(res, 201, { status: 201, data: { id: OTHER_ID, stnkExpiry: null, vin: null, ...body } });
    }
    case `PUT /api/customer/v1/saphybris/customers/cars/${CAR_ID}`:
      return sendData(res, { id: CAR_ID, stnkExpiry: null, vin: null, ...(JSON.parse(req.body) as object) });
    case `DELETE /api/customer/v1/saphybris/customers/cars/${CAR_ID}`:
      return sendData(res, { removed: true });
    case 'GET /api/customer/v1/email-activation':
      return sendData(res, { sent: true });
    case 'POST /api/customer/v1/saphybris/customers/change-password': {
      const body = JSON.parse(req.body) as { currentPassword: string };
      return body.currentPassword === 'rahasia123' ? sendData(res, { changed: true }) : sendError(res, 400, 'WrongCurrentPassword', 'Kata sandi saat ini salah.');
    }
    case 'POST /api/customer/v1/saphybris/customers/change-phone/otp':
      return sendJson(res, 429, { errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak permintaan kode. Coba lagi dalam 26 menit.' }], retryAfter: 1562 }, { 'retry-after': '1562' });
    case 'POST /api/customer/v1/saphybris/customers/change-phone':
      return sendData(res, { ...BUDI, phoneNumber: (JSON.parse(req.body) as { phoneNumber: string }).phoneNumber });
    case 'GET /api/parameter/v1/province':
      return sendData(res, [
        { isocode: 'jawa_barat', name: 'Jawa Barat' },
        { isocode: 'dki_jakarta', name: 'DKI Jakarta' },
      ]);
    case 'GET /api/parameter/v1/cities':
      return sendData(res, [
        { isocode: '3273', name: 'Kota Bandung', provinceIsocode: 'jawa_barat' },
        { isocode: '3277', name: 'Kota Cimahi', provinceIsocode: 'jawa_barat' },
        { isocode: '0080', name: 'Kota Jakarta Pusat', provinceIsocode: 'dki_jakarta' },
      ]);
    case 'GET /api/product/v1/compare-product/options':
      return sendData(res, { models: [{ code: 'avanza', name: 'Avanza', variants: [] }] });
    default:
      return sendError(res, 404, 'NotFoundError', 'Mobil tidak ditemukan');
  }
}

const { api, loaders, fail, clearCache } = await startLoaderHarness(answer, async () => ({
  account: await import('./myaccount'),
  profileRoute: await import('../../app/api/profile/route'),
  carsRoute: await import('../../app/api/my-cars/route'),
  carRoute: await import('../../app/api/my-cars/[id]/route'),
  activationRoute: await import('../../app/api/email-activation-profile/route'),
  passwordRoute: await import('../../app/api/change-password/route'),
  phoneCodeRoute: await import('../../app/api/change-phone-number/otp/route'),
  phoneRoute: await import('../../app/api/change-phone-number/route'),
}));
const { account, profileRoute, carsRoute, carRoute, activationRoute, passwordRoute, phoneCodeRoute, phoneRoute } = loaders;

beforeEach(() => {
  jar.values.clear();
  jar.written.length = 0;
});

const logIn = (token = TOKEN) => jar.values.set('kemudi_at', token);
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);

/** A request from the site's own page (same origin, JSON). */
function sameSite(path: string, method: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function json(response: Response): Promise<{ status?: number; data?: unknown; errors?: { type: string; message: string; field?: string }[]; redirect?: boolean }> {
  return (await response.json()) as never;
}

describe('the guard (§2: a guest on /myaccount is sent to login)', () => {
  const expectLogin = (returnTo: string) => ({ digest: expect.stringContaining(`/login?redirect=${encodeURIComponent(encodeRedirect(returnTo))}`) });

  it('sends a guest to /login with the base64 of the page and its query, without asking the API', async () => {
    await expect(account.loadOverview('/myaccount/overview?tab=1')).rejects.toMatchObject(expectLogin('/myaccount/overview?tab=1'));
    expect(calls('/api/customer/v1/saphybris/customers/current')).toHaveLength(0);
  });

  it('sends a visitor whose token the user-auth call refuses to login as well (§4: a failure means logged out)', async () => {
    logIn('at-unknown');
    await expect(account.loadProfilePage('/myaccount/profile')).rejects.toMatchObject(expectLogin('/myaccount/profile'));
    fail('/api/customer/v1/saphybris/customers/current');
    logIn();
    await expect(account.loadMyCarsPage('/myaccount/mobil-saya')).rejects.toMatchObject(expectLogin('/myaccount/mobil-saya'));
  });

  it("lets a customer in, reading with the customer's own token", async () => {
    logIn();
    const { customer } = await account.requireCustomer('/myaccount/overview');
    expect(customer.name).toBe('Budi Santoso');
    expect(calls('/api/customer/v1/saphybris/customers/current')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('the page loaders', () => {
  beforeEach(() => logIn());

  it('overview: the customer and their cars; cars left out (null) when their call fails', async () => {
    const data = await account.loadOverview('/myaccount/overview');
    expect(data.customer.isWaVerified).toBe(true);
    expect(data.cars?.map((c) => c.plate)).toEqual(['B 1234 KMD']);
    fail('/api/customer/v1/saphybris/customers/cars');
    clearCache();
    expect((await account.loadOverview('/myaccount/overview')).cars).toBeNull();
  });

  it("profile: the profile, the provinces, and the saved city's province with its cities", async () => {
    const data = await account.loadProfilePage('/myaccount/profile');
    expect(data.profile.jobTitle).toBe('Manajer Penjualan');
    expect(data.provinces.map((p) => p.isocode)).toEqual(['jawa_barat', 'dki_jakarta']);
    expect(data.provinceIsocode).toBe('jawa_barat');
    expect(data.cities.map((c) => c.isocode)).toEqual(['3273', '3277']);
    expect(data.cityName).toBe('Kota Bandung');
  });

  it('profile: the page fails when the profile cannot be read, but not for the city lists', async () => {
    fail('/api/parameter/v1/province', '/api/parameter/v1/cities');
    const data = await account.loadProfilePage('/myaccount/profile');
    expect(data).toMatchObject({ provinces: [], cities: [], provinceIsocode: null, cityName: null });
    fail('/api/customer/v1/saphybris/customers/profile');
    clearCache();
    await expect(account.loadProfilePage('/myaccount/profile')).rejects.toThrow();
  });

  it('Mobil Saya: the cars and the new-car models; no models (free text) when their call fails', async () => {
    const data = await account.loadMyCarsPage('/myaccount/mobil-saya');
    expect(data.cars).toHaveLength(1);
    expect(data.models).toEqual([{ code: 'avanza', name: 'Avanza' }]);
    fail('/api/product/v1/compare-product/options');
    clearCache();
    expect((await account.loadMyCarsPage('/myaccount/mobil-saya')).models).toEqual([]);
  });
});

describe('/api/profile', () => {
  it("§8: without an access token, 401 'No access token provided' (the API is not asked)", async () => {
    const response = await profileRoute.GET();
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.[0]?.message).toBe('No access token provided');
    expect(api.requests).toHaveLength(0);
  });

  it('reads the profile with the customer token', async () => {
    logIn();
    const response = await profileRoute.GET();
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 200, data: { nickName: 'Budi' } });
  });

  it('saves a valid profile and forgets the cached reads, so the next page shows the new values', async () => {
    logIn();
    await profileRoute.GET(); // cached for 500 ms (§9) …
    const update = { ...PROFILE, nickName: 'Mas Budi' };
    const response = await profileRoute.PUT(sameSite('/api/profile', 'PUT', update));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ nickName: 'Mas Budi' });
    const sent = JSON.parse(calls('/api/customer/v1/saphybris/customers/profile').find((r) => r.method === 'PUT')!.body) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('email'); // not editable here
    await profileRoute.GET(); // … but not across a write
    expect(calls('/api/customer/v1/saphybris/customers/profile').filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('refuses bad fields one by one with their Indonesian messages, before the API', async () => {
    logIn();
    const response = await profileRoute.PUT(
      sameSite('/api/profile', 'PUT', { ...PROFILE, name: '', nickName: 'Budi@#', dateOfBirth: '2030-01-01', occupation: 'Lainnya', occupationOther: '' }),
    );
    expect(response.status).toBe(400);
    const fields = Object.fromEntries(((await json(response)).errors ?? []).map((e) => [e.field, e.message]));
    expect(fields).toMatchObject({
      name: 'Nama wajib diisi',
      nickName: 'Nama panggilan hanya boleh berisi huruf, angka dan spasi',
      dateOfBirth: 'Tanggal lahir harus di masa lalu',
      occupationOther: 'Mohon isi keterangan untuk pilihan Lainnya',
    });
    expect(calls('/api/customer/v1/saphybris/customers/profile')).toHaveLength(0);
  });

  it('refuses a write from another site, and a body that is not JSON', async () => {
    logIn();
    const cross = await profileRoute.PUT(sameSite('/api/profile', 'PUT', PROFILE, { origin: 'https://evil.example' }));
    expect(cross.status).toBe(403);
    const fetchSite = await profileRoute.PUT(sameSite('/api/profile', 'PUT', PROFILE, { 'sec-fetch-site': 'cross-site' }));
    expect(fetchSite.status).toBe(403);
    const form = await profileRoute.PUT(sameSite('/api/profile', 'PUT', PROFILE, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(form.status).toBe(415);
    expect(api.requests).toHaveLength(0);
  });

  it('renews a session that holds only its refresh token, and stores the new pair', async () => {
    jar.values.set('kemudi_rt', 'rt-good');
    const response = await profileRoute.GET();
    expect(response.status).toBe(200);
    expect(jar.written.map((c) => c.name)).toEqual(expect.arrayContaining(['kemudi_at', 'kemudi_rt']));
    expect(jar.values.get('kemudi_at')).toBe(TOKEN);
  });

  it('§8: a refused refresh answers 401 InvalidRefreshToken with redirect true and clears the cookies', async () => {
    jar.values.set('kemudi_at', 'at-stale');
    jar.values.set('kemudi_rt', 'rt-bad');
    const response = await profileRoute.GET();
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ errors: [{ type: 'InvalidRefreshToken', message: 'invalid refresh token' }], redirect: true });
    expect(jar.values.has('kemudi_at')).toBe(false);
    expect(jar.values.has('kemudi_rt')).toBe(false);
  });
});

describe('/api/my-cars', () => {
  beforeEach(() => logIn());
  const car = { model: 'Innova Zenix', year: 2024, plate: 'd 1 abc', color: 'Hitam', stnkExpiry: null, vin: null };

  it('lists and adds a car (201), the plate normalised by the contract before it is sent', async () => {
    expect((await json(await carsRoute.GET())).data).toEqual({ cars: CARS });
    const response = await carsRoute.POST(sameSite('/api/my-cars', 'POST', car));
    expect(response.status).toBe(201);
    expect((await json(response)).data).toMatchObject({ id: OTHER_ID, plate: 'D 1 ABC' });
  });

  it("passes the API's refusal on with its status and Indonesian message", async () => {
    const response = await carsRoute.POST(sameSite('/api/my-cars', 'POST', { ...car, plate: 'B 1234 KMD' }));
    expect(response.status).toBe(409);
    expect((await json(response)).errors?.[0]?.message).toBe('Nomor polisi ini sudah ada di Mobil Saya');
  });

  it('refuses a bad car field by field', async () => {
    const response = await carsRoute.POST(sameSite('/api/my-cars', 'POST', { ...car, year: 1970, plate: '1234', vin: 'ABC' }));
    expect(response.status).toBe(400);
    const fields = ((await json(response)).errors ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['year', 'plate', 'vin']));
    expect(calls('/api/customer/v1/saphybris/customers/cars')).toHaveLength(0);
  });

  it("edits and removes a car; another customer's car is the API's 404; a malformed id is 404 without asking the API", async () => {
    const edited = await carRoute.PUT(sameSite(`/api/my-cars/${CAR_ID}`, 'PUT', { ...car, color: 'Merah' }), params(CAR_ID));
    expect(edited.status).toBe(200);
    expect((await json(edited)).data).toMatchObject({ color: 'Merah' });
    const removed = await carRoute.DELETE(sameSite(`/api/my-cars/${CAR_ID}`, 'DELETE'), params(CAR_ID));
    expect(await json(removed)).toEqual({ status: 200, data: { removed: true } });
    const other = await carRoute.DELETE(sameSite(`/api/my-cars/${OTHER_ID}`, 'DELETE'), params(OTHER_ID));
    expect(other.status).toBe(404);
    expect((await json(other)).errors?.[0]?.message).toBe('Mobil tidak ditemukan');
    const tooLong = 'x'.repeat(65);
    const notAnId = await carRoute.DELETE(sameSite(`/api/my-cars/${tooLong}`, 'DELETE'), params(tooLong));
    expect(notAnId.status).toBe(404);
    expect(api.requests.filter((r) => r.url.endsWith(tooLong))).toHaveLength(0);
  });

  it('refuses a removal asked by another site', async () => {
    const response = await carRoute.DELETE(sameSite(`/api/my-cars/${CAR_ID}`, 'DELETE', undefined, { origin: 'http://localhost:3000.evil.example' }), params(CAR_ID));
    expect(response.status).toBe(403);
    expect(api.requests).toHaveLength(0);
  });
});

describe('/api/email-activation-profile', () => {
  it("sends the link to the account's own address, whatever the page sends", async () => {
    logIn();
    const response = await activationRoute.POST(sameSite('/api/email-activation-profile', 'POST', { email: 'orang-lain@contoh.com' }));
    expect(response.status).toBe(200);
    const sent = calls('/api/customer/v1/email-activation')[0];
    expect(new URL(sent!.url, 'http://api').searchParams.get('email')).toBe('budi@contoh.com');
  });

  it("§8: 401 'No access token provided' for a guest", async () => {
    const response = await activationRoute.POST(sameSite('/api/email-activation-profile', 'POST', {}));
    expect(response.status).toBe(401);
    expect((await json(response)).errors?.[0]?.message).toBe('No access token provided');
  });
});

describe('Keamanan Akun routes (issue 29)', () => {
  it("changes the password with the customer's token, and answers the API's Indonesian refusal", async () => {
    logIn();
    const ok = await passwordRoute.POST(sameSite('/api/change-password', 'POST', { currentPassword: 'rahasia123', newPassword: 'RahasiaBaru2026' }));
    expect(await json(ok)).toEqual({ status: 200, data: { changed: true } });
    expect(calls('/api/customer/v1/saphybris/customers/change-password')[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const wrong = await passwordRoute.POST(sameSite('/api/change-password', 'POST', { currentPassword: 'salah12345', newPassword: 'RahasiaBaru2026' }));
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).errors?.[0]?.message).toBe('Kata sandi saat ini salah.');
  });

  it('names each refused field before asking the API, and refuses a guest (§8) and another site', async () => {
    logIn();
    const weak = await passwordRoute.POST(sameSite('/api/change-password', 'POST', { currentPassword: '', newPassword: 'pendek' }));
    expect(weak.status).toBe(400);
    expect((await json(weak)).errors?.map((e) => e.field)).toEqual(['currentPassword', 'newPassword']);
    expect(calls('/api/customer/v1/saphybris/customers/change-password')).toHaveLength(0);
    const cross = await phoneRoute.POST(sameSite('/api/change-phone-number', 'POST', { phoneNumber: '081299990000', otp: '123456' }, { origin: 'http://evil.example' }));
    expect(cross.status).toBe(403);
    jar.values.clear();
    const guest = await phoneCodeRoute.POST(sameSite('/api/change-phone-number/otp', 'POST', { phoneNumber: '081299990000', channel: 'sms' }));
    expect(guest.status).toBe(401);
    expect((await json(guest)).errors?.[0]?.message).toBe('No access token provided');
  });

  it('passes the code limit on with its wait in words and retryAfter, and moves the phone with the code', async () => {
    logIn();
    const limited = await phoneCodeRoute.POST(sameSite('/api/change-phone-number/otp', 'POST', { phoneNumber: '+62 812-9999-0000', channel: 'sms' }));
    expect(limited.status).toBe(429);
    const body = await json(limited);
    expect(body.errors?.[0]?.message).toBe('Terlalu banyak permintaan kode. Coba lagi dalam 26 menit.');
    expect((body as { retryAfter?: number }).retryAfter).toBe(1562);
    expect(JSON.parse(calls('/api/customer/v1/saphybris/customers/change-phone/otp')[0]!.body)).toEqual({ phoneNumber: '081299990000', channel: 'sms' });
    const moved = await phoneRoute.POST(sameSite('/api/change-phone-number', 'POST', { phoneNumber: '081299990000', otp: '123456' }));
    expect((await json(moved)).data).toMatchObject({ phoneNumber: '081299990000' });
  });
});
