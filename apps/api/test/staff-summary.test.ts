/**
 * The console's summary (issue 24): the sidebar's counts, each in the caller's scope, over the demo
 * history (half its size) plus a few records of known branches. Expected numbers are counted here
 * from the rows themselves, member by member: a Bandung sales sees only Bandung's (and only what is
 * theirs or nobody's), an editor no queue at all, and a lead becomes overdue past the deadline.
 */
import { bookings, leads, orders, refunds, seedHistory } from '@kemudi/db';
import { staffSummaryCalls, type StaffSummaryData } from '@kemudi/domain/contracts/staff-summary';
import { SALES_LEAD_KINDS } from '@kemudi/domain/leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from './helpers';
import { createStaffContext, dataOf, demo, signIn, StaffClient, type Demo, type StaffContext } from './staff-helpers';

const BANDUNG = 'kemudi-toyota-bandung-soekarno-hatta';
const SUNTER = 'kemudi-toyota-sunter';
const TEST_DRIVES = ['test-drive', 'used-car-test-drive'];

let ctx: StaffContext;
beforeAll(async () => {
  ctx = await createStaffContext();
  await seedHistory(ctx.db, { now: TEST_NOW, scale: 0.5 });
  // Records the history may not hold at this size: bookings waiting for confirmation in both branches,
  // one of Bandung already taken by Maya's colleague Bayu, and a new lead of Bandung assigned to Maya (not Bayu's).
  const at = ctx.clock.now();
  const booking = (no: string, kind: string, branchSlug: string, assignedStaffId: string | null = null) => ({
    bookingNo: no,
    kind,
    status: 'pending',
    contactName: 'Rahmat Hidayat',
    contactPhone: '081377778888',
    branchSlug,
    details: {},
    idempotencyKey: `summary-${no}`,
    assignedStaffId,
    createdAt: at,
    updatedAt: at,
  });
  await ctx.db.insert(bookings).values([
    booking('TD-261122-SUMAA1', 'test-drive', BANDUNG),
    booking('TD-261122-SUMAA2', 'test-drive', BANDUNG, demo('salesBandung').id),
    booking('TD-261122-SUMAA3', 'test-drive', SUNTER),
    booking('SV-261122-SUMAA4', 'service', BANDUNG),
    booking('SV-261122-SUMAA5', 'service', SUNTER),
  ]);
  await ctx.db.insert(leads).values({
    leadNo: 'LD-261122-SUMAA6',
    kind: 'form',
    formId: 'hubungi-sales',
    payload: {},
    idempotencyKey: 'summary-lead-maya',
    branchSlug: BANDUNG,
    status: 'baru',
    assignedStaffId: demo('salesSunter').id,
    createdAt: at,
    updatedAt: at,
  });
});
afterAll(() => ctx.close());

type Member = Pick<Demo, 'id' | 'role' | 'branches'>;

/** What `member` should read, counted in plain code from every row (the oracle the API is held to). */
async function expected(member: Member): Promise<StaffSummaryData> {
  const [allBookings, allLeads, allOrders, allRefunds] = await Promise.all([
    ctx.db.select().from(bookings),
    ctx.db.select().from(leads),
    ctx.db.select().from(orders),
    ctx.db.select().from(refunds),
  ]);
  const admin = member.role === 'group_admin';
  const sales = member.role === 'sales';
  const mine = (branch: string | null) => admin || (branch !== null && (member.branches as readonly string[]).includes(branch));
  const forMe = (assignee: string | null) => !sales || assignee === null || assignee === member.id;
  const cutoff = ctx.clock.now().getTime() - 2 * 3_600_000;
  const out: StaffSummaryData = {};
  const service = member.role !== 'sales';
  const testDrives = member.role !== 'service_advisor';
  if (member.role !== 'content_editor') {
    out.bookingsPending = allBookings.filter(
      (b) => b.status === 'pending' && mine(b.branchSlug) && forMe(b.assignedStaffId) && (TEST_DRIVES.includes(b.kind) ? testDrives : service),
    ).length;
  }
  if (service && member.role !== 'content_editor') {
    out.sparePartsWaiting = allBookings.filter((b) => b.kind === 'spare-part' && b.status === 'requested' && mine(b.branchSlug)).length;
    out.ordersToAct = allOrders.filter((o) => (o.status === 'paid' || o.status === 'processing') && mine(o.branchSlug)).length;
  }
  if (admin || member.role === 'branch_manager') {
    out.refundsRequired = allRefunds.filter((r) => r.status === 'required' && mine(allOrders.find((o) => o.id === r.orderId)!.branchSlug)).length;
    out.ticketsOpen = allLeads.filter((l) => l.kind === 'contact' && l.status === 'terbuka' && mine(l.branchSlug)).length;
  }
  if (testDrives && member.role !== 'content_editor') {
    const fresh = allLeads.filter((l) => (SALES_LEAD_KINDS as readonly string[]).includes(l.kind) && l.status === 'baru' && mine(l.branchSlug) && forMe(l.assignedStaffId));
    out.leadsNew = fresh.length;
    out.leadsOverdue = fresh.filter((l) => l.createdAt.getTime() < cutoff).length;
  }
  return out;
}

