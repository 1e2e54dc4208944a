import { randomBytes } from 'node:crypto';
import { crmOutbox, leads } from '@kemudi/db';
import { leadCalls } from '@kemudi/domain/contracts/leads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { createHttpCrm, crmFromConfig, dispatchCrmDue, type CrmAdapter } from '../src/modules/crm';
import { CRM_KEY, startCrmStandIn, type CrmStandIn } from './crm-captcha-stand-in';
import { createTestContext, type TestContext } from './helpers';

/*
 * The dealer's CRM (issue 13): leads reach it through the outbox and the dispatcher, with retries
 * until acknowledged, so a CRM outage never fails a visitor's request and loses nothing.
 */

const RETRY_BASE = 30;
let phoneCount = 0;
const newPhone = () => `0859${String(process.pid % 1000).padStart(3, '0')}${String((phoneCount += 1)).padStart(5, '0')}`;

describe('CRM outbox and dispatcher (issue 13)', () => {
  let ctx: TestContext;
  let crm: CrmStandIn;
  let adapter: CrmAdapter;
  let clockNow = new Date();
  const dispatch = () => dispatchCrmDue(ctx.db, { adapter, maxAttempts: 3, retryBaseSeconds: RETRY_BASE, clock: () => clockNow });

  /** A lead sent by a visitor while the CRM is in whatever state the stand-in is in. */
  const sendLead = async () => {
    const captcha = (await ctx.get(leadCalls.captcha.path)).body.data.token as string;
    const phoneNumber = newPhone();
    const r = await ctx.app.inject({
      method: 'POST',
      url: `${leadCalls.submit.path}?formId=ajukan-kredit`,
      headers: { authorization: `Bearer ${ctx.token}`, 'x-captcha': captcha },
      payload: { name: 'Yusuf Hakim', phoneNumber, modelCode: 'rush', consent: true, idempotencyKey: randomBytes(12).toString('hex') },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [lead] = await ctx.db.select().from(leads).where(eq(leads.phoneNumber, phoneNumber));
    return { leadNo: r.json().data.leadNo as string, id: lead!.id };
  };
  const rowOf = async (leadId: string) => (await ctx.db.select().from(crmOutbox).where(eq(crmOutbox.recordId, leadId)))[0]!;

  beforeAll(async () => {
    crm = await startCrmStandIn();
    ctx = await createTestContext({ CRM_URL: crm.url, CRM_API_KEY: CRM_KEY }, { clock: () => clockNow });
    adapter = crmFromConfig(ctx.config)!;
  });
  afterAll(async () => {
    await ctx.close();
    await crm.close();
  });

  it('a CRM that is down does not fail the lead; the record is delivered on a later round, once', async () => {
    clockNow = new Date();
    crm.script = [503];
    const lead = await sendLead();
    expect((await rowOf(lead.id)).status).toBe('pending');

    expect(await dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await rowOf(lead.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/503/);
    // Not due again before the back-off has passed.
    expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });

    clockNow = new Date(clockNow.getTime() + (RETRY_BASE + 1) * 1000);
    expect(await dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const sent = await rowOf(lead.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.sentAt).not.toBeNull();

    const deliveries = crm.requests.filter((r) => JSON.parse(r.text).data.leadNo === lead.leadNo);
    expect(deliveries).toHaveLength(2);
    for (const d of deliveries) {
      expect(d.method).toBe('POST');
      expect(d.headers.authorization).toBe(`Bearer ${CRM_KEY}`);
      expect(d.headers['content-type']).toBe('application/json');
      expect(d.headers['idempotency-key']).toBe(`crm-${sent.id}`);
    }
    expect(JSON.parse(deliveries[0]!.text)).toMatchObject({
      type: 'lead',
      recordId: lead.id,
      event: 'created',
      data: { leadNo: lead.leadNo, formId: 'ajukan-kredit', formLabel: 'Pengajuan Kredit', model: { code: 'rush', name: 'Rush' } },
    });
    expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });

    const listed = await ctx.get(`/api/dev/crm-outbox?number=${lead.leadNo}`);
    expect(listed.body.data[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a record the CRM refuses (400) is marked failed at once; an outage past the last attempt too', async () => {
    crm.script = [400];
    const refused = await sendLead();
    expect(await dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(refused.id)).lastError).toMatch(/400/);

    crm.script = [503, 429, 503];
    const down = await sendLead();
    for (let round = 1; round <= 3; round += 1) {
      await dispatch();
      clockNow = new Date(clockNow.getTime() + RETRY_BASE * 2 ** round * 1000);
    }
    expect(await rowOf(down.id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('an unreachable CRM is retried, not lost', async () => {
    const lead = await sendLead();
    const unreachable = createHttpCrm({ url: 'http://127.0.0.1:9/leads', apiKey: CRM_KEY, timeoutMs: 2000 });
    const result = await dispatchCrmDue(ctx.db, { adapter: unreachable, maxAttempts: 3, retryBaseSeconds: RETRY_BASE, clock: () => clockNow });
    expect(result.retried).toBeGreaterThanOrEqual(1);
    expect(await rowOf(lead.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(lead.id)).lastError).toMatch(/unreachable/);
  });

  it('the server process delivers on its own: the dispatcher starts with the app when a CRM is configured', async () => {
    crm.script = [];
    const server = await buildApp({ db: ctx.db, config: ctx.config, jobs: true });
    await server.ready();
    try {
      const token = (
        await server.inject({
          method: 'POST',
          url: '/authorizationserver/oauth/token',
          payload: { grant_type: 'client_credentials', client_id: ctx.config.OAUTH_CLIENT_ID, client_secret: ctx.config.OAUTH_CLIENT_SECRET },
        })
      ).json().access_token as string;
      const headers = { authorization: `Bearer ${token}` };
      const captcha = (await server.inject({ method: 'GET', url: leadCalls.captcha.path, headers })).json().data.token as string;
      const r = await server.inject({
        method: 'POST',
        url: `${leadCalls.submit.path}?formId=minta-penawaran`,
        headers: { ...headers, 'x-captcha': captcha },
        payload: { name: 'Lestari Putri', phoneNumber: newPhone(), modelCode: 'raize', consent: true, idempotencyKey: randomBytes(12).toString('hex') },
      });
      expect(r.statusCode, r.body).toBe(200);
      const leadNo = r.json().data.leadNo as string;
      // Waiting for the dispatcher's next round (an event, not a time asserted).
      await vi.waitFor(() => expect(crm.requests.some((q) => q.text.includes(leadNo))).toBe(true), { timeout: 20_000, interval: 200 });
    } finally {
      await server.close();
    }
  });
});
