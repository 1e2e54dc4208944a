/**
 * Staff management, roles and the audit log (issue 24), over the real database: what each role may
 * and may not call, the group admin's list, creation, changes, deactivation and second-factor reset,
 * audit rows written in the same transaction as their action (none for an action that fails) and
 * kept append-only by the database, and the branch-scope guard the queues will use.
 */
import { branches, staffAudit } from '@kemudi/db';
import { staffCalls } from '@kemudi/domain/contracts/staff';
import { ROLE_PERMISSIONS, type StaffRole } from '@kemudi/domain/staff-roles';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCondition, inScope, requireStaff, withAudit, type StaffCaller } from '../src/modules/staff';
import { createStaffContext, dataOf, demo, DEMO_STAFF, linkTokenFor, signIn, StaffClient, type StaffContext } from './staff-helpers';

let ctx: StaffContext;
let admin: StaffClient;
beforeAll(async () => {
  ctx = await createStaffContext();
  admin = await signIn(ctx, demo('admin'));
});
afterAll(() => ctx.close());

const auditCount = async () => ctx.db.$count(staffAudit);
const branchIdOf = async (slug: string) => (await ctx.db.select({ id: branches.id }).from(branches).where(eq(branches.slug, slug)))[0]!.id;

describe('what each role may call', () => {
  const others = DEMO_STAFF.filter((m) => m.role !== 'group_admin');

  it.each(others.map((m) => [m.role, m.key] as const))('%s (%s): its own profile, but no staff list, staff change or audit log (403)', async (role, key) => {
    const member = demo(key);
    const client = await signIn(ctx, member);
    const me = dataOf(staffCalls.me, await client.get('/api/staff/v1/auth/me'));
    expect(me.role).toBe(role);
    expect(me.permissions).toEqual([...ROLE_PERMISSIONS[role]]);
    expect(me.branches.length).toBe(member.branches.length);
    expect(dataOf(staffCalls.branches, await client.get('/api/staff/v1/branches')).map((b) => b.name)).toContain('Kemudi Toyota Sunter');
    const before = await auditCount();
    for (const answer of [
      await client.get('/api/staff/v1/staff'),
      await client.get(`/api/staff/v1/staff/${member.id}`),
      await client.post('/api/staff/v1/staff', { name: 'Penyusup', email: `penyusup.${key}@staf.contoh.com`, role: 'group_admin', branchIds: [] }),
      await client.patch(`/api/staff/v1/staff/${member.id}`, { role: 'group_admin' }),
      await client.post(`/api/staff/v1/staff/${demo('admin').id}/deactivate`),
      await client.post(`/api/staff/v1/staff/${demo('admin').id}/reset-second-factor`),
      await client.get('/api/staff/v1/audit'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0]).toEqual({ type: 'Forbidden', message: 'Anda tidak memiliki akses untuk tindakan ini.' });
    }
    expect(await auditCount()).toBe(before);
  });

  it('a group admin: the staff list, each member, the audit log', async () => {
    const list = dataOf(staffCalls.list, await admin.get('/api/staff/v1/staff'));
    expect(list.totalElements).toBeGreaterThanOrEqual(DEMO_STAFF.length);
    expect(dataOf(staffCalls.detail, await admin.get(`/api/staff/v1/staff/${demo('manager').id}`)).member.branches.map((b) => b.name)).toEqual([
      'Kemudi Toyota Kelapa Gading',
      'Kemudi Toyota Sunter',
    ]);
    expect(dataOf(staffCalls.audit, await admin.get('/api/staff/v1/audit')).totalElements).toBeGreaterThan(0);
  });

  it('nobody without a session', async () => {
    const nobody = new StaffClient(ctx);
    for (const answer of [
      await nobody.get('/api/staff/v1/staff'),
      await nobody.get('/api/staff/v1/audit'),
      await nobody.post('/api/staff/v1/staff', { name: 'Tanpa Sesi', email: 'tanpa.sesi@staf.contoh.com', role: 'sales', branchIds: [1] }),
    ]) {
      expect(answer.status).toBe(401);
    }
  });
});

