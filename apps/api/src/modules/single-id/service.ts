/**
 * The §4 post-login confirmations on the API side (§3 profile sync data, §5 profile-sync rule, §6
 * customer number TDMS, §7 get-singleid and submit-modal): what the dealer record found for the
 * customer's verified phone holds, and the customer's answers to its steps — seamless (link the
 * record), o2oprofile (take over profile differences), o2ocars (add the record's vehicles to
 * "Mobil Saya") and pdp (consent, consent.ts). Every change is the caller's own row only.
 */
import { customerCars, customerDealerSync, customers, dealerProfileHash, type Db } from '@kemudi/db';
import type { ConsentSubmission } from '@kemudi/domain/contracts/consent';
import { VIN_PATTERN } from '@kemudi/domain/contracts/customer';
import type { ProfileTemporary, SingleIdData, SubmitModalBody, SubmitModalData } from '@kemudi/domain/contracts/dealer-sync';
import { SYNC_FIELD_LABELS } from '@kemudi/domain/post-login';
import {
  OTHER_FIELD_OF,
  changedProfileFields,
  MAX_CARS_PER_CUSTOMER,
  normalizeProfile,
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  validateProfile,
  type ProfileField,
} from '@kemudi/domain/profile';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { todayWib } from '../../lib/time';
import { USER_NOT_AUTHENTICATED } from '../../plugins/auth';
import type { DealerRecord, DealerSystem } from '../dealer-system';
import { findCity } from '../geo';
import { toProfile, withCustomerLocked } from '../profile';
import { consentMessage, CONSENT_MESSAGES, latestConsent, recordConsent, type ClientInfo, type Tx } from './consent';

export const SINGLE_ID_MESSAGES = {
  PHONE_NOT_VERIFIED: 'Verifikasi nomor HP Anda terlebih dahulu untuk menghubungkan data pelanggan dealer.',
  NO_RECORD: 'Tidak ada data pelanggan dealer untuk nomor HP Anda.',
  NOT_LINKED: 'Hubungkan akun Anda dengan data pelanggan dealer terlebih dahulu.',
  DEALER_UNAVAILABLE: 'Data pelanggan dealer sedang tidak dapat diperiksa. Silakan coba lagi nanti.',
  FLAGS_MISMATCH: 'Status verifikasi yang dikirim tidak sesuai dengan akun Anda. Muat ulang halaman lalu coba lagi.',
  VEHICLE_UNKNOWN: 'Kendaraan yang dipilih tidak ada di data pelanggan dealer Anda.',
} as const;

type CustomerRow = typeof customers.$inferSelect;
type SyncRow = typeof customerDealerSync.$inferSelect;
type ProfileValues = Record<ProfileField, string | null>;

const DETAIL_FIELDS = PROFILE_FIELDS.filter((f): f is Exclude<ProfileField, 'name'> => f !== 'name');

/** Indonesian names of the §3 fields, for the final confirmation's sentence (the words the o2oprofile step shows). */
const fieldLabel = (field: ProfileField) => SYNC_FIELD_LABELS[field].toLowerCase();

/** A chosen list's sub-choices belong to it: taking the industry, interest or hobby takes the record's sub-choice too. */
const CHILDREN_OF: Partial<Record<ProfileField, ProfileField[]>> = {
  industry: ['subIndustry', 'otherSubIndustry'],
  interest1: ['subInterest1', 'otherSubInterest1'],
  hobby: ['subHobby'],
};

const customerGone = () => new AppError(401, 'InvalidTokenError', USER_NOT_AUTHENTICATED);
const dealerUnavailable = () => new AppError(503, 'DealerSystemUnavailable', SINGLE_ID_MESSAGES.DEALER_UNAVAILABLE);

const phoneVerified = (row: CustomerRow) => row.smsVerifiedAt !== null || row.waVerifiedAt !== null;

async function loadCustomer(db: Db | Tx, customerId: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw customerGone();
  return row;
}

async function loadSync(db: Db | Tx, customerId: string): Promise<SyncRow | undefined> {
  const [row] = await db.select().from(customerDealerSync).where(eq(customerDealerSync.customerId, customerId)).limit(1);
  return row;
}

