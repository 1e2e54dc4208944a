/**
 * `npm run whatsapp:register-templates` (issue 27): registers the WhatsApp templates of
 * modules/messages/whatsapp-templates.ts with Meta, in Indonesian, using WHATSAPP_CLOUD_TOKEN,
 * WHATSAPP_GRAPH_URL and WHATSAPP_BUSINESS_ACCOUNT_ID (the WhatsApp Business Account's ID, from
 * WhatsApp Manager). Prints one line per template: created (and Meta's review status), exists, or
 * failed with Meta's reason; exits 1 when one failed.
 *   npm run whatsapp:register-templates -- --print   prints the request bodies only (nothing sent).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './env';
import { registerWhatsAppTemplates } from './modules/messages/whatsapp-registration';
import { templateCreationBody, WHATSAPP_TEMPLATE_NAMES } from './modules/messages/whatsapp-templates';

const { values } = parseArgs({ options: { print: { type: 'boolean', default: false } } });

if (values.print) {
  console.info(JSON.stringify(WHATSAPP_TEMPLATE_NAMES.map(templateCreationBody), null, 2));
} else {
  const config = loadConfig();
  const businessAccountId = process.env.WHATSAPP_BUSINESS_ACCOUNT_ID ?? '';
  if (!config.WHATSAPP_CLOUD_TOKEN || !/^\d{5,20}$/.test(businessAccountId)) {
    console.error('[whatsapp] set WHATSAPP_CLOUD_TOKEN and WHATSAPP_BUSINESS_ACCOUNT_ID (digits, from WhatsApp Manager), or use --print');
    process.exit(1);
  }
  const outcomes = await registerWhatsAppTemplates({ graphUrl: config.WHATSAPP_GRAPH_URL, businessAccountId, token: config.WHATSAPP_CLOUD_TOKEN });
  for (const { name, outcome, detail } of outcomes) console.info(`${outcome.padEnd(7)} ${name}: ${detail}`);
  if (outcomes.some((o) => o.outcome === 'failed')) process.exit(1);
}
