/**
 * Personal-data consent (UU PDP; §3 consent submission, §7 pdp-consent-check, submit-modal pdp and
 * pdpConsentNotLoggedIn, §9 consent codes). Decisions are append-only: a customer's newest row is
 * their status; every row keeps the text as it read when it was answered.
 */
import { consentDecisions, consentTexts, customers, type Db } from '@kemudi/db';
import { CONSENT_CODES, CONSENT_STATUS, CONSENT_STATUS_LABELS, type ConsentStatusId } from '@kemudi/domain/constants';
import type { ConsentCheckData, ConsentDecision, ConsentRecord, ConsentSubmission, MyConsentsData } from '@kemudi/domain/contracts/consent';
import { and, desc, eq } from 'drizzle-orm';
import { AppError, badRequest } from '../../lib/errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a decision comes from (kept with it: the record of consent). */
export type ClientInfo = { ip: string | null; userAgent: string | null };

/** 'modal' (post-login step), 'myaccount', 'guest' (§7 pdpConsentNotLoggedIn). */
export type ConsentChannel = 'modal' | 'myaccount' | 'guest';

export const CONSENT_MESSAGES = {
  TEXT_UNKNOWN: 'Teks persetujuan yang dipilih tidak ditemukan. Muat ulang halaman lalu coba lagi.',
  PHONE_NOT_OWN: 'Nomor HP persetujuan harus sama dengan nomor HP akun Anda.',
  NOTHING_TO_WITHDRAW: 'Tidak ada persetujuan yang dapat ditarik: Anda belum memberikan persetujuan.',
} as const;

type DecisionRow = typeof consentDecisions.$inferSelect;

function toDecision(row: DecisionRow): ConsentDecision {
  const id = row.consentStatusId as ConsentStatusId;
  return {
    consentStatusId: id,
    statusLabel: CONSENT_STATUS_LABELS[id] ?? String(id),
    consentSourceCode: row.consentSourceCode,
    consentSourceDetailCode: row.consentSourceDetailCode,
    channel: row.channel,
    decidedAt: row.createdAt.toISOString(),
  };
}

function toRecord(row: DecisionRow): ConsentRecord {
  return { ...toDecision(row), consentText: row.consentText };
}

const newestFirst = [desc(consentDecisions.createdAt), desc(consentDecisions.id)];

/** The customer's newest decision: their consent status (null: never answered). */
export async function latestConsent(db: Db | Tx, customerId: string): Promise<ConsentDecision | null> {
  const [row] = await db.select().from(consentDecisions).where(eq(consentDecisions.customerId, customerId)).orderBy(...newestFirst).limit(1);
  return row ? toDecision(row) : null;
}

/** §7 single-id/pdp-consent-check: the §4 pdp step is collected while the customer never answered. */
export async function checkConsent(db: Db, customerId: string): Promise<ConsentCheckData> {
  const consent = await latestConsent(db, customerId);
  return { needsConsent: consent === null, consent };
}

/** My Account: the status and every decision, newest first, with the text that was answered. */
export async function myConsents(db: Db, customerId: string): Promise<MyConsentsData> {
  const rows = await db.select().from(consentDecisions).where(eq(consentDecisions.customerId, customerId)).orderBy(...newestFirst).limit(200);
  return { current: rows[0] ? toDecision(rows[0]) : null, history: rows.map(toRecord) };
}

/** The text of a consent as it reads now; 400 when the codes name none. */
async function consentTextOf(db: Db | Tx, source: number, detail: number): Promise<string> {
  const [row] = await db
    .select({ body: consentTexts.bodyMessage })
    .from(consentTexts)
    .where(and(eq(consentTexts.consentSourceCode, source), eq(consentTexts.consentSourceDetailCode, detail)))
    .limit(1);
  if (!row) throw badRequest(CONSENT_MESSAGES.TEXT_UNKNOWN);
  return row.body;
}

/** Stores one decision (§3 consent submission) with the text as it reads now. */
export async function recordConsent(
  db: Db | Tx,
  input: { customerId: string | null; submission: Omit<ConsentSubmission, 'consentStatusId'> & { consentStatusId: ConsentStatusId }; channel: ConsentChannel; client: ClientInfo },
): Promise<ConsentDecision> {
  const { submission } = input;
  const text = await consentTextOf(db, submission.consentSourceCode, submission.consentSourceDetailCode);
  const [row] = await db
    .insert(consentDecisions)
    .values({
      customerId: input.customerId,
      phone: submission.phoneNumber,
      customerName: submission.customerName,
      consentStatusId: submission.consentStatusId,
      consentSourceCode: submission.consentSourceCode,
      consentSourceDetailCode: submission.consentSourceDetailCode,
      consentText: text,
      channel: input.channel,
      ip: input.client.ip,
      userAgent: input.client.userAgent,
    })
    .returning();
  return toDecision(row!);
}

/**
 * My Account: give (1) or withdraw (3) consent, with the account's phone and name and the §9
 * checkbox text (source 4, detail 4: the page gives consent with that checkbox; the popup text is
 * the post-login step's). Withdrawing needs a consent that is given (409 otherwise).
 */
export async function decideConsent(
  db: Db,
  customerId: string,
  consentStatusId: typeof CONSENT_STATUS.agreed | typeof CONSENT_STATUS.withdrawn,
  client: ClientInfo,
): Promise<ConsentDecision> {
  return db.transaction(async (tx) => {
    // The customer's row, locked: two withdrawals at once cannot both pass the check below.
    const [customer] = await tx.select({ id: customers.id, phone: customers.phone, name: customers.name }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw new AppError(401, 'InvalidTokenError', 'User is not authenticated');
    if (consentStatusId === CONSENT_STATUS.withdrawn) {
      const current = await latestConsent(tx, customer.id);
      if (current?.consentStatusId !== CONSENT_STATUS.agreed) throw new AppError(409, 'NoConsentToWithdraw', CONSENT_MESSAGES.NOTHING_TO_WITHDRAW);
    }
    return recordConsent(tx, {
      customerId: customer.id,
      submission: {
        consentStatusId,
        phoneNumber: customer.phone,
        customerName: customer.name,
        consentSourceCode: CONSENT_CODES.checkbox.source,
        consentSourceDetailCode: CONSENT_CODES.checkbox.detail,
      },
      channel: 'myaccount',
      client,
    });
  });
}

/** The sentence the final confirmation shows for a consent decision. */
export function consentMessage(statusId: ConsentStatusId): string {
  if (statusId === CONSENT_STATUS.agreed) return 'Terima kasih, persetujuan pemrosesan data pribadi Anda telah disimpan.';
  if (statusId === CONSENT_STATUS.withdrawn) return 'Persetujuan pemrosesan data pribadi Anda telah ditarik.';
  return 'Pilihan Anda untuk tidak menyetujui pemrosesan data pribadi telah disimpan. Anda dapat mengubahnya kapan saja di Akun Saya.';
}
