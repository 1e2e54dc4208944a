/**
 * Personal-data consent (issue 11; UU PDP — Indonesia's Law 27/2022 on personal data protection;
 * §3 consent items and consent submission, §7 pdp-consent, single-id/pdp-consent-check,
 * submit-modal pdp / pdpConsentNotLoggedIn, §8 "Consent fetch failure: built-in texts are used",
 * §9 consent codes). The texts themselves are customerCalls.pdpConsent (contracts/customer.ts).
 * Every decision is kept (append-only); a customer's latest one is their status, which they can see
 * and change in My Account.
 */
import { z } from 'zod';
import { CONSENT_STATUS } from '../constants';
import { NameField, PhoneNumberField } from './account';
import { defineCall } from './call';

const StatusId = z.union([z.literal(CONSENT_STATUS.agreed), z.literal(CONSENT_STATUS.declined), z.literal(CONSENT_STATUS.withdrawn)]);

/** §3 consent submission: consentStatusId, phoneNumber, customerName, and which text was answered (§9 codes). */
export const ConsentSubmission = z.object({
  consentStatusId: z.union([z.literal(CONSENT_STATUS.agreed), z.literal(CONSENT_STATUS.declined)], {
    error: 'Pilih Setuju atau Tidak Setuju',
  }),
  phoneNumber: PhoneNumberField,
  customerName: NameField,
  consentSourceCode: z.number().int().min(0).max(999),
  consentSourceDetailCode: z.number().int().min(0).max(999),
});
export type ConsentSubmission = z.infer<typeof ConsentSubmission>;

/** A stored decision, as the customer sees it. */
export const ConsentDecision = z.object({
  consentStatusId: StatusId,
  /** 'Setuju' | 'Tidak setuju' | 'Ditarik' */
  statusLabel: z.string(),
  consentSourceCode: z.number().int(),
  consentSourceDetailCode: z.number().int(),
  /** 'modal' | 'myaccount' | 'guest' | 'form' */
  channel: z.string(),
  decidedAt: z.string().describe('ISO date-time'),
});
export type ConsentDecision = z.infer<typeof ConsentDecision>;

export const ConsentRecord = ConsentDecision.extend({
  /** The text that was answered, as it read then. */
  consentText: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const ConsentCheckData = z.object({
  /** True while the customer has never answered (the pdp step of §4 is then collected). */
  needsConsent: z.boolean(),
  consent: ConsentDecision.nullable(),
});
export type ConsentCheckData = z.infer<typeof ConsentCheckData>;

export const MyConsentsData = z.object({
  current: ConsentDecision.nullable(),
  /** Newest first. */
  history: z.array(ConsentRecord),
});
export type MyConsentsData = z.infer<typeof MyConsentsData>;

export const consentCalls = {
  /** §7 GET single-id/pdp-consent-check: has the logged-in customer answered the consent? */
  check: defineCall({ method: 'GET', path: '/api/customer/v1/single-id/pdp-consent-check', data: ConsentCheckData }),
  /** My Account: the customer's status and every decision they made (customer token; §7 names no path). */
  mine: defineCall({ method: 'GET', path: '/api/customer/v1/single-id/consents', data: MyConsentsData }),
  /** My Account: give (1) or withdraw (3) consent with the §9 checkbox text, source 4 detail 4 (customer token; §7 names no path). */
  decide: defineCall({
    method: 'POST',
    path: '/api/customer/v1/single-id/consents',
    body: z.object({
      consentStatusId: z.union([z.literal(CONSENT_STATUS.agreed), z.literal(CONSENT_STATUS.withdrawn)], {
        error: 'Pilih berikan atau tarik persetujuan',
      }),
    }),
    data: ConsentDecision,
  }),
} as const;
