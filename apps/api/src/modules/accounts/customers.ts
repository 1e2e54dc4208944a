import { customers, type Db } from '@kemudi/db';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from './sessions';

export type CustomerRow = typeof customers.$inferSelect;

/** True when the phone is verified (by SMS or WhatsApp) — what the partial unique index guards. */
export const phoneVerified = (row: Pick<CustomerRow, 'smsVerifiedAt' | 'waVerifiedAt'>) => row.smsVerifiedAt !== null || row.waVerifiedAt !== null;

/**
 * The account a phone logs into: the one that verified it, else the newest registration with it
 * (a phone is verified on at most one account; unverified registrations may share it).
 */
export async function findCustomerByPhone(db: Db | Tx, phone: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.phone, phone))
    .orderBy(sql`(${customers.smsVerifiedAt} IS NOT NULL OR ${customers.waVerifiedAt} IS NOT NULL) DESC`, desc(customers.createdAt))
    .limit(1);
  return row;
}

/**
 * The account that verified this phone, if any. Codes log into it only: an unverified
 * registration with someone's phone must not become theirs when they log in by code (the one who
 * registered it knows its password: account pre-hijacking).
 */
export async function findVerifiedCustomerByPhone(db: Db | Tx, phone: string): Promise<CustomerRow | undefined> {
  const row = await findCustomerByPhone(db, phone);
  return row && phoneVerified(row) ? row : undefined;
}

export async function findCustomerByEmail(db: Db | Tx, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row;
}

export async function findCustomerById(db: Db | Tx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** §3 User as the header and the account pages read it, with the §3 profile-sync flags. */
export function toCurrentCustomer(row: CustomerRow, temporary: boolean): CurrentCustomer {
  return {
    name: row.name,
    email: row.email ?? '',
    phoneNumber: row.phone,
    customerNo: row.customerNo,
    customerNoTDMS: row.customerNoTdms,
    isSmsVerified: row.smsVerifiedAt !== null,
    isWaVerified: row.waVerifiedAt !== null,
    isEmailVerified: row.emailVerifiedAt !== null,
    temporary,
  };
}

/** The database refused a duplicate (PostgreSQL 23505), optionally on the named index. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (!index) return true;
      return constraint === index || (typeof message === 'string' && message.includes(index));
    }
  }
  return false;
}

/** `bu***@contoh.com`: enough for the customer to recognise their address, not to learn someone's. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}
