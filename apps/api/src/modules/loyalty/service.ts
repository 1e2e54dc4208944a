import { customers, loyaltyWallets, type Db } from '@kemudi/db';
import type { AstraPointsData, LinkData, LoyaltyProgramData, WalletData } from '@kemudi/domain/contracts/loyalty';
import { LOYALTY_MESSAGES, maskPhone, rewardText } from '@kemudi/domain/loyalty';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { WalletProviderError, type WalletProvider } from './provider';

/*
 * The AstraPay wallet of a customer and their AstraPoints (issue 11; §3, §7 loyalty calls). One
 * loyalty_wallets row per customer, made on the first link and kept after unlinking (the points and
 * the fact that the link reward was given stay with it).
 */

export type LoyaltyDeps = {
  db: Db;
  provider: WalletProvider;
  /** AstraPoints for the first link (LOYALTY_LINK_REWARD_POINTS). */
  rewardPoints: number;
  /** The wall clock (app.clock()). */
  clock: () => Date;
  log: FastifyBaseLogger;
};

const loggedOut = () => new AppError(401, 'InvalidTokenError', 'User is not authenticated');

/** A provider failure as the customer reads it: refused → 422 (they can act on it), unavailable → 503. */
function providerFailure(error: unknown): never {
  if (error instanceof WalletProviderError) {
    if (error.kind === 'refused') throw new AppError(422, 'WalletNotFound', LOYALTY_MESSAGES.WALLET_UNKNOWN);
    throw new AppError(503, 'WalletProviderUnavailable', LOYALTY_MESSAGES.PROVIDER_DOWN);
  }
  throw error;
}

/** §7 check-loyalty-program: the programme runs while the reward is above 0 (§3 message 'true'). */
export function loyaltyProgram(rewardPoints: number): LoyaltyProgramData {
  return { message: rewardPoints > 0 ? 'true' : 'false', loyaltyRewardAmount: rewardPoints, rewardText: rewardText(rewardPoints) };
}

async function loadCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ phone: customers.phone, smsVerifiedAt: customers.smsVerifiedAt, waVerifiedAt: customers.waVerifiedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw loggedOut();
  return { phone: row.phone, verified: row.smsVerifiedAt !== null || row.waVerifiedAt !== null };
}

async function loadWallet(db: Db, customerId: string) {
  const [row] = await db.select().from(loyaltyWallets).where(eq(loyaltyWallets.customerId, customerId)).limit(1);
  return row ?? null;
}

type WalletRow = NonNullable<Awaited<ReturnType<typeof loadWallet>>>;
const isLinked = (wallet: WalletRow | null): wallet is WalletRow & { accountRef: string } => wallet !== null && wallet.accountRef !== null;

/** §7 get-balance: the wallet, its balance in Rupiah (null when AstraPay cannot tell now) and the AstraPoints. */
export async function getWallet(deps: LoyaltyDeps, customerId: string): Promise<WalletData> {
  await loadCustomer(deps.db, customerId);
  const wallet = await loadWallet(deps.db, customerId);
  if (!isLinked(wallet)) return { linked: false, accountPhone: null, balance: null, points: wallet?.points ?? 0, linkedAt: null };
  let balance: number | null = null;
  try {
    balance = await deps.provider.balance(wallet.accountRef);
  } catch (error) {
    if (!(error instanceof WalletProviderError)) throw error;
    // The wallet and the points still show; the balance says it cannot be read now.
    deps.log.warn({ err: error.message }, 'astrapay balance unavailable');
  }
  return {
    linked: true,
    accountPhone: wallet.accountPhone ? maskPhone(wallet.accountPhone) : null,
    balance,
    points: wallet.points,
    linkedAt: wallet.linkedAt?.toISOString() ?? null,
  };
}

/**
 * §7 linking-account: links the wallet of the account's verified phone (the only number the
 * customer has shown to be theirs). Linking again with the same phone changes nothing; after the
 * account's phone changed (phone-updated) it links the new number. The reward is given once per
 * customer ever: the row's reward_granted_at is set by an update that only matches while it is
 * empty, so two links at once cannot both give it.
 */
