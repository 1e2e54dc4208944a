import { customerCalls } from '@kemudi/domain/contracts/customer';
import type { FastifyInstance } from 'fastify';
import { describeLimits, limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { confirmNewsletter, getConfigValue, listConsentTexts, SUBSCRIBE_CONFIRM_TTL_HOURS, subscribeNewsletter, type NewsletterDeps } from './service';

const tags = ['customer'];

/**
 * /api/customer/v1 — newsletter subscription, consent texts and configuration values (§7). Never
 * cached: a subscription is a write, and customer calls answer for one caller.
 */
export async function customerRoutes(app: FastifyInstance) {
  const newsletter: NewsletterDeps = { db: app.db, clock: () => app.clock(), siteUrl: app.config.SITE_URL };
  const subscribeText =
    'Double opt-in (issue 16): a new address is kept pending and emailed a link to /berlangganan/konfirmasi ' +
    `(valid ${SUBSCRIBE_CONFIRM_TTL_HOURS} hours); a pending one is emailed a fresh link (the older one stops working); both answer data.emailSaved true. ` +
    "A confirmed one is sent nothing and answered data.emailSaved false (§8 'Anda sudah berlangganan', issue 29). " +
    `400 with the §5/§8 message when the address is empty or invalid. ${describeLimits('subscribe')} The GET and the POST count together.`;

  route(
    app,
    customerCalls.subscribe,
    {
      tags,
      summary: 'Subscribe an email address to the newsletter (§7 GET, kept for compatibility; §4 footer subscribe)',
      description: `GET as §7 shows it; the site's form uses the POST. ${subscribeText}`,
      ...limitsOf(app.config, 'subscribe'),
    },
    async (request) => subscribeNewsletter(newsletter, request.query.email),
  );

  route(
    app,
    customerCalls.subscribeForm,
    {
      tags,
      summary: "Subscribe an email address to the newsletter (the site's form, JSON body {email})",
      description: subscribeText,
      ...limitsOf(app.config, 'subscribe'),
    },
    async (request) => subscribeNewsletter(newsletter, request.body.email),
  );

  route(
    app,
    customerCalls.subscribeConfirm,
    {
      tags,
      summary: 'Confirms a pending newsletter subscription with the token of the emailed link',
      description: `Once per link: 400 InvalidSubscribeToken when the token is unknown, already used or expired. ${describeLimits('subscribeConfirm')}`,
      ...limitsOf(app.config, 'subscribeConfirm'),
    },
    async (request) => confirmNewsletter(newsletter, request.body.token),
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
