import { branches, carModels, carVariants, customers, leads, salesmen, uploadedFiles, usedCars, type Db } from '@kemudi/db';
import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import type { CallBody } from '@kemudi/domain/contracts/call';
import type { LeadData, leadCalls } from '@kemudi/domain/contracts/leads';
import { TICKET_REOPEN_DAYS } from '@kemudi/domain/lead-transitions';
import { CONSENT_LEAD_STATUS, CONTACT_TOPICS, LEAD_FORM_LABELS, LEAD_MESSAGES as M, leadKindOfForm, WHATSAPP_LEAD_DEDUP_MINUTES, type LeadFormId } from '@kemudi/domain/leads';
import { ROUTES } from '@kemudi/domain/routes';
import { whatsAppLink } from '@kemudi/domain/vocabulary';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { queueCrm } from '../crm';
import { findCity, findProvince } from '../geo';
import { composeEmail, queueMessage, WHATSAPP_AUTOMATIC_LINE, whatsappMessage } from '../messages';
import { changeTicket, leadBranchOf, newLeadNo, recordLeadEvent } from './pipeline';
import { estimateCar } from './trade-in';

/*
 * Leads (issue 13; §3 Leads, §7 submit-leads / leadsv3, §8). Every lead is written in one
 * transaction with the visitor's acknowledgement (the message outbox) and what the dealer's CRM
 * must receive (the CRM outbox), so a lead exists exactly when both do. A retried request — the
 * same idempotencyKey — answers the lead already made, also when two copies race (the unique key
 * decides, the loser reads the winner's row).
 */

export type LeadDeps = {
  db: Db;
  /** The wall clock: lead numbers, the WhatsApp de-duplication window. */
  clock: () => Date;
  /** The business day (FIXED_NOW in the browser tests): trade-in ages, as the estimate call and used-car repricing count them. */
  now: () => Date;
  log: FastifyBaseLogger;
  siteUrl: string;
};

/** Who sent the request: the address (limits, WhatsApp de-duplication) and a logged-in customer. */
export type LeadCaller = { ip: string | null; customerId: string | null };

type LeadRow = typeof leads.$inferSelect;
type Tx = Db;
type SubmitBody = CallBody<typeof leadCalls.submit>;
type WhatsAppBody = CallBody<typeof leadCalls.whatsapp>;
type ContactBody = CallBody<typeof leadCalls.contact>;

const unprocessable = (type: string, message: string) => new AppError(422, type, message);

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function leadByKey(db: Db, key: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/**
 * Writes a lead once per idempotency key. `same` says whether a row already made with the key is
 * this request's (the same kind and phone); another's key answers 409 rather than someone else's
 * lead. A lead number that happens to exist already is drawn again.
 */
async function writeOnce(
  deps: LeadDeps,
  key: string,
  same: (row: LeadRow) => boolean,
  write: (tx: Tx, leadNo: string, at: Date) => Promise<LeadRow>,
  prefix: 'LD' | 'TK' = 'LD',
): Promise<{ row: LeadRow; created: boolean }> {
  const reuse = (row: LeadRow) => {
    if (!same(row)) throw new AppError(409, 'IdempotencyKeyReused', M.IDEMPOTENCY_REUSED);
    return { row, created: false };
  };
  const existing = await leadByKey(deps.db, key);
  if (existing) return reuse(existing);
  for (let attempt = 1; ; attempt += 1) {
    const at = deps.clock();
    try {
      const row = await deps.db.transaction(async (raw) => write(raw as unknown as Tx, newLeadNo(prefix, at), at));
      return { row, created: true };
    } catch (error) {
      // The key (another copy of this request won) or, rarely, the lead number (drawn again).
      if (!isUniqueViolation(error)) throw error;
      const winner = await leadByKey(deps.db, key);
      if (winner) return reuse(winner);
      if (attempt >= 3) throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What a lead names: model, variant, branch, salesman, city
// ---------------------------------------------------------------------------------------------

type Names = {
  model: { code: string; name: string } | null;
  variant: { code: string; name: string } | null;
  branch: { slug: string; name: string; whatsapp: string } | null;
  salesman: { slug: string; name: string; branchSlug: string } | null;
  city: { isocode: string; name: string } | null;
};

async function modelOf(db: Db, code: string) {
  const [row] = await db.select({ code: carModels.code, name: carModels.name }).from(carModels).where(eq(carModels.code, code)).limit(1);
  return row ?? null;
}

async function branchOf(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: branches.slug, name: branches.name, whatsapp: branches.whatsapp, hidden: branches.hidden })
    .from(branches)
    .where(eq(branches.slug, slug))
    .limit(1);
  return row && !row.hidden ? { slug: row.slug, name: row.name, whatsapp: row.whatsapp } : null;
}

async function salesmanOf(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: salesmen.slug, name: salesmen.name, branchSlug: branches.slug })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .where(eq(salesmen.slug, slug))
    .limit(1);
  return row ?? null;
}

