import { scryptSync } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, queryRows, type DbHandle } from '../client';
import * as s from '../schema/index';
import { PLATE_PATTERN } from '@kemudi/domain/contracts/customer';
import { changedProfileFields, validateProfile } from '@kemudi/domain/profile';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './data/customers';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_PASSWORD_HASH } from './data/staff';
import { isSeeded, seed, seedDemoCustomers, seedDemoStaff, syncSiteMenu } from './index';
import { seedStock } from './stock';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({});
  await handle.migrate();
  expect(await isSeeded(handle.db)).toBe(false);
  await seed(handle.db);
});
afterAll(() => handle.close());

const count = async (table: Parameters<DbHandle['db']['$count']>[0]) => handle.db.$count(table);

describe('seeded catalogue (issue: a rich, realistic Indonesian catalogue)', () => {
  it('is detected as seeded, so a second start keeps the data', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
  });

  it('holds all 38 provinces and their 514 kota/kabupaten from idn-area-data', async () => {
    expect(await count(s.provinces)).toBe(38);
    expect(await count(s.cities)).toBe(514);
    const [jakpus] = await handle.db.select().from(s.cities).where(sql`${s.cities.isocode} = '0080'`);
    expect(jakpus).toMatchObject({ name: 'Kota Jakarta Pusat', provinceIsocode: 'dki_jakarta' });
  });

  it('has at least 18 models including the seven footer models, each with variants and colours', async () => {
    const models = await handle.db.select({ code: s.carModels.code }).from(s.carModels);
    expect(models.length).toBeGreaterThanOrEqual(18);
    const codes = models.map((m) => m.code);
    for (const code of ['yariscross', 'yariscrosshybrid', 'camryhybrid', 'hilux-4x2', 'hilux-4x4', 'innovahybrid', 'agyagrsport']) {
      expect(codes).toContain(code);
    }
    const withoutVariants = await queryRows(
      handle.db,
      sql`select code from car_models m where not exists (select 1 from car_variants v where v.model_code = m.code)`,
    );
    expect(withoutVariants).toEqual([]);
    const fewColours = await queryRows(handle.db, sql`select model_code from car_colors group by model_code having count(*) < 3`);
    expect(fewColours).toEqual([]);
  });

  it('prices models on the 2025–26 Jakarta OTR scale the issue gives', async () => {
    const range = async (model: string) => {
      const [row] = await queryRows<{ min: string | number; max: string | number }>(
        handle.db,
        sql`select min(price_otr)::bigint as min, max(price_otr)::bigint as max from car_variants where model_code = ${model}`,
      );
      return [Number(row?.min), Number(row?.max)];
    };
    const [agyaMin, agyaMax] = await range('agyagrsport');
    expect(agyaMin).toBeGreaterThanOrEqual(230_000_000);
    expect(agyaMax).toBeLessThanOrEqual(280_000_000);
    const [yarisMin, yarisMax] = await range('yariscross');
    expect(yarisMin).toBeGreaterThanOrEqual(340_000_000);
    expect(yarisMax).toBeLessThanOrEqual(480_000_000);
    const [camryMin, camryMax] = await range('camryhybrid');
    expect(camryMin).toBeGreaterThanOrEqual(780_000_000);
    expect(camryMax).toBeLessThanOrEqual(1_000_000_000);
  });

  it('charges other cities a few million more than Jakarta', async () => {
    const [row] = await queryRows<{ jakarta: string | number; bandung: string | number }>(handle.db, sql`
      select v.price_otr::bigint as jakarta, p.price::bigint as bandung
      from car_variants v join car_variant_prices p on p.variant_code = v.code and p.city_isocode = '3273'
      where v.model_code = 'avanza' order by v.price_otr limit 1`);
    const difference = Number(row?.bandung) - Number(row?.jakarta);
    expect(difference).toBeGreaterThan(1_000_000);
    expect(difference).toBeLessThan(10_000_000);
  });

  it('has at least 30 branches in at least 10 cities, with salesmen', async () => {
    expect(await count(s.branches)).toBeGreaterThanOrEqual(30);
    const [cities] = await queryRows<{ n: number }>(handle.db, sql`select count(distinct city_isocode)::int as n from branches`);
    expect(Number(cities?.n)).toBeGreaterThanOrEqual(10);
    expect(await count(s.salesmen)).toBeGreaterThanOrEqual(60);
  });

  it('meets the minimum counts of the rest of the catalogue and content', async () => {
    expect(await count(s.usedCars)).toBeGreaterThanOrEqual(60);
    expect(await count(s.accessories)).toBeGreaterThanOrEqual(40);
    expect(await count(s.spareParts)).toBeGreaterThanOrEqual(40);
    expect(await count(s.servicePackages)).toBeGreaterThan(0);
    expect(await count(s.serviceCoupons)).toBeGreaterThan(0);
    expect(await count(s.promos)).toBeGreaterThanOrEqual(12);
    expect(await count(s.articles)).toBeGreaterThanOrEqual(12);
    expect(await count(s.reviews)).toBeGreaterThanOrEqual(150);
    expect(await count(s.faqs)).toBeGreaterThanOrEqual(40);
    const pages = await handle.db.select({ id: s.staticPages.pageId }).from(s.staticPages);
    expect(pages.map((p) => p.id)).toEqual(
      expect.arrayContaining(['tentang-kami', 'prestasi', 'syarat-ketentuan-umum', 'pemberitahuan-privasi']),
    );
  });

  it('keeps ratings on the 1–5 scale and has the §9 consent texts', async () => {
    expect(await queryRows(handle.db, sql`select id from reviews where rating < 1 or rating > 5`)).toEqual([]);
    const consent = await handle.db.select().from(s.consentTexts);
    const keys = consent.map((c) => `${c.consentSourceCode}/${c.consentSourceDetailCode}`);
    expect(keys).toEqual(expect.arrayContaining(['4/4', '4/5']));
  });

  it('contains no placeholder text', async () => {
    const result = await queryRows(handle.db, sql`
      select 'promo' as kind, title as text from promos where title ~* '(lorem|ipsum|product [0-9]|todo)'
      union all select 'article', body from articles where body ~* '(lorem|ipsum|todo)'
      union all select 'model', description from car_models where description ~* '(lorem|ipsum|todo)'
      union all select 'review', message from reviews where message ~* '(lorem|ipsum)'`);
    expect(result).toEqual([]);
  });

  it('indexes every kind of thing for global search', async () => {
    const kinds = await queryRows<{ kind: string }>(handle.db, sql`select distinct kind from search_documents order by kind`);
    expect(kinds.map((r) => r.kind)).toEqual([
      'accessory', 'article', 'coupon', 'model', 'package', 'part', 'promo', 'service', 'used-car', 'variant',
    ]);
  });

  it('has the README demo customers, once each, even when seeded again', async () => {
    await seedDemoCustomers(handle.db);
    const rows = await handle.db.select().from(s.customers).orderBy(asc(s.customers.customerNo));
    expect(rows.map((c) => [c.name, c.phone, c.email])).toEqual([
      ['Budi Santoso', '081234567890', 'budi@contoh.com'],
      ['Siti Rahmawati', '081298765432', null],
      ['Andi Pratama', '081311112222', 'andi@contoh.com'],
      ['Rina Wijaya', '081222223333', 'rina@contoh.com'],
      ['Wulan Sari', '081388880001', 'wulan@contoh.com'],
      ['Yoga Pratama', '081388880002', 'yoga@contoh.com'],
      ['Putri Ayu', '081388880003', 'putri@contoh.com'],
      ['Fajar Nugroho', '081388880004', 'fajar@contoh.com'],
    ]);
    const [budi, siti, andi] = rows;
    // Consent given by everyone but Rina (asked at her next login) and Andi (not an account yet).
    const consents = await handle.db.select().from(s.consentDecisions);
    expect(consents).toHaveLength(6);
    expect(consents.map((c) => c.customerId)).not.toContain(andi!.id);
    expect(budi?.customerNoTdms).toBe('TDMS-0001234');
    expect(budi).toMatchObject({ passwordHash: DEMO_PASSWORD_HASH });
    expect(budi?.smsVerifiedAt && budi.waVerifiedAt && budi.emailVerifiedAt).toBeTruthy();
    expect(budi?.profile).toMatchObject({ gender: 'male', occupation: 'Wiraswasta', cityIsocode: '3174' });
    expect(siti).toMatchObject({ passwordHash: null, smsVerifiedAt: null });
    expect(siti?.waVerifiedAt).not.toBeNull();
    expect(andi).toMatchObject({ smsVerifiedAt: null, waVerifiedAt: null });
    const cars = await handle.db.select().from(s.customerCars).where(eq(s.customerCars.customerId, budi!.id));
    expect(cars.map((c) => c.plate).sort()).toEqual(['B 1234 KMD', 'B 2023 FTR']);
    const [city] = await handle.db.select().from(s.cities).where(eq(s.cities.isocode, '3174'));
    expect(city?.name).toBe('Kota Jakarta Selatan');
  });

  it("has Budi's three orders with their timelines once, and a stock row for every item sold online (issue 12)", async () => {
    await seedDemoCustomers(handle.db);
    await seedStock(handle.db);
    const orders = await handle.db.select().from(s.orders).orderBy(asc(s.orders.orderNo));
    expect(orders.map((o) => [o.orderNo, o.status, o.fulfilment])).toEqual([
      ['KMD-261108-BQ7HKM', 'completed', 'pickup'],
      ['KMD-261118-RZ4TNW', 'processing', 'reservation'],
      ['KMD-261121-M8PXDA', 'paid', 'install'],
    ]);
    for (const order of orders) {
      const items = await handle.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id));
      expect(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0)).toBe(order.total);
      const events = await handle.db.select().from(s.orderEvents).where(eq(s.orderEvents.orderId, order.id));
      // One step per status reached, ending at the order's status.
      expect(new Set(events.map((e) => e.status)).size).toBe(events.length);
      expect(events.at(-1)?.status).toBe(order.status);
    }
    const [reservation] = orders.filter((o) => o.kind === 'new-car');
    const [color] = await handle.db.select().from(s.carColors).where(eq(s.carColors.id, reservation!.vehicle!.colorId));
    expect(color?.name).toBe(reservation!.vehicle!.colorName);
    const stock = await handle.db.select().from(s.productStock);
    const sellable = (await handle.db.select().from(s.accessories)).length + (await handle.db.select().from(s.spareParts)).length +
      (await handle.db.select().from(s.serviceCoupons)).length + (await handle.db.select().from(s.servicePackages)).length;
    expect(stock).toHaveLength(sellable);
    expect(stock.filter((r) => r.kind === 'package').every((r) => r.available === null)).toBe(true);
    // Sold-out items exist on purpose, an accessory among them (the browser tests show its "Stok habis").
    expect(stock.some((r) => r.kind === 'accessory' && r.available === 0)).toBe(true);
  });

  it("stores the demo password in the API's scrypt format (apps/api/src/lib/password.ts)", () => {
    const [kind, n, r, p, salt, key] = DEMO_PASSWORD_HASH.split('$');
    expect([kind, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    const derived = scryptSync(DEMO_PASSWORD, Buffer.from(salt!, 'base64url'), 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(derived.toString('base64url')).toBe(key);
  });
});

describe('seeded dealer system (issue 11: every branch of the post-login flow)', () => {
  const dealerRecords = () => handle.db.select().from(s.dealerSystemCustomers).orderBy(asc(s.dealerSystemCustomers.customerNoTdms));

  it('holds the README dealer records by phone, once each, even when seeded again', async () => {
    await seedDemoCustomers(handle.db);
    const rows = await dealerRecords();
    expect(rows.map((r) => [r.customerNoTdms, r.phone, r.name, r.vehicles.length])).toEqual([
      ['TDMS-0001234', '081234567890', 'Budi Santoso', 2],
      ['TDMS-0005678', '081222223333', 'Rina Wijaya', 2],
      ['TDMS-0030101', '081355550101', 'Hendra Gunawan', 2],
      ['TDMS-0030102', '081355550102', 'Sri Handayani', 1],
      ['TDMS-0030103', '081355550103', 'Bayu Saputra', 1],
      ['TDMS-0030201', '081355550201', 'Hendra Gunawan', 2],
      ['TDMS-0030202', '081355550202', 'Sri Handayani', 1],
      ['TDMS-0030203', '081355550203', 'Bayu Saputra', 1],
    ]);
  });

  it('keeps every value within the profile option lists and every plate in the Mobil Saya format', async () => {
    for (const row of await dealerRecords()) {
      expect(validateProfile({ ...row.profile, name: row.name }, '2026-11-22'), row.customerNoTdms).toEqual({});
      for (const vehicle of row.vehicles) expect(vehicle.plate, row.customerNoTdms).toMatch(PLATE_PATTERN);
      expect(new Set(row.vehicles.map((v) => v.vehicleId)).size).toBe(row.vehicles.length);
    }
  });

  it("gives Budi's record exactly his web profile and cars, and Rina's the differences §5 shows", async () => {
    const rows = await dealerRecords();
    const customer = async (phone: string) => (await handle.db.select().from(s.customers).where(eq(s.customers.phone, phone)))[0]!;
    const profileOf = (name: string, profile: Record<string, string | null | undefined>) => ({ ...profile, name });

    const budi = await customer('081234567890');
    const budiRecord = rows.find((r) => r.phone === budi.phone)!;
    expect(budiRecord.profile).toEqual(budi.profile);
    expect(changedProfileFields(profileOf(budi.name, budi.profile), profileOf(budiRecord.name, budiRecord.profile))).toEqual([]);
    const cars = await handle.db.select().from(s.customerCars).where(eq(s.customerCars.customerId, budi.id));
    expect(budiRecord.vehicles.map((v) => [v.plate, v.model, v.year, v.color]).sort()).toEqual(cars.map((c) => [c.plate, c.model, c.year, c.color]).sort());
    expect(budiRecord.vehicles.every((v) => v.lastServiceDate && v.lastServiceKm)).toBe(true);

    const rina = await customer('081222223333');
    const rinaRecord = rows.find((r) => r.phone === rina.phone)!;
    const changed = changedProfileFields(profileOf(rina.name, rina.profile), profileOf(rinaRecord.name, rinaRecord.profile));
    expect(changed).toEqual(expect.arrayContaining(['dateOfBirth', 'address', 'occupation', 'monthlyIncome', 'favoriteColor']));
    expect(changed).not.toContain('nickName');

    // Phones without an account, as a registration with the record's name would see them.
    const fresh = (phone: string) => {
      const record = rows.find((r) => r.phone === phone)!;
      return changedProfileFields({ name: record.name }, profileOf(record.name, record.profile));
    };
    expect(fresh('081355550101').length).toBeGreaterThan(3);
    expect(fresh('081355550102')).toEqual([]);
    expect(fresh('081355550103')).toEqual(['cityIsocode']);
  });
});

describe('seeded console staff (issue 24: demo staff of several branches, enrolled)', () => {
  it('has the README demo staff once each, with their branches, even when seeded again', async () => {
    await seedDemoStaff(handle.db);
    const rows = await queryRows<{ email: string; role: string; branches: string | null; enrolled: boolean }>(
      handle.db,
      sql`select s.email, s.role::text as role, string_agg(b.slug, ',' order by b.slug) as branches, s.totp_enrolled_at is not null as enrolled
          from staff s left join staff_branches sb on sb.staff_id = s.id left join branches b on b.id = sb.branch_id
          group by s.id order by s.email`,
    );
    expect(rows).toEqual([
      { email: 'agus@staf.contoh.com', role: 'service_advisor', branches: 'kemudi-toyota-sunter', enrolled: true },
      { email: 'bayu@staf.contoh.com', role: 'sales', branches: 'kemudi-toyota-bandung-soekarno-hatta', enrolled: true },
      { email: 'dewi@staf.contoh.com', role: 'group_admin', branches: null, enrolled: true },
      { email: 'hendra@staf.contoh.com', role: 'branch_manager', branches: 'kemudi-toyota-kelapa-gading,kemudi-toyota-sunter', enrolled: true },
      { email: 'maya@staf.contoh.com', role: 'sales', branches: 'kemudi-toyota-sunter', enrolled: true },
      { email: 'nina@staf.contoh.com', role: 'content_editor', branches: null, enrolled: true },
      { email: 'rudi@staf.contoh.com', role: 'service_advisor', branches: 'kemudi-toyota-bandung-soekarno-hatta', enrolled: true },
      { email: 'sari@staf.contoh.com', role: 'branch_manager', branches: 'kemudi-toyota-fatmawati', enrolled: true },
      { email: 'teguh@staf.contoh.com', role: 'branch_manager', branches: 'kemudi-toyota-bandung-soekarno-hatta', enrolled: true },
    ]);
  });

  it('publishes TOTP secrets an authenticator app takes (base32, 160 bits) and the password in the API format', () => {
    for (const member of DEMO_STAFF) expect(member.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const [, , , , salt, key] = DEMO_STAFF_PASSWORD_HASH.split('$');
    const derived = scryptSync(DEMO_STAFF_PASSWORD, Buffer.from(salt!, 'base64url'), 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(derived.toString('base64url')).toBe(key);
  });

  it('keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const [row] = await handle.db.insert(s.staffAudit).values({ action: 'test.append', entity: 'test', after: { n: 1 } }).returning();
    // Drizzle wraps the driver's error: the database's own words are its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(handle.db.execute(sql`update staff_audit set action = 'changed' where id = ${row!.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(handle.db.execute(sql`delete from staff_audit where id = ${row!.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(handle.db.execute(sql`truncate staff_audit`))).toMatch(/append-only: TRUNCATE refused/);
    const [kept] = await queryRows<{ action: string }>(handle.db, sql`select action from staff_audit where id = ${row!.id}`);
    expect(kept).toEqual({ action: 'test.append' });
  });
});

describe('syncSiteMenu (issue 29)', () => {
  it('leaves menus that match the list alone, and brings an older menu up to date', async () => {
    expect(await syncSiteMenu(handle.db)).toBe(false);
    // A database seeded before issue 29: "Servis Booking", no Cubain in the Purna Jual menu.
    await handle.db.update(s.menuCategories).set({ name: 'Servis Booking' }).where(eq(s.menuCategories.url, '/services-toyota/booking-service'));
    await handle.db.delete(s.menuCategories).where(sql`${s.menuCategories.location} = 'purna-jual' and ${s.menuCategories.url} = '/cubain'`);
    expect(await syncSiteMenu(handle.db)).toBe(true);
    const purnaJual = await handle.db
      .select({ name: s.menuCategories.name, url: s.menuCategories.url })
      .from(s.menuCategories)
      .where(eq(s.menuCategories.location, 'purna-jual'))
      .orderBy(asc(s.menuCategories.sortOrder));
    expect(purnaJual[0]).toEqual({ name: 'Booking Servis', url: '/services-toyota/booking-service' });
    expect(purnaJual.at(-1)).toEqual({ name: 'Sewa Mobil Cubain', url: '/cubain' });
    expect(await syncSiteMenu(handle.db)).toBe(false);
  });
});
