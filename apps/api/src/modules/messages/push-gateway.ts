import { pushSubscriptions, type Db } from '@kemudi/db';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { ApiConfig } from '../../env';
import { DeliveryError, type MessageGateway } from './gateways';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The VAPID keys of this process, or null when none are configured (tests that do not need push). */
export function vapidFromConfig(config: ApiConfig): VapidKeys | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the API may deliver to this subscription endpoint. A subscription names any URL, so
 * without this check a customer could make the API POST anywhere (SSRF): the host must be one of
 * PUSH_ENDPOINT_HOSTS (exact, or '.example.com' for its subdomains) and the scheme https — plain
 * http only for a loopback host outside production (the local stand-in push service of the tests).
 */
export function pushEndpointAllowed(endpoint: string, allowedHosts: readonly string[], production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production && LOOPBACK.has(host))) return false;
  return allowedHosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed));
}

/** What a push carries to the service worker (apps/web/public/sw.js shows it). */
export type PushPayload = { title: string; body: string; url: string; tag?: string };

/** A subscription is forgotten after this many failed deliveries in a row (404/410 remove it at once). */
export const MAX_SUBSCRIPTION_FAILURES = 5;

export type WebPushGatewayOptions = {
  db: Db;
  vapid: VapidKeys;
  allowedHosts: readonly string[];
  production: boolean;
  /** Seconds the push service keeps an undelivered message (the browser may be offline). */
  ttlSeconds?: number;
  timeoutMs?: number;
  clock?: () => Date;
};

/**
 * The 'push' channel: the outbox row names a customer; the message goes to every browser that
 * customer subscribed. The web-push library signs the request (VAPID, RFC 8292) and encrypts the
 * payload (aes128gcm, RFC 8291); the request itself is sent with fetch (time-out, no redirects).
 * A push service answering 404 or 410 says the subscription is gone: it is deleted. Other failures
 * are counted on the subscription. The message is delivered when one browser received it; it is
 * retried when none did and one failure was temporary (429, 5xx, network); otherwise it fails.
 */
export function createWebPushGateway({
  db,
  vapid,
  allowedHosts,
  production,
  ttlSeconds = 24 * 3600,
  timeoutMs = 10_000,
  clock = () => new Date(),
}: WebPushGatewayOptions): MessageGateway {
  const failed = async (id: string) => {
    const [row] = await db
      .update(pushSubscriptions)
      .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
      .where(eq(pushSubscriptions.id, id))
      .returning({ failureCount: pushSubscriptions.failureCount });
    if (row && row.failureCount >= MAX_SUBSCRIPTION_FAILURES) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  };

  return {
    channel: 'push',
    async send(message) {
      const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, message.recipient));
      if (subscriptions.length === 0) throw new DeliveryError('push: the customer has no subscribed browser', false);
      const extra = message.payload ?? {};
      const payload: PushPayload = {
        title: message.subject ?? 'Kemudi',
        body: message.body,
        url: typeof extra.url === 'string' ? extra.url : '/',
        ...(typeof extra.tag === 'string' ? { tag: extra.tag } : {}),
      };
      let delivered = 0;
      let temporary = false;
      const problems: string[] = [];
      for (const sub of subscriptions) {
        if (!pushEndpointAllowed(sub.endpoint, allowedHosts, production)) {
          problems.push(`endpoint host not allowed: ${new URL(sub.endpoint).host}`);
          await failed(sub.id);
          continue;
        }
        let request: ReturnType<typeof webpush.generateRequestDetails>;
        try {
          request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
            vapidDetails: vapid,
            TTL: ttlSeconds,
            contentEncoding: 'aes128gcm',
          });
        } catch (error) {
          // Keys the library cannot use (a browser never gives such keys): this subscription is useless.
          problems.push(`unusable subscription keys: ${(error as Error).message}`);
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
          continue;
        }
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
        }
        let status: number;
        try {
          const response = await fetch(request.endpoint, {
            method: 'POST',
            headers,
            body: request.body ?? null,
            redirect: 'manual',
            signal: AbortSignal.timeout(timeoutMs),
          });
          status = response.status;
          await response.body?.cancel();
        } catch (error) {
          problems.push(`push service unreachable: ${(error as Error).message}`);
          temporary = true;
          await failed(sub.id);
          continue;
        }
        if (status >= 200 && status < 300) {
          delivered += 1;
          await db.update(pushSubscriptions).set({ lastSuccessAt: clock(), failureCount: 0 }).where(eq(pushSubscriptions.id, sub.id));
        } else if (status === 404 || status === 410) {
          // The browser unsubscribed or the subscription expired (RFC 8030 §7.3).
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
          problems.push(`subscription gone (${status}): removed`);
        } else {
          if (status === 408 || status === 429 || status >= 500) temporary = true;
          problems.push(`push service answered ${status}`);
          await failed(sub.id);
        }
      }
      if (delivered > 0) return;
      throw new DeliveryError(`push: not delivered (${problems.join('; ')})`.slice(0, 500), temporary);
    },
  };
}
