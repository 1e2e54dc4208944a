/**
 * What the Leads and Tiket queue suites share (issue 24): a visitor sending the site's real lead
 * and contact forms (with the development captcha), and a sales member who exists only as an
 * assignee (never signs in).
 */
import { randomBytes } from 'node:crypto';
import { branches, leadEvents, leads, staff, staffBranches, staffAudit } from '@kemudi/db';
import { leadCalls } from '@kemudi/domain/contracts/leads';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Answer, StaffContext } from './staff-helpers';

export const SUNTER = 'kemudi-toyota-sunter';
export const BANDUNG = 'kemudi-toyota-bandung-soekarno-hatta';

export const requestKey = () => randomBytes(12).toString('hex');
/** A word of letters no other test uses (a name's tag: names take letters only), e.g. 'Qxvbtrmw'. */
export const uniqueWord = () => {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return letters[0]!.toUpperCase() + letters.slice(1);
};
let phones = 0;
/** A fresh mobile number per form (the per-phone limits of one test stay out of the next). */
export const newPhone = () => `0858${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;

/** A visitor on the site: the captcha, then a form, as the web's proxy sends it (the system token). */
export function visitor(ctx: StaffContext) {
  const send = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const r = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${ctx.token}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: r.statusCode, body: r.json(), headers: r.headers };
  };
  const captcha = async () => leadCalls.captcha.data.parse((await send('GET', leadCalls.captcha.path)).body.data).token!;
  return {
    /** A site form's lead (§7 submit-leads); answers the lead's row. */
    async lead(body: Record<string, unknown>, formId = 'hubungi-sales') {
      const answer = await send('POST', `${leadCalls.submit.path}?formId=${formId}`, { consent: true, idempotencyKey: requestKey(), ...body }, { 'x-captcha': await captcha() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { leadNo } = leadCalls.submit.data.parse(answer.body.data);
      return (await ctx.db.select().from(leads).where(eq(leads.leadNo, leadNo)))[0]!;
    },
    /** A /hubungi-kami question; answers the call's data. */
    async contact(body: Record<string, unknown>) {
      const payload = { topic: 'servis', provinceCode: 'jawa_barat', cityCode: '3273', question: 'Apakah servis berkala bisa dilakukan di rumah?', consent: true, idempotencyKey: requestKey(), ...body };
      const answer = await send('POST', leadCalls.contact.path, payload, { 'x-captcha': await captcha() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { ...leadCalls.contact.data.parse(answer.body.data), sent: payload };
    },
  };
}

/** A sales member of a branch who never signs in here: someone else to assign leads to. */
export async function addSales(ctx: StaffContext, name: string, branchSlug: string): Promise<{ id: string; name: string }> {
  const [member] = await ctx.db
    .insert(staff)
    .values({ email: `${name.toLowerCase().replace(/\W+/g, '.')}.${requestKey().slice(0, 6)}@staf.contoh.com`, name, role: 'sales' })
    .returning({ id: staff.id, name: staff.name });
  const [branch] = await ctx.db.select({ id: branches.id }).from(branches).where(eq(branches.slug, branchSlug));
  await ctx.db.insert(staffBranches).values({ staffId: member!.id, branchId: branch!.id });
  return member!;
}

/** A lead's or ticket's timeline events, oldest first. */
export const eventsOf = (ctx: StaffContext, leadId: string) =>
  ctx.db.select({ type: leadEvents.type, note: leadEvents.note, staffId: leadEvents.staffId, channels: leadEvents.channels }).from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.id));

/** The audit rows of one record, oldest first. */
export const auditOf = (ctx: StaffContext, entity: string, id: string) =>
  ctx.db.select().from(staffAudit).where(and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, id))).orderBy(asc(staffAudit.id));

/** The first error of an answer. */
export const errorOf = (answer: Answer) => answer.body.errors?.[0] as { type: string; message: string } | undefined;
