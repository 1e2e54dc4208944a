/**
 * Web push (issue 11; §4 notification permission modal, login state "the push-notification session
 * is cleared"): the site's VAPID public key, and the subscriptions of a logged-in customer's
 * browsers. Messages are sent by the message module (channel 'push') with the web-push library;
 * §7 names no path for these calls: they sit under customer/v1/push.
 */
import { z } from 'zod';
import { defineCall } from './call';

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'harus base64url');

/** A PushSubscription as the browser's toJSON() gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: Base64Url.min(40).max(200), auth: Base64Url.min(8).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const pushCalls = {
  /** The application server key the browser subscribes with (any caller). */
  publicKey: defineCall({ method: 'GET', path: '/api/customer/v1/push/public-key', data: z.object({ publicKey: Base64Url }) }),
  /** Stores this browser's subscription for the customer and their session (customer token). */
  subscribe: defineCall({
    method: 'POST',
    path: '/api/customer/v1/push/subscriptions',
    body: PushSubscriptionBody,
    data: z.object({ subscribed: z.literal(true) }),
  }),
  /** Forgets a subscription of the customer's (customer token). */
  unsubscribe: defineCall({
    method: 'DELETE',
    path: '/api/customer/v1/push/subscriptions',
    body: z.object({ endpoint: z.string().url().max(2000) }),
    data: z.object({ removed: z.boolean() }),
  }),
} as const;
