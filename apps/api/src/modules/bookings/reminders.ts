import { bookingEvents, bookings, queryRows, type Db } from '@kemudi/db';
import { BOOKING_REMINDER_HOURS } from '@kemudi/domain/bookings';
import { eq, sql } from 'drizzle-orm';
import type { BookingDeps } from './deps';
import { announce } from './announce';

/*
 * The reminder the day before (issue 13): one WhatsApp message per booking whose slot starts
 * within BOOKING_REMINDER_HOURS, confirmed or still pending (its slot is held for the customer all
 * the same; issue 24). The rows are claimed with FOR UPDATE SKIP LOCKED and marked
 * in the transaction that queues their message, so two API processes sweeping at once never send
 * one twice, and a failed batch sends none. The window is measured at app.now(), the clock the
 * slots are laid out by (service.ts); in production that is the wall clock.
 */

export async function sendDueReminders(deps: Pick<BookingDeps, 'db' | 'now' | 'clock' | 'siteUrl'>, batch = 50): Promise<number> {
  const now = deps.now();
  const until = new Date(now.getTime() + BOOKING_REMINDER_HOURS * 3_600_000);
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const due = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM ${bookings}
          WHERE status IN ('pending', 'confirmed') AND reminder_sent_at IS NULL AND cancelled_at IS NULL
            AND slot_start > ${now.toISOString()} AND slot_start <= ${until.toISOString()}
          ORDER BY slot_start LIMIT ${batch}
          FOR UPDATE SKIP LOCKED`,
    );
    const at = deps.clock();
    for (const { id } of due) {
      const [row] = await tx.update(bookings).set({ reminderSentAt: at }).where(eq(bookings.id, id)).returning();
      await tx.insert(bookingEvents).values({ bookingId: id, type: 'reminded', note: 'Pengingat dikirim melalui WhatsApp', at });
      await announce(deps, tx, row!, 'reminder');
    }
    return due.length;
  });
}
