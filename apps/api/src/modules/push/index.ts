/**
 * Web push (issue 11; §4 notification permission, "the push-notification session is cleared"): the
 * VAPID public key and the customers' browser subscriptions. Sending is the message module's
 * channel 'push'. The one entry app.ts uses.
 */
export { pushRoutes } from './routes';
export { CONFIRMATION_PUSH, hasPushSubscription, MAX_SUBSCRIPTIONS_PER_CUSTOMER } from './service';
export { withVapidKeys } from './vapid';
