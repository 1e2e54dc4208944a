import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { promoImages, uploadedFiles } from '@kemudi/db';
import { bookingCalls, bookingFilePath } from '@kemudi/domain/contracts/bookings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { jobsOf } from '../src/jobs';
import { filesLeftInDatabase, moveUploadsToObjectStorage } from '../src/jobs/uploads-migrate';
import { STORAGE_SAVE_FAILED_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from '../src/lib/file-store';
import { deleteOrphanUploads } from '../src/modules/bookings';
import { createCustomer, createTestContext, customerToken, TEST_NOW, testConfig, type TestContext } from './helpers';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { createStaffContext, demo, signIn, type StaffContext } from './staff-helpers';

/*
 * Uploads in S3-compatible object storage (issue 27), against a local server that checks each
 * request's SigV4 signature (s3-stand-in.ts): the bytes go to the bucket and the row keeps where
 * they are; the owner reads them back through the owner check, nobody else; a KTP scan asks for
 * server-side encryption; a bucket that refuses the connection, answers too late or refuses our key
 * is a 503 in Indonesian with nothing recorded or lost; files held in the database move to the
 * bucket once, whoever runs the move and however often.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(64)]);
const SUNTER = 'kemudi-toyota-sunter';
type Res = { status: number; body: any; headers: Record<string, unknown> };

let s3: S3StandIn;
let ctx: TestContext;
const extraApps: App[] = [];
let slotHour = 9;

const s3Env = (overrides: Record<string, string> = {}) => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.url,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_TIMEOUT_MS: '400',
  RATE_LIMITS: 'off',
  ...overrides,
});

/** Another API process over the same database, configured otherwise (a wrong key, another endpoint, no bucket). */
async function appWith(env: Record<string, string>): Promise<App> {
  const app = await buildApp({ db: ctx.db, config: testConfig(env), now: () => TEST_NOW });
  await app.ready();
  extraApps.push(app);
  return app;
}

/** A customer of `app`: uploads, books body & paint with a photo, reads a booking's file. */
async function customerOn(app: App) {
  const c = await createCustomer(ctx, { name: 'Pelanggan Uji' });
  const token = await customerToken(ctx, c.id);
  const call = async (method: 'GET' | 'POST', url: string, payload?: Buffer | object, headers: Record<string, string> = {}, on: App = app): Promise<Res> => {
    const r = await on.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload === undefined ? {} : { payload }) });
    const json = r.headers['content-type']?.toString().includes('json');
    return { status: r.statusCode, body: json ? r.json() : r.rawPayload, headers: r.headers };
  };
  return {
    id: c.id,
    upload: (purpose: string, bytes: Buffer, on: App = app) => call('POST', `${bookingCalls.upload.path}?purpose=${purpose}`, bytes, { 'content-type': 'application/octet-stream' }, on),
    bodyPaint: async (photoId: string) => {
      slotHour += 1;
      const res = await call('POST', bookingCalls.create.path, {
        details: { kind: 'body-paint', car: { model: 'veloz', year: 2023, plate: 'B 77 KMD' }, payment: 'private', damage: 'Bemper depan penyok dan tergores', photoIds: [photoId] },
        branchSlug: SUNTER,
        slotStart: `2026-11-25T${String(slotHour).padStart(2, '0')}:00:00+07:00`,
        contact: { name: c.name, phoneNumber: c.phone },
        consent: true,
        idempotencyKey: randomBytes(12).toString('hex'),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.bookingNo as string;
    },
    file: (bookingNo: string, fileId: string, on: App = app) => call('GET', bookingFilePath(bookingNo, fileId), undefined, {}, on),
  };
}

const rowOf = async (id: string) => (await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0];
const uploadCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(uploadedFiles))[0]!.n;
/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
/** The whole answer a failing bucket gives: a 503 in Indonesian, nothing more (no stack, no cause). */
function expectStorage503(res: Res, message: string) {
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ errors: [{ type: 'StorageUnavailable', message }], retryAfter: 30 });
  expect(res.headers['retry-after']).toBe('30');
}

beforeAll(async () => {
  s3 = await startS3StandIn();
  ctx = await createTestContext(s3Env());
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx?.close();
  await s3?.close();
});

