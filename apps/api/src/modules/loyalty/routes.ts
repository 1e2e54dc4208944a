import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import type { FastifyInstance } from 'fastify';
import { limitsOf } from '../../lib/limits';
import { route, type RouteDoc } from '../../lib/route';
import type { RouteLimit } from '../../plugins/rate-limit';
import { walletProviderFromConfig, type WalletProvider } from './provider';
import { astraPoints, getWallet, linkWallet, loyaltyProgram, phoneUpdated, resetEarnPoint, unlinkWallet, type LoyaltyDeps } from './service';

const tags = ['loyalty'];
const access = 'customer' as const;
const HOUR = 3600;

/** Link and unlink share their limits: each reaches AstraPay. */
const LINK_GROUP = 'astrapay-link';
const LINK_LIMIT_PER_IP = 30;
export const LINK_LIMIT_PER_CUSTOMER = 10;

export type LoyaltyOptions = {
  /** The wallet provider; default: the one the environment configures (provider.ts). */
  provider?: WalletProvider;
};

/**
 * §7 loyalty calls (issue 11): check-loyalty-program for anyone, the rest for the logged-in
 * customer (full login) and only ever over that customer's own wallet row.
 */
export async function loyaltyRoutes(app: FastifyInstance, opts: LoyaltyOptions = {}) {
  const deps: LoyaltyDeps = {
    db: app.db,
    provider: opts.provider ?? walletProviderFromConfig(app.config),
    rewardPoints: app.config.LOYALTY_LINK_REWARD_POINTS,
    clock: () => app.clock(),
    log: app.log,
  };
  const limitsOn = app.config.RATE_LIMITS !== 'off';
  const linkLimits: RouteLimit[] = [
    { per: 'ip', max: LINK_LIMIT_PER_IP, windowSeconds: HOUR, group: LINK_GROUP },
    { per: 'customer', max: LINK_LIMIT_PER_CUSTOMER, windowSeconds: HOUR, group: LINK_GROUP },
  ];
  const rateLimited: Pick<RouteDoc, 'limits'> = limitsOn ? { limits: linkLimits } : {};

  route(
    app,
    loyaltyCalls.checkLoyaltyProgram,
    {
      tags,
      access: 'any',
      summary: 'Is the link reward on, and how much (§3 loyalty response, §7 check-loyalty-program)',
      description:
        "message 'true' and loyaltyRewardAmount = LOYALTY_LINK_REWARD_POINTS while it is above 0, else 'false'; rewardText as §9 words it ('5000 AstraPoint').",
    },
    async () => loyaltyProgram(deps.rewardPoints),
  );

  route(
    app,
    loyaltyCalls.getBalance,
    {
      tags,
      access,
      summary: 'The AstraPay wallet, its balance and the AstraPoints (§7 get-balance)',
      description: 'balance is null when AstraPay cannot tell it now (the wallet and points still answer).',
      ...limitsOf(app.config, 'loyalty'),
    },
    async (request) => getWallet(deps, request.caller.userId),
  );

  route(
    app,
    loyaltyCalls.linkAccount,
    {
      tags,
      access,
      summary: "Links the AstraPay wallet of the account's verified phone (§7 linking-account)",
      description:
        'phoneNumber, when given, must be the account\'s verified phone (400 otherwise). Linking again changes nothing. The first link ever ' +
        `gives LOYALTY_LINK_REWARD_POINTS once per customer and sets earnPointNotif. 422 WalletNotFound when AstraPay knows no wallet for the number, ` +
        `503 when AstraPay cannot be reached. At most ${LINK_LIMIT_PER_CUSTOMER} links and unlinks an hour per customer and ${LINK_LIMIT_PER_IP} per address.`,
      errors: [422, 503],
      ...rateLimited,
    },
    async (request) => linkWallet(deps, request.caller.userId, request.body.phoneNumber),
  );

  route(
    app,
    loyaltyCalls.unlinkAccount,
    {
      tags,
      access,
      summary: 'Unlinks the AstraPay wallet (My Account; not in §7). The AstraPoints stay.',
      description: 'Already unlinked: answers linked false all the same. 503 when AstraPay cannot be reached.',
      errors: [503],
      ...rateLimited,
    },
    async (request) => unlinkWallet(deps, request.caller.userId),
  );

  route(
    app,
    loyaltyCalls.astraPoints,
    { tags, access, summary: 'AstraPoints and §3 earnPointNotif (§7 astrapoints)', ...limitsOf(app.config, 'loyalty') },
    async (request) => astraPoints(deps.db, request.caller.userId),
  );

  route(
    app,
    loyaltyCalls.phoneUpdated,
    {
      tags,
      access,
      summary: "Was the wallet linked with a phone the account no longer has? (§7 phone-updated)",
      description: 'accountPhone is the masked phone the wallet was linked with; null when not linked.',
      ...limitsOf(app.config, 'loyalty'),
    },
    async (request) => phoneUpdated(deps.db, request.caller.userId),
  );

  route(
    app,
    loyaltyCalls.resetEarnPoint,
    {
      tags,
      access,
      summary: 'The earned-points notice was shown: earnPointNotif false (§7 reset-earn-point, GET as §7 names it)',
      ...limitsOf(app.config, 'loyalty'),
    },
    async (request) => resetEarnPoint(deps.db, request.caller.userId, app.clock()),
  );
}
