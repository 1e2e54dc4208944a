import { outboxMessages, type Db } from '@kemudi/db';
import { toAccountPhone } from '@kemudi/domain/account';
import { desc, eq } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import type { EmailTemplate } from './email/content';
import type { HttpChannel, MessageChannel } from './gateways';
import type { WhatsAppTemplateRef } from './whatsapp-templates';

/** Any query runner: the database or the caller's open transaction. */
export type Tx = Pick<Db, 'insert'>;

export type QueuedMessage =
  | {
      channel: 'sms';
      /** Phone in any §5 form (stored `08…`). */
      to: string;
      text: string;
    }
  | {
      channel: 'whatsapp';
      /** Phone in any §5 form (stored `08…`). */
      to: string;
      /** The record of what was sent (a utility template's rendered text). */
      text: string;
      /**
       * The approved template the WhatsApp Cloud API sends it as (issue 27; whatsappMessage() gives
       * text and template together). Without one, only a JSON gateway can send it: the Cloud API
       * adapter refuses a business-initiated message that is not a template.
       */
      template?: WhatsAppTemplateRef;
    }
  | {
      channel: 'email';
      /** Stored lower-case. */
      to: string;
      subject: string;
      /** The text part: the record of what was sent. */
      text: string;
      /**
       * The template the HTML part is rendered from when it is sent (issue 27): composeEmail() gives
       * subject, text and template together. Without one, the HTML is made from the text.
       */
      template?: EmailTemplate;
    }
  | {
      /** A notification on every browser the customer subscribed (§4 notification permission). */
      channel: 'push';
      /** The customer id. */
      to: string;
      title: string;
      text: string;
      /** The site path the notification opens ('/myaccount/…'). */
      url: string;
      /** Notifications with the same tag replace each other on the device. */
      tag?: string;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The channels that have a gateway in this process. Gateways are process configuration (the
 * environment), so this is set once by the module's plugin when the app is built.
 */
let deliveringChannels: ReadonlySet<MessageChannel> = new Set();

export function setDeliveringChannels(channels: Iterable<MessageChannel>): void {
  deliveringChannels = new Set(channels);
}

function recipientOf(channel: MessageChannel, to: string): string {
  if (channel === 'push') return to.trim().toLowerCase();
  // §5: '+62 812-3456-7890', '62812…' and '812…' are all stored as '0812…'.
  return channel === 'email' ? to.trim().toLowerCase() : (toAccountPhone(to) ?? to.trim());
}

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change it
 * announces does. A channel with a gateway gets status 'pending' (the dispatcher sends it once
 * the transaction has committed); one without keeps it in the outbox (status 'outbox').
 */
export async function queueMessage(tx: Tx, message: QueuedMessage, now: Date = new Date()): Promise<void> {
  if (message.channel === 'push') {
    // Programming errors of the caller, not the customer's input: thrown as plain errors.
    if (!UUID.test(message.to)) throw new Error(`queueMessage: a push goes to a customer id, not '${message.to}'`);
    if (!message.url.startsWith('/') || message.url.startsWith('//')) throw new Error(`queueMessage: a push opens a site path, not '${message.url}'`);
  }
  await tx.insert(outboxMessages).values({
    channel: message.channel,
    recipient: recipientOf(message.channel, message.to),
    subject: message.channel === 'push' ? message.title : message.channel === 'email' ? message.subject : null,
    body: message.text,
    payload:
      message.channel === 'push'
        ? { url: message.url, ...(message.tag ? { tag: message.tag } : {}) }
        : message.channel === 'email' && message.template
          ? { template: message.template.template, data: message.template.data }
          : message.channel === 'whatsapp' && message.template
            ? { whatsapp: message.template }
            : null,
    status: deliveringChannels.has(message.channel) ? 'pending' : 'outbox',
    nextAttemptAt: now,
    createdAt: now,
  });
}

const OUTBOX_LIST_MAX = 50;

/** The development outbox: what was sent to a phone (any §5 form) or an email, newest first. */
export async function listOutbox(db: Db, rawTo: string) {
  const to = rawTo.trim();
  const recipient = to.includes('@') ? to.toLowerCase() : toAccountPhone(to);
  if (!recipient) throw badRequest('Isi parameter to dengan nomor HP (mis. 081234567890) atau alamat email');
  const rows = await db
    .select({ to: outboxMessages.recipient, channel: outboxMessages.channel, text: outboxMessages.body, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIST_MAX);
  // Push rows name a customer id, never a phone or an email: they are not listed here.
  return rows.map((r) => ({ ...r, channel: r.channel as HttpChannel, createdAt: r.createdAt.toISOString() }));
}
