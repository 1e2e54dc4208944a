/**
 * What the staff suites share (issue 24): a console-like client with its own cookie jar and
 * address, a clock the tests move, the demo staff with their published TOTP secrets, and sign-in.
 */
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, outboxMessages } from '@kemudi/db';
import { envelope } from '@kemudi/domain/contracts/common';
import type { Call } from '@kemudi/domain/contracts/call';
import { CONSOLE_HEADER } from '@kemudi/domain/contracts/staff';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/** The console's origin as the test configuration has it (CONSOLE_ORIGIN's default). */
export const CONSOLE = 'http://localhost:3001';

export type Demo = (typeof DEMO_STAFF)[number];
export const demo = (key: string): Demo => DEMO_STAFF.find((m) => m.key === key)!;
export { DEMO_STAFF, DEMO_STAFF_PASSWORD };

/** A clock the tests move instead of waiting (session expiry, lockout, TOTP steps). */
export class TestClock {
  constructor(private ms = Date.now()) {}
  readonly now = () => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  seconds(): number {
    return Math.floor(this.ms / 1000);
  }
}

export type StaffContext = TestContext & { clock: TestClock };

export async function createStaffContext(overrides: Record<string, string> = {}): Promise<StaffContext> {
  const clock = new TestClock();
  const ctx = await createTestContext(overrides, { clock: clock.now });
  return Object.assign(ctx, { clock });
}

export type Answer = { status: number; body: any; headers: Record<string, unknown> };

let addresses = 0;

/**
 * A browser on the console: it keeps the cookies the API sets and sends the console's Origin and
 * header with every state-changing call. Each client has an address of its own (the per-address
 * limits of one test stay out of the next).
 */
export class StaffClient {
  readonly cookies = new Map<string, string>();
  readonly ip = `10.24.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  constructor(private readonly ctx: StaffContext) {}

  private cookieHeader(): string | undefined {
    return this.cookies.size > 0 ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  async request(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string | undefined> = {}): Promise<Answer> {
    const sent: Record<string, string> = {};
    const cookie = this.cookieHeader();
    if (cookie) sent.cookie = cookie;
    if (method !== 'GET') Object.assign(sent, { origin: CONSOLE, [CONSOLE_HEADER]: '1', 'content-type': 'application/json' });
    for (const [k, v] of Object.entries(headers)) {
      if (v === undefined) delete sent[k];
      else sent[k] = v;
    }
    const r = await this.ctx.app.inject({
      method,
      url,
      headers: sent,
      remoteAddress: this.ip,
      ...(method !== 'GET' ? { payload: body === undefined ? '{}' : typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const line of [r.headers['set-cookie'] ?? []].flat()) {
      const [pair, ...attributes] = String(line).split(';');
      const [name, value = ''] = pair!.split('=');
      if (value === '' || attributes.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return { status: r.statusCode, body: r.headers['content-type']?.toString().includes('json') ? r.json() : r.body, headers: r.headers };
  }

  get = (url: string, headers?: Record<string, string | undefined>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string | undefined>) => this.request('POST', url, body, headers);
  patch = (url: string, body?: unknown, headers?: Record<string, string | undefined>) => this.request('PATCH', url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string | undefined>) => this.request('PUT', url, body, headers);
  delete = (url: string, headers?: Record<string, string | undefined>) => this.request('DELETE', url, undefined, headers);
}

/** The authenticator's code for `secret` at the context's clock (otplib, as an app computes it). */
export const codeAt = (ctx: StaffContext, secret: string, stepOffset = 0) => generate({ secret, epoch: ctx.clock.seconds() + stepOffset * 30 });

/**
 * Signs a member in (password, then a code of a fresh time step: the clock moves 30 s first, so
 * signing the same member in twice never offers an already used code).
 */
export async function signIn(ctx: StaffContext, member: { email: string; totpSecret: string }, password = DEMO_STAFF_PASSWORD): Promise<StaffClient> {
  const client = new StaffClient(ctx);
  const login = await client.post('/api/staff/v1/auth/login', { email: member.email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  ctx.clock.advance(30_000);
  const second = await client.post('/api/staff/v1/auth/second-factor', { code: await codeAt(ctx, member.totpSecret) });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return client;
}

/** The answer's data, parsed with the call's contract exactly as the console parses it. */
export function dataOf<C extends Call>(call: C, answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return envelope(call.data).parse(answer.body).data as ReturnType<C['data']['parse']>;
}

/** The newest email the outbox holds for an address. */
export async function lastEmail(ctx: StaffContext, to: string) {
  const [row] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.createdAt)).limit(1);
  return row;
}

/** The token of the set-password link of the newest email to `to`. */
export async function linkTokenFor(ctx: StaffContext, to: string): Promise<string> {
  const email = await lastEmail(ctx, to);
  const match = /\/atur-sandi\?token=([A-Za-z0-9_-]+)/.exec(email?.body ?? '');
  expect(match, `no set-password link emailed to ${to}`).not.toBeNull();
  return match![1]!;
}
