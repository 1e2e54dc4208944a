import { createHmac } from 'node:crypto';
import type { Db } from '@kemudi/db';
import type { ApiConfig } from '../../env';
import { createMidtransProvider } from './midtrans';
import type { PaymentProvider } from './provider';
import { createSimulatedProvider, type SimulatedPaymentProvider } from './simulated';

/** Payments (issue 12): the provider interface, the simulated default and Midtrans. The one entry the orders module uses. */
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
export { buildQrisPayload, parseQris, parseTlv, type QrisInput } from './qris';

/** The simulator's signing key: PAYMENT_SIMULATOR_SECRET, else HMAC-SHA256(TOKEN_SECRET, 'kemudi-payment-simulator') (every process of one deployment agrees). */
export function simulatorSecret(config: Pick<ApiConfig, 'PAYMENT_SIMULATOR_SECRET' | 'TOKEN_SECRET'>): string {
  return config.PAYMENT_SIMULATOR_SECRET ?? createHmac('sha256', config.TOKEN_SECRET).update('kemudi-payment-simulator').digest('hex');
}

/** The provider the environment configures: Midtrans with MIDTRANS_SERVER_KEY, else the simulated one over `db`. */
export function paymentProviderFromConfig(config: ApiConfig, db: Db, clock: () => Date = () => new Date()): PaymentProvider {
  return config.MIDTRANS_SERVER_KEY
    ? createMidtransProvider({ baseUrl: config.MIDTRANS_BASE_URL, serverKey: config.MIDTRANS_SERVER_KEY, clock })
    : createSimulatedProvider({ db, secret: simulatorSecret(config), clock });
}

/** Whether the "bayar sekarang" control (pay, expire) exists on this provider. */
export function isSimulatedProvider(provider: PaymentProvider): provider is SimulatedPaymentProvider {
  return provider.simulated && typeof (provider as Partial<SimulatedPaymentProvider>).pay === 'function';
}
