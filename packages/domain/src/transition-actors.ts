/**
 * Who changes an order or a booking (issue 28). Every status change names its actor, and the
 * transition tables (order-transitions.ts, booking-transitions.ts) say which actor may make it.
 */
export const TRANSITION_ACTORS = ['customer', 'system', 'provider', 'dealer', 'staff'] as const;
export type TransitionActor = (typeof TRANSITION_ACTORS)[number];

/** How each actor is named to a person (the staff console's history and its refusals). */
export const TRANSITION_ACTOR_LABELS: Readonly<Record<TransitionActor, string>> = {
  /** The logged-in customer, over their own order or booking. */
  customer: 'Pelanggan',
  /** The API itself: placing an order, the expiry sweep and a read after the payment deadline. */
  system: 'Sistem',
  /** The payment provider: its notification or its answer to polling, confirmed with it. */
  provider: 'Penyedia pembayaran',
  /** The dealer's own system (TDMS) over the x-dealer-key integration API. */
  dealer: 'Sistem dealer',
  /** A dealer's staff in the back-office console (the issue after 28; no route yet). */
  staff: 'Staf dealer',
};