/** Resolves the codes a form names; an unknown one is the visitor's (or the page's) mistake: 422 in Indonesian. */
async function resolveNames(
  db: Db,
  input: { modelCode?: string | undefined; variantCode?: string | undefined; branchSlug?: string | undefined; salesmanSlug?: string | undefined; cityCode?: string | undefined },
): Promise<Names> {
  const names: Names = { model: null, variant: null, branch: null, salesman: null, city: null };
  if (input.modelCode) {
    names.model = await modelOf(db, input.modelCode);
    if (!names.model) throw unprocessable('UnknownModel', M.MODEL_UNKNOWN);
  }
  if (input.variantCode) {
    const [variant] = await db
      .select({ code: carVariants.code, name: carVariants.name, modelCode: carVariants.modelCode })
      .from(carVariants)
      .where(eq(carVariants.code, input.variantCode))
      .limit(1);
    if (!variant || (names.model && variant.modelCode !== names.model.code)) throw unprocessable('UnknownVariant', M.VARIANT_UNKNOWN);
    names.variant = { code: variant.code, name: variant.name };
    names.model ??= await modelOf(db, variant.modelCode);
  }
  if (input.salesmanSlug) {
    names.salesman = await salesmanOf(db, input.salesmanSlug);
    if (!names.salesman) throw unprocessable('UnknownSalesman', M.SALESMAN_UNKNOWN);
  }
  const branchSlug = input.branchSlug ?? names.salesman?.branchSlug;
  if (branchSlug) {
    names.branch = await branchOf(db, branchSlug);
    if (!names.branch) throw unprocessable('UnknownBranch', M.BRANCH_UNKNOWN);
  }
  if (input.cityCode) names.city = await cityOf(db, input.cityCode);
  return names;
}

/** A city code of the geo tables, else 422. */
async function cityOf(db: Db, code: string) {
  try {
    const city = await findCity(db, code);
    return { isocode: city.isocode, name: city.name, provinceIsocode: city.provinceIsocode };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw unprocessable('UnknownCity', M.CITY_UNKNOWN);
    throw error;
  }
}

const namesPayload = (n: Names) => ({
  model: n.model,
  variant: n.variant,
  branch: n.branch ? { slug: n.branch.slug, name: n.branch.name } : null,
  salesman: n.salesman,
  city: n.city ? { code: n.city.isocode, name: n.city.name } : null,
});

/** What the dealer's CRM receives of a lead (plain JSON; `leadNo` names it). */
function crmPayload(row: LeadRow, extra: Record<string, unknown>) {
  return {
    leadNo: row.leadNo,
    kind: row.kind,
    formId: row.formId,
    formLabel: LEAD_FORM_LABELS[row.formId as LeadFormId] ?? row.formId,
    contact: { name: row.name, phoneNumber: row.phoneNumber, email: row.email },
    uniqueID: row.uniqueId,
    customerId: row.customerId,
    sourcePage: row.sourcePage,
    createdAt: row.createdAt.toISOString(),
    ...extra,
    details: row.payload,
  };
}

