import {
  carModels,
  carVariants,
  cities,
  customerCars,
  orderItems,
  orders,
  rentalFleet,
  servicePackages,
  services,
  spareParts,
  uploadedFiles,
  type Db,
} from '@kemudi/db';
import {
  BODY_PAINT_MAX_PHOTOS,
  BOOKING_MESSAGES as M,
  CUBAIN_CLASSES,
  CUBAIN_MAX_DAYS,
  cubainPrice,
  insurancePaymentText,
  isCubainClass,
  type BookingKind,
  type UploadPurpose,
} from '@kemudi/domain/bookings';
import { formatKm, formatRupiah, groupThousands } from '@kemudi/domain/format';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import { tradeInCarNames } from '../leads';
import type { BookingView } from './present';
import { daysBetween, localDate, zoneOf } from './slots';
import { conflict, unprocessable, type BookingDeps, type CreateBody, type Details } from './deps';
import { assertOpenOn, checkSlot, targetOf, usedCarOf, type Target } from './targets';

/*
 * A booking worked out before its transaction (issue 13): what each kind asks, checked (model and
 * variant, used car, My Cars, owned coupon or package, home-service item and city, Cubain dates,
 * class and documents, spare part, the car to inspect), its title and summary lines, its estimate
 * from the seeded prices, and the uploaded files it names.
 */

type CarInput = Extract<Details, { kind: 'service' }>['car'];

/** The car of a service / home service / body & paint: one of My Cars (the caller's own) or typed in. */
async function carOf(db: Db, car: CarInput, customerId: string | null): Promise<{ label: string; model: string; plate: string; year: number }> {
  if ('myCarId' in car) {
    if (!customerId) throw unprocessable('MyCarNotFound', 'Masuk ke akun Anda untuk memilih mobil dari Mobil Saya');
    const [row] = await db
      .select()
      .from(customerCars)
      .where(and(eq(customerCars.id, car.myCarId), eq(customerCars.customerId, customerId)))
      .limit(1);
    if (!row) throw unprocessable('MyCarNotFound', 'Mobil tidak ditemukan di Mobil Saya');
    return { label: `${row.model} (${row.plate})`, model: row.model, plate: row.plate, year: row.year };
  }
  const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, car.model)).limit(1);
  const name = model ? `Toyota ${model.name}` : car.model;
  return { label: `${name} ${car.year} (${car.plate})`, model: model ? car.model : car.model, plate: car.plate, year: car.year };
}

/** A model code from a car's model as written ('Avanza 1.5 G CVT' → 'avanza'): the longest code the text starts with. */
async function modelCodeOf(db: Db, text: string): Promise<string | null> {
  const compact = text.toLowerCase().replace(/^toyota\s+/, '').replace(/[^a-z0-9-]/g, '');
  const rows = await db.select({ code: carModels.code }).from(carModels);
  const hits = rows.map((r) => r.code).filter((code) => compact.startsWith(code.replace(/[^a-z0-9-]/g, '')));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Whether the customer bought (paid) this coupon or package. */
async function ownsProduct(db: Db, customerId: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: orderItems.productCode })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.customerId, customerId), eq(orderItems.productCode, code), inArray(orders.status, ['paid', 'processing', 'ready', 'completed'])))
    .limit(1);
  return rows.length > 0;
}

export type FileNeed = { id: string; purpose: UploadPurpose };

/** What the booking will hold, worked out and checked before its transaction. */
export type Draft = {
  kind: BookingKind;
  target: Target | null;
  slotStart: Date | null;
  slotEnd: Date | null;
  cityCode: string | null;
  provinceIsocode: string;
  details: Record<string, unknown>;
  view: BookingView;
  estimate: number | null;
  files: FileNeed[];
  /** A slot booking waits for the branch's confirmation (its slot held); a spare-part request for its answer. */
  status: 'pending' | 'requested';
  rental: { carClass: string; units: number } | null;
};

const line = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

