import { devCalls } from '@kemudi/domain/contracts/account';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../env';
import { route } from '../../lib/route';
import { gatewaysFromConfig, HTTP_CHANNELS, isProduction, type MessageChannel } from './gateways';
import { listOutbox, setDeliveringChannels } from './service';

export type MessagesOptions = {
  config: ApiConfig;
};

/**
 * True when no SMS, WhatsApp or email gateway is configured: every code and link stays in the
 * outbox (`npm start`, tests). Push does not count: it is configured wherever VAPID keys exist
 * (always in server.ts), and its rows name a customer, not a phone or an email.
 */
export function isOutboxMode(config: ApiConfig): boolean {
  const gateways = gatewaysFromConfig(config);
  return !HTTP_CHANNELS.some((channel) => gateways[channel]);
}

/**
 * Message delivery: the gateways configured by the environment (the jobs runner's
 * 'messages.dispatch', src/jobs/registry.ts, sends through them), and in outbox mode the
 * development outbox call.
 */
export async function messageRoutes(app: FastifyInstance, { config }: MessagesOptions) {
  const gateways = gatewaysFromConfig(config, app.db);
  const channels = Object.keys(gateways) as MessageChannel[];
  setDeliveringChannels(channels);

  if (isOutboxMode(config) && !isProduction(config)) {
    route(
      app,
      devCalls.outbox,
      {
        tags: ['dev'],
        summary: 'Development outbox: the messages sent to a phone or an email, newest first',
        description:
          'Exists only in outbox mode (no WHATSAPP/SMS/EMAIL gateway configured) and never in production. ' +
          '`to` is a phone in any §5 form (0812…, 62812…, +62812…) or an email address. Codes and links are in the text.',
      },
      async (request) => listOutbox(app.db, request.query.to),
    );
  }
}
