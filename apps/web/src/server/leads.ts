import 'server-only';

import { uploadOwnerHeaders } from './upload-owner';
import { LEAD_TIMEOUT_MS } from '@kemudi/domain/constants';
import { leadCalls } from '@kemudi/domain/contracts/leads';
import { LEAD_MESSAGES, METHOD_NOT_ALLOWED } from '@kemudi/domain/leads';
import { crossSiteRefusal, dataResponse, readJsonBody } from './account/auth-routes';
import { parseBody } from './account/myaccount-routes';
import { getRouteApi, type Api } from './api';
import { ApiError } from './api-client';
import { apiErrorResponse, errorResponse } from './proxy';

/*
 * What the lead routes share (issue 13; §5 "Lead submission accepts only POST", §7 front-end
 * routes submit-leads, submit-leadsv3, submit-uu-pdp, §8 "Non-POST lead submission: 405, text
 * Method Not Allowed" and "Lead failure fallback: 500", §9 lead time-outs): same-origin JSON
 * writes only, the body checked with the call's own contract before the API is asked, the
 * X-Captcha header passed on, and the visitor's own Api (a customer's token when logged in, the
 * system token for a guest; their address for the API's per-IP limits).
 */

/** Methods a POST-only route names in its Allow header. */
const ALLOW = 'POST';

/** §8: any method but POST of a lead route: 405, the plain text 'Method Not Allowed'. */
export function methodNotAllowed(): Response {
  return new Response(METHOD_NOT_ALLOWED, {
    status: 405,
    headers: { allow: ALLOW, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The handlers of every method but POST, for a route file to re-export (Next answers HEAD from GET
 * and OPTIONS by itself unless the route names them: each is named so all answer the same 405).
 */
export const NOT_POST = {
  GET: methodNotAllowed,
  PUT: methodNotAllowed,
  PATCH: methodNotAllowed,
  DELETE: methodNotAllowed,
  HEAD: methodNotAllowed,
  OPTIONS: methodNotAllowed,
} as const;

/** The captcha token the page sent (X-Captcha, §7), cut to a sane length; the API verifies it. */
function captchaOf(request: Request): Record<string, string> {
  const token = (request.headers.get('x-captcha') ?? '').trim().slice(0, 4096);
  return token ? { 'X-Captcha': token } : {};
}

/**
 * §8 "Lead failure fallback": the API's own refusal (a 4xx: a field, the captcha, a limit with its
 * Retry-After) is passed on as it is, in Indonesian; anything else — the API down, a time-out, an
 * answer that breaks the contract — is a 500 with the visitor's message.
 */
export async function leadFailure(err: unknown, route: string): Promise<Response> {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return apiErrorResponse(err);
  console.error(`${route}: lead not sent`, err);
  return errorResponse(500, 'InternalServerError', LEAD_MESSAGES.FAILED);
}

/** A same-origin JSON body, or the answer refusing it (403, 415, 400). */
async function readLeadBody(request: Request): Promise<{ body: unknown } | { refusal: Response }> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return { refusal: crossSite };
  return readJsonBody(request);
}

async function send(route: string, run: (api: Api) => Promise<unknown>): Promise<Response> {
  try {
    return dataResponse(await run(await getRouteApi()));
  } catch (err) {
    return leadFailure(err, route);
  }
}

/**
 * POST /api/submit-leads and /api/submit-leadsv3 (§7 submit-leads?formId= / salesforce/leadsv3):
 * formId from the query, the §3 body, X-Captcha passed on, §9 70 000 ms for the API to answer.
 */
export async function submitLead(request: Request, call: typeof leadCalls.submit | typeof leadCalls.submitV3, route: string): Promise<Response> {
  const query = call.query.safeParse({ formId: new URL(request.url).searchParams.get('formId') ?? undefined });
  const read = await readLeadBody(request);
  if ('refusal' in read) return read.refusal;
  if (!query.success) return errorResponse(400, 'ValidationError', LEAD_MESSAGES.FORM_UNKNOWN);
  const body = parseBody(call.body, read.body);
  if ('refusal' in body) return body.refusal;
  return send(route, (api) =>
    api.call(call, { query: query.data, body: body.data }, { timeoutMs: LEAD_TIMEOUT_MS, extraHeaders: captchaOf(request) }),
  );
}

/** POST /api/whatsapp-lead: a WhatsApp call to action recorded before the chat opens (no captcha: a click is not a form). */
export async function submitWhatsAppLead(request: Request): Promise<Response> {
  const read = await readLeadBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(leadCalls.whatsapp.body, read.body);
  if ('refusal' in body) return body.refusal;
  return send('whatsapp-lead', (api) => api.call(leadCalls.whatsapp, { body: body.data }, { timeoutMs: LEAD_TIMEOUT_MS }));
}

/** POST /api/hubungi-kami: a question of the contact form → its ticket number (X-Captcha passed on). */
export async function submitContact(request: Request): Promise<Response> {
  const read = await readLeadBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(leadCalls.contact.body, read.body);
  if ('refusal' in body) return body.refusal;
  // A guest's attachment is owned by this browser's upload key (server/upload-owner.ts): the API checks it.
  const owner = body.data.attachmentId ? await uploadOwnerHeaders() : {};
  return send('hubungi-kami', (api) =>
    api.call(leadCalls.contact, { body: body.data }, { timeoutMs: LEAD_TIMEOUT_MS, extraHeaders: { ...captchaOf(request), ...owner } }),
  );
}
