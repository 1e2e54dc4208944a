import { crmDevCalls } from '@kemudi/domain/contracts/leads';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { crmFromConfig, type CrmAdapter } from './adapter';
import { listCrmOutbox, setCrmDelivering } from './service';

export type CrmOptions = {
  /** The CRM; default: the one the environment configures (none without CRM_URL). */
  adapter?: CrmAdapter | null;
};

/**
 * The dealer's CRM (issue 13): with CRM_URL the outbox rows are 'pending' and the jobs runner's
 * 'crm.dispatch' (src/jobs/registry.ts) delivers them; without it they stay 'outbox'. Outside production, GET /api/dev/crm-outbox lists
 * the latest rows (the README and the browser tests read what a lead sent to the dealer).
 */
export async function crmRoutes(app: FastifyInstance, opts: CrmOptions = {}) {
  const adapter = opts.adapter === undefined ? crmFromConfig(app.config) : opts.adapter;
  // Process configuration: set on every build, so an app built without a CRM never inherits one.
  setCrmDelivering(adapter !== null);
  const production = app.config.NODE_ENV === 'production' || app.config.KEMUDI_ENV === 'production';

  if (!production) {
    route(
      app,
      crmDevCalls.outbox,
      {
        tags: ['dev'],
        summary: "Development: the latest rows of the CRM outbox (what leads and bookings sent to the dealer's CRM), newest first",
        description:
          "Never in production. status: 'outbox' (no CRM configured: the local default), 'pending' (waiting or retrying), 'sent' (acknowledged), " +
          "'failed' (refused, or out of attempts). `number` keeps the rows of one lead, ticket or booking number.",
      },
      async (request) => listCrmOutbox(app.db, request.query),
    );
  }
}