// ---------------------------------------------------------------------------------------------
// submit-leads / leadsv3
// ---------------------------------------------------------------------------------------------

const FOLLOW_UP = 'dalam 1×24 jam pada hari kerja';

function leadAnswer(row: LeadRow): LeadData {
  const consent = row.kind === 'consent';
  return {
    leadNo: row.leadNo,
    formId: row.formId,
    uniqueID: row.uniqueId,
    createdAt: row.createdAt.toISOString(),
    message: consent
      ? `Terima kasih, ${row.name ?? 'Anda'}. Persetujuan Anda tercatat dengan nomor ${row.leadNo}.`
      : `Terima kasih, ${row.name ?? 'Anda'}. Data Anda tercatat dengan nomor ${row.leadNo}. Tim kami akan menghubungi Anda melalui WhatsApp atau telepon ${FOLLOW_UP}.`,
  };
}

/** The lead's WhatsApp acknowledgement (the utility template 'kemudi_lead_diterima'); its text also goes in the email. */
function acknowledgement(row: LeadRow, names: Names) {
  const label = LEAD_FORM_LABELS[row.formId as LeadFormId] ?? row.formId;
  const about = names.model ? ` untuk Toyota ${names.model.name}${names.variant ? ` ${names.variant.name}` : ''}` : '';
  const who = names.salesman ? `Sales kami, ${names.salesman.name}${names.branch ? ` dari ${names.branch.name}` : ''},` : names.branch ? `Tim ${names.branch.name}` : 'Tim Kemudi';
  return whatsappMessage('kemudi_lead_diterima', [row.name ?? 'Pelanggan', `${label}${about}`, row.leadNo, who]);
}

export async function submitLead(deps: LeadDeps, caller: LeadCaller, formId: LeadFormId, body: SubmitBody): Promise<LeadData> {
  const kind = leadKindOfForm(formId);
  const same = (row: LeadRow) => row.formId === formId && row.phoneNumber === body.phoneNumber;
  const existing = await leadByKey(deps.db, body.idempotencyKey);
  if (existing) {
    if (!same(existing)) throw new AppError(409, 'IdempotencyKeyReused', M.IDEMPOTENCY_REUSED);
    return leadAnswer(existing);
  }

  let tradeIn: Record<string, unknown> | null = null;
  if (formId === 'tukar-tambah') {
    // The lead carries both cars: the one traded in and the new one, with the branch that takes it.
    if (!body.tradeIn) throw new AppError(400, 'ValidationError', M.TRADE_IN_REQUIRED);
    if (!body.modelCode || !body.branchSlug) throw new AppError(400, 'ValidationError', M.TRADE_IN_NEEDS_NEW_CAR);
    const estimate = await estimateCar(deps.db, body.tradeIn.car, deps.now());
    tradeIn = {
      car: body.tradeIn.car,
      shown: { low: body.tradeIn.estimateLow, high: body.tradeIn.estimateHigh },
      // The server's own figures: what the page showed is the visitor's word, this is ours.
      estimate: { estimated: estimate.estimated, low: estimate.low, high: estimate.high, mid: estimate.mid, retail: estimate.retail, comparables: estimate.comparables },
    };
  } else if (body.tradeIn) {
    throw new AppError(400, 'ValidationError', 'Data tukar tambah hanya untuk formulir Tukar Tambah');
  }
  const names = await resolveNames(deps.db, body);
  // Every lead lands in a branch queue (issue 24): the form's branch, else the nearest one of the visitor's city.
  const branchSlug = await leadBranchOf(deps.db, { branchSlug: names.branch?.slug, cityCode: names.city?.isocode });

  const { row } = await writeOnce(deps, body.idempotencyKey, same, async (tx, leadNo, at) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        leadNo,
        kind,
        formId,
        phoneNumber: body.phoneNumber,
        // §3: phoneNumber copied to uniqueID.
        uniqueId: body.phoneNumber,
        name: body.name,
        email: body.email ?? null,
        customerId: caller.customerId,
        modelCode: names.model?.code ?? null,
        variantCode: names.variant?.code ?? null,
        branchSlug,
        salesmanSlug: names.salesman?.slug ?? null,
        sourcePage: body.sourcePage ?? null,
        payload: {
          ...namesPayload(names),
          message: body.message ?? null,
          consent: true,
          ...(tradeIn ? { tradeIn } : {}),
        },
        idempotencyKey: body.idempotencyKey,
        ip: caller.ip,
        status: kind === 'consent' ? CONSENT_LEAD_STATUS : 'baru',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (kind !== 'consent') {
      await recordLeadEvent(tx, lead!.id, { type: 'created', note: `Lead masuk dari formulir ${LEAD_FORM_LABELS[formId]}`, at });
      const ack = acknowledgement(lead!, names);
      await queueMessage(tx, { channel: 'whatsapp', to: body.phoneNumber, ...ack }, at);
      const text = ack.text.replace(WHATSAPP_AUTOMATIC_LINE, '');
      if (body.email) await queueMessage(tx, { channel: 'email', to: body.email, ...composeEmail({ template: 'lead-received', data: { leadNo: lead!.leadNo, message: text } }) }, at);
    }
    await queueCrm(tx, { recordType: 'lead', recordId: lead!.id, event: 'created', payload: crmPayload(lead!, namesPayload(names)) }, at);
    return lead!;
  });
  return leadAnswer(row);
}

