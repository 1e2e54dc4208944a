import { toAccountPhone } from '@kemudi/domain/account';
import { leadCalls } from '@kemudi/domain/contracts/leads';
import {
  LEAD_LIMIT_PER_IP,
  LEAD_LIMIT_PER_PHONE,
  LEAD_LIMIT_WINDOW_SECONDS,
  LEAD_MESSAGES as M,
  METHOD_NOT_ALLOWED,
  TRADE_IN_LIMIT_PER_IP,
  WHATSAPP_LEAD_DEDUP_MINUTES,
  WHATSAPP_LEAD_LIMIT_PER_IP,
} from '@kemudi/domain/leads';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { route, type RouteDoc } from '../../lib/route';
import type { RouteLimit } from '../../plugins/rate-limit';
import { crmRoutes } from '../crm';
import { captchaFromConfig, captchaGuard, DEV_CAPTCHA_TTL_SECONDS, type CaptchaVerifier } from './captcha';
import { ownerKeyOf, UPLOAD_OWNER_HEADER } from '../bookings';
import { contactQuestion, submitLead, whatsAppLead, type LeadCaller, type LeadDeps } from './service';
import { estimateCar, tradeInOptions } from './trade-in';

export type LeadOptions = {
  /** The captcha verifier; default: the one the environment configures. */
  captcha?: CaptchaVerifier;
};

const tags = ['leads'];
const captchaErrors = [403, 409, 422, 429, 500, 503] as const;

const callerOf = (request: FastifyRequest): LeadCaller => ({
  ip: request.ip || null,
  customerId: request.caller.kind === 'customer' ? request.caller.customerId : null,
});

/**
 * §8 "Lead failure fallback: 500 Internal Server Error": an unexpected failure of a lead call
 * answers 500 with the Indonesian LEAD_MESSAGES.FAILED (logged with the request id); every error
 * the calls mean (4xx, 503) goes on to the app's handler unchanged.
 */
function leadErrorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
  if (status < 500 || error instanceof AppError) throw error;
  request.log.error({ err: error }, 'lead call failed');
  return reply.status(500).send({ errors: [{ type: 'InternalServerError', message: `${M.FAILED} (kode ${request.id})` }] });
}

/**
 * Leads (issue 13): §7 submit-leads and leadsv3 and /hubungi-kami behind the captcha and the
 * per-address and per-phone limits, WhatsApp hand-overs, the trade-in options and estimate, and
 * the CRM (its dispatcher and development listing).
 */
