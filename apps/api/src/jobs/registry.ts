import type { FastifyInstance } from 'fastify';
import { deleteOrphanUploads, sendDueReminders } from '../modules/bookings';
import { crmFromConfig, dispatchCrmDue, setCrmDelivering } from '../modules/crm';
import { dispatchDue, gatewaysFromConfig, setDeliveringChannels, type MessageChannel } from '../modules/messages';
import { expireDue, orderDepsOf } from '../modules/orders';
import { markStaleUsedCarPrices, repriceUsedCars } from '../modules/used-cars';
import type { Job } from './runner';
import { moveUploadsToObjectStorage } from './uploads-migrate';

/*
 * Every background job of the API, in one list (issue 26): its name, how often it runs and the
 * module function that does one bounded round. Each is safe with any number of processes running
 * it at once (docs/architecture.md "Background jobs"):
 * - the outboxes claim their rows with a lease (jobs/outbox.ts);
 * - the booking reminders claim bookings with FOR UPDATE SKIP LOCKED and mark them in the
 *   transaction that queues the message (modules/bookings/reminders.ts);
 * - order expiry (with its payment check at the provider) changes an order only with a conditional
 *   update on the status it read (applyOrderTransition), so of two processes expiring one order,
 *   one writes the event, the message and the stock release, the other nothing;
 * - deleting orphan uploads claims its rows (FOR UPDATE SKIP LOCKED) and deletes their objects
 *   before the rows, in one transaction (deleting a key twice is no error);
 * - moving files to the bucket claims one row at a time and writes an object keyed by its id
 *   (jobs/uploads-migrate.ts);
 * - used-car repricing claims its cars (modules/used-cars/reprice.ts).
 */

/** Rows per round; a full batch runs the next round at once. */
const MESSAGE_BATCH = 20;
const CRM_BATCH = 20;
const ORDER_BATCH = 50;
const REMINDER_BATCH = 50;

export const MESSAGE_DISPATCH_INTERVAL_MS = 2000;
export const CRM_DISPATCH_INTERVAL_MS = 5000;
/** Files moved from the database to the bucket per round, and how often (while S3_BUCKET is set). */
const UPLOAD_MOVE_BATCH = 20;
export const UPLOAD_MOVE_INTERVAL_MS = 60_000;
/** How often used cars are looked at for repricing (a price change also nudges a round at once). */
export const REPRICE_INTERVAL_MS = 10_000;
/**
 * How often every rule-priced listing is compared with the rule (issue 27: a database seeded before
 * a change of the rule, a new year): at a process's first round, then at this pace.
 */
export const REPRICE_FULL_CHECK_MS = 10 * 60_000;

/** Which channels and CRM this process delivers to: decides whether a queued row is 'pending' or stays in the outbox. */
export function configureDelivery(app: FastifyInstance): void {
  setDeliveringChannels(Object.keys(gatewaysFromConfig(app.config, app.db)) as MessageChannel[]);
  setCrmDelivering(crmFromConfig(app.config) !== null);
}

/** The jobs of this configuration (a dispatcher only where it has somewhere to deliver). */
export function jobsOf(app: FastifyInstance): Job[] {
  const { config, db } = app;
  const clock = () => app.clock();
  const jobs: Job[] = [];

  const gateways = gatewaysFromConfig(config, db);
  if (Object.keys(gateways).length > 0) {
    jobs.push({
      name: 'messages.dispatch',
      intervalMs: MESSAGE_DISPATCH_INTERVAL_MS,
      firstRound: 'now',
      run: async () => {
        const r = await dispatchDue(db, { gateways, maxAttempts: config.MESSAGE_MAX_ATTEMPTS, retryBaseSeconds: config.MESSAGE_RETRY_BASE_SECONDS, batchSize: MESSAGE_BATCH, leaseSeconds: config.OUTBOX_LEASE_SECONDS, clock, log: app.log });
        const handled = r.sent + r.retried + r.failed;
        return { handled, more: handled >= MESSAGE_BATCH };
      },
    });
  }
  const crm = crmFromConfig(config);
  if (crm) {
    jobs.push({
      name: 'crm.dispatch',
      intervalMs: CRM_DISPATCH_INTERVAL_MS,
      firstRound: 'now',
      run: async () => {
        const r = await dispatchCrmDue(db, { adapter: crm, maxAttempts: config.CRM_MAX_ATTEMPTS, retryBaseSeconds: config.CRM_RETRY_BASE_SECONDS, batchSize: CRM_BATCH, leaseSeconds: config.OUTBOX_LEASE_SECONDS, clock, log: app.log });
        const handled = r.sent + r.retried + r.failed;
        return { handled, more: handled >= CRM_BATCH };
      },
    });
  }
  const orderDeps = orderDepsOf(app);
  jobs.push({
    name: 'orders.expire',
    intervalMs: config.ORDER_EXPIRY_SWEEP_SECONDS * 1000,
    // No "more" here: an order whose payment the provider cannot confirm stays due for up to 30
    // minutes (lifecycle.ts expireOne), and a full batch of those must not spin the loop.
    run: async () => ({ handled: await expireDue(orderDeps, ORDER_BATCH) }),
  });
  const bookingDeps = { db, now: () => app.now(), clock, siteUrl: config.SITE_URL };
  jobs.push({
    name: 'bookings.remind',
    intervalMs: config.BOOKING_REMINDER_SWEEP_SECONDS * 1000,
    run: async () => {
      const handled = await sendDueReminders(bookingDeps, REMINDER_BATCH);
      return { handled, more: handled >= REMINDER_BATCH };
    },
  });
  jobs.push({
    name: 'uploads.delete-orphans',
    intervalMs: config.BOOKING_REMINDER_SWEEP_SECONDS * 1000,
    run: async () => ({ handled: await deleteOrphanUploads(db, app.files, clock()) }),
  });
  if (app.files.kind === 's3') {
    // Issue 27: files uploaded before S3_BUCKET was set move to the bucket, a batch a round.
    jobs.push({
      name: 'uploads.move-to-object-storage',
      intervalMs: UPLOAD_MOVE_INTERVAL_MS,
      firstRound: 'now',
      run: async () => {
        const r = await moveUploadsToObjectStorage(db, app.files, UPLOAD_MOVE_BATCH);
        const handled = r.copied + r.alreadyThere;
        return { handled, more: handled >= UPLOAD_MOVE_BATCH };
      },
    });
  }
  let lastFullCheck = Number.NEGATIVE_INFINITY;
  jobs.push({
    name: 'used-cars.reprice',
    intervalMs: REPRICE_INTERVAL_MS,
    // At start: a database seeded or priced before this code's rule gets today's prices at once.
    firstRound: 'now',
    run: async () => {
      // The business day (app.now(): FIXED_NOW in the browser tests and demos), as the trade-in's:
      // a car's age, and so its price, is counted from the year the site is in.
      if (Date.now() - lastFullCheck >= REPRICE_FULL_CHECK_MS) {
        await markStaleUsedCarPrices(db, app.now());
        lastFullCheck = Date.now();
      }
      return { handled: await repriceUsedCars(db, app.now()) };
    },
  });
  return jobs;
}
