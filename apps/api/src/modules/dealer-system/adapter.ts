/**
 * The dealer management system (TDMS; §3 profile sync data, §6 customer number TDMS, §7 o2ocars
 * flags). A customer who bought or serviced a car at the dealer has a record there: a customer
 * number, a profile in the §3 field names and vehicles. The site asks for the record by the
 * customer's verified phone and tells the system when the account and the record were synced.
 *
 * Two implementations behind one interface (STYLE "outside services behind a provider interface
 * with a local default"):
 * - seeded (the local default): the table dealer_system_customers (packages/db seed).
 * - HTTP, chosen when TDMS_BASE_URL is set. The protocol (JSON, `Authorization: Bearer
 *   <TDMS_API_KEY>`, `Accept: application/json`, 15 s time-out — §9 "15 s for secondary clients"):
 *     GET  {base}/customers?phone=08…            200 { data: Record | null } — or 404: no record
 *     POST {base}/customers/{customerNoTdms}/sync body { isPhoneVerified, isWAVerified,
 *                                                 isEmailVerified, is020Sync, syncedAt } → any 2xx
 *   Record = { customerNoTdms, name, email|null, profile: { <§3 field>: string|null, … },
 *   vehicles: [{ vehicleId, model, plate, year, color, vin|null, lastServiceDate 'YYYY-MM-DD'|null,
 *   lastServiceKm|null }] }. Any other answer, a network failure or the time-out is a
 *   DealerSystemError; callers decide what a failure means (get-singleid: "no record now").
 */
import { dealerSystemCustomers, type Db, type DealerSyncFlags, type DealerVehicle } from '@kemudi/db';
import { normalizePlate, PLATE_PATTERN } from '@kemudi/domain/contracts/customer';
import { PROFILE_FIELDS, type ProfileField } from '@kemudi/domain/profile';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiConfig } from '../../env';

/** §9: secondary and alternate HTTP clients time out after 15 s. */
export const DEALER_SYSTEM_TIMEOUT_MS = 15_000;

export type DealerProfile = { [K in Exclude<ProfileField, 'name'>]?: string | null };

/** A vehicle as the dealer system knows it (the seeded table stores the same shape). */
export type DealerVehicleRecord = DealerVehicle;

/** A customer as the dealer system knows them. */
export type DealerRecord = {
  customerNoTdms: string;
  name: string;
  email: string | null;
  profile: DealerProfile;
  vehicles: DealerVehicleRecord[];
};

/** §7 submit-modal o2ocars: what the site reports when the account and the record are synced. */
export type DealerSyncReport = DealerSyncFlags;

/** The dealer system could not answer (unreachable, time-out, an error or an answer it should not give). */
export class DealerSystemError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DealerSystemError';
  }
}