describe('the staff list', () => {
  it('searches, filters by role, branch and status, sorts, pages and counts', async () => {
    const sunter = await branchIdOf('kemudi-toyota-sunter');
    const byBranch = dataOf(staffCalls.list, await admin.get(`/api/staff/v1/staff?branchId=${sunter}&sort=name`));
    expect(byBranch.content.map((m) => m.name)).toEqual(['Agus Setiawan', 'Hendra Gunawan', 'Maya Anggraini']);
    const sales = dataOf(staffCalls.list, await admin.get('/api/staff/v1/staff?role=sales&sort=email&dir=desc'));
    expect(sales.content.map((m) => m.email)).toEqual(['maya@staf.contoh.com', 'bayu@staf.contoh.com']);
    const search = dataOf(staffCalls.list, await admin.get('/api/staff/v1/staff?q=HENDRA'));
    expect(search.content.map((m) => m.name)).toEqual(['Hendra Gunawan']);
    const paged = dataOf(staffCalls.list, await admin.get('/api/staff/v1/staff?size=3&page=1&sort=name'));
    expect(paged).toMatchObject({ page: 1, size: 3, totalElements: DEMO_STAFF.length, totalPages: 3 });
    expect(paged.content.map((m) => m.name)).toEqual(['Hendra Gunawan', 'Maya Anggraini', 'Nina Kartika']);
    expect(paged.counts).toEqual({ all: DEMO_STAFF.length, active: DEMO_STAFF.length, invited: 0, inactive: 0 });
    const bad = await admin.get('/api/staff/v1/staff?role=direktur');
    expect(bad.status).toBe(400);
  });
});