export async function draftOf(deps: BookingDeps, body: CreateBody, customerId: string | null): Promise<Draft> {
  const { db } = deps;
  const now = deps.now();
  const d = body.details;
  const asked = body.slotStart ? new Date(body.slotStart) : null;
  const needSlot = async (target: Target) => {
    if (!asked) throw badRequest('Pilih jadwal dari daftar');
    return checkSlot(target, now, asked);
  };
  const base = (target: Target) => ({ target, cityCode: target.cityCode, provinceIsocode: target.branch.provinceIsocode, slotEnd: null, files: [], status: 'pending' as const, rental: null });
  const notes = line('Catatan', body.notes);
  switch (d.kind) {
    case 'test-drive': {
      const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, d.modelCode)).limit(1);
      if (!model) throw unprocessable('ModelNotFound', `Model '${d.modelCode}' tidak dikenal`);
      let variantName: string | null = null;
      if (d.variantCode) {
        const [variant] = await db
          .select({ name: carVariants.name })
          .from(carVariants)
          .where(and(eq(carVariants.code, d.variantCode), eq(carVariants.modelCode, d.modelCode)))
          .limit(1);
        if (!variant) throw unprocessable('VariantNotFound', `Varian '${d.variantCode}' tidak dikenal untuk model ini`);
        variantName = variant.name;
      }
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug, modelCode: d.modelCode });
      const title = `Test Drive Toyota ${variantName && !variantName.startsWith(model.name) ? `${model.name} ${variantName}` : (variantName ?? model.name)}`;
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d },
        view: { title, summary: [...line('Model', `Toyota ${model.name}`), ...line('Varian', variantName), ...notes] },
        estimate: null,
      };
    }
    case 'used-car-test-drive': {
      const car = await usedCarOf(db, d.usedCarCode);
      const target = await targetOf(deps, { kind: d.kind, usedCarCode: d.usedCarCode });
      if (body.branchSlug && body.branchSlug !== target.branch.slug) throw unprocessable('BranchMismatch', 'Mobil bekas ini hanya dapat dicoba di dealer tempat mobil berada');
      const name = `Toyota ${car.modelName} ${car.variantName} ${car.year}`;
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d },
        view: { title: `Test Drive ${name}`, summary: [...line('Mobil', name), ...line('Kode mobil', car.code), ...line('Harga', formatRupiah(car.price)), ...notes] },
        estimate: null,
      };
    }
    case 'service': {
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const car = await carOf(db, d.car, customerId);
      let serviceName: string;
      let estimate: number | null;
      if (d.serviceType === 'periodic') {
        if (!d.kilometre) throw badRequest('Pilih kilometer Servis Berkala');
        serviceName = `Servis Berkala ${formatKm(d.kilometre)}`;
        const modelCode = await modelCodeOf(db, car.model);
        const [pkg] = modelCode
          ? await db
              .select({ price: servicePackages.price })
              .from(servicePackages)
              .where(and(eq(servicePackages.type, 'Servis Berkala'), eq(servicePackages.kmInterval, d.kilometre), sql`${modelCode} = any(${servicePackages.modelCodes})`))
              .orderBy(asc(servicePackages.price))
              .limit(1)
          : [];
        const [generic] = await db
          .select({ price: services.priceFrom })
          .from(services)
          .where(and(eq(services.serviceType, 'bengkel'), eq(services.serviceCategory, 'berkala'), eq(services.name, `Servis Berkala ${groupThousands(d.kilometre)} km`)))
          .limit(1);
        estimate = pkg?.price ?? generic?.price ?? null;
      } else if (d.serviceType === 'repair') {
        serviceName = 'Perbaikan Umum';
        // "Mulai dari": the cheapest repair of the workshop's price list (the diagnosis); the workshop quotes the rest.
        const [cheapest] = await db
          .select({ price: sql<number>`min(${services.priceFrom})`.mapWith(Number) })
          .from(services)
          .where(and(eq(services.serviceType, 'bengkel'), eq(services.serviceCategory, 'perbaikan')));
        estimate = cheapest?.price ?? null;
      } else {
        if (!d.productCode) throw badRequest(d.serviceType === 'coupon' ? 'Pilih kupon servis Anda' : 'Pilih paket servis Anda');
        if (!customerId) throw unprocessable('NotOwned', 'Masuk ke akun Anda untuk memakai kupon atau paket yang sudah dibeli');
        if (!(await ownsProduct(db, customerId, d.productCode))) throw unprocessable('NotOwned', 'Kupon atau paket ini tidak ada di pesanan Anda yang sudah dibayar');
        serviceName = `${d.serviceType === 'coupon' ? 'Kupon' : 'Paket'} ${d.productCode}`;
        estimate = 0;
      }
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d, carLabel: car.label },
        view: {
          title: `${serviceName} · ${car.label}`,
          summary: [...line('Mobil', car.label), ...line('Jenis servis', serviceName), ...line('Keluhan', d.complaint), ...notes],
        },
        estimate,
      };
    }
    case 'home-service': {
      const target = await targetOf(deps, { kind: d.kind, cityCode: d.cityCode, branchSlug: body.branchSlug });
      const [item] = await db
        .select({ name: services.name, priceFrom: services.priceFrom })
        .from(services)
        .where(and(eq(services.id, d.serviceId), eq(services.serviceType, 'home-service')))
        .limit(1);
      if (!item) throw unprocessable('ServiceNotFound', 'Layanan Toyota Home Service tidak dikenal');
      const car = await carOf(db, d.car, customerId);
      const [city] = await db.select({ name: cities.name, province: cities.provinceIsocode }).from(cities).where(eq(cities.isocode, d.cityCode));
      return {
        ...base(target),
        provinceIsocode: city?.province ?? target.branch.provinceIsocode,
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d, carLabel: car.label, provinceIsocode: city?.province },
        view: {
          title: `Toyota Home Service: ${item.name}`,
          summary: [...line('Layanan', item.name), ...line('Mobil', car.label), ...line('Alamat', `${d.address}, ${city?.name ?? ''}`), ...line('Catatan', d.notes), ...notes],
        },
        estimate: item.priceFrom,
      };
    }
    case 'body-paint': {
      if (d.photoIds.length === 0) throw badRequest(M.PHOTOS_REQUIRED);
      if (d.photoIds.length > BODY_PAINT_MAX_PHOTOS) throw badRequest(M.TOO_MANY_PHOTOS);
      if (d.payment === 'insurance' && !d.insurer) throw badRequest('Isi nama asuransi');
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const car = await carOf(db, d.car, customerId);
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        files: [...new Set(d.photoIds)].map((id) => ({ id, purpose: 'damage' as const })),
        details: { ...d, carLabel: car.label },
        view: {
          title: `Body & Paint · ${car.label}`,
          summary: [
            ...line('Mobil', car.label),
            ...line('Pembayaran', insurancePaymentText(d.insurer, d.payment === 'insurance')),
            ...line('Nomor polis', d.policyNo),
            ...line('Kerusakan', d.damage),
            ...line('Foto', `${d.photoIds.length} foto`),
            ...notes,
          ],
        },
        estimate: null,
      };
    }
    case 'cubain': {
      if (!isCubainClass(d.carClass)) throw unprocessable('RentalClassNotFound', 'Kelas mobil tidak dikenal');
      if (!d.ktpFileId || !d.selfieFileId || (!d.withDriver && !d.simFileId)) throw badRequest(M.DOCUMENTS_REQUIRED);
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const pickUp = await needSlot(target);
      const { offsetMinutes } = zoneOf(target.branch.provinceIsocode);
      const days = daysBetween(localDate(pickUp, offsetMinutes), d.returnDate);
      if (days < 1 || days > CUBAIN_MAX_DAYS) throw badRequest(M.RENTAL_DATES);
      assertOpenOn(target.branch, d.returnDate);
      const [fleet] = await db
        .select({ units: rentalFleet.units })
        .from(rentalFleet)
        .where(and(eq(rentalFleet.branchSlug, target.branch.slug), eq(rentalFleet.carClass, d.carClass)));
      if (!fleet || fleet.units <= 0) throw conflict('RentalUnavailable', M.RENTAL_UNAVAILABLE);
      const info = CUBAIN_CLASSES[d.carClass];
      const files: FileNeed[] = [
        { id: d.ktpFileId, purpose: 'ktp' },
        { id: d.selfieFileId, purpose: 'selfie' },
        ...(d.simFileId ? [{ id: d.simFileId, purpose: 'sim' as const }] : []),
      ];
      return {
        ...base(target),
        kind: d.kind,
        slotStart: pickUp,
        // The car comes back at the pick-up hour of the return day.
        slotEnd: new Date(pickUp.getTime() + days * 86_400_000),
        files,
        details: { ...d, days },
        view: {
          title: `Sewa ${info.name}${d.withDriver ? ' dengan Sopir' : ''} · ${days} hari`,
          summary: [
            ...line('Kelas mobil', `${info.name} (${info.models.join(', ')})`),
            ...line('Lama sewa', `${days} hari`),
            ...line('Sopir', d.withDriver ? 'Dengan sopir' : 'Lepas kunci'),
            ...notes,
          ],
        },
        estimate: cubainPrice(d.carClass, days, d.withDriver),
        rental: { carClass: d.carClass, units: fleet.units },
      };
    }
    case 'spare-part': {
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug });
      const [model] = await db.select({ name: carModels.name }).from(carModels).where(eq(carModels.code, d.modelCode)).limit(1);
      if (!model) throw unprocessable('ModelNotFound', `Model '${d.modelCode}' tidak dikenal`);
      let part: { name: string; price: number } | null = null;
      if (d.partCode) {
        const [row] = await db.select({ name: spareParts.name, price: spareParts.price }).from(spareParts).where(eq(spareParts.code, d.partCode)).limit(1);
        if (!row) throw unprocessable('PartNotFound', `Suku cadang '${d.partCode}' tidak dikenal`);
        part = row;
      } else if (!d.partDescription) {
        throw badRequest('Pilih suku cadang atau tuliskan deskripsinya');
      }
      if (body.slotStart) throw badRequest('Permintaan suku cadang tidak memakai jadwal');
      const name = part?.name ?? d.partDescription!;
      return {
        ...base(target),
        status: 'requested',
        kind: d.kind,
        slotStart: null,
        details: { ...d },
        view: {
          title: `Suku Cadang: ${name}`,
          summary: [
            ...line('Model', `Toyota ${model.name}`),
            ...line('Suku cadang', part ? `${part.name} (${d.partCode})` : d.partDescription),
            ...line('Jumlah', d.quantity),
            ...notes,
          ],
        },
        estimate: part ? part.price * d.quantity : null,
      };
    }
    case 'inspection': {
      const home = d.place === 'home';
      if (home && (!d.address || d.address.length < 10)) throw badRequest('Tulis alamat lengkap (minimal 10 karakter)');
      if (home && !d.cityCode) throw badRequest('Pilih kota');
      const target = await targetOf(deps, { kind: d.kind, branchSlug: body.branchSlug, cityCode: d.cityCode, home });
      // Issue 29: the brand and model as the catalogue names them ("Toyota Avanza"), not the form's codes.
      const { brandName, modelName } = await tradeInCarNames(deps.db, d.car);
      const car = `${brandName} ${modelName}${d.car.type ? ` ${d.car.type}` : ''} ${d.car.year}`;
      return {
        ...base(target),
        kind: d.kind,
        slotStart: await needSlot(target),
        details: { ...d },
        view: {
          title: `Inspeksi Jual Mobil · ${car}`,
          summary: [
            ...line('Mobil', car),
            ...line('Transmisi', d.car.transmission === 'automatic' ? 'Otomatis' : 'Manual'),
            ...line('Kilometer', formatKm(d.car.mileageKm)),
            ...line('Tempat', home ? `Di rumah: ${d.address}` : 'Di dealer'),
            ...line('Perkiraan harga', d.estimateLow && d.estimateHigh ? `${formatRupiah(d.estimateLow)} – ${formatRupiah(d.estimateHigh)}` : null),
            ...notes,
          ],
        },
        estimate: null,
      };
    }
  }
}