/** Sets fields of the customer's sync row, creating it on first use. */
async function saveSync(db: Db | Tx, customerId: string, values: Partial<Omit<SyncRow, 'customerId'>>, at: Date): Promise<void> {
  await db
    .insert(customerDealerSync)
    .values({ customerId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: customerDealerSync.customerId, set: { ...values, updatedAt: at } });
}

function profileOf(row: CustomerRow): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, f === 'name' ? row.name : (row.profile[f] ?? null)])) as ProfileValues;
}

function recordProfileOf(record: DealerRecord): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, f === 'name' ? record.name : (record.profile[f] ?? null)])) as ProfileValues;
}


type Lookup = { state: 'unverified' } | { state: 'failed' } | { state: 'none' } | { state: 'found'; record: DealerRecord };

/** The dealer record of the customer's verified phone. A failure of the dealer system is reported, never thrown. */
async function lookUp(app: FastifyInstance, dealer: DealerSystem, row: CustomerRow): Promise<Lookup> {
  if (!phoneVerified(row)) return { state: 'unverified' };
  try {
    const record = await dealer.findByPhone(row.phone);
    return record ? { state: 'found', record } : { state: 'none' };
  } catch (error) {
    app.log.warn({ err: error, dealerSystem: dealer.kind }, 'dealer system lookup failed');
    return { state: 'failed' };
  }
}

function verificationOf(lookup: Lookup, phone: string): SingleIdData['verificationPhoneNumber'] {
  switch (lookup.state) {
    case 'unverified':
      return { acknowledge: false, message: 'Nomor HP Anda belum terverifikasi, sehingga data pelanggan dealer belum dapat dicari.', customerTDMSNo: null };
    case 'failed':
      return { acknowledge: false, message: 'Data pelanggan dealer belum dapat diperiksa saat ini. Silakan coba lagi nanti.', customerTDMSNo: null };
    case 'none':
      return { acknowledge: false, message: `Tidak ada data pelanggan dealer untuk nomor ${phone}.`, customerTDMSNo: null };
    case 'found':
      return {
        acknowledge: true,
        message: `Data pelanggan dealer ditemukan untuk nomor ${phone} (No. Pelanggan ${lookup.record.customerNoTdms}).`,
        customerTDMSNo: lookup.record.customerNoTdms,
      };
  }
}

const GENDER = new Set(['male', 'female']);

async function profileTemporaryOf(db: Db, customerId: string, record: DealerRecord, sync: SyncRow | undefined): Promise<ProfileTemporary> {
  const p = recordProfileOf(record);
  const details = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, p[f]])) as Omit<ProfileTemporary, 'name' | 'customerNoTDMS' | 'vehicles' | 'profileDecided'>;
  const plates = new Set((await db.select({ plate: customerCars.plate }).from(customerCars).where(eq(customerCars.customerId, customerId))).map((c) => c.plate));
  const decided = new Set(sync?.vehiclesDecided ?? []);
  return {
    ...details,
    name: record.name,
    gender: details.gender && GENDER.has(details.gender) ? details.gender : null,
    dateOfBirth: details.dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(details.dateOfBirth) ? details.dateOfBirth : null,
    customerNoTDMS: record.customerNoTdms,
    vehicles: record.vehicles.map((v) => ({ ...v, inMyCars: plates.has(v.plate), decided: decided.has(v.vehicleId) })),
    profileDecided: sync?.profileDecidedHash === dealerProfileHash(record),
  };
}

/**
 * §7 get-singleid: the customer's flags, the dealer record of their verified phone (with what is
 * already in "Mobil Saya" or decided), whether a record was found, the §4 seamless rejection — cleared
 * once older than SEAMLESS_TIMEOUT_MINUTES (§9), so the link is offered again — their own profile
 * (the "old" side of §5) and their consent.
 */
