import { leadCalls } from '@kemudi/domain/contracts/leads';
import { NOT_POST, submitLead } from '@/server/leads';

/*
 * §7 front-end route `submit-leadsv3` (issue 13): the same lead through POST
 * customer/v1/salesforce/leadsv3 (formId in the query, X-Captcha passed on). §5/§8: POST only,
 * 405 'Method Not Allowed' otherwise; §8: 500 in Indonesian when the API fails; §9: 70 000 ms.
 */

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return submitLead(request, leadCalls.submitV3, 'submit-leadsv3');
}

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = NOT_POST;
