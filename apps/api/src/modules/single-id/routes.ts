import { toAccountPhone } from '@kemudi/domain/account';
import { consentCalls } from '@kemudi/domain/contracts/consent';
import { dealerSyncCalls } from '@kemudi/domain/contracts/dealer-sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { limitsOf } from '../../lib/limits';
import { route, type RouteDoc } from '../../lib/route';
import type { RouteLimit } from '../../plugins/rate-limit';
import { dealerSystemFromConfig, type DealerSystem } from '../dealer-system';
import { checkConsent, decideConsent, myConsents, type ClientInfo } from './consent';
import { getSingleId, submitGuestConsent, submitModal } from './service';

const tags = ['after login'];
const HOUR = 3600;

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip || null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 500) : null,
});

/** The customer id of a route with access 'customer' (checked before the handler runs). */
function customerIdOf(request: FastifyRequest): string {
  if (request.caller.kind !== 'customer') throw new AppError(401, 'InvalidTokenError', 'User is not authenticated');
  return request.caller.customerId;
}

/**
 * /api/customer/v1/single-id — the §4 post-login confirmations (§7 get-singleid, submit-modal) and
 * personal-data consent (§7 pdp-consent-check; My Account). Never cached: every answer is one
 * customer's, and every change touches the caller's own rows only.
 */
export async function singleIdRoutes(app: FastifyInstance, opts: { dealerSystem?: DealerSystem } = {}) {
  const dealer = opts.dealerSystem ?? dealerSystemFromConfig(app.config, app.db);
  const rateLimited = (limits: RouteLimit[]): Pick<RouteDoc, 'limits'> => (app.config.RATE_LIMITS === 'off' ? {} : { limits });

  route(
    app,
    dealerSyncCalls.singleId,
    {
      tags,
      access: 'customer',
      summary: 'Profile sync data after login (§7 get-singleid; §3 customer, profileTemporary, verificationPhoneNumber)',
      description:
        'The dealer record (TDMS) found for the verified phone, each vehicle with inMyCars (plate already in Mobil Saya) and decided, ' +
        'profileDecided when the customer already answered o2oprofile for this very record; verificationPhoneNumber.acknowledge true when ' +
        'a record was found (an unreachable dealer system answers acknowledge false, never an error). seamlessRejectedAt: §4 rejection, ' +
        'cleared once older than SEAMLESS_TIMEOUT_MINUTES (§9). currentProfile is the §5 "old" side; consent the latest decision.',
      ...limitsOf(app.config, 'dealerRecord'),
    },
    async (request) => getSingleId(app, dealer, customerIdOf(request)),
  );

  route(
    app,
    dealerSyncCalls.submitModal,
    {
      tags,
      access: 'customer',
      summary: 'Answer one post-login step (§7 submit-modal POST: seamless, o2oprofile, o2ocars, pdp)',
      description:
        'seamless accept links the record of the verified phone (409 DealerRecordNotFound / PhoneNotVerified), reject stores the §4 flag. ' +
        'o2oprofile takes over the accepted fields §5 reports as changed (400 when the result is not a valid profile). o2ocars adds the ' +
        'accepted vehicles of the record to Mobil Saya (400 for a vehicle not in the record or verification flags that do not match the ' +
        'account, 409 CarLimitReached past 10 cars) and, with is020Sync true, reports the sync to the dealer system. Both need the record ' +
        'linked (409 DealerRecordNotLinked). pdp stores the §3 consent submission for the account’s own phone. 503 when the dealer system ' +
        'cannot be reached. data.message is the Indonesian sentence of the final confirmation.',
      errors: [409, 503],
      ...limitsOf(app.config, 'profileWrites'),
    },
    async (request) => submitModal(app, dealer, customerIdOf(request), request.body, client(request)),
  );

  route(
    app,
    dealerSyncCalls.submitGuestConsent,
    {
      tags,
      summary: "A guest's personal-data consent (§7 submit-modal PUT, type pdpConsentNotLoggedIn)",
      description: 'System token. Kept without a customer (channel guest) with the text as it reads now; 400 for codes that name no consent text.',
      ...rateLimited([
        { per: 'ip', max: 20, windowSeconds: HOUR },
        { per: { body: 'phoneNumber' }, max: 5, windowSeconds: HOUR, normalize: (v) => toAccountPhone(v) ?? v },
      ]),
    },
    async (request) => submitGuestConsent(app, request.body, client(request)),
  );

  route(
    app,
    consentCalls.check,
    {
      tags,
      access: 'customer',
      summary: 'Has the customer answered the personal-data consent? (§7 single-id/pdp-consent-check)',
      description: 'needsConsent is true while the customer never answered: the §4 pdp step is then collected.',
    },
    async (request) => checkConsent(app.db, customerIdOf(request)),
  );

  route(
    app,
    consentCalls.mine,
    {
      tags,
      access: 'customer',
      summary: "My Account: the customer's consent status and history",
      description: 'current is the newest decision; history lists every decision newest first with the text that was answered. §7 names no path.',
    },
    async (request) => myConsents(app.db, customerIdOf(request)),
  );

  route(
    app,
    consentCalls.decide,
    {
      tags,
      access: 'customer',
      summary: 'My Account: give (1) or withdraw (3) personal-data consent',
      description:
        "Stored with the account's phone and name and the §9 popup text (source 4, detail 5), channel myaccount. " +
        '409 NoConsentToWithdraw when there is no given consent to withdraw. §7 names no path.',
      errors: [409],
      ...limitsOf(app.config, 'profileWrites'),
    },
    async (request) => decideConsent(app.db, customerIdOf(request), request.body.consentStatusId, client(request)),
  );
}
