import { faqs, type Db } from '@kemudi/db';
import type { CallQuery } from '@kemudi/domain/contracts/call';
import { FAQ_TYPES, type editorialCalls } from '@kemudi/domain/contracts/editorial';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { toPage } from '../../lib/paging';
import { containsPattern } from '../../lib/text';

/** Groups of questions in FAQ_TYPES order (umum first); unknown types last. */
const faqTypeOrder = sql`coalesce(array_position(ARRAY[${sql.join(
  FAQ_TYPES.map((t) => sql`${t}`),
  sql`, `,
)}]::text[], ${faqs.type}), ${FAQ_TYPES.length + 1})`;

/** Every word of `q` (LIKE wildcards escaped) must occur in the question or the answer, any case. */
function faqTextMatch(q: string): SQL[] {
  return q
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 10)
    .map((w) => sql`(${faqs.question} || ' ' || ${faqs.answer}) ilike ${containsPattern(w)}`);
}

/**
 * §7 faq?type&code[&isLandingPage&page&size]; §9 default size 10. sortOrder restarts in every
 * (type, code) group, so groups are kept together: by type, then code ('' = the whole type
 * first), then the editors' sortOrder.
 */
export async function listFaqs(db: Db, filter: CallQuery<typeof editorialCalls.faq>) {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(faqs.type, filter.type));
  if (filter.code !== undefined) conditions.push(eq(faqs.code, filter.code));
  if (filter.isLandingPage !== undefined) conditions.push(eq(faqs.isLandingPage, filter.isLandingPage));
  if (filter.q) conditions.push(...faqTextMatch(filter.q));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: faqs.id, type: faqs.type, code: faqs.code, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(where)
      .orderBy(faqTypeOrder, asc(faqs.code), asc(faqs.sortOrder), asc(faqs.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ count: sql<number>`count(*)::int` }).from(faqs).where(where),
  ]);
  return toPage(rows, filter.page, filter.size, total?.count ?? 0);
}
