import 'server-only';

import { consentTextOf } from '@kemudi/domain/consent-texts';
import { consentCalls, type ConsentDecision, type MyConsentsData } from '@kemudi/domain/contracts/consent';
import { customerCalls, type ConsentItem, type CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { requireCustomer } from './myaccount';

/*
 * Loaders of personal-data consent in My Account (issue 11, UU PDP): the /myaccount/persetujuan-data
 * page and the consent line of the overview. The customer's own calls, with their token (the guard
 * of myaccount.ts sends a guest to the login page first).
 */

export interface ConsentPageData {
  customer: CurrentCustomer;
  /** The current decision and every decision made (newest first). */
  consents: MyConsentsData;
  /** The popup text (§9 source 4 detail 5) the customer answers here; §8 built-in when pdp-consent fails. */
  text: ConsentItem;
}

/** The decisions are the page: a failure to read them fails the page (error.tsx). The text falls back (§8). */
export async function loadConsentPage(returnTo: string): Promise<ConsentPageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const [consents, texts] = await Promise.all([api.call(consentCalls.mine), api.soft(customerCalls.pdpConsent, { query: {} })]);
  return { customer, consents, text: consentTextOf(texts?.body, 'popup') };
}

/**
 * The overview's consent line: the customer's decision (null: never answered), or undefined when
 * it could not be read (the card then only links to the privacy page).
 */
export async function loadConsentStatus(returnTo: string): Promise<ConsentDecision | null | undefined> {
  const { api } = await requireCustomer(returnTo);
  const check = await api.soft(consentCalls.check);
  return check ? check.consent : undefined;
}
