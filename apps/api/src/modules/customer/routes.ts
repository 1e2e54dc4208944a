import { customerCalls } from '@kemudi/domain/contracts/customer';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { getConfigValue, listConsentTexts, subscribeNewsletter } from './service';

const tags = ['customer'];

/**
 * /api/customer/v1 — newsletter subscription, consent texts and configuration values (§7). Never
 * cached: a subscription is a write, and customer calls answer for one caller.
 */
export async function customerRoutes(app: FastifyInstance) {
  route(
    app,
    customerCalls.subscribe,
    {
      tags,
      summary: 'Subscribe an email address to the newsletter (§7, §4 footer subscribe)',
      description:
        'GET as §7 shows it. 400 with the §5/§8 message when the address is empty or invalid; data.emailSaved is false when it was already subscribed.',
    },
    async (request) => subscribeNewsletter(app.db, request.query.email),
  );

  route(
    app,
    customerCalls.pdpConsent,
    {
      tags,
      summary: 'Consent texts for personal data (§7 pdp-consent, returns data.body)',
      description:
        'Without isAll: the §9 checkbox text (source 4, detail 4) and popup text (source 4, detail 5); isAll=true: every consent text.',
    },
    async (request) => listConsentTexts(app.db, request.query.isAll),
  );

  route(
    app,
    customerCalls.config,
    {
      tags,
      summary: 'A configuration date (§7 Config: data.value as dd/mm/yyyy)',
      description: '§7 does not name the service of this call; it is served under customer/v1.',
    },
    async (request) => getConfigValue(app.db, request.params.key),
  );
}