export async function leadRoutes(app: FastifyInstance, opts: LeadOptions = {}) {
  await app.register(crmRoutes);
  const verifier = opts.captcha ?? captchaFromConfig(app.config, () => app.clock());
  const deps: LeadDeps = { db: app.db, clock: () => app.clock(), now: () => app.now(), log: app.log, siteUrl: app.config.SITE_URL };
  const limitsOn = app.config.RATE_LIMITS !== 'off';
  const limited = (limits: RouteLimit[]): Pick<RouteDoc, 'limits'> => (limitsOn ? { limits } : {});

  route(
    app,
    leadCalls.captcha,
    {
      tags,
      summary: 'The captcha a lead or contact form needs (its X-Captcha header)',
      description:
        `'dev' (the local default): \`token\` is a signed development token, good for ${DEV_CAPTCHA_TTL_SECONDS / 60} minutes and bound to nothing personal. ` +
        "'recaptcha' / 'turnstile': the page runs the provider's widget with `siteKey` and sends the widget's token.",
    },
    async () => {
      const issued = verifier.issue();
      return { provider: verifier.provider, siteKey: verifier.siteKey, token: issued?.token ?? null, expiresIn: issued?.expiresIn ?? 0 };
    },
  );

  // §5 "Lead submission accepts only POST", §8 "Non-POST lead submission: 405, text Method Not Allowed".
  for (const path of [leadCalls.submit.path, leadCalls.submitV3.path]) {
    app.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url: path,
      schema: { hide: true },
      handler: async (_request, reply) => reply.status(405).header('allow', 'POST').type('text/plain; charset=utf-8').send(METHOD_NOT_ALLOWED),
    });
  }

  // The forms: limits first (a flood of bad tokens is counted too), then the captcha, then the call.
  await app.register(async (scope) => {
    scope.setErrorHandler(leadErrorHandler);
    if (limitsOn) {
      scope.addHook(
        'preHandler',
        scope.routeLimits('lead-forms', [
          { per: 'ip', max: LEAD_LIMIT_PER_IP, windowSeconds: LEAD_LIMIT_WINDOW_SECONDS, group: 'lead-forms', message: M.TOO_MANY },
          {
            per: { body: 'phoneNumber' },
            max: LEAD_LIMIT_PER_PHONE,
            windowSeconds: LEAD_LIMIT_WINDOW_SECONDS,
            group: 'lead-forms',
            normalize: (v) => toAccountPhone(v) ?? v,
            message: M.TOO_MANY_PHONE,
          },
        ]),
      );
    }
    await scope.register(captchaGuard, { verifier });

    const limitsText = `At most ${LEAD_LIMIT_PER_IP} per address and ${LEAD_LIMIT_PER_PHONE} per phone in ${LEAD_LIMIT_WINDOW_SECONDS / 60} minutes, with the contact form (429 with Retry-After).`;
    const submitDoc = (summary: string): RouteDoc => ({
      tags,
      summary,
      description:
        'Header X-Captcha (400 CaptchaRequired, 403 CaptchaFailed, 503 when the provider cannot be asked). formId tukar-tambah writes a trade-in lead: ' +
        'body.tradeIn (the car; the estimate is recomputed and stored), modelCode (the new car) and branchSlug are required. Unknown model, variant, ' +
        'branch, salesman or city → 422. One transaction: the lead (phoneNumber copied to uniqueID, §3), the WhatsApp/email acknowledgement and the CRM record. ' +
        `The same idempotencyKey answers the same lead (409 when it was used for another phone or form). A logged-in customer's lead is theirs. ${limitsText} ` +
        'Any other method answers 405 Method Not Allowed (§8); an unexpected failure 500 with an Indonesian message (§8).',
      errors: captchaErrors,
    });
    route(scope, leadCalls.submit, submitDoc('§7 submit-leads: a lead of a site form (X-Captcha)'), async (request) =>
      submitLead(deps, callerOf(request), request.query.formId, request.body),
    );
    route(scope, leadCalls.submitV3, submitDoc('§7 salesforce/leadsv3: the same lead as submit-leads'), async (request) =>
      submitLead(deps, callerOf(request), request.query.formId, request.body),
    );
    route(
      scope,
      leadCalls.contact,
      {
        tags,
        summary: '/hubungi-kami: a question with its ticket number TK-… (X-Captcha)',
        description:
          'Province and city are checked against the geo tables (422; the city must be in the province). attachmentId: an uploaded file of purpose ' +
          "'attachment' not attached yet and uploaded by this caller (the customer, or a guest's browser by x-upload-owner; 422 otherwise); it becomes the ticket's. The visitor gets the ticket by email and WhatsApp; the CRM gets the question. " +
          `Idempotent on idempotencyKey. ${limitsText}`,
        errors: captchaErrors,
      },
      async (request) => contactQuestion(deps, callerOf(request), request.body, ownerKeyOf(request.headers[UPLOAD_OWNER_HEADER])),
    );
  });

  await app.register(async (scope) => {
    scope.setErrorHandler(leadErrorHandler);
    route(
      scope,
      leadCalls.whatsapp,
      {
        tags,
        summary: 'Records a WhatsApp call to action and answers the chat link',
        description:
          "`to` must be a salesman's, a branch's or Kemudi's own WhatsApp (422 otherwise: no links to anyone else); it decides the salesman and branch. " +
          'The model is modelCode, else the one of the page (a model page or a used car page). No captcha (a click). The same idempotencyKey, or the same ' +
          `address, number and page within ${WHATSAPP_LEAD_DEDUP_MINUTES} minutes, is the same lead. waLink carries \`text\` or a prefilled Indonesian message ` +
          `with the lead number. At most ${WHATSAPP_LEAD_LIMIT_PER_IP} per address in ${LEAD_LIMIT_WINDOW_SECONDS / 60} minutes.`,
        errors: [409, 422, 500],
        ...limited([{ per: 'ip', max: WHATSAPP_LEAD_LIMIT_PER_IP, windowSeconds: LEAD_LIMIT_WINDOW_SECONDS, message: M.TOO_MANY_WHATSAPP }]),
      },
      async (request) => whatsAppLead(deps, callerOf(request), request.body),
    );
  });

  route(
    app,
    leadCalls.tradeInOptions,
    {
      tags: ['trade-in'],
      summary: 'Trade-in form choices: brands with models and types, provinces, years',
      description: 'Toyota: every model of the catalogue with the types known from the used-car listings and the new variants. Other brands have no market data (their estimate says so).',
    },
    async () => tradeInOptions(app.db, app.now()),
  );

  route(
    app,
    leadCalls.tradeInEstimate,
    {
      tags: ['trade-in'],
      summary: 'The estimated trade-in range of a car, with how it was reached',
      description:
        'The method of packages/domain/src/trade-in.ts: the used-price rule that also prices the certified used cars (packages/domain/src/used-price.ts: the ' +
        'closest new variant\'s OTR, depreciated by segment and age, adjusted for mileage, an average condition and the region) less the dealer margin, in a ' +
        'range that widens with age and an unmatched type; comparables are the model\'s listings. estimated:false with a note when there is no basis (another ' +
        `brand, a model without a new price). 422 for a year still to come or an unknown province. At most ${TRADE_IN_LIMIT_PER_IP} per address in ${LEAD_LIMIT_WINDOW_SECONDS / 60} minutes.`,
      errors: [422],
      ...limited([{ per: 'ip', max: TRADE_IN_LIMIT_PER_IP, windowSeconds: LEAD_LIMIT_WINDOW_SECONDS, message: M.TOO_MANY_TRADE_IN }]),
    },
    async (request) => {
      const { retail: _retail, ...estimate } = await estimateCar(app.db, request.body, app.now());
      return estimate;
    },
  );
}