// ---------------------------------------------------------------------------------------------
// WhatsApp hand-overs
// ---------------------------------------------------------------------------------------------

/** wa.me digits in the 62… form ('0812…', '812…' and '62812…' are one number). */
export function waDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('62')) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return `62${digits}`;
}

const KEMUDI_WHATSAPP = waDigits(SUPPORT_CONTACTS.whatsApp.href.replace('https://wa.me/', ''));

type WhatsAppTarget =
  | { kind: 'salesman'; salesman: { slug: string; name: string; branchSlug: string }; branch: { slug: string; name: string } | null }
  | { kind: 'branch'; branch: { slug: string; name: string } }
  | { kind: 'kemudi' };

/**
 * Who a wa.me number belongs to: a salesman, a branch, or Kemudi's own support number. Any other
 * number is refused, so this call cannot be used to make WhatsApp links to anyone.
 */
async function whatsAppTarget(db: Db, to: string): Promise<WhatsAppTarget> {
  const [salesman] = await db
    .select({ slug: salesmen.slug, name: salesmen.name, branchSlug: branches.slug, branchName: branches.name })
    .from(salesmen)
    .innerJoin(branches, eq(branches.id, salesmen.branchId))
    .where(eq(salesmen.whatsapp, to))
    .limit(1);
  if (salesman) {
    return { kind: 'salesman', salesman: { slug: salesman.slug, name: salesman.name, branchSlug: salesman.branchSlug }, branch: { slug: salesman.branchSlug, name: salesman.branchName } };
  }
  const [branch] = await db.select({ slug: branches.slug, name: branches.name }).from(branches).where(eq(branches.whatsapp, to)).limit(1);
  if (branch) return { kind: 'branch', branch };
  if (to === KEMUDI_WHATSAPP) return { kind: 'kemudi' };
  throw unprocessable('UnknownWhatsAppNumber', M.WHATSAPP_UNKNOWN);
}

