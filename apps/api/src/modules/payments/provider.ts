import type { PaymentMethod } from '@kemudi/domain/commerce';

/*
 * The payment provider behind checkout (issue 12): an adapter interface, a simulated provider that
 * `npm start` uses with no account (simulated.ts), and Midtrans' Core API when MIDTRANS_SERVER_KEY
 * is set (midtrans.ts). The orders module only ever talks to this interface.
 */

/** A provider call that did not go through: `refused` = the provider said no to this request; `unavailable` = try later. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export type ChargeInput = {
  /**
   * The id the provider will know this charge by (Midtrans order_id): the order number, with
   * '-2', '-3'… when the customer changes the payment method (a provider refuses a reused id).
   */
  ref: string;
  orderNo: string;
  /** Rupiah, whole. */
  amount: number;
  method: PaymentMethod;
  /** When the charge stops being payable. */
  expiresAt: Date;
  customer: { name: string; phone: string; email: string | null };
  items: { code: string; name: string; unitPrice: number; quantity: number }[];
};

/** What the customer pays to. */
export type ChargeInstructions =
  | { kind: 'qris'; qrString: string }
  | { kind: 'va'; bank: 'bca' | 'bni' | 'bri' | 'permata'; vaNumber: string }
  | { kind: 'bill'; bank: 'mandiri'; billerCode: string; billKey: string };

export type Charge = {
  ref: string;
  instructions: ChargeInstructions;
  expiresAt: Date;
};

/** A charge's state at the provider: pending, paid (settled), or closed unpaid. */
export type ChargeStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'failed';

export type ChargeState = {
  ref: string;
  status: ChargeStatus;
  /** Rupiah the provider says was charged. */
  amount: number;
  /** The provider's transaction id, when it has one. */
  transactionId: string | null;
  paidAt: Date | null;
};

/** A payment notification whose signature was verified. */
export type VerifiedNotification = {
  /** Unique per provider event (a replay carries the same key). */
  eventKey: string;
  ref: string;
  status: ChargeStatus;
  amount: number;
  transactionId: string | null;
  /** When the provider says the event happened (replay window), if it says. */
  occurredAt: Date | null;
  payload: Record<string, unknown>;
};

/** A refund of a paid charge (staff console, issue 24). */
export type RefundInput = {
  /**
   * Our id of this refund (the refunds row's id): the provider's idempotency key (Midtrans
   * refund_key). Sent again with the same key, a refund is never paid twice.
   */
  key: string;
  /** The charge being returned (its ref, as charge() made it). */
  ref: string;
  /** Rupiah, whole: the whole payment. */
  amount: number;
  reason: string;
};

/**
 * What the provider says of a refund: done (`succeeded`), or accepted and still being carried out
 * (`pending`). A refusal or a failure to answer is a PaymentProviderError instead: `refused` = the
 * provider said no (nothing was paid back); `unavailable` = the outcome is unknown (send the same
 * key again later).
 */
export type RefundResult = { status: 'succeeded' | 'pending'; providerRef: string | null };

export interface PaymentProvider {
  /** 'simulated' | 'midtrans': stored with the order, and the webhook path's last part. */
  readonly name: string;
  /** The "bayar sekarang" control exists (simulated only). */
  readonly simulated: boolean;
  charge(input: ChargeInput): Promise<Charge>;
  /** The charge as the provider knows it now (polling). */
  status(ref: string): Promise<ChargeState>;
  /** Stops a pending charge from being paid (cancel, method change). A charge already closed is left as it is. */
  cancel(ref: string): Promise<void>;
  /** Returns a paid charge's money to the customer, idempotent by `input.key`. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Checks a notification's signature (headers and parsed JSON body as received). Null when it
   * does not verify: the webhook then answers 401 and changes nothing.
   */
  verifyNotification(headers: Record<string, string | string[] | undefined>, body: unknown): VerifiedNotification | null;
}
