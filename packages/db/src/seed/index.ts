import { promoWindowOfDays } from '@kemudi/domain/promo-schedule';
import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as s from '../schema/index';
import * as after from './data/aftersales';
import { branches } from './data/branches';
import { demoConsents, demoCustomerCars, demoCustomers, demoDealerSync } from './data/customers';
import { dealerSystemCustomers } from './data/dealer-system';
import { demoStaffBranches, demoStaffRows } from './data/staff';
import { demoBranchSlots, demoOrderEvents, demoOrderItems, demoOrders, DEMO_ORDER_IDS } from './data/orders';
import * as cars from './data/cars';
import * as content from './data/content';
import { salesmen } from './data/salesmen';
import { usedCars } from './data/used-cars';
import { dealerProfileHash } from '../dealer-profile';
import { loadGeo } from './geo';
import { variantPrices } from './prices';
import { buildSearchDocuments, refreshSearchTerms } from './search';
import { seedStock } from './stock';
import { seedBookings } from './bookings';

/** True once the catalogue has been loaded (a second start keeps the data). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ code: s.carModels.code }).from(s.carModels).limit(1);
  return rows.length > 0;
}

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

/**
 * The demo customers of the README (Budi with a full profile and two cars, Siti with code login
 * only, Andi with an unverified phone, Rina with a dealer record to link, and the accounts the
 * browser tests use), with the consents and dealer links they already have, and the seeded dealer
 * system's records (data/dealer-system.ts). Safe to run again: rows that exist are left as they are.
 * Never run in production — their password is published.
 */
export async function seedDemoCustomers(db: Db): Promise<void> {
  // The seeded dealer system (modules/dealer-system's local default; TDMS_BASE_URL replaces it):
  // demo people with published phones, so it comes and goes with the demo customers (never in
  // production), and a database seeded before issue 11 gets it at its next start too.
  await db.insert(s.dealerSystemCustomers).values(dealerSystemCustomers).onConflictDoNothing();
  await db.insert(s.customers).values(demoCustomers).onConflictDoNothing();
  // A demo customer whose phone was meanwhile verified on another account is not inserted: no cars then.
  const present = await db
    .select({ id: s.customers.id })
    .from(s.customers)
    .where(inArray(s.customers.id, demoCustomers.map((c) => c.id!)));
  const ids = new Set(present.map((r) => r.id));
  const cars = demoCustomerCars.filter((car) => ids.has(car.customerId));
  if (cars.length > 0) await db.insert(s.customerCars).values(cars).onConflictDoNothing();
  const consents = demoConsents.filter((c) => c.customerId && ids.has(c.customerId));
  if (consents.length > 0) await db.insert(s.consentDecisions).values(consents).onConflictDoNothing();
  // What a linked demo customer answered: their record's profile and every vehicle of it.
  const synced = demoDealerSync
    .filter((d) => ids.has(d.customerId))
    .map((d) => {
      const tdmsNo = demoCustomers.find((c) => c.id === d.customerId)?.customerNoTdms;
      const record = dealerSystemCustomers.find((r) => r.customerNoTdms === tdmsNo);
      if (!record) return d;
      return {
        ...d,
        profileDecidedHash: dealerProfileHash({ name: record.name, profile: record.profile ?? {} }),
        vehiclesDecided: (record.vehicles ?? []).map((v) => v.vehicleId),
      };
    });
  if (synced.length > 0) await db.insert(s.customerDealerSync).values(synced).onConflictDoNothing();
  // Budi's orders (issue 12): their lines, timeline and slot only with an order inserted now, so a
  // second run adds nothing.
  const ordersFor = demoOrders.filter((o) => ids.has(o.customerId));
  const inserted = ordersFor.length > 0 ? await db.insert(s.orders).values(ordersFor).onConflictDoNothing().returning({ id: s.orders.id }) : [];
  const fresh = new Set(inserted.map((r) => r.id));
  if (fresh.size > 0) {
    await db.insert(s.orderItems).values(demoOrderItems.filter((i) => fresh.has(i.orderId))).onConflictDoNothing();
    await db.insert(s.orderEvents).values(demoOrderEvents.filter((e) => fresh.has(e.orderId)));
    if (fresh.has(DEMO_ORDER_IDS.install)) await db.insert(s.branchSlots).values(demoBranchSlots).onConflictDoNothing();
  }
}

/**
 * The console's demo staff (README "Konsol staf"): a group admin, a branch manager of two
 * branches, service advisors and sales in Jakarta Sunter and Bandung, a content editor — each with
 * the published password and TOTP secret, already enrolled. Safe to run again. Never in production.
 */