export async function linkWallet(deps: LoyaltyDeps, customerId: string, requestedPhone: string | undefined): Promise<LinkData> {
  const customer = await loadCustomer(deps.db, customerId);
  if (!customer.verified) throw badRequest(LOYALTY_MESSAGES.PHONE_NOT_VERIFIED);
  if (requestedPhone !== undefined && requestedPhone !== customer.phone) throw badRequest(LOYALTY_MESSAGES.PHONE_NOT_OWN);
  const phone = customer.phone;

  const current = await loadWallet(deps.db, customerId);
  if (isLinked(current) && current.accountPhone === phone) {
    return { linked: true, redirectUrl: null, accountPhone: maskPhone(phone), earnedPoints: 0 };
  }

  // Outside the transaction: a 15 s call to AstraPay must not hold a row lock.
  let linked;
  try {
    linked = await deps.provider.link(phone);
  } catch (error) {
    providerFailure(error);
  }

  const now = deps.clock();
  const earnedPoints = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.insert(loyaltyWallets).values({ customerId }).onConflictDoNothing({ target: loyaltyWallets.customerId });
    await tx
      .update(loyaltyWallets)
      .set({ accountRef: linked.accountRef, accountPhone: phone, linkedAt: now, unlinkedAt: null, updatedAt: now })
      .where(eq(loyaltyWallets.customerId, customerId));
    if (deps.rewardPoints <= 0) return 0;
    const granted = await tx
      .update(loyaltyWallets)
      .set({
        points: sql`${loyaltyWallets.points} + ${deps.rewardPoints}`,
        earnPointNotif: true,
        lastEarnedPoints: deps.rewardPoints,
        rewardGrantedAt: now,
        updatedAt: now,
      })
      .where(and(eq(loyaltyWallets.customerId, customerId), isNull(loyaltyWallets.rewardGrantedAt)))
      .returning({ customerId: loyaltyWallets.customerId });
    return granted.length > 0 ? deps.rewardPoints : 0;
  });
  return { linked: true, redirectUrl: linked.redirectUrl, accountPhone: maskPhone(phone), earnedPoints };
}

/** Unlinks the wallet (not in §7; My Account). Already unlinked: nothing to do. The points stay. */
export async function unlinkWallet(deps: LoyaltyDeps, customerId: string): Promise<{ linked: false }> {
  await loadCustomer(deps.db, customerId);
  const wallet = await loadWallet(deps.db, customerId);
  if (!isLinked(wallet)) return { linked: false };
  try {
    await deps.provider.unlink(wallet.accountRef);
  } catch (error) {
    providerFailure(error);
  }
  const now = deps.clock();
  await deps.db
    .update(loyaltyWallets)
    .set({ accountRef: null, unlinkedAt: now, updatedAt: now })
    .where(and(eq(loyaltyWallets.customerId, customerId), eq(loyaltyWallets.accountRef, wallet.accountRef)));
  return { linked: false };
}

/** §7 astrapoints: the points and §3 earnPointNotif. */
export async function astraPoints(db: Db, customerId: string): Promise<AstraPointsData> {
  await loadCustomer(db, customerId);
  const wallet = await loadWallet(db, customerId);
  return { points: wallet?.points ?? 0, earnPointNotif: wallet?.earnPointNotif ?? false, lastEarnedPoints: wallet?.lastEarnedPoints ?? null };
}

/** §7 phone-updated: the wallet was linked with a phone the account no longer has. */
export async function phoneUpdated(db: Db, customerId: string): Promise<{ phoneUpdated: boolean; accountPhone: string | null }> {
  const customer = await loadCustomer(db, customerId);
  const wallet = await loadWallet(db, customerId);
  if (!isLinked(wallet) || !wallet.accountPhone) return { phoneUpdated: false, accountPhone: null };
  return { phoneUpdated: wallet.accountPhone !== customer.phone, accountPhone: maskPhone(wallet.accountPhone) };
}

/** §7 reset-earn-point: the earned-points notice was shown. */
export async function resetEarnPoint(db: Db, customerId: string, now: Date): Promise<{ earnPointNotif: false }> {
  await loadCustomer(db, customerId);
  await db
    .update(loyaltyWallets)
    .set({ earnPointNotif: false, updatedAt: now })
    .where(and(eq(loyaltyWallets.customerId, customerId), eq(loyaltyWallets.earnPointNotif, true)));
  return { earnPointNotif: false };
}
