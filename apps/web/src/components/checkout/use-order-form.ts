'use client';

import { useState } from 'react';
import { CHECKOUT_MESSAGES, type CheckoutErrors, type CheckoutValues, createIdempotentSender, firstInvalidField, focusField, validateCheckout } from './checkout-logic';
import { followCreatedOrder, type OrderOutcome, sendOrderRequest } from './order-request';

/**
 * The state both order forms share (the checkout and the new-car booking, issue 12): the contact,
 * dealer, slot and payment values (the contact prefilled from the account), their errors, the
 * form's message, and one idempotent sender per page view (a double click or a retry after a lost
 * answer names the same order). `check` refuses the values with the message and the focus on the
 * first field; `place` sends and either opens the next page (answers null, staying busy) or
 * answers the outcome with its message shown.
 */
export function useOrderForm<B extends object>(contact: { name: string; phoneNumber: string; email: string }, url: string) {
  const [values, setValues] = useState<CheckoutValues>({ ...contact, branchSlug: '', slotStart: '', paymentMethod: '' });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sender] = useState(() => createIdempotentSender<B, OrderOutcome>((body) => sendOrderRequest('POST', url, body)));

  /** Sets one value; a new dealer unsets the slot (its days are another dealer's). */
  function set<K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'branchSlug' && value !== v.branchSlug ? { slotStart: '' } : {}) }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setMessage(null);
  }

  function check(current: CheckoutValues, needsSlot: boolean): boolean {
    const found = validateCheckout(current, { needsSlot });
    setErrors(found);
    const first = firstInvalidField(found);
    if (!first) return true;
    setMessage(CHECKOUT_MESSAGES.FORM_INVALID);
    focusField(first);
    return false;
  }

  async function place(body: B, noun: 'Pesanan' | 'Booking'): Promise<OrderOutcome | null> {
    setBusy(true);
    setMessage(null);
    const outcome = await sender.send(body);
    const shown = followCreatedOrder(outcome, noun);
    if (shown === null) return null; // stays busy until the next page opens
    setMessage(shown);
    setBusy(false);
    return outcome;
  }

  return { values, setValues, errors, setErrors, message, busy, set, check, place };
}
