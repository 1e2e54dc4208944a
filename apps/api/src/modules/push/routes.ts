import { pushCalls } from '@kemudi/domain/contracts/push';
import type { FastifyInstance } from 'fastify';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import type { CustomerCaller } from '../../plugins/auth';
import { publicKey, subscribe, unsubscribe } from './service';

const tags = ['customer'];

/**
 * /api/customer/v1/push/… — §4 notification permission: the VAPID public key and the customer's
 * browser subscriptions. §7 names no path for these calls; chosen here.
 */
export async function pushRoutes(app: FastifyInstance) {
  route(
    app,
    pushCalls.publicKey,
    {
      tags,
      access: 'any',
      summary: 'The VAPID public key (application server key) a browser subscribes with',
      description: '503 PushUnavailable when the server has no VAPID keys (never in production or `npm start`).',
      errors: [503],
    },
    async () => publicKey(app),
  );

  route(
    app,
    pushCalls.subscribe,
    {
      tags,
      access: 'customer',
      summary: "Stores this browser's push subscription for the customer and their session",
      description:
        'One row per endpoint: another customer subscribing the same browser takes it over. The endpoint host must be one of ' +
        'PUSH_ENDPOINT_HOSTS (https), otherwise 400: the API will POST to it. A new subscription gets the push ' +
        '"Notifikasi Kemudi aktif"; sending the same subscription again only moves it to the current session. Logging out ' +
        "deletes the session's subscriptions (§4 the push-notification session is cleared).",
      errors: [503],
      ...limitsOf(app.config, 'push'),
    },
    async (request) => {
      const caller = request.caller as CustomerCaller; // access 'customer'
      const ua = request.headers['user-agent'];
      return subscribe(app, caller, request.body, typeof ua === 'string' ? ua : null);
    },
  );

  route(
    app,
    pushCalls.unsubscribe,
    {
      tags,
      access: 'customer',
      summary: "Forgets one of the customer's push subscriptions (removed: false when it was not theirs or not stored)",
      ...limitsOf(app.config, 'push'),
    },
    async (request) => unsubscribe(app.db, (request.caller as CustomerCaller).customerId, request.body.endpoint),
  );
}
