import { crmOutbox, type Db } from '@kemudi/db';
import { inArray } from 'drizzle-orm';
import { dispatchOutbox, retryDelaySeconds, type OutboxOptions, type OutboxQueue, type OutboxRound } from '../../jobs/outbox';
import type { CrmAdapter } from './adapter';

export type CrmDispatchOptions = OutboxOptions & { adapter: CrmAdapter };

export type CrmDispatchResult = OutboxRound;

/** Delay before attempt n+1 after n failed attempts: base, 2·base, 4·base, … */
export const crmRetryDelaySeconds = retryDelaySeconds;

type CrmRow = typeof crmOutbox.$inferSelect;

/** The CRM outbox as the shared claiming loop sees it (jobs/outbox.ts). */
function crmQueue(db: Db, adapter: CrmAdapter): OutboxQueue<CrmRow> {
  return {
    name: 'crm',
    table: crmOutbox,
    // Rows written while no CRM was configured ('outbox') are delivered too once one is: the CRM
    // gets every lead and booking, late rather than never.
    claimable: inArray(crmOutbox.status, ['pending', 'outbox']),
    load: (ids) => db.select().from(crmOutbox).where(inArray(crmOutbox.id, ids.map(Number))),
    deliver: async (row) => {
      const outcome = await adapter.deliver({ id: row.id, recordType: row.recordType, recordId: row.recordId, event: row.event, payload: row.payload, createdAt: row.createdAt });
      return outcome.kind === 'acknowledged' ? { kind: 'delivered' } : outcome.kind === 'retry' ? { kind: 'retry', reason: outcome.reason } : { kind: 'refused', reason: outcome.reason };
    },
    describe: (row) => ({ crmRow: row.id, recordType: row.recordType }),
  };
}

/**
 * One round: claims the due rows (the shared loop, jobs/outbox.ts), delivers each through the
 * adapter outside any transaction, and marks it sent, schedules a retry with exponential back-off,
 * or marks it failed after the last attempt or a final refusal.
 */
export async function dispatchCrmDue(db: Db, options: CrmDispatchOptions): Promise<CrmDispatchResult> {
  return dispatchOutbox(db, crmQueue(db, options.adapter), options);
}
