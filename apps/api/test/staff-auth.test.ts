/**
 * Staff sign-in (issue 24), over the real database: password, then the second factor (TOTP or a
 * recovery code, or the enrolment the first time); the generic failure, the lockout and the limits;
 * a password-stage session refused everywhere but the second-factor calls; sessions that end on
 * expiry, logout, change of password and deactivation; the emailed set-password links; the cookie
 * and the refusal of calls that do not come from the console.
 */
import { createHash } from 'node:crypto';
import { staff, staffAudit, staffLoginFailures, staffSessions } from '@kemudi/db';
import { STAFF_ERROR_MESSAGES, staffCalls } from '@kemudi/domain/contracts/staff';
import { ROLE_PERMISSIONS } from '@kemudi/domain/staff-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeAt,
  createStaffContext,
  CONSOLE,
  dataOf,
  demo,
  DEMO_STAFF_PASSWORD,
  lastEmail,
  linkTokenFor,
  signIn,
  StaffClient,
  type StaffContext,
} from './staff-helpers';

let ctx: StaffContext;
beforeAll(async () => {
  ctx = await createStaffContext();
});
afterAll(() => ctx.close());

const LOGIN = '/api/staff/v1/auth/login';
const SECOND = '/api/staff/v1/auth/second-factor';
const ME = '/api/staff/v1/auth/me';
const MINUTE = 60_000;

const auditRows = (staffId: string, action: string) =>
  ctx.db.select().from(staffAudit).where(and(eq(staffAudit.staffId, staffId), eq(staffAudit.action, action)));

