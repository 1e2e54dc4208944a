import { leadCalls } from '@kemudi/domain/contracts/leads';
import { NOT_POST, submitLead } from '@/server/leads';

/*
 * §7 front-end route `submit-leads` (issue 13): a site form's lead → POST
 * customer/v1/submit-leads?formId= with the page's X-Captcha header, as the visitor (a customer's
 * token when logged in, the system token for a guest). §5/§8: POST only — every other method
 * answers 405 'Method Not Allowed'; §8: a failure of the API answers 500 in Indonesian; §9: the
 * API is given 70 000 ms (the page waits 80 000 ms for this route).
 */

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return submitLead(request, leadCalls.submit, 'submit-leads');
}

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = NOT_POST;
