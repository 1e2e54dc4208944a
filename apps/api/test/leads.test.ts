import { randomBytes } from 'node:crypto';
import { branches, crmOutbox, leads, outboxMessages, salesmen, uploadedFiles } from '@kemudi/db';
import { ACCOUNT_MESSAGES } from '@kemudi/domain/account';
import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { crmDevCalls, leadCalls, LeadData, TradeInEstimate, TradeInOptions, WhatsAppLeadData } from '@kemudi/domain/contracts/leads';
import { LEAD_LIMIT_PER_IP, LEAD_LIMIT_PER_PHONE, LEAD_MESSAGES, LEAD_NO_PATTERN, METHOD_NOT_ALLOWED } from '@kemudi/domain/leads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestContext, customerToken, type TestContext } from './helpers';

/*
 * Leads, contact questions, WhatsApp hand-overs and the trade-in estimate (issue 13) over the
 * development captcha, with the per-address limits on: each test comes from its own address.
 */

type Res = { status: number; body: any; headers: Record<string, unknown> };
const C = leadCalls;
const BRANCH = 'kemudi-toyota-sunter';
const SALESMAN = 'budi-santoso-sunter';

const key = () => randomBytes(12).toString('hex');
let ipCount = 0;
const newIp = () => {
  ipCount += 1;
  return `10.13.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
};
let phoneCount = 0;
/** A fresh mobile number per call, so the per-phone limit of one test never meets another's. */
const newPhone = () => {
  phoneCount += 1;
  return `0857${String(process.pid % 1000).padStart(3, '0')}${String(phoneCount).padStart(5, '0')}`;
};

const errorOf = (res: Res) => res.body.errors?.[0] as { type: string; message: string } | undefined;

describe('leads (issue 13)', () => {
  let ctx: TestContext;
  let clockNow = new Date();

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    options: { payload?: unknown; captcha?: string | null; ip?: string; token?: string; owner?: string } = {},
  ): Promise<Res> => {
    const r = await ctx.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? '10.13.255.1',
      headers: {
        authorization: `Bearer ${options.token ?? ctx.token}`,
        ...(options.captcha ? { 'x-captcha': options.captcha } : {}),
        ...(options.owner ? { 'x-upload-owner': options.owner } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    return { status: r.statusCode, body: r.headers['content-type']?.toString().includes('json') ? r.json() : r.body, headers: r.headers };
  };
  const captcha = async (): Promise<string> => {
    const res = await call('GET', C.captcha.path);
    expect(res.status).toBe(200);
    return C.captcha.data.parse(res.body.data).token!;
  };
  const lead = (extra: Record<string, unknown> = {}) => ({
    name: 'Rina Kartika',
    phoneNumber: newPhone(),
    email: 'rina.kartika@contoh.com',
    modelCode: 'avanza',
    branchSlug: BRANCH,
    sourcePage: '/mobil-baru-toyota/p/avanza',
    message: 'Mohon info harga dan promo bulan ini.',
    consent: true,
    idempotencyKey: key(),
    ...extra,
  });
  const submit = async (body: Record<string, unknown>, options: { formId?: string; captcha?: string | null; ip?: string; token?: string; v3?: boolean } = {}) =>
    call('POST', `${options.v3 ? C.submitV3.path : C.submit.path}?formId=${options.formId ?? 'hubungi-sales'}`, {
      payload: body,
      captcha: options.captcha === undefined ? await captcha() : options.captcha,
      ip: options.ip ?? newIp(),
      ...(options.token ? { token: options.token } : {}),
    });
  const leadRows = (phone: string) => ctx.db.select().from(leads).where(eq(leads.phoneNumber, phone));

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock: () => clockNow });
  });
  afterAll(() => ctx.close());

  describe('captcha', () => {
    it('gives a development token, and a lead without one, with a bad one or an expired one is refused', async () => {
      const challenge = C.captcha.data.parse((await call('GET', C.captcha.path)).body.data);
      expect(challenge).toMatchObject({ provider: 'dev', siteKey: null, expiresIn: 600 });
      expect(challenge.token).toMatch(/^dev1\./);

      const missing = await submit(lead(), { captcha: null });
      expect(missing.status).toBe(400);
      expect(errorOf(missing)).toEqual({ type: 'CaptchaRequired', message: LEAD_MESSAGES.CAPTCHA_REQUIRED });

      const forged = `${challenge.token!.slice(0, -4)}AAAA`;
      for (const bad of ['asal-saja', forged]) {
        const res = await submit(lead(), { captcha: bad });
        expect(res.status).toBe(403);
        expect(errorOf(res)).toEqual({ type: 'CaptchaFailed', message: LEAD_MESSAGES.CAPTCHA_FAILED });
      }

      const token = await captcha();
      clockNow = new Date(Date.now() + 11 * 60_000);
      try {
        const expired = await submit(lead(), { captcha: token });
        expect(expired.status).toBe(403);
        expect(errorOf(expired)?.type).toBe('CaptchaFailed');
      } finally {
        clockNow = new Date();
      }
      expect((await submit(lead(), { captcha: token })).status).toBe(200);
    });
  });

  describe('submit-leads and leadsv3', () => {
    it('records a lead with uniqueID = the phone, a lead number of today, the acknowledgement and the CRM record', async () => {
      const body = lead({ phoneNumber: '+62 857-1300-4411', idempotencyKey: key() });
      const res = await submit(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = LeadData.parse(res.body.data);
      expect(data.leadNo).toMatch(LEAD_NO_PATTERN);
      const wib = new Date(Date.now() + 7 * 3600_000).toISOString();
      expect(data.leadNo.slice(0, 9)).toBe(`LD-${wib.slice(2, 4)}${wib.slice(5, 7)}${wib.slice(8, 10)}`);
      expect(data.uniqueID).toBe('085713004411');
      expect(data.formId).toBe('hubungi-sales');
      expect(data.message).toContain(data.leadNo);

      const [row] = await leadRows('085713004411');
      expect(row).toMatchObject({ kind: 'form', uniqueId: '085713004411', modelCode: 'avanza', branchSlug: BRANCH, name: 'Rina Kartika' });
      expect(row!.payload).toMatchObject({ model: { code: 'avanza', name: 'Avanza' }, branch: { slug: BRANCH } });
      const messages = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '085713004411'));
      expect(messages.map((m) => m.channel)).toEqual(['whatsapp']);
      expect(messages[0]!.body).toContain(data.leadNo);
      expect(messages[0]!.body).toContain('Avanza');
      // Issue 27: the acknowledgement is the utility template 'kemudi_lead_diterima'.
      expect(messages[0]!.payload).toMatchObject({ whatsapp: { name: 'kemudi_lead_diterima', category: 'UTILITY', params: ['Rina Kartika', expect.stringContaining('Avanza'), data.leadNo, expect.any(String)] } });
      const emails = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'rina.kartika@contoh.com'));
      expect(emails.some((m) => m.body.includes(data.leadNo))).toBe(true);
      // No CRM configured: the record waits in the outbox (the local default).
      const crm = await ctx.db.select().from(crmOutbox).where(eq(crmOutbox.recordId, row!.id));
      expect(crm).toHaveLength(1);
      expect(crm[0]).toMatchObject({ recordType: 'lead', event: 'created', status: 'outbox' });
      expect(crm[0]!.payload).toMatchObject({ leadNo: data.leadNo, uniqueID: '085713004411', kind: 'form' });

      const listed = await call('GET', `${crmDevCalls.outbox.path}?number=${data.leadNo}`);
      expect(listed.status).toBe(200);
      const rows = crmDevCalls.outbox.data.parse(listed.body.data);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'outbox', recordType: 'lead', payload: { leadNo: data.leadNo } });
    });

    it('leadsv3 takes the same lead', async () => {
      const body = lead();
      const res = await submit(body, { v3: true, formId: 'minat-promo' });
      expect(res.status).toBe(200);
      expect(C.submitV3.data.parse(res.body.data).formId).toBe('minat-promo');
      expect((await leadRows(body.phoneNumber))[0]).toMatchObject({ formId: 'minat-promo', kind: 'form' });
    });

    it('refuses bad input with Indonesian messages: §5 phone rules, unknown form, model, branch, salesman, city, no consent', async () => {
      const cases: [Record<string, unknown>, string | undefined, number, string][] = [
        [lead({ phoneNumber: '0712345678' }), undefined, 400, ACCOUNT_MESSAGES.PHONE_INVALID],
        [lead({ phoneNumber: '0812' }), undefined, 400, ACCOUNT_MESSAGES.PHONE_INVALID],
        [lead({ phoneNumber: '   ' }), undefined, 400, ACCOUNT_MESSAGES.PHONE_EMPTY],
        [lead(), 'formulir-palsu', 400, LEAD_MESSAGES.FORM_UNKNOWN],
        [lead({ consent: false }), undefined, 400, 'Anda perlu menyetujui'],
        [lead({ modelCode: 'mobil-khayalan' }), undefined, 422, LEAD_MESSAGES.MODEL_UNKNOWN],
        [lead({ variantCode: 'FTN-24G-AT-4X2' }), undefined, 422, LEAD_MESSAGES.VARIANT_UNKNOWN],
        [lead({ branchSlug: 'cabang-khayalan' }), undefined, 422, LEAD_MESSAGES.BRANCH_UNKNOWN],
        [lead({ salesmanSlug: 'sales-khayalan' }), undefined, 422, LEAD_MESSAGES.SALESMAN_UNKNOWN],
        [lead({ cityCode: '9999' }), undefined, 422, LEAD_MESSAGES.CITY_UNKNOWN],
      ];
      for (const [body, formId, status, message] of cases) {
        const res = await submit(body, formId ? { formId } : {});
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(errorOf(res)?.message).toContain(message);
        expect(await leadRows(String(body.phoneNumber).trim())).toHaveLength(0);
      }
    });

    it('names the salesman and his branch; the same idempotency key answers the same lead, even when two copies race', async () => {
      const body = lead({ salesmanSlug: SALESMAN, branchSlug: undefined });
      const first = await submit(body);
      expect(first.status).toBe(200);
      const again = await submit(body);
      expect(again.status).toBe(200);
      expect(again.body.data.leadNo).toBe(first.body.data.leadNo);
      const [row] = await leadRows(body.phoneNumber);
      expect(row).toMatchObject({ salesmanSlug: SALESMAN, branchSlug: BRANCH });

      const racing = lead();
      const token = await captcha();
      const both = await Promise.all([submit(racing, { captcha: token }), submit(racing, { captcha: token })]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect(both[0].body.data.leadNo).toBe(both[1].body.data.leadNo);
      const rows = await leadRows(racing.phoneNumber);
      expect(rows).toHaveLength(1);
      expect(await ctx.db.select().from(crmOutbox).where(eq(crmOutbox.recordId, rows[0]!.id))).toHaveLength(1);

      // Someone else's key does not answer their lead.
      const stolen = await submit({ ...racing, phoneNumber: newPhone() });
      expect(stolen.status).toBe(409);
      expect(errorOf(stolen)?.message).toBe(LEAD_MESSAGES.IDEMPOTENCY_REUSED);
    });

    it("attaches a logged-in customer's lead to them", async () => {
      const customer = await createCustomer(ctx, { name: 'Dewi Lestari' });
      const token = await customerToken(ctx, customer.id);
      const body = lead({ phoneNumber: customer.phone });
      const res = await submit(body, { token });
      expect(res.status).toBe(200);
      expect((await leadRows(customer.phone))[0]?.customerId).toBe(customer.id);
    });

    it('answers 405 Method Not Allowed to any other method (§8)', async () => {
      for (const path of [C.submit.path, C.submitV3.path]) {
        for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
          const res = await call(method, `${path}?formId=hubungi-sales`, method === 'GET' || method === 'DELETE' ? {} : { payload: lead() });
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.body).toBe(METHOD_NOT_ALLOWED);
          expect(res.headers.allow).toBe('POST');
        }
      }
    });

    it('limits leads per address and per phone (429 in Indonesian with Retry-After)', async () => {
      const ip = newIp();
      const token = await captcha();
      for (let i = 0; i < LEAD_LIMIT_PER_IP; i += 1) expect((await submit(lead(), { ip, captcha: token })).status).toBe(200);
      const over = await submit(lead(), { ip, captcha: token });
      expect(over.status).toBe(429);
      expect(errorOf(over)?.message).toMatch(/^Terlalu banyak pengiriman dalam waktu singkat\. Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)\.$/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // The contact form shares the address's allowance.
      const contact = {
        topic: 'lainnya',
        name: 'Rina Kartika',
        email: 'rina.kartika@contoh.com',
        phoneNumber: newPhone(),
        provinceCode: 'dki_jakarta',
        cityCode: '0080',
        question: 'Apakah dealer buka pada hari Minggu?',
        consent: true,
        idempotencyKey: key(),
      };
      expect((await call('POST', C.contact.path, { payload: contact, captcha: token, ip })).status).toBe(429);
      expect((await call('POST', C.contact.path, { payload: contact, captcha: token, ip: newIp() })).status).toBe(200);

      // Refused captchas count too: a script guessing tokens meets the same wall (and never reaches the provider past it).
      const guesser = newIp();
      for (let i = 0; i < LEAD_LIMIT_PER_IP; i += 1) expect((await submit(lead(), { ip: guesser, captcha: 'tebakan' })).status).toBe(403);
      expect((await submit(lead(), { ip: guesser, captcha: token })).status).toBe(429);

      const phone = newPhone();
      for (let i = 0; i < LEAD_LIMIT_PER_PHONE; i += 1) expect((await submit(lead({ phoneNumber: phone }), { captcha: token })).status).toBe(200);
      // The same phone in another spelling, from yet another address.
      const samePhone = await submit(lead({ phoneNumber: `+62${phone.slice(1)}` }), { captcha: token });
      expect(samePhone.status).toBe(429);
      expect(errorOf(samePhone)?.message).toMatch(/nomor HP ini/);
    });

    it('answers an unexpected failure with 500 and the Indonesian message (§8 lead failure fallback)', async () => {
      const body = lead();
      const token = await captcha();
      await ctx.db.execute(sql`ALTER TABLE crm_outbox RENAME TO crm_outbox_away`);
      let res: Res;
      try {
        res = await submit(body, { captcha: token });
      } finally {
        await ctx.db.execute(sql`ALTER TABLE crm_outbox_away RENAME TO crm_outbox`);
      }
      expect(res.status).toBe(500);
      expect(errorOf(res)?.type).toBe('InternalServerError');
      expect(errorOf(res)?.message).toContain(LEAD_MESSAGES.FAILED);
      expect(JSON.stringify(res.body)).not.toMatch(/crm_outbox|relation|SQL/i);
      // One transaction: no lead without its CRM record, and the retry then succeeds.
      expect(await leadRows(body.phoneNumber)).toHaveLength(0);
      expect((await submit(body, { captcha: token })).status).toBe(200);
    });
  });

  describe('Tukar Tambah', () => {
    const car = { brand: 'toyota', model: 'avanza', type: '1.5 G CVT', transmission: 'automatic', year: 2021, fuel: 'bensin', mileageKm: 60_000, provinceCode: 'dki_jakarta' };

    it('lists brands, models with types, provinces and years', async () => {
      const res = await call('GET', C.tradeInOptions.path);
      expect(res.status).toBe(200);
      const options = TradeInOptions.parse(res.body.data);
      const toyota = options.brands.find((b) => b.value === 'toyota')!;
      const avanza = toyota.models.find((m) => m.value === 'avanza')!;
      expect(avanza.label).toBe('Avanza');
      expect(avanza.types).toEqual(expect.arrayContaining(['1.5 G CVT', '1.3 G M/T']));
      expect(options.brands.map((b) => b.label)).toEqual(expect.arrayContaining(['Toyota', 'Honda', 'Daihatsu']));
      expect(options.provinces.find((p) => p.value === 'dki_jakarta')?.label).toMatch(/Jakarta/i);
      const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear();
      expect(options.years).toEqual({ min: year - 25, max: year });
    });

    it('estimates a seeded model in a plausible range, with its steps; another brand gets no estimate and an honest note', async () => {
      const res = await call('POST', C.tradeInEstimate.path, { payload: car, ip: newIp() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const e = TradeInEstimate.parse(res.body.data);
      expect(e.estimated).toBe(true);
      expect(e.comparables).toBeGreaterThanOrEqual(8);
      // The used-price rule: Rp 288,4 juta (1.5 G CVT today) × 88 % × 0,965^5,5 × 1,04 (fewer km) × 0,95 (condition B)
      // ≈ Rp 206 juta retail; less the dealer's 12 % ≈ Rp 181 juta, ±8,75 %.
      expect(e.low!).toBeGreaterThan(160_000_000);
      expect(e.high!).toBeLessThan(205_000_000);
      expect(e.low!).toBeLessThan(e.mid!);
      expect(e.mid!).toBeLessThan(e.high!);
      expect(e.mid! % 500_000).toBe(0);
      expect(e.uncertainty!).toBeGreaterThan(0.05);
      expect(e.steps.map((s) => s.label)).toEqual(expect.arrayContaining(['Harga baru terdekat', 'Penyusutan per tahun', 'Perkiraan harga jual kembali', 'Data pembanding', 'Ketidakpastian']));
      expect(e.steps.find((s) => s.label === 'Harga baru terdekat')?.value).toContain('Avanza 1.5 G CVT');
      expect(e.car).toEqual(car);

      const older = TradeInEstimate.parse((await call('POST', C.tradeInEstimate.path, { payload: { ...car, year: 2017, mileageKm: 140_000 }, ip: newIp() })).body.data);
      expect(older.mid!).toBeLessThan(e.mid!);

      const honda = await call('POST', C.tradeInEstimate.path, { payload: { ...car, brand: 'honda', model: 'brio', type: undefined }, ip: newIp() });
      expect(honda.status).toBe(200);
      expect(honda.body.data).toMatchObject({ estimated: false, low: null, high: null, mid: null, comparables: 0 });
      expect(honda.body.data.note).toMatch(/Honda Brio/);
      expect(honda.body.data.note).toMatch(/inspeksi/);

      const future = await call('POST', C.tradeInEstimate.path, { payload: { ...car, year: 2099 }, ip: newIp() });
      expect(future.status).toBe(422);
      expect(errorOf(future)?.message).toBe(LEAD_MESSAGES.TRADE_IN_YEAR_FUTURE);
      const nowhere = await call('POST', C.tradeInEstimate.path, { payload: { ...car, provinceCode: 'atlantis' }, ip: newIp() });
      expect(nowhere.status).toBe(422);
      expect(errorOf(nowhere)?.message).toBe(LEAD_MESSAGES.PROVINCE_UNKNOWN);
    });

    it('a Tukar Tambah lead stores both cars, the server estimate and the branch', async () => {
      const body = lead({ modelCode: 'veloz', tradeIn: { car, estimateLow: 170_000_000, estimateHigh: 200_000_000 }, sourcePage: '/services-toyota/tukar-tambah' });
      const res = await submit(body, { formId: 'tukar-tambah' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await leadRows(body.phoneNumber);
      expect(row).toMatchObject({ kind: 'trade-in', formId: 'tukar-tambah', modelCode: 'veloz', branchSlug: BRANCH });
      const tradeIn = (row!.payload as { tradeIn: { car: unknown; shown: unknown; estimate: { estimated: boolean; low: number; high: number } } }).tradeIn;
      expect(tradeIn.car).toEqual(car);
      expect(tradeIn.shown).toEqual({ low: 170_000_000, high: 200_000_000 });
      expect(tradeIn.estimate.estimated).toBe(true);
      expect(tradeIn.estimate.low).toBeLessThan(tradeIn.estimate.high);

      const noCar = await submit(lead({ modelCode: 'veloz' }), { formId: 'tukar-tambah' });
      expect(noCar.status).toBe(400);
      expect(errorOf(noCar)?.message).toBe(LEAD_MESSAGES.TRADE_IN_REQUIRED);
      const noBranch = await submit(lead({ branchSlug: undefined, tradeIn: { car, estimateLow: null, estimateHigh: null } }), { formId: 'tukar-tambah' });
      expect(noBranch.status).toBe(400);
      expect(errorOf(noBranch)?.message).toBe(LEAD_MESSAGES.TRADE_IN_NEEDS_NEW_CAR);
    });
  });

  describe('WhatsApp hand-overs', () => {
    const wa = (body: Record<string, unknown>, ip = newIp(), token?: string) =>
      call('POST', C.whatsapp.path, { payload: { sourcePage: '/', idempotencyKey: key(), ...body }, ip, ...(token ? { token } : {}) });
    let branchWa = '';
    let salesmanWa = '';
    beforeAll(async () => {
      branchWa = (await ctx.db.select({ w: branches.whatsapp }).from(branches).where(eq(branches.slug, BRANCH)))[0]!.w;
      salesmanWa = (await ctx.db.select({ w: salesmen.whatsapp }).from(salesmen).where(eq(salesmen.slug, SALESMAN)))[0]!.w;
    });

    it("resolves a branch's, a salesman's and Kemudi's own number, and the model of the page", async () => {
      const byBranch = await wa({ to: branchWa, sourcePage: '/mobil-baru-toyota/p/avanza?variant=AVZ-15G-CVT' });
      expect(byBranch.status, JSON.stringify(byBranch.body)).toBe(200);
      const b = WhatsAppLeadData.parse(byBranch.body.data);
      expect(b).toMatchObject({ branchSlug: BRANCH, salesmanSlug: null });
      expect(b.waLink.startsWith(`https://wa.me/${branchWa}?text=`)).toBe(true);
      const text = decodeURIComponent(b.waLink.split('?text=')[1]!);
      expect(text).toContain('Toyota Avanza');
      expect(text).toContain(b.leadNo);
      const [row] = await ctx.db.select().from(leads).where(eq(leads.leadNo, b.leadNo));
      expect(row).toMatchObject({ kind: 'whatsapp', modelCode: 'avanza', phoneNumber: null, sourcePage: '/mobil-baru-toyota/p/avanza?variant=AVZ-15G-CVT' });
      expect(await ctx.db.select().from(crmOutbox).where(eq(crmOutbox.recordId, row!.id))).toHaveLength(1);

      const bySalesman = WhatsAppLeadData.parse((await wa({ to: `0${salesmanWa.slice(2)}`, text: 'Halo Pak Budi, saya mau tanya Fortuner.' })).body.data);
      expect(bySalesman).toMatchObject({ salesmanSlug: SALESMAN, branchSlug: BRANCH });
      expect(bySalesman.waLink).toBe(`https://wa.me/${salesmanWa}?text=${encodeURIComponent('Halo Pak Budi, saya mau tanya Fortuner.')}`);

      const kemudi = SUPPORT_CONTACTS.whatsApp.href.replace('https://wa.me/', '');
      const usedPage = WhatsAppLeadData.parse((await wa({ to: kemudi, sourcePage: '/c/certified-used-car-toyota/p/UC-26101' })).body.data);
      expect(usedPage).toMatchObject({ branchSlug: null, salesmanSlug: null });
      expect(decodeURIComponent(usedPage.waLink)).toContain('Avanza (UC-26101)');
      expect((await ctx.db.select().from(leads).where(eq(leads.leadNo, usedPage.leadNo)))[0]?.modelCode).toBe('avanza');
    });

    it('refuses a number that is not ours, and an unknown model', async () => {
      const res = await wa({ to: '6281299999999' });
      expect(res.status).toBe(422);
      expect(errorOf(res)?.message).toBe(LEAD_MESSAGES.WHATSAPP_UNKNOWN);
      const model = await wa({ to: branchWa, modelCode: 'mobil-khayalan' });
      expect(model.status).toBe(422);
      expect(errorOf(model)?.message).toBe(LEAD_MESSAGES.MODEL_UNKNOWN);
    });

    it('is one lead per key, and per address (a customer: per customer), number and page within the window', async () => {
      const ip = newIp();
      const body = { to: branchWa, sourcePage: '/mobil-baru-toyota/p/raize', idempotencyKey: key() };
      const first = (await wa(body, ip)).body.data.leadNo as string;
      expect((await wa(body, ip)).body.data.leadNo).toBe(first);
      expect((await wa({ ...body, idempotencyKey: key() }, ip)).body.data.leadNo).toBe(first);
      expect((await wa({ ...body, idempotencyKey: key() }, newIp())).body.data.leadNo).not.toBe(first);
      expect((await wa({ ...body, idempotencyKey: key(), sourcePage: '/mobil-baru-toyota/p/rush' }, ip)).body.data.leadNo).not.toBe(first);

      // A customer's click from that same address is theirs, not the guest's lead.
      const customer = await createCustomer(ctx, { name: 'Agus Salim' });
      const token = await customerToken(ctx, customer.id);
      const mine = (await wa({ ...body, idempotencyKey: key() }, ip, token)).body.data.leadNo as string;
      expect(mine).not.toBe(first);
      expect((await ctx.db.select().from(leads).where(eq(leads.leadNo, mine)))[0]).toMatchObject({ customerId: customer.id, phoneNumber: customer.phone, name: 'Agus Salim' });
      expect((await wa({ ...body, idempotencyKey: key() }, newIp(), token)).body.data.leadNo).toBe(mine);
    });
  });

  describe('/hubungi-kami', () => {
    const question = (extra: Record<string, unknown> = {}) => ({
      topic: 'servis',
      name: 'Siti Aminah',
      email: 'siti.aminah@contoh.com',
      phoneNumber: newPhone(),
      provinceCode: 'jawa_barat',
      cityCode: '3273',
      question: 'Apakah servis berkala 40.000 km bisa dilakukan di rumah?',
      consent: true,
      idempotencyKey: key(),
      ...extra,
    });
    // The guest browser's upload owner key (x-upload-owner): its own attachments only.
    const owner = key();
    const ask = async (body: Record<string, unknown>, from = owner) => call('POST', C.contact.path, { payload: body, captcha: await captcha(), ip: newIp(), owner: from });
    const upload = async () =>
      (
        await ctx.db
          .insert(uploadedFiles)
          .values({ purpose: 'attachment', contentType: 'application/pdf', size: 8, sha256: 'x'.repeat(64), data: Buffer.from('%PDF-1.4'), ownerKey: owner })
          .returning({ id: uploadedFiles.id })
      )[0]!.id;

    it('gives a ticket number, says when to expect an answer, emails it and links the attachment', async () => {
      const file = await upload();
      const body = question({ attachmentId: file });
      // Another browser cannot attach this visitor's file.
      const foreign = await ask(body, key());
      expect(foreign.status).toBe(422);
      expect(errorOf(foreign)?.message).toBe(LEAD_MESSAGES.ATTACHMENT_UNKNOWN);
      const mine = { ...body, idempotencyKey: key() };
      const res = await ask(mine);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const ticket = C.contact.data.parse(res.body.data);
      expect(ticket.ticketNo).toMatch(/^TK-\d{6}-[A-HJ-NP-Z2-9]{6}$/);
      expect(ticket.topicLabel).toBe('Servis & Suku Cadang');
      expect(ticket.message).toContain(ticket.ticketNo);
      expect(ticket.message).toMatch(/1×24 jam/);
      const [row] = await ctx.db.select().from(leads).where(eq(leads.leadNo, ticket.ticketNo));
      expect(row).toMatchObject({ kind: 'contact', formId: 'hubungi-kami', uniqueId: body.phoneNumber });
      expect((await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file)))[0]?.leadId).toBe(row!.id);
      const mail = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'siti.aminah@contoh.com'));
      expect(mail.some((m) => m.channel === 'email' && m.body.includes(ticket.ticketNo) && m.body.includes('40.000 km'))).toBe(true);

      // A retry is the same ticket; the attachment cannot be taken by another question.
      expect((await ask(mine)).body.data.ticketNo).toBe(ticket.ticketNo);
      const reused = await ask(question({ attachmentId: file }));
      expect(reused.status).toBe(422);
      expect(errorOf(reused)?.message).toBe(LEAD_MESSAGES.ATTACHMENT_UNKNOWN);
    });

    it('checks the province and city against the geo tables', async () => {
      for (const [extra, message] of [
        [{ provinceCode: 'atlantis' }, LEAD_MESSAGES.PROVINCE_UNKNOWN],
        [{ cityCode: '0000' }, LEAD_MESSAGES.CITY_UNKNOWN],
        [{ provinceCode: 'dki_jakarta' }, LEAD_MESSAGES.CITY_NOT_IN_PROVINCE],
      ] as const) {
        const res = await ask(question(extra));
        expect(res.status).toBe(422);
        expect(errorOf(res)?.message).toBe(message);
      }
      const noCaptcha = await call('POST', C.contact.path, { payload: question(), ip: newIp() });
      expect(noCaptcha.status).toBe(400);
      expect(errorOf(noCaptcha)?.type).toBe('CaptchaRequired');
    });
  });
});