const MODEL_PAGE = /^\/mobil-baru-toyota\/p\/([^/?#]+)/;
const TEST_DRIVE_NEW_PAGE = /^\/testdrive\/new-car\/([^/?#]+)/;
const USED_CAR_PAGE = /^\/c\/certified-used-car-toyota\/p\/([^/?#]+)/;
const TEST_DRIVE_USED_PAGE = /^\/testdrive\/used-car\/([^/?#]+)/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The model a page is about: a model page (or its test drive), or a used car's page (its model). */
export async function modelOfPage(db: Db, sourcePage: string): Promise<{ model: { code: string; name: string }; usedCarCode: string | null } | null> {
  const modelCode = MODEL_PAGE.exec(sourcePage)?.[1] ?? TEST_DRIVE_NEW_PAGE.exec(sourcePage)?.[1];
  if (modelCode) {
    const model = await modelOf(db, decode(modelCode));
    return model ? { model, usedCarCode: null } : null;
  }
  const usedCode = USED_CAR_PAGE.exec(sourcePage)?.[1] ?? TEST_DRIVE_USED_PAGE.exec(sourcePage)?.[1];
  if (usedCode) {
    const [row] = await db
      .select({ code: usedCars.code, modelCode: carModels.code, modelName: sql<string>`coalesce(${usedCars.modelName}, ${carModels.name})` })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .where(eq(usedCars.code, decode(usedCode)))
      .limit(1);
    return row ? { model: { code: row.modelCode, name: row.modelName }, usedCarCode: row.code } : null;
  }
  return null;
}

/** The prefilled message of the chat, naming the model or the page and the lead number. */
function prefilledText(row: LeadRow, siteUrl: string): string {
  const p = row.payload as { model?: { name: string } | null; usedCarCode?: string | null; salesman?: { name: string } | null };
  const greeting = p.salesman ? `Halo ${p.salesman.name}` : 'Halo Kemudi';
  const subject = p.model
    ? p.usedCarCode
      ? `mobil bekas Toyota ${p.model.name} (${p.usedCarCode})`
      : `Toyota ${p.model.name}`
    : null;
  const about = subject ? `saya tertarik dengan ${subject}` : 'saya ingin bertanya';
  const page = row.sourcePage && row.sourcePage !== '/' ? ` dari halaman ${siteUrl}${row.sourcePage}` : '';
  return `${greeting}, ${about}${page}. Mohon informasinya. (Ref: ${row.leadNo})`;
}

export async function whatsAppLead(deps: LeadDeps, caller: LeadCaller, body: WhatsAppBody) {
  const to = waDigits(body.to);
  const same = (row: LeadRow) => row.kind === 'whatsapp' && (row.payload as { to?: unknown }).to === to;
  const answer = (row: LeadRow) => ({
    leadNo: row.leadNo,
    waLink: whatsAppLink(to, (row.payload as { text?: string | null }).text ?? prefilledText(row, deps.siteUrl)),
    // The branch the chat is with (the lead's queue branch may be the nearest one instead).
    branchSlug: (row.payload as { branch?: { slug: string } | null }).branch?.slug ?? null,
    salesmanSlug: row.salesmanSlug,
  });
  const existing = await leadByKey(deps.db, body.idempotencyKey);
  if (existing) {
    if (!same(existing)) throw new AppError(409, 'IdempotencyKeyReused', M.IDEMPOTENCY_REUSED);
    return answer(existing);
  }

  const target = await whatsAppTarget(deps.db, to);
  let page: Awaited<ReturnType<typeof modelOfPage>> = null;
  let model: { code: string; name: string } | null = null;
  if (body.modelCode) {
    model = await modelOf(deps.db, body.modelCode);
    if (!model) throw unprocessable('UnknownModel', M.MODEL_UNKNOWN);
  } else {
    page = await modelOfPage(deps.db, body.sourcePage);
    model = page?.model ?? null;
  }
  // The number decides the branch and salesman; on Kemudi's own number the page may name them.
  let branch: { slug: string; name: string } | null = target.kind === 'kemudi' ? null : target.branch;
  let salesman = target.kind === 'salesman' ? target.salesman : null;
  if (target.kind === 'kemudi') {
    const named = await resolveNames(deps.db, { branchSlug: body.branchSlug, salesmanSlug: body.salesmanSlug });
    branch = named.branch ? { slug: named.branch.slug, name: named.branch.name } : null;
    salesman = named.salesman;
  }
  const branchSlug = await leadBranchOf(deps.db, { branchSlug: branch?.slug });
  const customer = caller.customerId
    ? ((await deps.db.select({ name: customers.name, phone: customers.phone, email: customers.email }).from(customers).where(eq(customers.id, caller.customerId)).limit(1))[0] ?? null)
    : null;

  const { row } = await writeOnce(deps, body.idempotencyKey, same, async (tx, leadNo, at) => {
    // Repeated clicks to the same chat from the same page within the window are one lead: a
    // customer's wherever they click from, a guest's per address (customers behind one carrier
    // address stay apart). The check and the insert are serialised by a transaction lock.
    const clicker = caller.customerId ? `customer:${caller.customerId}` : caller.ip ? `ip:${caller.ip}` : null;
    if (clicker) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wa-lead|${clicker}|${to}|${body.sourcePage}`}))`);
      const since = new Date(at.getTime() - WHATSAPP_LEAD_DEDUP_MINUTES * 60_000);
      const who = caller.customerId ? eq(leads.customerId, caller.customerId) : and(eq(leads.ip, caller.ip!), isNull(leads.customerId));
      const [recent] = await tx
        .select()
        .from(leads)
        .where(and(eq(leads.kind, 'whatsapp'), who, eq(leads.sourcePage, body.sourcePage), sql`${leads.payload}->>'to' = ${to}`, gt(leads.createdAt, since)))
        .orderBy(desc(leads.createdAt))
        .limit(1);
      if (recent) return recent;
    }
    const [lead] = await tx
      .insert(leads)
      .values({
        leadNo,
        kind: 'whatsapp',
        formId: 'whatsapp',
        phoneNumber: customer?.phone ?? null,
        uniqueId: customer?.phone ?? null,
        name: customer?.name ?? null,
        email: customer?.email ?? null,
        customerId: caller.customerId,
        modelCode: model?.code ?? null,
        branchSlug,
        salesmanSlug: salesman?.slug ?? null,
        sourcePage: body.sourcePage,
        payload: { to, target: target.kind, text: body.text ?? null, model, usedCarCode: page?.usedCarCode ?? null, branch, salesman },
        idempotencyKey: body.idempotencyKey,
        ip: caller.ip,
        status: 'baru',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordLeadEvent(tx, lead!.id, { type: 'created', note: `Klik WhatsApp ke ${salesman ? salesman.name : branch ? branch.name : 'Kemudi'}`, at });
    await queueCrm(tx, { recordType: 'lead', recordId: lead!.id, event: 'created', payload: crmPayload(lead!, { whatsapp: to, model, branch, salesman }) }, at);
    return lead!;
  });
  return answer(row);
}

// ---------------------------------------------------------------------------------------------
// /hubungi-kami
// ---------------------------------------------------------------------------------------------

/** A contact question with its ticket number 'TK-…'. */
/** `ownerKey`: a guest browser's upload owner key (x-upload-owner), which must own the attachment. */
export async function contactQuestion(deps: LeadDeps, caller: LeadCaller, body: ContactBody, ownerKey: string | null = null) {
  const topic = CONTACT_TOPICS.find((t) => t.value === body.topic)!;
  const same = (row: LeadRow) => row.kind === 'contact' && (row.phoneNumber === body.phoneNumber || reopenedWith(row, body.idempotencyKey));
  const answer = (row: LeadRow) => ({
    ticketNo: row.leadNo,
    topicLabel: (row.payload as { topicLabel?: string }).topicLabel ?? topic.label,
    message: `${reopenedWith(row, body.idempotencyKey) ? `Pertanyaan Anda kami tambahkan ke tiket ${row.leadNo}, yang kami buka kembali.` : `Pertanyaan Anda tercatat dengan nomor tiket ${row.leadNo}.`} Tim Kemudi akan menjawab melalui email ke ${row.email ?? body.email} atau WhatsApp ${FOLLOW_UP} (Senin–Jumat, kecuali hari libur nasional).`,
    createdAt: row.createdAt.toISOString(),
  });
  const existing = (await leadByKey(deps.db, body.idempotencyKey)) ?? (await ticketByMessageKey(deps.db, body.idempotencyKey));
  if (existing) {
    if (!same(existing)) throw new AppError(409, 'IdempotencyKeyReused', M.IDEMPOTENCY_REUSED);
    return answer(existing);
  }

  let province;
  try {
    province = await findProvince(deps.db, body.provinceCode);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw unprocessable('UnknownProvince', M.PROVINCE_UNKNOWN);
    throw error;
  }
  const city = await cityOf(deps.db, body.cityCode);
  if (city.provinceIsocode !== province.isocode) throw unprocessable('CityNotInProvince', M.CITY_NOT_IN_PROVINCE);
  // The uploader's own file only (the customer, or a guest's browser by its owner key): an id read off
  // someone else's form cannot be attached to this question.
  const owner = caller.customerId ? eq(uploadedFiles.ownerCustomerId, caller.customerId) : ownerKey ? eq(uploadedFiles.ownerKey, ownerKey) : sql`false`;
  const unattached = (id: string) =>
    and(eq(uploadedFiles.id, id), eq(uploadedFiles.purpose, 'attachment'), isNull(uploadedFiles.leadId), isNull(uploadedFiles.bookingId), owner);
  if (body.attachmentId) {
    const [file] = await deps.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(unattached(body.attachmentId)).limit(1);
    if (!file) throw unprocessable('UnknownAttachment', M.ATTACHMENT_UNKNOWN);
  }

  const { row } = await writeOnce(
    deps,
    body.idempotencyKey,
    same,
    async (tx, ticketNo, at) => {
      // The same contact writing again within TICKET_REOPEN_DAYS of a ticket's closing reopens it (issue 24):
      // serialised per contact, so a retry or a second tab cannot open a second ticket meanwhile.
      for (const who of [body.email.toLowerCase(), body.phoneNumber]) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ticket-contact|${who}`}))`);
      const retried = await ticketByMessageKey(tx, body.idempotencyKey);
      if (retried) return retried;
      const closed = await closedTicketOf(tx, body, at);
      if (closed) {
        const reopened = await reopenByCustomer(tx, closed, { question: body.question, topicLabel: topic.label, key: body.idempotencyKey, at });
        if (body.attachmentId) {
          const linked = await tx.update(uploadedFiles).set({ leadId: reopened.id }).where(unattached(body.attachmentId)).returning({ id: uploadedFiles.id });
          if (linked.length !== 1) throw unprocessable('UnknownAttachment', M.ATTACHMENT_UNKNOWN);
        }
        const whatsapp = whatsappMessage('kemudi_tiket_dibuka_kembali', [body.name, reopened.leadNo]);
        const text = whatsapp.text.replace(WHATSAPP_AUTOMATIC_LINE, '');
        const email = composeEmail({ template: 'ticket-reopened', data: { ticketNo: reopened.leadNo, message: text, question: body.question } });
        await queueMessage(tx, { channel: 'email', to: body.email, ...email }, at);
        await queueMessage(tx, { channel: 'whatsapp', to: body.phoneNumber, ...whatsapp }, at);
        await queueCrm(tx, { recordType: 'lead', recordId: reopened.id, event: 'updated', payload: crmPayload(reopened, { ticketNo: reopened.leadNo, topic: topic.label, reopened: true, question: body.question }) }, at);
        return reopened;
      }
      const [lead] = await tx
        .insert(leads)
        .values({
          leadNo: ticketNo,
          kind: 'contact',
          formId: 'hubungi-kami',
          phoneNumber: body.phoneNumber,
          uniqueId: body.phoneNumber,
          name: body.name,
          email: body.email,
          customerId: caller.customerId,
          sourcePage: ROUTES.contact,
          payload: {
            topic: topic.value,
            topicLabel: topic.label,
            question: body.question,
            province: { code: province.isocode, name: province.name },
            city: { code: city.isocode, name: city.name },
            attachmentId: body.attachmentId ?? null,
            consent: true,
          },
          idempotencyKey: body.idempotencyKey,
          ip: caller.ip,
          branchSlug: await leadBranchOf(tx, { cityCode: city.isocode }),
          status: 'terbuka',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await recordLeadEvent(tx, lead!.id, { type: 'created', note: `Pertanyaan diterima (${topic.label})`, at });
      if (body.attachmentId) {
        // Conditional: a file is attached to one question only, even when two forms race for it.
        const linked = await tx.update(uploadedFiles).set({ leadId: lead!.id }).where(unattached(body.attachmentId)).returning({ id: uploadedFiles.id });
        if (linked.length !== 1) throw unprocessable('UnknownAttachment', M.ATTACHMENT_UNKNOWN);
      }
      const whatsapp = whatsappMessage('kemudi_tiket_diterima', [body.name, topic.label, lead!.leadNo]);
      const text = whatsapp.text.replace(WHATSAPP_AUTOMATIC_LINE, '');
      const email = composeEmail({ template: 'ticket-received', data: { ticketNo: lead!.leadNo, message: text, question: body.question } });
      await queueMessage(tx, { channel: 'email', to: body.email, ...email }, at);
      await queueMessage(tx, { channel: 'whatsapp', to: body.phoneNumber, ...whatsapp }, at);
      await queueCrm(tx, { recordType: 'lead', recordId: lead!.id, event: 'created', payload: crmPayload(lead!, { ticketNo: lead!.leadNo, topic: topic.label }) }, at);
      return lead!;
    },
    'TK',
  );
  return answer(row);
}

// ---------------------------------------------------------------------------------------------
// A customer writing again to a closed ticket (issue 24)
// ---------------------------------------------------------------------------------------------

/** The request keys of the later messages a ticket took in (a retried request answers the same ticket). */
const messageKeysOf = (row: LeadRow): string[] => ((row.payload as { messageKeys?: unknown }).messageKeys as string[] | undefined) ?? [];
const reopenedWith = (row: LeadRow, key: string) => messageKeysOf(row).includes(key);

/** The ticket that took in a later message with this request key. */
async function ticketByMessageKey(db: Db, key: string): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, 'contact'), sql`${leads.payload}->'messageKeys' @> ${JSON.stringify([key])}::jsonb`))
    .limit(1);
  return row ?? null;
}

/** The contact's (same email or phone) latest ticket closed within TICKET_REOPEN_DAYS. */
async function closedTicketOf(db: Db, body: { email: string; phoneNumber: string }, at: Date): Promise<LeadRow | null> {
  const since = new Date(at.getTime() - TICKET_REOPEN_DAYS * 86_400_000);
  const [row] = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.kind, 'contact'),
        eq(leads.status, 'ditutup'),
        gt(leads.closedAt, since),
        or(eq(leads.phoneNumber, body.phoneNumber), sql`lower(${leads.email}) = ${body.email.toLowerCase()}`),
      ),
    )
    .orderBy(desc(leads.closedAt))
    .limit(1);
  return row ?? null;
}

/** Reopens a closed ticket with the customer's new message on its timeline (TICKET_TRANSITIONS, actor 'customer'). */
async function reopenByCustomer(tx: Db, row: LeadRow, message: { question: string; topicLabel: string; key: string; at: Date }): Promise<LeadRow> {
  const reopened = await changeTicket(tx, row, 'reopen', 'customer', { staffId: null, at: message.at });
  const [updated] = await tx
    .update(leads)
    .set({ payload: { ...reopened.payload, messageKeys: [...messageKeysOf(reopened), message.key] } })
    .where(eq(leads.id, row.id))
    .returning();
  await recordLeadEvent(tx, row.id, { type: 'customer-message', note: `${message.topicLabel}: ${message.question}`, at: message.at });
  return updated!;
}
