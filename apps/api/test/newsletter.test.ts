import { randomBytes } from 'node:crypto';
import { newsletterSubscriptions, outboxMessages } from '@kemudi/db';
import { envelope } from '@kemudi/domain/contracts/common';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/*
 * The newsletter with double opt-in (issue 16): the site's POST and the §7 GET only ever make a
 * pending subscription and email a confirmation link; a confirmed address is sent nothing and
 * answered emailSaved false, §8 'Anda sudah berlangganan' (issue 29); the link confirms once.
 * Each request comes from a client address of its own, so only the per-email limit applies.
 */
describe('newsletter double opt-in (issue 16)', () => {
  let ctx: TestContext;
  let from = 0;
  beforeAll(async () => {
    ctx = await createTestContext({ SITE_URL: 'https://www.kemudi.test' });
  });
  afterAll(() => ctx.close());

  const nextAddress = () => {
    from += 1;
    return `192.0.2.${from}`;
  };
  const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, headers: { authorization: `Bearer ${ctx.token}` }, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const subscribePost = (email: string) => inject('POST', customerCalls.subscribeForm.path, { email });
  const subscribeGet = (email: string) => inject('GET', `${customerCalls.subscribe.path}?email=${encodeURIComponent(email)}`);
  const confirm = (token: string) => inject('POST', customerCalls.subscribeConfirm.path, { token });

  const rowOf = async (email: string) => (await ctx.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
  const emailsTo = (email: string) => ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(asc(outboxMessages.createdAt));
  /** The tokens of the confirmation links emailed to the address. */
  const linkTokens = async (email: string) =>
    (await emailsTo(email)).map((message) => {
      const match = /https:\/\/www\.kemudi\.test\/berlangganan\/konfirmasi\?token=([\w-]+)/.exec(message.body);
      expect(match, 'a confirmation link in the email').not.toBeNull();
      return match![1]!;
    });
  /** The token of the one link emailed to the address that is not among `known`. */
  const linkToken = async (email: string, known: readonly string[] = []) => {
    const fresh = (await linkTokens(email)).filter((token) => !known.includes(token));
    expect(fresh).toHaveLength(1);
    return fresh[0]!;
  };
  const unique = (name: string) => `${name}.${randomBytes(3).toString('hex')}@contoh.com`;

  it('POST keeps a new address pending and queues one email with a confirmation link', async () => {
    const email = unique('baru');
    const answer = await subscribePost(`  ${email.toUpperCase()} `);
    expect(answer.status).toBe(200);
    expect(envelope(customerCalls.subscribeForm.data).parse(answer.body)).toEqual({ status: 200, data: { emailSaved: true, email } });
    const row = await rowOf(email);
    expect(row?.confirmedAt).toBeNull();
    expect(row?.confirmExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ channel: 'email', subject: 'Konfirmasi langganan newsletter Kemudi', status: 'outbox' });
    const token = await linkToken(email);
    // Only the token's hash is kept.
    expect(row?.confirmTokenHash).not.toContain(token);
  });

  it('a new address: emailSaved true and one link; a pending one: emailSaved true and a fresh link; a confirmed one: emailSaved false and nothing sent', async () => {
    const email = unique('tiga');
    const asNew = await subscribePost(email);
    expect(asNew).toMatchObject({ status: 200, body: { status: 200, data: { emailSaved: true, email } } });
    const first = await linkToken(email);

    const asPending = await subscribePost(email);
    expect(asPending).toMatchObject({ status: 200, body: { status: 200, data: { emailSaved: true, email } } });
    const fresh = await linkToken(email, [first]);
    expect(fresh).not.toBe(first);

    expect((await confirm(fresh)).status).toBe(200);
    const asConfirmed = await subscribePost(email);
    expect(asConfirmed.status).toBe(200);
    expect(envelope(customerCalls.subscribeForm.data).parse(asConfirmed.body)).toEqual({ status: 200, data: { emailSaved: false, email } });
    expect(await emailsTo(email)).toHaveLength(2);
    expect((await rowOf(email))?.confirmedAt).not.toBeNull();
  });

  it('a pending address asking again and again is limited per address, in Indonesian, and sent no more links', async () => {
    const email = unique('berulang');
    for (let i = 0; i < 3; i += 1) expect((await subscribePost(email)).status).toBe(200);
    const limited = await subscribePost(` ${email.toUpperCase()}`);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0]).toMatchObject({ type: 'TooManyRequests', message: expect.stringMatching(/^Terlalu banyak permintaan berlangganan\. Coba lagi dalam \d+ (jam|menit)/) });
    expect(limited.body.errors[0].message).not.toMatch(/\d{3,} detik/);
    expect(await emailsTo(email)).toHaveLength(3);
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });

  it('confirms once with the emailed link; a used, unknown or expired token is refused in Indonesian', async () => {
    const email = unique('konfirmasi');
    await subscribePost(email);
    const token = await linkToken(email);
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(envelope(customerCalls.subscribeConfirm.data).parse(first.body)).toEqual({ status: 200, data: { confirmed: true } });
    const row = await rowOf(email);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.confirmTokenHash).toBeNull();

    const refused = { errors: [{ type: 'InvalidSubscribeToken', message: 'Tautan konfirmasi tidak valid, sudah dipakai, atau sudah kedaluwarsa.' }] };
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused);
    const bad = await confirm(randomBytes(32).toString('base64url'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refused);

    const late = unique('kedaluwarsa');
    await subscribePost(late);
    const lateToken = await linkToken(late);
    await ctx.db.update(newsletterSubscriptions).set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where(eq(newsletterSubscriptions.email, late));
    expect((await confirm(lateToken)).body).toEqual(refused);
    expect((await rowOf(late))?.confirmedAt).toBeNull();

    const empty = await confirm('   ');
    expect(empty.status).toBe(400);
  });

  it('a new request for a pending address replaces its link: the older one no longer works', async () => {
    const email = unique('ulang');
    await subscribePost(email);
    const older = await linkToken(email);
    await subscribePost(email);
    const newer = await linkToken(email, [older]);
    expect((await confirm(older)).status).toBe(400);
    expect((await confirm(newer)).status).toBe(200);
  });

  it('the §7 GET only makes a pending subscription too, and says emailSaved false for a confirmed address', async () => {
    const confirmed = unique('lama');
    await ctx.db.insert(newsletterSubscriptions).values({ email: confirmed, confirmedAt: new Date() });
    const fresh = unique('get');
    const answers = [await subscribeGet(fresh), await subscribeGet(fresh), await subscribeGet(confirmed)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.data)).toEqual(['emailSaved', 'email']);
    }
    expect(answers.map((a) => a.body.data.emailSaved)).toEqual([true, true, false]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect((await rowOf(fresh))?.confirmedAt).toBeNull();
    expect(await emailsTo(fresh)).toHaveLength(2);
    expect(await emailsTo(confirmed)).toHaveLength(0);
  });
});
