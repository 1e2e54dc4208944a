import { NOT_POST, submitWhatsAppLead } from '@/server/leads';

/*
 * Issue 13: "every call to action that today only opens WhatsApp also records a lead". The site's
 * WhatsApp island (components/leads/whatsapp-lead-island.tsx) posts each click on a wa.me link here
 * (keepalive, never delaying the chat); forwarded as leadCalls.whatsapp. POST only like every lead
 * route (§5), same-origin JSON writes only.
 */

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return submitWhatsAppLead(request);
}

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = NOT_POST;
