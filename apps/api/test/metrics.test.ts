/**
 * Metrics (issue 26): GET /metrics answers the Prometheus text only to the bearer METRICS_TOKEN
 * (and does not exist without it); requests are counted by their route pattern and status — never
 * the raw URL; the outbox backlog, job and process figures are there. The worker answers its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildWorkerApp } from '../src/jobs/worker-app';
import { createTestContext, testConfig, type TestContext } from './helpers';

const TOKEN = 'metrics-token-for-tests-0001';
const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics on the API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => ctx?.close());

  it('does not exist without METRICS_TOKEN', async () => {
    const app = await buildApp({ db: ctx.db, config: testConfig() });
    try {
      const r = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('kemudi_');
    } finally {
      await app.close();
    }
  });

  it('refuses a scrape without the token, with another one, or with the API system token', async () => {
    expect((await scrape(ctx)).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer not-the-metrics-token-000')).statusCode).toBe(401);
    const refused = await scrape(ctx, `Bearer ${ctx.token}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('kemudi_http_requests_total');
  });

  it('answers the Prometheus text with the request, cache, job, outbox and process metrics', async () => {
    const r = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'kemudi_http_requests_total',
      'kemudi_http_request_duration_seconds',
      'kemudi_api_read_cache_total',
      'kemudi_job_runs_total',
      'kemudi_job_failures_total',
      'kemudi_job_duration_seconds',
      'kemudi_outbox_rows',
      'kemudi_outbox_oldest_due_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(r.body, name).toContain(`# TYPE ${name} `);
    }
    expect(r.body).toMatch(/kemudi_outbox_rows\{queue="messages",status="pending",app="api"\} \d+/);
  });

  it('counts a request under its route pattern and status, without the id it was asked with', async () => {
    const count = async () => {
      const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
      const line = text.split('\n').find((l) => l.startsWith('kemudi_http_requests_total{method="GET",route="/api/product/v1/salesman/:id",status="404"'));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    const before = await count();
    const id = '987654321';
    expect((await ctx.get(`/api/product/v1/salesman/${id}`)).status).toBe(404);
    expect((await ctx.get(`/api/product/v1/salesman/${id}`)).status).toBe(404);
    expect(await count()).toBe(before + 2);
    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(text).not.toContain(id);
    // An address no route takes is 'unmatched', whatever it was.
    await ctx.get('/api/nothing/v1/here/12345');
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).body).toMatch(/kemudi_http_requests_total\{method="GET",route="unmatched",status="404",app="api"\} [1-9]/);
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).body).not.toContain('12345');
  });
});

describe('the worker', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('serves health and metrics (its job runs among them) and no /api route', async () => {
    const worker = await buildWorkerApp({ db: ctx.db, config: testConfig({ METRICS_TOKEN: TOKEN, JOBS: 'off' }) });
    try {
      expect((await worker.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok' });
      expect((await worker.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      expect((await worker.inject({ method: 'GET', url: '/api/content/v1/data-version' })).statusCode).toBe(404);
      expect((await worker.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const r = await worker.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('# TYPE kemudi_job_runs_total counter');
      expect(r.body).toMatch(/kemudi_outbox_rows\{queue="crm",status="outbox",app="worker"\} \d+/);
    } finally {
      await worker.close();
    }
  });
});