describe('uploads in S3-compatible object storage (issue 27)', () => {
  it('stores an upload in the bucket with a SigV4-signed request; the row keeps where it is, not the bytes', async () => {
    const c = await customerOn(ctx.app);
    const res = await c.upload('damage', PNG);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as string;
    const key = `uploads/damage/${id}`;
    const object = s3.objects.get(key);
    expect(object?.body.equals(PNG)).toBe(true);
    expect(object).toMatchObject({ contentType: 'image/png', sse: null });
    const put = s3.requests.find((r) => r.method === 'PUT' && r.path === `/${s3.bucket}/${key}`)!;
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAKEMUDIUJI0000001\/\d{8}\/ap-southeast-3\/s3\/aws4_request, ?SignedHeaders=[^,]*x-amz-content-sha256[^,]*, ?Signature=[0-9a-f]{64}$/);
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$|^UNSIGNED-PAYLOAD$/);
    expect(await rowOf(id)).toMatchObject({ storage: 's3', storageKey: key, data: null, size: PNG.length, contentType: 'image/png' });
  });

  it('a KTP scan is stored with server-side encryption', async () => {
    const c = await customerOn(ctx.app);
    const ktp = await c.upload('ktp', JPEG);
    expect(ktp.status).toBe(200);
    expect(s3.objects.get(`uploads/ktp/${ktp.body.data.id}`)).toMatchObject({ sse: 'AES256', contentType: 'image/jpeg' });
  });

  it('a row that cannot be written takes its new object with it: nothing is left in the bucket that no row names', async () => {
    const c = await customerOn(ctx.app);
    const objects = s3.objects.size;
    const rows = await uploadCount();
    await ctx.db.execute(sql`alter table uploaded_files add constraint uji_tolak_selfie check (purpose <> 'selfie') not valid`);
    try {
      const refused = await c.upload('selfie', JPEG);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(refused.body)).not.toMatch(/uji_tolak|uploaded_files|at .*\.ts/);
    } finally {
      await ctx.db.execute(sql`alter table uploaded_files drop constraint uji_tolak_selfie`);
    }
    expect([s3.objects.size, await uploadCount()]).toEqual([objects, rows]);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 204 });
  });

  it('the owner reads the file from the bucket through the owner check; another customer gets 404', async () => {
    const c = await customerOn(ctx.app);
    const photo = (await c.upload('damage', JPEG)).body.data.id as string;
    const bookingNo = await c.bodyPaint(photo);
    const file = await c.file(bookingNo, photo);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, JPEG)).toBe(0);
    expect(file.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store', 'content-disposition': 'inline; filename="foto.jpg"' });
    const other = await customerOn(ctx.app);
    const refused = await other.file(bookingNo, photo);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0].message).toMatch(/tidak ditemukan/);
    expect(JSON.stringify(refused.body)).not.toContain(s3.bucket);
  });

  it('a bucket that refuses the connection: the upload is a 503 in Indonesian and nothing is recorded', async () => {
    const down = await appWith(s3Env({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` }));
    const c = await customerOn(down);
    const before = await uploadCount();
    expectStorage503(await c.upload('ktp', JPEG), STORAGE_SAVE_FAILED_MESSAGE);
    expect(await uploadCount()).toBe(before);
    // The same customer's file already stored stays readable through a process that reaches the bucket.
    const photo = (await c.upload('damage', PNG, ctx.app)).body.data.id as string;
    const bookingNo = await c.bodyPaint(photo);
    expectStorage503(await c.file(bookingNo, photo, down), STORAGE_UNAVAILABLE_MESSAGE);
    expect((await c.file(bookingNo, photo, ctx.app)).status).toBe(200);
  });

  it('a bucket that answers too late: 503 after the time-out, nothing recorded', async () => {
    const c = await customerOn(ctx.app);
    const photo = (await c.upload('damage', PNG)).body.data.id as string;
    const bookingNo = await c.bodyPaint(photo);
    const before = await uploadCount();
    s3.hang = true;
    try {
      const started = Date.now();
      expectStorage503(await c.upload('selfie', JPEG), STORAGE_SAVE_FAILED_MESSAGE);
      expectStorage503(await c.file(bookingNo, photo), STORAGE_UNAVAILABLE_MESSAGE);
      // Two tries of 400 ms each per call, not the operating system's minutes.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      s3.hang = false;
    }
    expect(await uploadCount()).toBe(before);
    expect((await c.file(bookingNo, photo)).status).toBe(200);
  });

  it('a bucket that refuses our key (403): 503 to the uploader and the reader, the file kept', async () => {
    const badKey = await appWith(s3Env({ S3_SECRET_ACCESS_KEY: 'kunci-yang-salah-0123456789' }));
    const c = await customerOn(ctx.app);
    const photo = (await c.upload('damage', PNG)).body.data.id as string;
    const bookingNo = await c.bodyPaint(photo);
    const before = await uploadCount();
    const seen = s3.requests.length;
    expectStorage503(await c.upload('damage', PNG, badKey), STORAGE_SAVE_FAILED_MESSAGE);
    expect(await uploadCount()).toBe(before);
    // The bucket checked the signature and refused it, as S3 does: 403 SignatureDoesNotMatch.
    expect(s3.requests.slice(seen).map((r) => [r.method, r.status, r.code])).toContainEqual(['PUT', 403, 'SignatureDoesNotMatch']);
    expectStorage503(await c.file(bookingNo, photo, badKey), STORAGE_UNAVAILABLE_MESSAGE);
    const good = await c.file(bookingNo, photo);
    expect([good.status, Buffer.compare(good.body as Buffer, PNG)]).toEqual([200, 0]);
  });

  it('the sweep deletes an orphan upload’s object with its row; a failing bucket keeps both for the next round', async () => {
    const c = await customerOn(ctx.app);
    const old = (await c.upload('damage', JPEG)).body.data.id as string;
    const key = `uploads/damage/${old}`;
    await ctx.db.update(uploadedFiles).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(uploadedFiles.id, old));
    const badKey = await appWith(s3Env({ S3_SECRET_ACCESS_KEY: 'kunci-yang-salah-0123456789' }));
    await expect(deleteOrphanUploads(ctx.db, badKey.files, new Date())).rejects.toMatchObject({ statusCode: 503 });
    expect([await rowOf(old).then(Boolean), s3.objects.has(key)]).toEqual([true, true]);
    expect(await deleteOrphanUploads(ctx.db, ctx.app.files, new Date())).toBeGreaterThanOrEqual(1);
    expect([await rowOf(old).then(Boolean), s3.objects.has(key)]).toEqual([false, false]);
  });

  it('moves the files held in the database to the bucket: once, by two processes at once, and again for nothing', async () => {
    // Files uploaded before S3_BUCKET was set: in the database.
    const dbApp = await appWith({ RATE_LIMITS: 'off' });
    expect(dbApp.files.kind).toBe('db');
    const c = await customerOn(dbApp);
    const ktp = (await c.upload('ktp', JPEG)).body.data.id as string;
    const photo = (await c.upload('damage', PNG)).body.data.id as string;
    const bookingNo = await c.bodyPaint(photo);
    const [promo] = await ctx.db.insert(promoImages).values({ contentType: 'image/png', size: PNG.length, sha256: (await rowOf(photo))!.sha256, data: PNG }).returning({ id: promoImages.id });
    expect(await rowOf(ktp)).toMatchObject({ storage: 'db', storageKey: null });
    const left = await filesLeftInDatabase(ctx.db);
    const inDatabase = left.uploaded_files + left.promo_images + left.salesman_photos;
    expect(inDatabase).toBeGreaterThanOrEqual(3);

    // One copied before a run was stopped: the bucket holds it already and is not written again.
    const ktpKey = `uploads/ktp/${ktp}`;
    s3.objects.set(ktpKey, { body: JPEG, contentType: 'image/jpeg', metadata: { sha256: (await rowOf(ktp))!.sha256 }, sse: 'AES256' });
    const putsBefore = s3.requests.filter((r) => r.method === 'PUT').length;

    // A bucket that refuses our key: nothing moves, nothing is dropped.
    const badKey = await appWith(s3Env({ S3_SECRET_ACCESS_KEY: 'kunci-yang-salah-0123456789' }));
    await expect(moveUploadsToObjectStorage(ctx.db, badKey.files)).rejects.toMatchObject({ statusCode: 503 });
    expect(await rowOf(photo)).toMatchObject({ storage: 'db', data: PNG });

    const second = await appWith(s3Env());
    const [a, b] = await Promise.all([moveUploadsToObjectStorage(ctx.db, ctx.app.files), moveUploadsToObjectStorage(ctx.db, second.files)]);
    expect(a.copied + b.copied + a.alreadyThere + b.alreadyThere).toBe(inDatabase);
    expect(a.alreadyThere + b.alreadyThere).toBe(1);
    expect(s3.requests.filter((r) => r.method === 'PUT').length - putsBefore).toBe(inDatabase - 1);
    expect(await filesLeftInDatabase(ctx.db)).toEqual({ uploaded_files: 0, promo_images: 0, salesman_photos: 0 });
    expect(await rowOf(photo)).toMatchObject({ storage: 's3', storageKey: `uploads/damage/${photo}`, data: null });
    expect(s3.objects.get(`uploads/damage/${photo}`)?.body.equals(PNG)).toBe(true);
    expect(s3.objects.get(`promo-images/${promo!.id}`)?.body.equals(PNG)).toBe(true);

    // Again: nothing to do, nothing written.
    const puts = s3.requests.filter((r) => r.method === 'PUT').length;
    expect(await moveUploadsToObjectStorage(ctx.db, ctx.app.files)).toEqual({ copied: 0, alreadyThere: 0 });
    expect(s3.requests.filter((r) => r.method === 'PUT').length).toBe(puts);

    // The owner still reads the moved file; a process without the bucket says so instead of an empty file.
    const file = await c.file(bookingNo, photo, ctx.app);
    expect([file.status, Buffer.compare(file.body as Buffer, PNG)]).toEqual([200, 0]);
    expectStorage503(await c.file(bookingNo, photo, dbApp), STORAGE_UNAVAILABLE_MESSAGE);

    // A process with S3_BUCKET runs the move as a job too: a file uploaded since by a process without it moves at its next round.
    const late = (await c.upload('sim', JPEG, dbApp)).body.data.id as string;
    expect(jobsOf(dbApp).map((j) => j.name)).not.toContain('uploads.move-to-object-storage');
    const job = jobsOf(ctx.app).find((j) => j.name === 'uploads.move-to-object-storage')!;
    expect(await job.run()).toEqual({ handled: 1, more: false });
    expect(await rowOf(late)).toMatchObject({ storage: 's3', storageKey: `uploads/sim/${late}`, data: null });
    expect(s3.objects.get(`uploads/sim/${late}`)).toMatchObject({ sse: 'AES256' });
  });
});

describe('the bucket’s configuration (issue 27)', () => {
  it('refuses a half-set key, a key without a bucket, a bad bucket name and a plain-http endpoint in production', () => {
    expect(() => testConfig({ S3_BUCKET: 'kemudi-uji', S3_ACCESS_KEY_ID: 'AKIAKEMUDI' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
    expect(() => testConfig({ S3_ENDPOINT: 'https://s3.contoh.co.id' })).toThrow(/S3_BUCKET: is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set/);
    expect(() => testConfig({ S3_BUCKET: 'Ember_Saya' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => testConfig({ S3_BUCKET: 'kemudi-uji', S3_SERVER_SIDE_ENCRYPTION: 'rahasia' })).toThrow(/S3_SERVER_SIDE_ENCRYPTION/);
    expect(() => testConfig({ KEMUDI_ENV: 'production', S3_BUCKET: 'kemudi-uji', S3_ENDPOINT: 'http://minio.lokal:9000' })).toThrow(/S3_ENDPOINT: must be an https:\/\/ URL in production/);
    const config = testConfig({ S3_BUCKET: 'kemudi-uji', S3_FORCE_PATH_STYLE: 'true' });
    expect([config.S3_REGION, config.S3_FORCE_PATH_STYLE, config.S3_SERVER_SIDE_ENCRYPTION]).toEqual(['ap-southeast-3', true, 'AES256']);
  });
});

describe('the console’s pictures in the bucket (issue 27)', () => {
  let staffCtx: StaffContext;
  beforeAll(async () => {
    staffCtx = await createStaffContext(s3Env());
  });
  afterAll(() => staffCtx?.close());

  it('a promo picture uploaded in the console is stored in the bucket and read back from it by staff', async () => {
    const editor = await signIn(staffCtx, demo('editor'));
    const answer = await staffCtx.app.inject({
      method: 'POST',
      url: '/api/staff/v1/promo-images',
      headers: {
        cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: 'http://localhost:3001',
        'x-kemudi-console': '1',
        'content-type': 'application/octet-stream',
      },
      remoteAddress: editor.ip,
      payload: PNG,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const image = answer.json().data as { id: string; url: string };
    expect(s3.objects.get(`promo-images/${image.id}`)?.body.equals(PNG)).toBe(true);
    const [row] = await staffCtx.db.select().from(promoImages).where(eq(promoImages.id, image.id));
    expect(row).toMatchObject({ storage: 's3', storageKey: `promo-images/${image.id}`, data: null });
    const served = await staffCtx.app.inject({ method: 'GET', url: image.url, headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, remoteAddress: editor.ip });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
