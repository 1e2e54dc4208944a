import { createHmac } from 'node:crypto';
import type { Db } from '@kemudi/db';
import { PAYMENT_METHODS, type PaymentMethod } from '@kemudi/domain/commerce';
import type { ApiConfig, PAYMENT_PROVIDER_VARIABLES, PaymentProviderName } from '../../env';
import { createMidtransProvider } from './midtrans';
import type { PaymentProvider } from './provider';
import { createSimulatedProvider, type SimulatedPaymentProvider } from './simulated';
import { createXenditProvider, XENDIT_METHODS } from './xendit';

/** Payments (issues 12, 27): the provider interface, the simulated default, Midtrans, Xendit and their registry. The one entry the orders module uses. */
export {
  PaymentProviderError,
  type Charge,
  type ChargeInput,
  type ChargeInstructions,
  type ChargeState,
  type ChargeStatus,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type VerifiedNotification,
} from './provider';
export {
  createSimulatedProvider,
  digitsFromRef,
  signSimulatorNotification,
  SIMULATED_MANDIRI_BILLER_CODE,
  SIMULATED_QRIS_MERCHANT,
  SIMULATED_VA_FORMATS,
  SIMULATOR_REPLAY_WINDOW_MS,
  SIMULATOR_SIGNATURE_HEADER,
  type SimulatedNotification,
  type SimulatedPaymentProvider,
  type SimulatedProviderOptions,
  type SimulatorNotificationBody,
} from './simulated';
export { createMidtransProvider, midtransSignature, midtransStatus, type MidtransProviderOptions } from './midtrans';
export { createXenditProvider, XENDIT_CALLBACK_HEADER, XENDIT_METHODS, xenditStatus, type XenditProviderOptions } from './xendit';
export { buildQrisPayload, parseQris, parseTlv, type QrisInput } from './qris';

/** The simulator's signing key: PAYMENT_SIMULATOR_SECRET, else HMAC-SHA256(TOKEN_SECRET, 'kemudi-payment-simulator') (every process of one deployment agrees). */
export function simulatorSecret(config: Pick<ApiConfig, 'PAYMENT_SIMULATOR_SECRET' | 'TOKEN_SECRET'>): string {
  return config.PAYMENT_SIMULATOR_SECRET ?? createHmac('sha256', config.TOKEN_SECRET).update('kemudi-payment-simulator').digest('hex');
}

/**
 * The payment providers live side by side (issue 27), keyed by the name stored on each payment
 * (orders.payment.provider, refunds.provider): new charges go to the provider the configuration
 * chooses for their method; status checks, the expiry sweep, cancels, refunds and webhooks of a
 * payment go to the provider stored on it.
 */
export type PaymentRegistry = {
  /** The provider a new charge of `method` goes to; null when no provider here offers it. */
  forCharge(method: PaymentMethod): PaymentProvider | null;
  /** The provider named on a payment; null when it is not configured here. */
  get(name: string): PaymentProvider | null;
  /** Every provider configured, by name. */
  readonly names: readonly string[];
  /** The simulated provider when new charges may go to it (its "bayar sekarang" exists); null otherwise. */
  readonly simulator: SimulatedPaymentProvider | null;
};

/** The methods each provider offers here (Xendit issues no Mandiri bill payment). */
const METHODS_OF: Record<PaymentProviderName, readonly PaymentMethod[]> = { simulated: PAYMENT_METHODS, midtrans: PAYMENT_METHODS, xendit: XENDIT_METHODS };

/** PAYMENT_PROVIDER_<METHOD>: qris → PAYMENT_PROVIDER_QRIS, va_bca → PAYMENT_PROVIDER_VA_BCA. */
const variableOf = (method: PaymentMethod) => `PAYMENT_PROVIDER_${method.toUpperCase()}` as Exclude<(typeof PAYMENT_PROVIDER_VARIABLES)[number], 'PAYMENT_PROVIDER'>;

/** A registry over the given providers; `choose` names the provider of each method's new charges. */
export function createPaymentRegistry(providers: readonly PaymentProvider[], choose: (method: PaymentMethod) => string | null): PaymentRegistry {
  const byName = new Map(providers.map((p) => [p.name, p]));
  const chosen = new Map(PAYMENT_METHODS.map((method) => [method, choose(method)]));
  const simulated = byName.get('simulated');
  const charging = [...chosen.values()].includes('simulated');
  return {
    forCharge: (method) => byName.get(chosen.get(method) ?? '') ?? null,
    get: (name) => byName.get(name) ?? null,
    names: [...byName.keys()],
    simulator: simulated && charging && isSimulatedProvider(simulated) ? simulated : null,
  };
}

/**
 * The providers the environment configures: Midtrans with MIDTRANS_SERVER_KEY, Xendit with
 * XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN, and the simulated one outside production (over
 * `db`). A method's new charges go to PAYMENT_PROVIDER_<METHOD>, else PAYMENT_PROVIDER (when it
 * offers the method), else the first configured of Midtrans, Xendit, simulated that offers it.
 */
export function paymentRegistryFromConfig(config: ApiConfig, db: Db, clock: () => Date = () => new Date()): PaymentRegistry {
  const production = config.NODE_ENV === 'production' || config.KEMUDI_ENV === 'production';
  const providers: PaymentProvider[] = [];
  if (config.MIDTRANS_SERVER_KEY) providers.push(createMidtransProvider({ baseUrl: config.MIDTRANS_BASE_URL, serverKey: config.MIDTRANS_SERVER_KEY, clock }));
  if (config.XENDIT_SECRET_KEY && config.XENDIT_CALLBACK_TOKEN) {
    providers.push(createXenditProvider({ baseUrl: config.XENDIT_BASE_URL, secretKey: config.XENDIT_SECRET_KEY, callbackToken: config.XENDIT_CALLBACK_TOKEN }));
  }
  if (!production) providers.push(createSimulatedProvider({ db, secret: simulatorSecret(config), clock }));
  const offers = (name: string | undefined, method: PaymentMethod): name is PaymentProviderName =>
    name !== undefined && providers.some((p) => p.name === name) && METHODS_OF[name as PaymentProviderName].includes(method);
  return createPaymentRegistry(providers, (method) => {
    const own = config[variableOf(method)];
    if (own) return own;
    if (offers(config.PAYMENT_PROVIDER, method)) return config.PAYMENT_PROVIDER;
    return (['midtrans', 'xendit', 'simulated'] as const).find((name) => offers(name, method)) ?? null;
  });
}

/** The provider new QRIS charges go to (what a single-provider caller means by "the" provider). */
export function paymentProviderFromConfig(config: ApiConfig, db: Db, clock: () => Date = () => new Date()): PaymentProvider {
  const provider = paymentRegistryFromConfig(config, db, clock).forCharge('qris');
  if (!provider) throw new Error('no payment provider is configured');
  return provider;
}

/** Whether the "bayar sekarang" control (pay, expire) exists on this provider. */
export function isSimulatedProvider(provider: PaymentProvider): provider is SimulatedPaymentProvider {
  return provider.simulated && typeof (provider as Partial<SimulatedPaymentProvider>).pay === 'function';
}