/** The files named by the form: each must exist, be unattached, be the uploader's own and of the right purpose. */
export async function checkFiles(db: Db, needs: FileNeed[], owner: Owner): Promise<void> {
  if (needs.length === 0) return;
  const rows = await db
    .select({ id: uploadedFiles.id, purpose: uploadedFiles.purpose, bookingId: uploadedFiles.bookingId, leadId: uploadedFiles.leadId, ownerCustomerId: uploadedFiles.ownerCustomerId, ownerKey: uploadedFiles.ownerKey })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, needs.map((n) => n.id)));
  for (const need of needs) {
    const row = rows.find((r) => r.id === need.id);
    const mine = row && ((owner.customerId && row.ownerCustomerId === owner.customerId) || (owner.key && row.ownerKey === owner.key));
    if (!row || !mine || row.bookingId || row.leadId) throw unprocessable('FileNotFound', M.FILE_NOT_FOUND);
    if (row.purpose !== need.purpose) throw unprocessable('FileNotFound', `${M.FILE_NOT_FOUND} (${need.purpose === 'damage' ? 'foto kerusakan' : need.purpose.toUpperCase()})`);
  }
}

/** Who uploads and names files: a logged-in customer, or a guest's browser by its owner key (x-upload-owner). */
export type Owner = { customerId: string | null; key: string | null };