export async function seedDemoStaff(db: Db): Promise<void> {
  const inserted = await db.insert(s.staff).values(demoStaffRows).onConflictDoNothing().returning({ id: s.staff.id });
  const fresh = new Set(inserted.map((r) => r.id));
  const branches = demoStaffBranches.filter((b) => fresh.has(b.staffId));
  if (branches.length > 0) await db.insert(s.staffBranches).values(branches).onConflictDoNothing();
}

/**
 * The §2 menus as SITE_MENU has them now (packages/domain/src/vocabulary.ts), for a database seeded
 * before a menu changed (issue 29: "Booking Servis", Cubain in the Purna Jual menu). The menus are
 * seed data only (nothing edits them), so when the rows differ from the list they are replaced in
 * one transaction; when they match nothing is written. True when they were replaced.
 */
export async function syncSiteMenu(db: Db): Promise<boolean> {
  const wanted = content.menuCategories;
  const key = (r: { location: string; name: string; url: string; icon: string; hideOnMobile?: boolean | null; sortOrder: number }) =>
    [r.location, r.name, r.url, r.icon, r.hideOnMobile ? 1 : 0, r.sortOrder].join('|');
  const rows = await db.select().from(s.menuCategories);
  const have = rows.map(key).sort();
  const want = wanted.map(key).sort();
  if (have.length === want.length && have.every((k, i) => k === want[i])) return false;
  const locations = [...new Set([...rows.map((r) => r.location), ...wanted.map((r) => r.location)])];
  await db.transaction(async (tx) => {
    await tx.delete(s.menuCategories).where(inArray(s.menuCategories.location, locations));
    await insertAll(tx as unknown as Db, s.menuCategories, wanted);
  });
  return true;
}

export type SeedOptions = {
  /** Add the demo customers and the demo staff (default true; the API leaves them out in production). */
  demoCustomers?: boolean;
};

/** Loads the whole seeded catalogue in one transaction, in foreign-key order. */
export async function seed(db: Db, { demoCustomers: withCustomers = true }: SeedOptions = {}): Promise<void> {
  const geo = await loadGeo();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertAll(t, s.provinces, geo.provinces);
    await insertAll(t, s.cities, geo.cities);
    await insertAll(t, s.branches, branches);
    await tx.execute(sql`select setval(pg_get_serial_sequence('branches', 'id'), (select max(id) from branches))`);
    await insertAll(t, s.salesmen, salesmen);
    await insertAll(t, s.carModels, cars.carModels);
    await insertAll(t, s.carVariants, cars.carVariants);
    await insertAll(t, s.carVariantPrices, variantPrices(cars.carVariants));
    await insertAll(t, s.carColors, cars.carColors);
    await insertAll(t, s.carSpecifications, cars.carSpecifications);
    await insertAll(t, s.carSuperiorities, cars.carSuperiorities);
    await insertAll(t, s.carGalleries, cars.carGalleries);
    await insertAll(t, s.carVideos, cars.carVideos);
    await insertAll(t, s.usedCars, usedCars);
    await insertAll(t, s.accessories, after.accessories);
    await insertAll(t, s.spareParts, after.spareParts);
    await insertAll(t, s.servicePackages, after.servicePackages);
    await insertAll(t, s.serviceCoupons, after.serviceCoupons);
    await insertAll(t, s.serviceContents, after.serviceContents);
    await insertAll(t, s.services, after.services);
    await insertAll(t, s.flashSales, after.flashSales);
    await insertAll(t, s.promos, content.promos.map((p) => ({ ...p, ...promoWindowOfDays(p.validFrom, p.validUntil) })));
    await insertAll(
      t,
      s.articles,
      content.articles.map((a) => {
        const at = new Date(`${a.publishedDate}T00:00:00+07:00`);
        return { ...a, publishedAt: at, createdAt: at, updatedAt: at };
      }),
    );
    await insertAll(t, s.reviews, content.reviews);
    await insertAll(t, s.faqs, content.faqs);
    await insertAll(t, s.staticPages, content.staticPages);
    await insertAll(t, s.termConditions, content.termConditions);
    await insertAll(t, s.menuCategories, content.menuCategories);
    await insertAll(t, s.banners, content.banners);
    await insertAll(t, s.consentTexts, content.consentTexts);
    await insertAll(t, s.configs, content.configs);
    await insertAll(t, s.searchDocuments, buildSearchDocuments());
    await refreshSearchTerms(t);
    await seedStock(t);
    await seedBookings(t);
    if (withCustomers) {
      await seedDemoCustomers(t);
      await seedDemoStaff(t);
    }
  });
}
