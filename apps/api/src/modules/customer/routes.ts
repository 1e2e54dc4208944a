import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/reply';
import { ConfigData, ConfigParams, ConsentData, ConsentQuery, SubscribeData, SubscribeQuery } from './schemas';
import { getConfigValue, listConsentTexts, subscribeNewsletter } from './service';

/** /api/customer/v1 — newsletter subscription and configuration values (§7). */
export async function customerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/subscribe',
    {
      schema: {
        tags: ['customer'],
        summary: 'Subscribe an email address to the newsletter (§7, §4 footer subscribe)',
        description:
          'GET as §7 shows it. 400 with the §5/§8 message when the address is empty or invalid; data.emailSaved is false when it was already subscribed.',
        querystring: SubscribeQuery,
        response: responses(SubscribeData),
      },
    },
    async (request) => ok(await subscribeNewsletter(app.db, request.query.email)),
  );

  app.get(
    '/saphybris/pdp-consent',
    {
      schema: {
        tags: ['customer'],
        summary: 'Consent texts for personal data (§7 pdp-consent, returns data.body)',
        description:
          'Without isAll: the §9 checkbox text (source 4, detail 4) and popup text (source 4, detail 5); isAll=true: every consent text.',
        querystring: ConsentQuery,
        response: responses(ConsentData),
      },
    },
    async (request) => ok(await listConsentTexts(app.db, request.query.isAll)),
  );

  app.get(
    '/get-config/:key',
    {
      schema: {
        tags: ['customer'],
        summary: 'A configuration date (§7 Config: data.value as dd/mm/yyyy)',
        description: '§7 does not name the service of this call; it is served under customer/v1.',
        params: ConfigParams,
        response: responses(ConfigData),
      },
    },
    async (request) => ok(await getConfigValue(app.db, request.params.key)),
  );
}