describe('signing in with a password and an authenticator code', () => {
  it('opens a password-stage session, then a full one that knows the role, branches and permissions', async () => {
    const sunter = demo('advisorSunter');
    const client = new StaffClient(ctx);
    const login = await client.post(LOGIN, { email: 'AGUS@staf.contoh.com ', password: DEMO_STAFF_PASSWORD });
    expect(dataOf(staffCalls.login, login)).toEqual({ next: 'second-factor' });
    expect((await client.get(ME)).status).toBe(401);

    ctx.clock.advance(30_000);
    const second = dataOf(staffCalls.secondFactor, await client.post(SECOND, { code: await codeAt(ctx, sunter.totpSecret) }));
    expect(second.staff).toMatchObject({ name: 'Agus Setiawan', role: 'service_advisor', branches: [{ name: 'Kemudi Toyota Sunter' }] });
    const me = dataOf(staffCalls.me, await client.get(ME));
    expect(me.permissions).toEqual([...ROLE_PERMISSIONS.service_advisor]);
    expect(me.permissions).not.toContain('staff.manage');
    expect(Date.parse(me.sessionExpiresAt) - ctx.clock.now().getTime()).toBe(8 * 60 * MINUTE);
    expect(await auditRows(sunter.id, 'auth.login')).toHaveLength(1);
  });

  it('sets an HttpOnly, SameSite=Strict cookie on /api/staff, and a fresh token after the second factor', async () => {
    const member = demo('salesSunter');
    const client = new StaffClient(ctx);
    const login = await client.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    const first = String(login.headers['set-cookie']);
    expect(first).toMatch(/^kemudi_staff=[\w-]{43}; Max-Age=600; Path=\/api\/staff; HttpOnly; SameSite=Strict$/);
    ctx.clock.advance(30_000);
    const second = await client.post(SECOND, { code: await codeAt(ctx, member.totpSecret) });
    const full = String(second.headers['set-cookie']);
    expect(full).toMatch(/^kemudi_staff=[\w-]{43}; Max-Age=28800; Path=\/api\/staff; HttpOnly; SameSite=Strict$/);
    expect(full.split(';')[0]).not.toBe(first.split(';')[0]);
    // The password-stage token no longer opens anything.
    const stale = new StaffClient(ctx);
    stale.cookies.set('kemudi_staff', first.split(';')[0]!.split('=')[1]!);
    expect((await stale.get(ME)).status).toBe(401);
  });

  it('answers the same words for a wrong password, an unknown email, an invited member and a deactivated one', async () => {
    const client = new StaffClient(ctx);
    for (const body of [
      { email: 'agus@staf.contoh.com', password: 'salah12345' },
      { email: 'tidakada@staf.contoh.com', password: DEMO_STAFF_PASSWORD },
    ]) {
      const answer = await client.post(LOGIN, body);
      expect(answer.status).toBe(401);
      expect(answer.body.errors).toEqual([{ type: 'InvalidCredentials', message: 'Email atau kata sandi salah' }]);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('accepts a code one step old or ahead, but not two, and never the same code twice', async () => {
    const member = demo('salesBandung');
    const client = new StaffClient(ctx);
    await client.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    ctx.clock.advance(30_000);
    for (const offset of [-2, 2]) {
      const far = await client.post(SECOND, { code: await codeAt(ctx, member.totpSecret, offset) });
      expect(far.status).toBe(400);
      expect(far.body.errors[0]).toEqual({ type: 'InvalidCode', message: STAFF_ERROR_MESSAGES.InvalidCode });
    }
    const previous = await codeAt(ctx, member.totpSecret, -1);
    dataOf(staffCalls.secondFactor, await client.post(SECOND, { code: previous }));
    await client.post('/api/staff/v1/auth/logout');

    // Signed in again within the same 30 s: the code just used is refused; the next step's works.
    const again = new StaffClient(ctx);
    await again.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    expect((await again.post(SECOND, { code: previous })).status).toBe(400);
    const next = await codeAt(ctx, member.totpSecret, 1);
    dataOf(staffCalls.secondFactor, await again.post(SECOND, { code: next }));
    await again.post('/api/staff/v1/auth/logout');

    // Once a later step's code was accepted, the earlier step's code (still within ±1) is refused too.
    const third = new StaffClient(ctx);
    await third.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    expect((await third.post(SECOND, { code: await codeAt(ctx, member.totpSecret) })).status).toBe(400);
    expect((await third.post(SECOND, { code: next })).status).toBe(400);
  });
});

describe('a session waiting for its second factor', () => {
  it('gets 401 on every call but the second-factor calls (and logout)', async () => {
    const member = demo('admin');
    const client = new StaffClient(ctx);
    await client.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    for (const answer of [
      await client.get(ME),
      await client.get('/api/staff/v1/staff'),
      await client.get('/api/staff/v1/audit'),
      await client.get('/api/staff/v1/branches'),
      await client.post('/api/staff/v1/staff', { name: 'Uji Coba', email: 'uji.tahap@staf.contoh.com', role: 'sales', branchIds: [1] }),
      await client.post('/api/staff/v1/auth/password', { currentPassword: DEMO_STAFF_PASSWORD, newPassword: 'KataSandiBaru1' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0]).toEqual({ type: 'NotSignedIn', message: STAFF_ERROR_MESSAGES.NotSignedIn });
    }
    // Enrolment is a second-factor call: reached, and refused only because this member is enrolled.
    expect((await client.post('/api/staff/v1/auth/enrolment')).status).toBe(409);
    expect((await client.post('/api/staff/v1/auth/logout')).status).toBe(200);
    expect((await client.post(SECOND, { code: await codeAt(ctx, member.totpSecret) })).status).toBe(401);
  });

  it('lasts 10 minutes', async () => {
    const member = demo('manager');
    const client = new StaffClient(ctx);
    await client.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    ctx.clock.advance(11 * MINUTE);
    expect((await client.post(SECOND, { code: await codeAt(ctx, member.totpSecret) })).status).toBe(401);
  });
});

describe('lockout and limits', () => {
  it('locks the account for 15 minutes after five wrong passwords or codes in a row, in Indonesian', async () => {
    const member = demo('advisorBandung');
    const client = new StaffClient(ctx);
    for (let i = 1; i <= 3; i++) expect((await client.post(LOGIN, { email: member.email, password: `salah${i}abc` })).status).toBe(401);
    // A right password then wrong codes: the codes count too, and the fifth failure locks.
    await client.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    expect((await client.post(SECOND, { code: '000000' })).status).toBe(400);
    const fifth = await client.post(SECOND, { code: '111111' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0]).toEqual({
      type: 'AccountLocked',
      message: 'Terlalu banyak percobaan yang gagal. Akun dikunci sementara; coba lagi dalam 15 menit.',
    });
    expect(fifth.headers['retry-after']).toBe('900');
    // Locked: the right password does not help, and the password-stage session was ended.
    expect((await client.post(SECOND, { code: await codeAt(ctx, member.totpSecret) })).status).toBe(401);
    expect((await client.post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD })).status).toBe(429);
    expect(await auditRows(member.id, 'auth.locked')).toHaveLength(1);

    ctx.clock.advance(15 * MINUTE + 1000);
    await signIn(ctx, member);
  });

  it('locks an email that names no account exactly as an account: the lock does not tell which exists', async () => {
    const tries = async (email: string) => {
      const answers: { status: number; error: unknown }[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await new StaffClient(ctx).post(LOGIN, { email, password: `tebak${i}xyz` });
        answers.push({ status: answer.status, error: answer.body.errors[0] });
      }
      return answers;
    };
    // A member with no failure counted yet (earlier tests of this file signed in wrongly as others).
    await ctx.db.update(staff).set({ failedLogins: 0, lockedUntil: null }).where(eq(staff.id, demo('salesBandung').id));
    const member = await tries(demo('salesBandung').email);
    const unknown = await tries('bukan.staf@staf.contoh.com');
    expect(unknown).toEqual(member);
    expect(unknown.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(unknown[4]!.error).toEqual({ type: 'AccountLocked', message: 'Terlalu banyak percobaan yang gagal. Akun dikunci sementara; coba lagi dalam 15 menit.' });
    // The typed address is not kept, only its hash.
    const kept = await ctx.db.select().from(staffLoginFailures);
    expect(kept.map((r) => r.emailHash)).toContain(createHash('sha256').update('bukan.staf@staf.contoh.com').digest('hex'));
    expect(JSON.stringify(kept)).not.toContain('bukan.staf');
    // Like an account's, the lock ends after 15 minutes.
    ctx.clock.advance(15 * MINUTE + 1000);
    expect((await new StaffClient(ctx).post(LOGIN, { email: 'bukan.staf@staf.contoh.com', password: 'tebak9xyz' })).status).toBe(401);
  });

  it('limits sign-ins per email whatever the address (an unknown email too)', async () => {
    const answers: { status: number; type: string }[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await new StaffClient(ctx).post(LOGIN, { email: 'penebak@staf.contoh.com', password: `tebak${i}x` });
      answers.push({ status: answer.status, type: (answer.body.errors[0] as { type: string }).type });
    }
    // Wrong passwords lock at the fifth; the request limit (10 per email) answers the eleventh before the lock is even read.
    expect(answers.slice(0, 4).every((a) => a.status === 401)).toBe(true);
    expect(answers.slice(4, 10).every((a) => a.status === 429 && a.type === 'AccountLocked')).toBe(true);
    expect(answers[10]).toEqual({ status: 429, type: 'TooManyRequests' });
  });

  it('limits sign-ins per address', async () => {
    const client = new StaffClient(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.post(LOGIN, { email: `orang${i}@staf.contoh.com`, password: 'tebak123' })).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});

describe('sessions end', () => {
  it('after 8 hours, however active', async () => {
    const client = await signIn(ctx, demo('editor'));
    ctx.clock.advance(7 * 60 * MINUTE);
    expect((await client.get(ME)).status).toBe(200);
    ctx.clock.advance(60 * MINUTE);
    expect((await client.get(ME)).status).toBe(401);
  });

  it('on logout, with the cookie cleared', async () => {
    const client = await signIn(ctx, demo('editor'));
    const out = await client.post('/api/staff/v1/auth/logout');
    expect(dataOf(staffCalls.logout, out)).toEqual({ loggedOut: true });
    expect(String(out.headers['set-cookie'])).toMatch(/^kemudi_staff=; Max-Age=0; Path=\/api\/staff; HttpOnly; SameSite=Strict$/);
    expect(client.cookies.size).toBe(0);
  });

  it('everywhere on a change of password, this session too; the old password stops working', async () => {
    const member = demo('manager');
    const desk = await signIn(ctx, member);
    const phone = await signIn(ctx, member);
    const wrong = await desk.post('/api/staff/v1/auth/password', { currentPassword: 'bukanIni123', newPassword: 'KonsolBaru2026' });
    expect(wrong.body.errors[0]).toEqual({ type: 'WrongCurrentPassword', message: 'Kata sandi saat ini salah.' });
    const weak = await desk.post('/api/staff/v1/auth/password', { currentPassword: DEMO_STAFF_PASSWORD, newPassword: 'pendek' });
    expect(weak.status).toBe(400);
    const changed = await desk.post('/api/staff/v1/auth/password', { currentPassword: DEMO_STAFF_PASSWORD, newPassword: 'KonsolBaru2026' });
    expect(dataOf(staffCalls.changePassword, changed)).toEqual({ changed: true });
    expect((await desk.get(ME)).status).toBe(401);
    expect((await phone.get(ME)).status).toBe(401);
    expect((await new StaffClient(ctx).post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD })).status).toBe(401);
    await signIn(ctx, member, 'KonsolBaru2026');
  });

  it('on deactivation, and the member cannot sign in again', async () => {
    const member = demo('salesSunter');
    const sales = await signIn(ctx, member);
    const admin = await signIn(ctx, demo('admin'));
    dataOf(staffCalls.deactivate, await admin.post(`/api/staff/v1/staff/${member.id}/deactivate`));
    expect((await sales.get(ME)).status).toBe(401);
    const again = await new StaffClient(ctx).post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
    expect(again.body.errors[0].message).toBe('Email atau kata sandi salah');
    const open = await ctx.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(open.every((s) => s.endedAt !== null)).toBe(true);
    dataOf(staffCalls.activate, await admin.post(`/api/staff/v1/staff/${member.id}/activate`));
    await signIn(ctx, member);
  });
});

describe('forgotten password', () => {
  it('answers the same for any email, emails an active member a link that works once, for an hour, and ends their sessions', async () => {
    const member = demo('advisorSunter');
    const before = await lastEmail(ctx, member.email);
    const session = await signIn(ctx, member);
    for (const email of [member.email, 'tidakada@staf.contoh.com']) {
      expect(dataOf(staffCalls.forgotPassword, await new StaffClient(ctx).post('/api/staff/v1/auth/forgot-password', { email }))).toEqual({ sent: true });
    }
    expect(await lastEmail(ctx, 'tidakada@staf.contoh.com')).toBeUndefined();
    const email = await lastEmail(ctx, member.email);
    expect(email?.id).not.toBe(before?.id);
    expect(email?.subject).toBe('Atur ulang kata sandi Konsol Kemudi');
    expect(email?.body).toContain(`${CONSOLE}/atur-sandi?token=`);
    const token = await linkTokenFor(ctx, member.email);

    const visitor = new StaffClient(ctx);
    const link = dataOf(staffCalls.passwordLink, await visitor.get(`/api/staff/v1/auth/password-link?token=${token}`));
    expect(link).toEqual({ kind: 'reset', name: 'Agus Setiawan', email: member.email });
    expect((await visitor.post('/api/staff/v1/auth/reset-password', { token, password: 'pendek' })).status).toBe(400);
    dataOf(staffCalls.resetPassword, await visitor.post('/api/staff/v1/auth/reset-password', { token, password: 'SandiAgusBaru9' }));
    expect((await session.get(ME)).status).toBe(401);
    const twice = await visitor.post('/api/staff/v1/auth/reset-password', { token, password: 'SandiAgusLagi9' });
    expect(twice.body.errors[0]).toEqual({ type: 'InvalidPasswordLink', message: STAFF_ERROR_MESSAGES.InvalidPasswordLink });
    await signIn(ctx, member, 'SandiAgusBaru9');

    // A new link, used after its hour: refused.
    await visitor.post('/api/staff/v1/auth/forgot-password', { email: member.email });
    const late = await linkTokenFor(ctx, member.email);
    ctx.clock.advance(61 * MINUTE);
    expect((await visitor.get(`/api/staff/v1/auth/password-link?token=${late}`)).status).toBe(400);
    expect((await visitor.post('/api/staff/v1/auth/reset-password', { token: late, password: 'SandiAgusLagi9' })).status).toBe(400);
  });
});

describe('an invited member enrols an authenticator', () => {
  it('sets a password from the invitation, enrols with a QR code, gets 10 recovery codes that work once each', async () => {
    const admin = await signIn(ctx, demo('admin'));
    const created = dataOf(
      staffCalls.create,
      await admin.post('/api/staff/v1/staff', { name: 'Lina Marlina', email: 'Lina@Staf.Contoh.com', role: 'service_advisor', branchIds: [1] }),
    );
    expect(created).toMatchObject({ email: 'lina@staf.contoh.com', status: 'invited', secondFactor: false });
    const token = await linkTokenFor(ctx, 'lina@staf.contoh.com');
    const visitor = new StaffClient(ctx);
    expect(dataOf(staffCalls.passwordLink, await visitor.get(`/api/staff/v1/auth/password-link?token=${token}`)).kind).toBe('invite');
    dataOf(staffCalls.resetPassword, await visitor.post('/api/staff/v1/auth/reset-password', { token, password: 'LinaKonsol2026' }));

    const lina = new StaffClient(ctx);
    expect(dataOf(staffCalls.login, await lina.post(LOGIN, { email: 'lina@staf.contoh.com', password: 'LinaKonsol2026' }))).toEqual({ next: 'enrol' });
    // Not enrolled: a TOTP code cannot pass, nor can the console be used.
    expect((await lina.post(SECOND, { code: '123456' })).status).toBe(400);
    expect((await lina.get(ME)).status).toBe(401);
    const enrolment = dataOf(staffCalls.startEnrolment, await lina.post('/api/staff/v1/auth/enrolment'));
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(`otpauth://totp/Kemudi%20Konsol:lina%40staf.contoh.com?secret=${enrolment.secret}&issuer=Kemudi%20Konsol`);
    expect(enrolment.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    expect((await lina.post('/api/staff/v1/auth/enrolment/confirm', { code: '000000' })).status).toBe(400);
    ctx.clock.advance(30_000);
    const confirmed = dataOf(staffCalls.confirmEnrolment, await lina.post('/api/staff/v1/auth/enrolment/confirm', { code: await codeAt(ctx, enrolment.secret) }));
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(confirmed.staff).toMatchObject({ name: 'Lina Marlina', role: 'service_advisor' });
    expect((await lina.get(ME)).status).toBe(200);
    // The secret is never answered again.
    expect((await lina.post('/api/staff/v1/auth/enrolment')).status).toBe(401);

    // A recovery code instead of the app (lower case and without the dash: as typed), once.
    const recovery = confirmed.recoveryCodes[3]!;
    const next = new StaffClient(ctx);
    expect(dataOf(staffCalls.login, await next.post(LOGIN, { email: 'lina@staf.contoh.com', password: 'LinaKonsol2026' }))).toEqual({ next: 'second-factor' });
    const used = dataOf(staffCalls.secondFactor, await next.post(SECOND, { code: recovery.toLowerCase().replace('-', '') }));
    expect(used).toMatchObject({ recoveryCodeUsed: true, recoveryCodesLeft: 9 });
    const reuse = new StaffClient(ctx);
    await reuse.post(LOGIN, { email: 'lina@staf.contoh.com', password: 'LinaKonsol2026' });
    expect((await reuse.post(SECOND, { code: recovery })).status).toBe(400);
  });
});

describe('calls that do not come from the console', () => {
  const cases: [string, Record<string, string | undefined>][] = [
    ['no Origin', { origin: undefined }],
    ["the customer site's Origin", { origin: 'http://localhost:3000' }],
    ['no X-Kemudi-Console header', { 'x-kemudi-console': undefined }],
    ['a form body', { 'content-type': 'text/plain' }],
  ];
  it.each(cases)('are refused with %s (403, nothing done)', async (_, headers) => {
    const member = demo('advisorSunter');
    const client = new StaffClient(ctx);
    const answer = await client.post(LOGIN, { email: member.email, password: 'apa-saja-1' }, headers);
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0]).toEqual({ type: 'CrossSiteRequest', message: STAFF_ERROR_MESSAGES.CrossSiteRequest });
    const admin = await signIn(ctx, demo('admin'));
    const write = await admin.post(`/api/staff/v1/staff/${member.id}/deactivate`, {}, headers);
    expect(write.status).toBe(403);
    expect(dataOf(staffCalls.me, await admin.get(ME)).name).toBe('Dewi Lestari');
  });

  it('take no customer or system bearer token in place of the cookie', async () => {
    const answer = await new StaffClient(ctx).get(ME, { authorization: `Bearer ${ctx.token}` });
    expect(answer.status).toBe(401);
  });
});

describe('over https', () => {
  it('the cookie is Secure with the __Host- prefix (Path=/), and nothing else reads it', async () => {
    const https = await createStaffContext({ CONSOLE_ORIGIN: 'https://konsol.kemudi.test' });
    try {
      const member = demo('editor');
      const login = await https.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { origin: 'https://konsol.kemudi.test', 'x-kemudi-console': '1', 'content-type': 'application/json' },
        payload: { email: member.email, password: DEMO_STAFF_PASSWORD },
      });
      expect(String(login.headers['set-cookie'])).toMatch(/^__Host-kemudi_staff=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      // The plain-http origin is not the console's there.
      const plain = await new StaffClient(https).post(LOGIN, { email: member.email, password: DEMO_STAFF_PASSWORD });
      expect(plain.status).toBe(403);
    } finally {
      await https.close();
    }
  });
});
