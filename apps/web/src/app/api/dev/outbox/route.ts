import { forwardToApi } from '@/server/proxy';

/*
 * Development only: GET /api/dev/outbox?to={phone or email} is forwarded to the API's outbox (the
 * messages that would have been sent by WhatsApp, SMS or email when no gateway is configured: the
 * codes and links a developer or a browser test reads). The API registers that route only in
 * outbox mode and never in production, so anywhere else this answers the API's 404.
 */

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return forwardToApi(request, '/api/dev/outbox');
}
