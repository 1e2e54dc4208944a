import { createHmac, timingSafeEqual } from 'node:crypto';
import { outboxMessages, type Db } from '@kemudi/db';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

/*
 * WhatsApp delivery statuses (issue 27): Meta posts them to the webhook (routes.ts) as
 * `{ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { statuses: [...] } }] }] }`,
 * each status naming the message by the `wamid` its send answered (kept on the outbox row). They
 * may arrive twice (Meta retries until it gets a 200) and out of order (read before delivered):
 * every update below keeps the first time of each step and never moves a message back, so a
 * replay changes nothing and the order of arrival does not matter.
 */

/**
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in
 * constant time. The raw bytes, never re-serialised JSON: Meta signs what it sent (escaped unicode included).
 */
export function verifyMetaSignature(rawBody: Buffer, header: string | string[] | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const StatusError = z.object({
  code: z.number().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});

const WhatsAppStatus = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().optional(),
  errors: z.array(StatusError).optional(),
});

/** What the webhook reads of Meta's notification; everything else (inbound messages, other fields) is ignored. */
export const WhatsAppNotification = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({ statuses: z.array(WhatsAppStatus).optional() }).loose(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsAppNotification = z.infer<typeof WhatsAppNotification>;

export type StatusOutcome = { applied: number; ignored: number };

function errorText(errors: z.infer<typeof StatusError>[] | undefined): string {
  const first = errors?.[0];
  if (!first) return 'gagal tanpa keterangan dari WhatsApp';
  return [first.code, first.title ?? first.message, first.error_data?.details].filter((part) => part !== undefined && part !== '').join(' ').slice(0, 300);
}

/**
 * Stores each status on the message it names. A status of a message we do not know (sent by another
 * system on the same number, or older than this database) is ignored, as is an unknown status kind.
 */
export async function applyWhatsAppStatuses(db: Db, notification: WhatsAppNotification): Promise<StatusOutcome> {
  const outcome: StatusOutcome = { applied: 0, ignored: 0 };
  if (notification.object !== 'whatsapp_business_account') return outcome;
  for (const entry of notification.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const status of change.value.statuses ?? []) {
        const kind = DELIVERY_KINDS.find((k) => k === status.status);
        const at = new Date(Number(status.timestamp) * 1000);
        const applied = kind ? await applyDeliveryStatus(db, status.id, kind, at, kind === 'failed' ? errorText(status.errors) : null) : false;
        if (applied) outcome.applied += 1;
        else outcome.ignored += 1;
      }
    }
  }
  return outcome;
}

/** The steps a provider reports, furthest last ('failed' stands apart: nothing moves a message out of it). */
export const DELIVERY_KINDS = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * Stores one reported step on the message the provider's id names (WhatsApp and Twilio alike);
 * false when no message has that id. Idempotent and order-proof (see the header).
 */
export async function applyDeliveryStatus(db: Db, providerMessageId: string, kind: DeliveryKind, at: Date, error: string | null): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set(updateOf(kind, at, error))
    .where(eq(outboxMessages.providerMessageId, providerMessageId))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** The columns one status sets: the first time of each step is kept; 'failed' and 'read' are never undone by a late 'sent' or 'delivered'. */
function updateOf(status: DeliveryKind, at: Date, error: string | null) {
  const c = outboxMessages;
  switch (status) {
    case 'sent':
      return { deliveryStatus: sql`coalesce(${c.deliveryStatus}, 'sent')` };
    case 'delivered':
      return {
        deliveredAt: sql`coalesce(${c.deliveredAt}, ${at.toISOString()}::timestamptz)`,
        deliveryStatus: sql`case when ${c.deliveryStatus} in ('read', 'failed') then ${c.deliveryStatus} else 'delivered' end`,
      };
    case 'read':
      return {
        deliveredAt: sql`coalesce(${c.deliveredAt}, ${at.toISOString()}::timestamptz)`,
        readAt: sql`coalesce(${c.readAt}, ${at.toISOString()}::timestamptz)`,
        deliveryStatus: sql`case when ${c.deliveryStatus} = 'failed' then ${c.deliveryStatus} else 'read' end`,
      };
    case 'failed':
      return {
        deliveryStatus: 'failed',
        deliveryFailedAt: sql`coalesce(${c.deliveryFailedAt}, ${at.toISOString()}::timestamptz)`,
        deliveryError: sql`coalesce(${c.deliveryError}, ${error ?? 'gagal tanpa keterangan dari penyedia'})`,
      };
  }
}
