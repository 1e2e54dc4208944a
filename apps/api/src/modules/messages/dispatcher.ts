import { outboxMessages, type Db } from '@kemudi/db';
import { and, eq, inArray } from 'drizzle-orm';
import { dispatchOutbox, type OutboxOptions, type OutboxQueue, type OutboxRound } from '../../jobs/outbox';
import { DeliveryError, type MessageChannel, type MessageGateway } from './gateways';

export { retryDelaySeconds } from '../../jobs/outbox';

export type DispatchOptions = OutboxOptions & {
  gateways: Partial<Record<MessageChannel, MessageGateway>>;
};

export type DispatchResult = OutboxRound;

type MessageRow = typeof outboxMessages.$inferSelect;

/** The message outbox as the shared claiming loop sees it (jobs/outbox.ts): the 'pending' rows of channels that have a gateway. */
function messageQueue(db: Db, gateways: DispatchOptions['gateways'], channels: MessageChannel[]): OutboxQueue<MessageRow> {
  return {
    name: 'messages',
    table: outboxMessages,
    claimable: and(eq(outboxMessages.status, 'pending'), inArray(outboxMessages.channel, channels))!,
    load: (ids) => db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids.map(String))),
    deliver: async (row) => {
      const gateway = gateways[row.channel as MessageChannel];
      if (!gateway) return { kind: 'retry', reason: `no gateway for ${row.channel}` };
      try {
        const receipt = await gateway.send({ id: row.id, channel: gateway.channel, recipient: row.recipient, subject: row.subject, body: row.body, payload: row.payload ?? null });
        // The provider's id (WhatsApp wamid, Twilio SM…): its status webhooks find the row by it (issue 27).
        if (receipt?.providerMessageId) {
          await db.update(outboxMessages).set({ providerMessageId: receipt.providerMessageId }).where(eq(outboxMessages.id, row.id));
        }
        return { kind: 'delivered' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // A programming or network error that is not a DeliveryError is worth another try.
        return error instanceof DeliveryError && !error.retryable ? { kind: 'refused', reason } : { kind: 'retry', reason };
      }
    },
    describe: (row) => ({ messageId: row.id, channel: row.channel }),
  };
}

/**
 * One round: claims the due 'pending' rows of channels that have a gateway, sends each, and marks
 * it sent, schedules a retry with exponential back-off, or marks it failed after the last attempt
 * or a final refusal (the claiming, the lease and the back-off are the shared loop's, jobs/outbox.ts).
 * The jobs runner (jobs/registry.ts) calls it; tests call it with their own clock.
 */
export async function dispatchDue(db: Db, options: DispatchOptions): Promise<DispatchResult> {
  const channels = Object.keys(options.gateways) as MessageChannel[];
  if (channels.length === 0) return { sent: 0, retried: 0, failed: 0 };
  return dispatchOutbox(db, messageQueue(db, options.gateways, channels), options);
}
