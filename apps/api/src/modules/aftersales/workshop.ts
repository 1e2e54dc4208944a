import { carModels, carVariants, serviceContents, serviceCoupons, servicePackages, services, type Db } from '@kemudi/db';
import type { aftersalesCalls, ServiceContentData, ServicePlanStep } from '@kemudi/domain/contracts/aftersales';
import type { CallQuery } from '@kemudi/domain/contracts/call';
import { discountPercent } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { and, arrayContains, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { todayWib } from '../../lib/time';
import { withTodaysNormalPrices } from './prices';

/** The package type the periodic-maintenance plan is built from. */
export const PERIODIC_PACKAGE_TYPE = 'Servis Berkala';

/** A model by code for the service pages; 404 in their own words when unknown. */
export async function findServiceModel(db: Db, code: string) {
  const [row] = await db
    .select({ code: carModels.code, name: carModels.name })
    .from(carModels)
    .where(eq(carModels.code, code))
    .limit(1);
  if (!row) throw notFound(`Model mobil '${code}' tidak ditemukan`);
  return row;
}

/** The model a variant code belongs to (vehicleCode of service/content). */
async function findModelOfVariant(db: Db, variantCode: string) {
  const [row] = await db
    .select({ code: carModels.code, name: carModels.name })
    .from(carVariants)
    .innerJoin(carModels, eq(carModels.code, carVariants.modelCode))
    .where(eq(carVariants.code, variantCode))
    .limit(1);
  if (!row) throw notFound(`Kendaraan dengan kode '${variantCode}' tidak ditemukan`);
  return row;
}

type ServiceContentQuery = CallQuery<typeof aftersalesCalls.serviceContent>;

/**
 * §7 service/content: the long-form content of one after-sales service, plus the service
 * packages of a model (carModel, or the model of vehicleCode) and one coupon when asked.
 */
export async function getServiceContent(db: Db, now: Date, query: ServiceContentQuery): Promise<ServiceContentData> {
  const [content] = await db.select().from(serviceContents).where(eq(serviceContents.serviceType, query.serviceType)).limit(1);
  if (!content) throw notFound(`Konten layanan '${query.serviceType}' tidak ditemukan`);

  const model =
    query.carModel !== undefined
      ? await findServiceModel(db, query.carModel)
      : query.vehicleCode !== undefined
        ? await findModelOfVariant(db, query.vehicleCode)
        : null;

  const [packages, coupon] = await Promise.all([
    model === null
      ? Promise.resolve([])
      : db
          .select()
          .from(servicePackages)
          .where(arrayContains(servicePackages.modelCodes, [model.code]))
          .orderBy(asc(servicePackages.type), asc(servicePackages.kmInterval), asc(servicePackages.price), asc(servicePackages.code)),
    query.couponCode === undefined ? Promise.resolve(null) : findCoupon(db, query.couponCode),
  ]);

  const today = todayWib(now);
  // Priced for the visitor's city, as the cart and the package's own page price them (issue 29).
  const [pricedPackages, [pricedCoupon]] = await Promise.all([
    withTodaysNormalPrices(
      db,
      now,
      query.cityCode,
      'package',
      packages.map((p) => ({
        code: p.code,
        name: p.name,
        type: p.type,
        kmInterval: p.kmInterval,
        description: p.description,
        price: p.price,
        normalPrice: p.normalPrice,
        discountPercent: discountPercent(p.normalPrice, p.price),
        durationMinutes: p.durationMinutes,
        url: ROUTES.servicePackage(p.code),
      })),
    ),
    withTodaysNormalPrices(db, now, query.cityCode, 'coupon', coupon === null ? [] : [coupon]),
  ]);
  return {
    serviceType: content.serviceType,
    title: content.title,
    summary: content.summary,
    body: content.body,
    benefits: content.benefits,
    steps: content.steps,
    priceNote: content.priceNote,
    url: SERVICE_ROUTES[content.serviceType] ?? ROUTES.services,
    carModel: model,
    packages: pricedPackages,
    coupon:
      pricedCoupon === undefined
        ? null
        : {
            code: pricedCoupon.code,
            title: pricedCoupon.title,
            description: pricedCoupon.description,
            serviceType: pricedCoupon.serviceType,
            modelCodes: pricedCoupon.modelCodes,
            price: pricedCoupon.price,
            normalPrice: pricedCoupon.normalPrice,
            discountPercent: discountPercent(pricedCoupon.normalPrice, pricedCoupon.price),
            flashSale: pricedCoupon.flashSale,
            validFrom: pricedCoupon.validFrom,
            validUntil: pricedCoupon.validUntil,
            isActive: pricedCoupon.validFrom <= today && today <= pricedCoupon.validUntil,
            usableDays: pricedCoupon.usableDays,
            terms: pricedCoupon.terms,
            imageUrl: MEDIA.icon('coupon'),
            url: ROUTES.coupon(pricedCoupon.code),
          },
  };
}

async function findCoupon(db: Db, code: string) {
  const [row] = await db.select().from(serviceCoupons).where(eq(serviceCoupons.code, code)).limit(1);
  if (!row) throw notFound(`Kupon servis '${code}' tidak ditemukan`);
  return row;
}

/** §7 service?serviceType&serviceCategory, in the workshop's own order. */
export async function listServices(db: Db, query: { serviceType: string; serviceCategory?: string | undefined }) {
  const conditions: SQL[] = [eq(services.serviceType, query.serviceType)];
  if (query.serviceCategory !== undefined) conditions.push(eq(services.serviceCategory, query.serviceCategory));
  return db
    .select({
      id: services.id,
      serviceType: services.serviceType,
      serviceCategory: services.serviceCategory,
      name: services.name,
      description: services.description,
      priceFrom: services.priceFrom,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(and(...conditions))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

/**
 * Months of a service interval: Toyota schedules periodic service every 10,000 km or 6 months,
 * whichever comes first, so months = km / 10,000 × 6, rounded, and at least 1 (the 1,000 km
 * first check is due after 1 month).
 */
export function monthsOfInterval(km: number): number {
  return Math.max(1, Math.round((km / 10_000) * 6));
}

/**
 * §7 service/plan: the periodic-maintenance plan, one step per kmInterval (ascending) of the
 * 'Servis Berkala' packages, each with its packages by price.
 */
export async function getServicePlan(db: Db, now: Date, carModel: string | undefined, cityCode: string) {
  const conditions: SQL[] = [eq(servicePackages.type, PERIODIC_PACKAGE_TYPE), isNotNull(servicePackages.kmInterval)];
  if (carModel !== undefined) {
    await findServiceModel(db, carModel);
    conditions.push(arrayContains(servicePackages.modelCodes, [carModel]));
  }
  const stored = await db
    .select()
    .from(servicePackages)
    .where(and(...conditions))
    .orderBy(asc(servicePackages.kmInterval), asc(servicePackages.price), asc(servicePackages.code));
  // Priced for the visitor's city, as the cart and the package's own page price them (issue 29).
  const rows = (await withTodaysNormalPrices(db, now, cityCode, 'package', stored)).sort(
    (a, b) => (a.kmInterval ?? 0) - (b.kmInterval ?? 0) || a.price - b.price || a.code.localeCompare(b.code),
  );

  const steps: ServicePlanStep[] = [];
  for (const row of rows) {
    const km = row.kmInterval;
    if (km === null) continue;
    let step = steps.at(-1);
    if (!step || step.kmInterval !== km) {
      step = { kmInterval: km, months: monthsOfInterval(km), packages: [] };
      steps.push(step);
    }
    step.packages.push({
      code: row.code,
      name: row.name,
      modelCodes: row.modelCodes,
      price: row.price,
      normalPrice: row.normalPrice,
      flashSale: row.flashSale,
      url: ROUTES.servicePackage(row.code),
    });
  }
  return steps;
}