export async function getSingleId(app: FastifyInstance, dealer: DealerSystem, customerId: string): Promise<SingleIdData> {
  const row = await loadCustomer(app.db, customerId);
  const sync = await loadSync(app.db, customerId);
  let rejectedAt = sync?.seamlessRejectedAt ?? null;
  if (rejectedAt && app.clock().getTime() - rejectedAt.getTime() >= app.config.SEAMLESS_TIMEOUT_MINUTES * 60_000) {
    // §4: after the seamless time-out the flag is cleared (only this very rejection: a newer one stays).
    await app.db
      .update(customerDealerSync)
      .set({ seamlessRejectedAt: null, updatedAt: app.clock() })
      .where(and(eq(customerDealerSync.customerId, customerId), eq(customerDealerSync.seamlessRejectedAt, rejectedAt)));
    rejectedAt = null;
  }
  const lookup = await lookUp(app, dealer, row);
  return {
    customer: {
      customerNo: row.customerNo,
      isSMSVerified: row.smsVerifiedAt !== null,
      isWaVerified: row.waVerifiedAt !== null,
      isEmailVerified: row.emailVerifiedAt !== null,
      customerNoTDMS: row.customerNoTdms,
      is020Sync: (sync?.syncedAt ?? null) !== null,
    },
    profileTemporary: lookup.state === 'found' ? await profileTemporaryOf(app.db, customerId, lookup.record, sync) : null,
    verificationPhoneNumber: verificationOf(lookup, row.phone),
    seamlessRejectedAt: rejectedAt ? rejectedAt.toISOString() : null,
    currentProfile: toProfile(row),
    consent: await latestConsent(app.db, customerId),
  };
}

/** The record of the caller's verified phone, or the 4xx/503 that says why there is none. */
async function requireRecord(app: FastifyInstance, dealer: DealerSystem, row: CustomerRow): Promise<DealerRecord> {
  const lookup = await lookUp(app, dealer, row);
  if (lookup.state === 'unverified') throw new AppError(409, 'PhoneNotVerified', SINGLE_ID_MESSAGES.PHONE_NOT_VERIFIED);
  if (lookup.state === 'failed') throw dealerUnavailable();
  if (lookup.state === 'none') throw new AppError(409, 'DealerRecordNotFound', SINGLE_ID_MESSAGES.NO_RECORD);
  return lookup.record;
}

/** o2oprofile and o2ocars need the record linked first (seamless accepted). */
async function requireLinkedRecord(app: FastifyInstance, dealer: DealerSystem, row: CustomerRow): Promise<DealerRecord> {
  const record = await requireRecord(app, dealer, row);
  if (row.customerNoTdms !== record.customerNoTdms) throw new AppError(409, 'DealerRecordNotLinked', SINGLE_ID_MESSAGES.NOT_LINKED);
  return record;
}

/** seamless: link the record found for the verified phone (never a number the client names), or reject for now (§4). */
async function submitSeamless(app: FastifyInstance, dealer: DealerSystem, customerId: string, accept: boolean): Promise<SubmitModalData> {
  const now = app.clock();
  if (!accept) {
    await withCustomerLocked(app.db, customerId, (tx) => saveSync(tx, customerId, { seamlessRejectedAt: now }, now));
    return {
      type: 'seamless',
      message: 'Akun Anda belum dihubungkan dengan data pelanggan dealer. Kami akan menawarkannya lagi nanti.',
      customerNoTDMS: null,
    };
  }
  const record = await requireRecord(app, dealer, await loadCustomer(app.db, customerId));
  await withCustomerLocked(app.db, customerId, async (tx) => {
    await tx.update(customers).set({ customerNoTdms: record.customerNoTdms, updatedAt: now }).where(eq(customers.id, customerId));
    await saveSync(tx, customerId, { linkedAt: now, seamlessRejectedAt: null }, now);
  });
  return {
    type: 'seamless',
    message: `Akun Anda telah terhubung dengan data pelanggan dealer (No. Pelanggan ${record.customerNoTdms}).`,
    customerNoTDMS: record.customerNoTdms,
  };
}

