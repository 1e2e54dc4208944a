/**
 * After login: the dealer record (issue 11; §3 profile sync data, §4 post-login confirmations, §5
 * the profile-sync rule, §6 customer number TDMS, §7 get-singleid and submit-modal). A customer who
 * bought or serviced a car at the dealer has a record in the dealer's management system (TDMS),
 * found by their verified phone. These calls tell the site what that record holds and take the
 * customer's answers to the four steps: seamless (link the record), o2oprofile (profile
 * differences), o2ocars (the record's vehicles) and pdp (consent, contracts/consent.ts).
 *
 * §7 names the front-end proxy routes (get-singleid, submit-modal) but not the API's paths; they
 * are chosen here under customer/v1/single-id, beside the §7 single-id/pdp-consent-check.
 * Every call needs a full customer token (RouteDoc access 'customer') except the PUT of
 * submit-modal, which takes a guest's consent (§7 pdpConsentNotLoggedIn).
 */
import { z } from 'zod';
import { PROFILE_FIELDS } from '../profile';
import { defineCall } from './call';
import { CustomerProfile } from './customer';
import { ConsentSubmission, ConsentDecision } from './consent';

/** A vehicle of the dealer record (§3 profileTemporary "including a vehicle list"). */
export const DealerVehicle = z.object({
  vehicleId: z.string(),
  model: z.string(),
  plate: z.string().describe("'B 1234 XYZ'"),
  year: z.number().int(),
  color: z.string(),
  vin: z.string().nullable(),
  lastServiceDate: z.string().nullable().describe('YYYY-MM-DD'),
  lastServiceKm: z.number().int().nullable(),
  /** The plate is already in the customer's "Mobil Saya". */
  inMyCars: z.boolean(),
  /** The customer already answered o2ocars for this vehicle (added or declined). */
  decided: z.boolean(),
});
export type DealerVehicle = z.infer<typeof DealerVehicle>;

/** §3 profileTemporary: the dealer record's profile in the §3 field names, with its vehicles. */
export const ProfileTemporary = CustomerProfile.omit({ email: true, phoneNumber: true }).extend({
  customerNoTDMS: z.string(),
  vehicles: z.array(DealerVehicle),
  /** The customer already answered o2oprofile for this very record (it has not changed since). */
  profileDecided: z.boolean(),
});
export type ProfileTemporary = z.infer<typeof ProfileTemporary>;

/** §3 profile sync data, as get-singleid answers it (§7: customer, profileTemporary, verificationPhoneNumber). */
export const SingleIdData = z.object({
  customer: z.object({
    /** §3 User customerNo: the site's own number of the account. */
    customerNo: z.string(),
    isSMSVerified: z.boolean(),
    isWaVerified: z.boolean(),
    isEmailVerified: z.boolean(),
    /** §6: the linked dealer record, null until the customer accepts seamless. */
    customerNoTDMS: z.string().nullable(),
    /** §7 o2ocars is020Sync: the account and the record have been synced. */
    is020Sync: z.boolean(),
  }),
  /** The dealer record found for the verified phone; null when there is none (or the phone is not verified). */
  profileTemporary: ProfileTemporary.nullable(),
  /** §3 verificationPhoneNumber: acknowledge true when a record was found for the verified phone. */
  verificationPhoneNumber: z.object({
    acknowledge: z.boolean(),
    message: z.string(),
    customerTDMSNo: z.string().nullable(),
  }),
  /** §4: when the customer last rejected seamless (ISO), null when not or once the seamless time-out has passed. */
  seamlessRejectedAt: z.string().nullable(),
  /** The customer's own profile, the "old" side of the §5 profile-sync comparison. */
  currentProfile: CustomerProfile,
  /** The customer's consent status (contracts/consent.ts), for the pdp step. */
  consent: ConsentDecision.nullable(),
});
export type SingleIdData = z.infer<typeof SingleIdData>;

/** Profile fields o2oprofile can take over from the dealer record (all of §3 but email and phone). */
const AcceptedField = z.enum(PROFILE_FIELDS);

/** §7 submit-modal (POST): the customer's answer to one step. */
export const SubmitModalBody = z.discriminatedUnion('type', [
  /** Link the dealer record found for the verified phone (accept), or not now (§4: the rejection is stored with its time). */
  z.object({ type: z.literal('seamless'), accept: z.boolean() }),
  /** Take over these fields from the dealer record (an empty list keeps the profile as it is). */
  z.object({ type: z.literal('o2oprofile'), fields: z.array(AcceptedField).max(40) }),
  /**
   * Add these dealer vehicles to "Mobil Saya" (the others are declined); §7 carries the verification
   * flags, which must be the account's own (get-singleid customer: isSMSVerified, isWaVerified,
   * isEmailVerified; 400 otherwise). is020Sync true reports the sync to the dealer system now.
   */
  z.object({
    type: z.literal('o2ocars'),
    vehicleIds: z.array(z.string().min(1).max(64)).max(20),
    isPhoneVerified: z.boolean(),
    isWAVerified: z.boolean(),
    isEmailVerified: z.boolean(),
    is020Sync: z.boolean(),
  }),
  /** §3 consent submission from the post-login modal. */
  ConsentSubmission.extend({ type: z.literal('pdp') }),
]);
export type SubmitModalBody = z.infer<typeof SubmitModalBody>;

/** §7 submit-modal PUT: pdpConsentNotLoggedIn, a guest's consent. */
export const SubmitGuestConsentBody = ConsentSubmission.extend({ type: z.literal('pdpConsentNotLoggedIn') });

export const SubmitModalData = z.object({
  type: z.enum(['seamless', 'o2oprofile', 'o2ocars', 'pdp', 'pdpConsentNotLoggedIn']),
  /** What the step did, in Indonesian, for the final confirmation. */
  message: z.string(),
  /** seamless accepted: the linked number. */
  customerNoTDMS: z.string().nullable().optional(),
  /** o2oprofile: the fields taken over. */
  updatedFields: z.array(z.string()).optional(),
  /** o2ocars: the vehicles added to "Mobil Saya" (plates). */
  addedPlates: z.array(z.string()).optional(),
  /** pdp: the stored decision. */
  consent: ConsentDecision.optional(),
});
export type SubmitModalData = z.infer<typeof SubmitModalData>;

export const dealerSyncCalls = {
  /** §7 get-singleid: customer, profileTemporary, verificationPhoneNumber (customer token). */
  singleId: defineCall({ method: 'GET', path: '/api/customer/v1/single-id/get-singleid', data: SingleIdData }),
  /** §7 submit-modal POST: one step's answer (customer token). */
  submitModal: defineCall({ method: 'POST', path: '/api/customer/v1/single-id/submit-modal', body: SubmitModalBody, data: SubmitModalData }),
  /** §7 submit-modal PUT when the type is pdpConsentNotLoggedIn (system token). */
  submitGuestConsent: defineCall({
    method: 'PUT',
    path: '/api/customer/v1/single-id/submit-modal',
    body: SubmitGuestConsentBody,
    data: SubmitModalData,
  }),
} as const;
