import { branchClosures, branches, type Db } from '@kemudi/db';
import { ZONES, zoneOfProvince } from '@kemudi/domain/time-zones';
import { eq, sql, type SQL } from 'drizzle-orm';

/** "branches"."id" spelled out: drizzle writes a select's columns unqualified, which inside the subquery would name branch_closures.id. */
const branchId = sql`${sql.identifier('branches')}.${sql.identifier('id')}`;

/**
 * A branch's closed days (issue 25: holidays set in the staff console) as a column of any query
 * over `branches`: the YYYY-MM-DD dates, soonest first. Every query that lays out booking slots
 * selects it with the schedule, so a closed day offers no slot wherever a form asks.
 */
export const closedDatesColumn: SQL<string[]> = sql<string[]>`coalesce((select array_agg(${branchClosures.date}::text order by ${branchClosures.date}) from ${branchClosures} where ${branchClosures.branchId} = ${branchId}), '{}'::text[])`;

/** A closed day with its reason (the branch page names the next ones). */
export type ClosedDay = { date: string; reason: string };

/** The closed days with their reasons, as a JSON column of a query over `branches`. */
export const closedDaysColumn: SQL<ClosedDay[]> = sql<ClosedDay[]>`coalesce((select json_agg(json_build_object('date', ${branchClosures.date}::text, 'reason', ${branchClosures.reason}) order by ${branchClosures.date}) from ${branchClosures} where ${branchClosures.branchId} = ${branchId}), '[]'::json)`;

/** The closed day of a branch (by slug) that the instant `at` falls on in the branch's own calendar, else null. */
export async function closureOn(db: Pick<Db, 'select'>, branchSlug: string, at: Date): Promise<ClosedDay | null> {
  const [row] = await db.select({ provinceIsocode: branches.provinceIsocode, closedDays: closedDaysColumn }).from(branches).where(eq(branches.slug, branchSlug)).limit(1);
  if (!row) return null;
  const { offsetMinutes } = ZONES[zoneOfProvince(row.provinceIsocode)];
  const date = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
  return row.closedDays.find((c) => c.date === date) ?? null;
}