export interface DealerSystem {
  readonly kind: 'seeded' | 'http';
  /** The record of this verified phone (§5 `08…`), or null when the dealer has none. Throws DealerSystemError. */
  findByPhone(phone: string): Promise<DealerRecord | null>;
  /** Tells the dealer system the account and the record were synced (§7 o2ocars flags). Throws DealerSystemError. */
  reportSync(customerNoTdms: string, flags: DealerSyncReport, at: Date): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// What a record may hold: the HTTP answer is checked, and the seeded rows go through the same check
// ---------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);
const DETAIL_FIELDS = PROFILE_FIELDS.filter((f): f is Exclude<ProfileField, 'name'> => f !== 'name');
const ProfileSchema = z
  .record(z.string(), z.union([z.string().max(300), z.null()]).optional())
  .transform((raw) => Object.fromEntries(DETAIL_FIELDS.map((f) => [f, typeof raw[f] === 'string' && raw[f].trim() !== '' ? raw[f].trim() : null])) as DealerProfile);

const VehicleSchema = z.object({
  vehicleId: text(64),
  model: text(60),
  plate: z
    .string()
    .max(20)
    .transform(normalizePlate)
    .refine((v) => PLATE_PATTERN.test(v)),
  year: z.number().int().min(1950).max(2100),
  color: text(40),
  vin: z.string().trim().max(17).nullable().optional().transform((v) => (v ? v.toUpperCase() : null)),
  lastServiceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().optional().transform((v) => v ?? null),
  lastServiceKm: z.number().int().min(0).nullable().optional().transform((v) => v ?? null),
});

export const DealerRecordSchema = z.object({
  customerNoTdms: text(40),
  name: text(100),
  email: z.string().trim().max(254).nullable().optional().transform((v) => (v ? v : null)),
  profile: ProfileSchema.default({}),
  vehicles: z.array(VehicleSchema).max(50).default([]),
});

function checkRecord(raw: unknown, source: string): DealerRecord {
  const parsed = DealerRecordSchema.safeParse(raw);
  if (!parsed.success) throw new DealerSystemError(`${source}: unexpected record (${parsed.error.issues[0]?.path.join('.') ?? '?'})`);
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------
// Seeded (local default)
// ---------------------------------------------------------------------------------------------

/** The dealer system as the seed holds it (dealer_system_customers): `npm start` shows the whole flow. */
export function createSeededDealerSystem(db: Db): DealerSystem {
  return {
    kind: 'seeded',
    async findByPhone(phone) {
      const [row] = await db.select().from(dealerSystemCustomers).where(eq(dealerSystemCustomers.phone, phone)).limit(1);
      if (!row) return null;
      return checkRecord({ customerNoTdms: row.customerNoTdms, name: row.name, email: row.email, profile: row.profile, vehicles: row.vehicles }, 'seeded dealer system');
    },
    async reportSync(customerNoTdms, flags, at) {
      const updated = await db
        .update(dealerSystemCustomers)
        .set({ syncFlags: flags, syncedAt: at, updatedAt: at })
        .where(eq(dealerSystemCustomers.customerNoTdms, customerNoTdms))
        .returning({ no: dealerSystemCustomers.customerNoTdms });
      if (updated.length === 0) throw new DealerSystemError(`seeded dealer system: no record ${customerNoTdms}`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP (TDMS_BASE_URL)
// ---------------------------------------------------------------------------------------------

export type HttpDealerSystemOptions = { baseUrl: string; apiKey: string; timeoutMs?: number };

/** The real dealer system over HTTP (protocol in this file's comment). */
export function createHttpDealerSystem({ baseUrl, apiKey, timeoutMs = DEALER_SYSTEM_TIMEOUT_MS }: HttpDealerSystemOptions): DealerSystem {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const headers = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };

  const request = async (url: URL, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DealerSystemError(`dealer system unreachable: ${(error as Error).message}`, { cause: error });
    }
  };

  return {
    kind: 'http',
    async findByPhone(phone) {
      const url = new URL('customers', base);
      url.searchParams.set('phone', phone);
      const response = await request(url, { method: 'GET', headers });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new DealerSystemError(`dealer system answered ${response.status}`);
      }
      let answer: unknown;
      try {
        answer = await response.json();
      } catch (error) {
        throw new DealerSystemError('dealer system answered something other than JSON', { cause: error });
      }
      const data = answer && typeof answer === 'object' && 'data' in answer ? answer.data : undefined;
      if (data === undefined) throw new DealerSystemError('dealer system answer has no data');
      return data === null ? null : checkRecord(data, 'dealer system');
    },
    async reportSync(customerNoTdms, flags, at) {
      const url = new URL(`customers/${encodeURIComponent(customerNoTdms)}/sync`, base);
      const response = await request(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...flags, syncedAt: at.toISOString() }),
      });
      await response.body?.cancel();
      if (!response.ok) throw new DealerSystemError(`dealer system answered ${response.status} to the sync`);
    },
  };
}

/** The HTTP dealer system when TDMS_BASE_URL is set (env.ts requires TDMS_API_KEY with it), the seeded one otherwise. */
export function dealerSystemFromConfig(config: Pick<ApiConfig, 'TDMS_BASE_URL' | 'TDMS_API_KEY'>, db: Db): DealerSystem {
  if (config.TDMS_BASE_URL && config.TDMS_API_KEY) return createHttpDealerSystem({ baseUrl: config.TDMS_BASE_URL, apiKey: config.TDMS_API_KEY });
  return createSeededDealerSystem(db);
}