describe('adding and changing staff', () => {
  it('creates a member with an invitation email and one audit row; a taken email or a missing branch writes nothing', async () => {
    const bandung = await branchIdOf('kemudi-toyota-bandung-soekarno-hatta');
    const before = await auditCount();
    const created = dataOf(
      staffCalls.create,
      await admin.post('/api/staff/v1/staff', { name: 'Sari Dewanti', email: 'sari.dewanti@staf.contoh.com', role: 'sales', branchIds: [bandung] }),
    );
    expect(created).toMatchObject({ name: 'Sari Dewanti', status: 'invited', branches: [{ id: bandung, name: 'Kemudi Toyota Bandung Soekarno-Hatta' }] });
    expect(await linkTokenFor(ctx, 'sari.dewanti@staf.contoh.com')).toHaveLength(43);
    const [row] = await ctx.db.select().from(staffAudit).where(eq(staffAudit.entityId, created.id));
    expect(row).toMatchObject({ staffId: demo('admin').id, action: 'staff.create', entity: 'staff', before: null });
    expect(row!.after).toEqual({ name: 'Sari Dewanti', email: 'sari.dewanti@staf.contoh.com', role: 'sales', branchIds: [bandung], active: true, secondFactor: false });
    expect(row!.requestId).toMatch(/^[\w-]{8,}$/);
    expect(await auditCount()).toBe(before + 1);

    const taken = await admin.post('/api/staff/v1/staff', { name: 'Sari Lain', email: 'SARI.DEWANTI@staf.contoh.com', role: 'sales', branchIds: [bandung] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toEqual({ type: 'EmailTaken', message: 'Email ini sudah dipakai oleh staf lain.' });
    const noBranch = await admin.post('/api/staff/v1/staff', { name: 'Tanpa Cabang', email: 'tanpa@staf.contoh.com', role: 'service_advisor', branchIds: [] });
    expect(noBranch.body.errors[0]).toEqual({ type: 'BranchRequired', message: 'Pilih setidaknya satu cabang untuk peran ini.' });
    const unknown = await admin.post('/api/staff/v1/staff', { name: 'Cabang Aneh', email: 'aneh@staf.contoh.com', role: 'sales', branchIds: [99_999] });
    expect(unknown.status).toBe(400);
    expect(await auditCount()).toBe(before + 1);
  });

  it('changes a role and branches with the record before and after; a group admin keeps no branches', async () => {
    const rudi = demo('advisorBandung');
    const sunter = await branchIdOf('kemudi-toyota-sunter');
    const changed = dataOf(staffCalls.update, await admin.patch(`/api/staff/v1/staff/${rudi.id}`, { role: 'branch_manager', branchIds: [sunter] }));
    expect(changed).toMatchObject({ role: 'branch_manager', branches: [{ id: sunter }] });
    const detail = dataOf(staffCalls.detail, await admin.get(`/api/staff/v1/staff/${rudi.id}`));
    const [latest] = detail.timeline;
    expect(latest).toMatchObject({ action: 'staff.update', staff: { name: 'Dewi Lestari' } });
    expect(latest!.before).toMatchObject({ role: 'service_advisor' });
    expect(latest!.after).toMatchObject({ role: 'branch_manager', branchIds: [sunter] });
    // The new role counts from the member's next call, without signing in again.
    const client = await signIn(ctx, rudi);
    expect(dataOf(staffCalls.me, await client.get('/api/staff/v1/auth/me')).permissions).toContain('orders.refund');
    const promoted = dataOf(staffCalls.update, await admin.patch(`/api/staff/v1/staff/${rudi.id}`, { role: 'group_admin' }));
    expect(promoted.branches).toEqual([]);
    expect((await client.get('/api/staff/v1/staff')).status).toBe(200);
    dataOf(staffCalls.update, await admin.patch(`/api/staff/v1/staff/${rudi.id}`, { role: 'service_advisor', branchIds: [sunter] }));
    expect((await client.get('/api/staff/v1/staff')).status).toBe(403);
  });

  it('refuses to demote or deactivate oneself (so an active group admin always remains), not another admin', async () => {
    const self = demo('admin').id;
    const before = await auditCount();
    const demote = await admin.patch(`/api/staff/v1/staff/${self}`, { role: 'sales', branchIds: [1] });
    expect(demote.body.errors[0].type).toBe('OwnAccount');
    expect((await admin.post(`/api/staff/v1/staff/${self}/deactivate`)).body.errors[0].type).toBe('OwnAccount');
    // Another group admin may be deactivated: the one acting remains.
    const second = dataOf(staffCalls.create, await admin.post('/api/staff/v1/staff', { name: 'Admin Kedua', email: 'admin2@staf.contoh.com', role: 'group_admin' }));
    const token = await linkTokenFor(ctx, 'admin2@staf.contoh.com');
    await new StaffClient(ctx).post('/api/staff/v1/auth/reset-password', { token, password: 'AdminKedua2026' });
    dataOf(staffCalls.deactivate, await admin.post(`/api/staff/v1/staff/${second.id}/deactivate`));
    // staff.create, auth.invite-accepted, staff.deactivate: the refusals wrote nothing.
    expect(await auditCount()).toBe(before + 3);
    dataOf(staffCalls.activate, await admin.post(`/api/staff/v1/staff/${second.id}/activate`));
  });

  it("resets a member's second factor: their sessions end and they enrol again", async () => {
    const maya = demo('salesSunter');
    const session = await signIn(ctx, maya);
    const reset = dataOf(staffCalls.resetSecondFactor, await admin.post(`/api/staff/v1/staff/${maya.id}/reset-second-factor`));
    expect(reset.secondFactor).toBe(false);
    expect((await session.get('/api/staff/v1/auth/me')).status).toBe(401);
    const again = new StaffClient(ctx);
    expect(dataOf(staffCalls.login, await again.post('/api/staff/v1/auth/login', { email: maya.email, password: 'StafKemudi2026' }))).toEqual({ next: 'enrol' });
  });

  it('sends a new invitation only to a member who has not set a password', async () => {
    const invited = dataOf(staffCalls.create, await admin.post('/api/staff/v1/staff', { name: 'Tono Wijaya', email: 'tono@staf.contoh.com', role: 'content_editor' }));
    const first = await linkTokenFor(ctx, 'tono@staf.contoh.com');
    ctx.clock.advance(1000);
    dataOf(staffCalls.resendInvite, await admin.post(`/api/staff/v1/staff/${invited.id}/invite`));
    const second = await linkTokenFor(ctx, 'tono@staf.contoh.com');
    expect(second).not.toBe(first);
    // The first link stopped working when the second was sent.
    expect((await new StaffClient(ctx).get(`/api/staff/v1/auth/password-link?token=${first}`)).status).toBe(400);
    expect((await admin.post(`/api/staff/v1/staff/${demo('editor').id}/invite`)).status).toBe(409);
    // An unknown member: 404 like every missing record.
    expect((await admin.post('/api/staff/v1/staff/00000000-0000-4000-8000-000000000000/invite')).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('filters by staff, action, record and WIB days, newest first, with paging', async () => {
    const mine = dataOf(staffCalls.audit, await admin.get(`/api/staff/v1/audit?staffId=${demo('admin').id}&action=staff.create&size=2`));
    expect(mine.content).toHaveLength(2);
    expect(mine.totalElements).toBeGreaterThanOrEqual(3);
    expect(mine.content.every((e) => e.action === 'staff.create' && e.staff?.name === 'Dewi Lestari')).toBe(true);
    expect(Date.parse(mine.content[0]!.at)).toBeGreaterThanOrEqual(Date.parse(mine.content[1]!.at));
    const record = dataOf(staffCalls.audit, await admin.get(`/api/staff/v1/audit?entity=staff&entityId=${demo('advisorBandung').id}`));
    expect(record.content.map((e) => e.action)).toContain('staff.update');
    // Each row names the member it is about as they are called today.
    expect(new Set(record.content.map((e) => e.subject))).toEqual(new Set(['Rudi Hartono']));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(ctx.clock.now());
    expect(dataOf(staffCalls.audit, await admin.get(`/api/staff/v1/audit?from=${today}&to=${today}`)).totalElements).toBeGreaterThan(0);
    expect(dataOf(staffCalls.audit, await admin.get('/api/staff/v1/audit?to=2020-01-01')).totalElements).toBe(0);
    expect((await admin.get('/api/staff/v1/audit?from=kemarin')).status).toBe(400);
  });

  it('is written in the transaction of its action: an action that fails after writing it leaves no row', async () => {
    const before = await auditCount();
    await expect(
      ctx.db.transaction(async (tx) => {
        await withAudit(tx, { staffId: demo('admin').id, ip: null, requestId: null, at: new Date() }, { action: 'test.rollback', entity: 'test' });
        throw new Error('the action failed after its audit row');
      }),
    ).rejects.toThrow('the action failed');
    expect(await auditCount()).toBe(before);
  });

  it('cannot be changed or removed: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(ctx.db.execute(sql`update staff_audit set action = 'diubah'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(ctx.db.execute(sql`delete from staff_audit`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(ctx.db.execute(sql`truncate staff_audit`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await auditCount()).toBeGreaterThan(0);
  });
});

describe('branch scope for the queues', () => {
  const caller = (key: string, role: StaffRole, branchIds: number[], branchSlugs: string[] = []): StaffCaller => ({
    id: demo(key).id,
    name: demo(key).name,
    email: demo(key).email,
    role,
    branchIds,
    branchSlugs,
    sessionId: '00000000-0000-4000-8000-000000000001',
    stage: 'full',
    sessionExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const guard = async (check: ReturnType<typeof requireStaff>, staff: StaffCaller | null) =>
    check.call(ctx.app, { staff } as FastifyRequest, undefined as never).then(
      () => 200,
      (error: { statusCode: number }) => error.statusCode,
    );

  it('turns each role into a condition on branch ids', async () => {
    const sunter = await branchIdOf('kemudi-toyota-sunter');
    const gading = await branchIdOf('kemudi-toyota-kelapa-gading');
    const seen = async (c: StaffCaller) =>
      (await ctx.db.select({ id: branches.id }).from(branches).where(branchCondition(c, branches.id)).orderBy(asc(branches.id))).map((r) => r.id);
    const all = await ctx.db.$count(branches);
    expect(await seen(caller('admin', 'group_admin', []))).toHaveLength(all);
    expect(await seen(caller('manager', 'branch_manager', [sunter, gading]))).toEqual([sunter, gading].sort((a, b) => a - b));
    expect(await seen(caller('advisorSunter', 'service_advisor', [sunter]))).toEqual([sunter]);
    expect(await seen(caller('editor', 'content_editor', []))).toEqual([]);
  });

  it('scopes the queues by branch slug, and sales to what is assigned to them or to nobody', async () => {
    const sunter = await branchIdOf('kemudi-toyota-sunter');
    const bySlug = async (c: StaffCaller) =>
      (await ctx.db.select({ slug: branches.slug }).from(branches).where(branchCondition(c, branches.slug)).orderBy(asc(branches.slug))).map((r) => r.slug);
    expect(await bySlug(caller('advisorSunter', 'service_advisor', [sunter], ['kemudi-toyota-sunter']))).toEqual(['kemudi-toyota-sunter']);
    const sales = caller('salesSunter', 'sales', [sunter], ['kemudi-toyota-sunter']);
    const place = (branchSlug: string | null, assigneeId: string | null) => ({ branchSlug, assigneeId });
    expect(inScope(sales, place('kemudi-toyota-sunter', null))).toBe(true);
    expect(inScope(sales, place('kemudi-toyota-sunter', sales.id))).toBe(true);
    expect(inScope(sales, place('kemudi-toyota-sunter', demo('manager').id))).toBe(false);
    expect(inScope(sales, place('kemudi-toyota-bandung-soekarno-hatta', null))).toBe(false);
    expect(inScope(sales, place(null, null))).toBe(false);
    expect(inScope(caller('admin', 'group_admin', []), place(null, null))).toBe(true);
  });

  it('answers 401 without a full session, 403 without the permission, and 404 for another branch exactly as for a missing record', async () => {
    const sunter = await branchIdOf('kemudi-toyota-sunter');
    const bandung = await branchIdOf('kemudi-toyota-bandung-soekarno-hatta');
    const records: Record<string, { branchId: number; assigneeId: string | null }> = {
      mine: { branchId: sunter, assigneeId: null },
      theirs: { branchId: bandung, assigneeId: null },
      colleague: { branchId: sunter, assigneeId: demo('advisorSunter').id },
      assignedToMe: { branchId: sunter, assigneeId: demo('salesSunter').id },
    };
    const read = (id: string) => requireStaff('leads.read', { branchOf: async () => records[id] });
    const sales = caller('salesSunter', 'sales', [sunter]);
    expect(await guard(read('mine'), sales)).toBe(200);
    expect(await guard(read('assignedToMe'), sales)).toBe(200);
    expect(await guard(read('theirs'), sales)).toBe(404);
    expect(await guard(read('colleague'), sales)).toBe(404);
    expect(await guard(read('missing'), sales)).toBe(404);
    expect(await guard(read('colleague'), caller('manager', 'branch_manager', [sunter]))).toBe(200);
    expect(await guard(read('theirs'), caller('admin', 'group_admin', []))).toBe(200);
    expect(await guard(read('mine'), caller('advisorSunter', 'service_advisor', [sunter]))).toBe(403);
    expect(await guard(read('mine'), { ...sales, stage: 'password' })).toBe(401);
    expect(await guard(read('mine'), null)).toBe(401);
  });
});