const sentenceList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`);

/**
 * o2oprofile: takes over the accepted fields among those §5 reports as changed (others are
 * ignored), validates the result as My Account's profile form would, and records that this
 * record's profile was answered (an empty list keeps everything and is an answer too).
 */
async function submitProfile(app: FastifyInstance, dealer: DealerSystem, customerId: string, fields: ProfileField[]): Promise<SubmitModalData> {
  const record = await requireLinkedRecord(app, dealer, await loadCustomer(app.db, customerId));
  const incoming = recordProfileOf(record);
  const now = app.clock();
  return withCustomerLocked(app.db, customerId, async (tx, row) => {
    const before = profileOf(row);
    const changed = new Set(changedProfileFields(before, incoming));
    const taken = [...new Set(fields)].filter((f) => changed.has(f));
    const merged: ProfileValues = { ...before };
    const touched = new Set<ProfileField>();
    for (const field of taken) {
      for (const f of [field, OTHER_FIELD_OF[field], ...(CHILDREN_OF[field] ?? [])]) {
        if (!f) continue;
        merged[f] = incoming[f];
        touched.add(f);
      }
    }
    // Only what is taken over is judged: a value the customer saved earlier is theirs to fix in My Account.
    const errors = validateProfile({ ...merged, name: merged.name ?? '' }, todayWib(app.now()));
    const first = PROFILE_FIELDS.find((f) => errors[f] && touched.has(f));
    if (first) throw badRequest(`Data ${fieldLabel(first)} dari dealer tidak dapat disimpan: ${errors[first]}`);
    const cleaned = normalizeProfile({ ...merged, name: merged.name ?? '' });
    if (cleaned.cityIsocode !== null && cleaned.cityIsocode !== before.cityIsocode) {
      try {
        await findCity(tx, cleaned.cityIsocode);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) throw badRequest(`Data kota dari dealer tidak dapat disimpan: ${PROFILE_MESSAGES.CITY_UNKNOWN}`);
        throw error;
      }
    }
    // What really changed, by the same §5 rule (an income taken without its occupation does not apply and is dropped).
    const updated = changedProfileFields(before, cleaned).filter((f) => taken.includes(f));
    if (taken.length > 0) {
      const { name, ...details } = cleaned;
      await tx.update(customers).set({ name, profile: details, updatedAt: now }).where(eq(customers.id, customerId));
    }
    await saveSync(tx, customerId, { profileDecidedHash: dealerProfileHash(record), profileDecidedAt: now }, now);
    const message =
      updated.length > 0
        ? `Profil Anda diperbarui dengan data dari dealer: ${sentenceList(updated.map(fieldLabel))}.`
        : 'Profil Anda tetap seperti sebelumnya.';
    return { type: 'o2oprofile', message, updatedFields: updated };
  });
}

type CarsBody = Extract<SubmitModalBody, { type: 'o2ocars' }>;

/**
 * o2ocars: adds the accepted vehicles of the record to "Mobil Saya" (a plate already there is
 * skipped; past MAX_CARS_PER_CUSTOMER nothing is added), marks every vehicle of the record as
 * answered, and — the §7 flags matching the account's real verification — reports the sync to
 * the dealer system.
 */
async function submitCars(app: FastifyInstance, dealer: DealerSystem, customerId: string, body: CarsBody): Promise<SubmitModalData> {
  const row = await loadCustomer(app.db, customerId);
  const real = { isPhoneVerified: row.smsVerifiedAt !== null, isWAVerified: row.waVerifiedAt !== null, isEmailVerified: row.emailVerifiedAt !== null };
  if (body.isPhoneVerified !== real.isPhoneVerified || body.isWAVerified !== real.isWAVerified || body.isEmailVerified !== real.isEmailVerified) {
    throw badRequest(SINGLE_ID_MESSAGES.FLAGS_MISMATCH);
  }
  const record = await requireLinkedRecord(app, dealer, row);
  const wanted = new Set(body.vehicleIds);
  const known = new Set(record.vehicles.map((v) => v.vehicleId));
  if ([...wanted].some((id) => !known.has(id))) throw badRequest(SINGLE_ID_MESSAGES.VEHICLE_UNKNOWN);
  const now = app.clock();

  const { added, skipped } = await withCustomerLocked(app.db, customerId, async (tx) => {
    const plates = new Set((await tx.select({ plate: customerCars.plate }).from(customerCars).where(eq(customerCars.customerId, customerId))).map((c) => c.plate));
    const accepted = record.vehicles.filter((v) => wanted.has(v.vehicleId));
    const toAdd = accepted.filter((v, i) => !plates.has(v.plate) && accepted.findIndex((w) => w.plate === v.plate) === i);
    const room = MAX_CARS_PER_CUSTOMER - plates.size;
    if (toAdd.length > room) {
      throw new AppError(
        409,
        'CarLimitReached',
        room <= 0
          ? `Mobil Saya sudah berisi ${MAX_CARS_PER_CUSTOMER} mobil. Hapus salah satu mobil di Mobil Saya sebelum menambahkan mobil dari data dealer.`
          : `Mobil Saya paling banyak berisi ${MAX_CARS_PER_CUSTOMER} mobil: Anda hanya dapat menambahkan ${room} mobil lagi. Kurangi pilihan Anda.`,
      );
    }
    if (toAdd.length > 0) {
      await tx.insert(customerCars).values(
        toAdd.map((v) => ({
          customerId,
          model: v.model,
          year: v.year,
          plate: v.plate,
          color: v.color,
          stnkExpiry: null,
          vin: v.vin && VIN_PATTERN.test(v.vin) ? v.vin : null,
        })),
      );
    }
    const sync = await loadSync(tx, customerId);
    const decided = [...new Set([...(sync?.vehiclesDecided ?? []), ...record.vehicles.map((v) => v.vehicleId)])];
    await saveSync(tx, customerId, { vehiclesDecided: decided }, now);
    return { added: toAdd.map((v) => v.plate), skipped: accepted.filter((v) => plates.has(v.plate)).map((v) => v.plate) };
  });

  const parts = [
    added.length > 0 ? `${added.length} mobil ditambahkan ke Mobil Saya (${added.join(', ')}).` : 'Tidak ada mobil yang ditambahkan ke Mobil Saya.',
  ];
  if (skipped.length > 0) parts.push(`${sentenceList(skipped)} sudah ada di Mobil Saya.`);
  if (body.is020Sync) {
    try {
      await dealer.reportSync(record.customerNoTdms, { ...real, is020Sync: true }, now);
      await saveSync(app.db, customerId, { syncedAt: now }, now);
      parts.push('Akun Anda telah tersinkron dengan data pelanggan dealer.');
    } catch (error) {
      app.log.warn({ err: error, dealerSystem: dealer.kind }, 'dealer system sync report failed');
      parts.push('Sinkronisasi dengan sistem dealer belum berhasil saat ini.');
    }
  }
  return { type: 'o2ocars', message: parts.join(' '), addedPlates: added };
}

type PdpBody = Extract<SubmitModalBody, { type: 'pdp' }>;

/** pdp: the §3 consent submission of the post-login modal, for the account's own phone. */
async function submitConsent(app: FastifyInstance, customerId: string, body: PdpBody, client: ClientInfo): Promise<SubmitModalData> {
  const row = await loadCustomer(app.db, customerId);
  if (body.phoneNumber !== row.phone) throw badRequest(CONSENT_MESSAGES.PHONE_NOT_OWN);
  const consent = await recordConsent(app.db, { customerId, submission: body, channel: 'modal', client });
  return { type: 'pdp', message: consentMessage(consent.consentStatusId), consent };
}

/** §7 submit-modal (POST): one step's answer. */
export async function submitModal(app: FastifyInstance, dealer: DealerSystem, customerId: string, body: SubmitModalBody, client: ClientInfo): Promise<SubmitModalData> {
  switch (body.type) {
    case 'seamless':
      return submitSeamless(app, dealer, customerId, body.accept);
    case 'o2oprofile':
      return submitProfile(app, dealer, customerId, body.fields);
    case 'o2ocars':
      return submitCars(app, dealer, customerId, body);
    case 'pdp':
      return submitConsent(app, customerId, body, client);
  }
}

/** §7 submit-modal PUT pdpConsentNotLoggedIn: a guest's consent, kept without a customer. */
export async function submitGuestConsent(app: FastifyInstance, body: ConsentSubmission, client: ClientInfo): Promise<SubmitModalData> {
  const consent = await recordConsent(app.db, { customerId: null, submission: body, channel: 'guest', client });
  return { type: 'pdpConsentNotLoggedIn', message: consentMessage(consent.consentStatusId), consent };
}
