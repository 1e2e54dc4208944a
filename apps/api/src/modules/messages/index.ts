/**
 * Messages (issue 10): every text the site sends — one-time codes by SMS or WhatsApp, links by
 * email — is first written to `outbox_messages` inside the transaction of the change it announces,
 * so a code is never sent for a change that rolled back, nor a change made without its message.
 */
import { outboxMessages, type Db } from '@kemudi/db';

export type MessageChannel = 'sms' | 'whatsapp' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** Phone `08…` (§5) or email (stored lower-case). */
  to: string;
  subject?: string;
  text: string;
}

/** Any query runner: the database or the caller's open transaction. */
export type Tx = Pick<Db, 'insert'>;

/** Queues a message in the caller's transaction; it is delivered once that transaction commits. */
export async function queueMessage(tx: Tx, message: OutgoingMessage, now: Date = new Date()): Promise<void> {
  await tx.insert(outboxMessages).values({
    channel: message.channel,
    recipient: message.channel === 'email' ? message.to.trim().toLowerCase() : message.to,
    subject: message.subject ?? null,
    body: message.text,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
}
