import { sendAccountRequest } from '@/lib/account-request';

/*
 * This browser's web push (issue 11, §4): the service worker /sw.js, its push subscription, and the
 * site route /api/push-subscription that stores it for the logged-in customer (the token stays in
 * its HttpOnly cookie). Every function settles: a browser without a push service (no network, a
 * blocked push service, a private window) gives a failure, never an exception.
 */

export const SERVICE_WORKER_URL = '/sw.js';
const ROUTE = '/api/push-subscription';

/** Service workers, the Push API and notifications all exist (an insecure page or an old browser lacks them). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** 'default' (not decided), 'granted' or 'denied'; 'unsupported' without the Push API. */
export type PermissionState = NotificationPermission | 'unsupported';

export function permissionState(): PermissionState {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The subscription this browser holds for the site, if any (never registers the worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return true; // the browser does not say: trust the subscription
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((value, i) => value === b[i]);
}

async function publicKey(): Promise<string | null> {
  const outcome = await sendAccountRequest('GET', ROUTE);
  if (outcome.kind !== 'ok') return null;
  const key = (outcome.data as { publicKey?: unknown } | undefined)?.publicKey;
  return typeof key === 'string' ? key : null;
}

async function store(subscription: PushSubscription): Promise<boolean> {
  const outcome = await sendAccountRequest('POST', ROUTE, subscription.toJSON());
  return outcome.kind === 'ok';
}

/**
 * With permission granted: registers the service worker, subscribes with the site's public key
 * (userVisibleOnly: every push shows a notification) — or keeps the subscription it has when it
 * was made with that key — and stores it for the customer. True when the site has it.
 */
export async function subscribeThisBrowser(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  try {
    const key = await publicKey();
    if (!key) return false;
    const applicationServerKey = keyBytes(key);
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options?.applicationServerKey, applicationServerKey)) {
      // Made with another key (the server's keys were replaced): it can no longer be sent to.
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    return await store(subscription);
  } catch {
    return false;
  }
}

/** Turns notifications off in this browser: the site forgets the subscription, the browser drops it. */
export async function unsubscribeThisBrowser(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return true;
  const outcome = await sendAccountRequest('DELETE', ROUTE, { endpoint: subscription.endpoint });
  if (outcome.kind !== 'ok') return false;
  try {
    await subscription.unsubscribe();
  } catch {
    // The site no longer sends to it: what matters is done.
  }
  return true;
}