const summaryOf = async (client: StaffClient) => dataOf(staffSummaryCalls.summary, await client.get('/api/staff/v1/summary'));

describe('GET /api/staff/v1/summary', () => {
  it('a Bandung sales counts only Bandung’s test drives and leads that are theirs or nobody’s; nothing of orders, refunds or tickets', async () => {
    const bayu = demo('salesBandung');
    const got = await summaryOf(await signIn(ctx, bayu));
    expect(Object.keys(got).sort()).toEqual(['bookingsPending', 'leadsNew', 'leadsOverdue']);
    expect(got).toEqual(await expected(bayu));
    // Both pending test drives of Bandung (nobody's and his own); the lead assigned to Maya is not his.
    expect(got.bookingsPending).toBeGreaterThanOrEqual(2);
    expect(got.leadsNew).toBeGreaterThan(0);
    // Sunter's sales reads other numbers: her branch's, and Bandung's lead assigned to her is out of her branch.
    const maya = demo('salesSunter');
    expect(await summaryOf(await signIn(ctx, maya))).toEqual(await expected(maya));
  });

  it('each role reads the counts of its queues in its branches; a group admin every branch', async () => {
    for (const key of ['admin', 'manager', 'advisorSunter', 'advisorBandung']) {
      const member = demo(key);
      const got = await summaryOf(await signIn(ctx, member));
      expect(got, key).toEqual(await expected(member));
    }
    const admin = await summaryOf(await signIn(ctx, demo('admin')));
    const manager = await summaryOf(await signIn(ctx, demo('manager')));
    // The manager's two branches are part of the group: fewer (or as many), never more.
    for (const key of Object.keys(admin) as (keyof StaffSummaryData)[]) expect(manager[key]!, key).toBeLessThanOrEqual(admin[key]!);
    expect(admin.leadsNew).toBeGreaterThan(manager.leadsNew!);
    expect(admin.refundsRequired).toBeGreaterThan(0);
  });

  it('an editor gets no queue counts at all; without a session, 401', async () => {
    expect(await summaryOf(await signIn(ctx, demo('editor')))).toEqual({});
    const nobody = await new StaffClient(ctx).get('/api/staff/v1/summary');
    expect(nobody.status).toBe(401);
  });

  it('a new lead is overdue once LEAD_FIRST_CONTACT_HOURS have passed without contact', async () => {
    const bayu = await signIn(ctx, demo('salesBandung'));
    const before = await summaryOf(bayu);
    const at = ctx.clock.now();
    await ctx.db.insert(leads).values({
      leadNo: 'LD-261122-SUMAA7',
      kind: 'whatsapp',
      formId: 'whatsapp',
      payload: {},
      idempotencyKey: 'summary-lead-overdue',
      branchSlug: BANDUNG,
      status: 'baru',
      createdAt: at,
      updatedAt: at,
    });
    const fresh = await summaryOf(bayu);
    expect(fresh.leadsNew).toBe(before.leadsNew! + 1);
    expect(fresh.leadsOverdue).toBe(before.leadsOverdue);
    ctx.clock.advance(2 * 3_600_000 + 60_000);
    const later = await summaryOf(bayu);
    expect(later.leadsNew).toBe(fresh.leadsNew);
    expect(later.leadsOverdue).toBe(before.leadsOverdue! + 1);
  });
});
