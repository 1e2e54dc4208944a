/**
 * Customer calls (§7 "Customer and authentication", "Consent, leads, subscribe", "Loyalty" config):
 * the newsletter subscription, the consent texts and configuration values, which need no account,
 * and the logged-in customer (§4 login state), which the accounts issue (10) serves.
 */
import { z } from 'zod';
import { defineCall } from './call';

const SubscribeQuery = z.object({
  email: z.string().max(254).optional().describe('Address to subscribe (§5: local part ≥ 3 characters, an @, a domain)'),
});

export const SubscribeData = z.object({
  /** §3: true the first time, false when the address was already subscribed. */
  emailSaved: z.boolean(),
  email: z.string(),
});
export type SubscribeData = z.infer<typeof SubscribeData>;

const ConsentQuery = z.object({
  isAll: z
    .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False'])
    .optional()
    .transform((v) => v?.toLowerCase() === 'true')
    .describe('true: every consent text; otherwise the checkbox and popup texts of §9'),
});

/** §3 consent items: consentSourceCode, consentSourceDetailCode, bodyMessage. */
export const ConsentItem = z.object({
  consentSourceCode: z.number().int(),
  consentSourceDetailCode: z.number().int(),
  title: z.string(),
  bodyMessage: z.string(),
});
export type ConsentItem = z.infer<typeof ConsentItem>;
export const ConsentData = z.object({ body: z.array(ConsentItem) });
export type ConsentData = z.infer<typeof ConsentData>;

const ConfigParams = z.object({ key: z.string().min(1).max(100) });
export const ConfigData = z.object({
  key: z.string(),
  /** §3 Config response: value as a date string dd/mm/yyyy. */
  value: z.string(),
  description: z.string(),
});
export type ConfigData = z.infer<typeof ConfigData>;

const CurrentCustomerQuery = z.object({
  deviceType: z.string().trim().max(20).optional().describe('§7: the site asks with deviceType=web'),
  fields: z.string().max(200).optional().describe('§7 [&fields=]: which fields to answer (absent = the default set)'),
});

/** §3 User: the logged-in customer, as the header (§2 top bar) and the mobile drawer greet them. */
export const CurrentCustomer = z.object({
  name: z.string().min(1),
  email: z.string(),
  phoneNumber: z.string(),
  customerNo: z.string(),
  /** §6: the dealer-system number some flows are gated on; null until the customer has one. */
  customerNoTDMS: z.string().nullable(),
});
export type CurrentCustomer = z.infer<typeof CurrentCustomer>;

export const customerCalls = {
  /**
   * §7 GET customer/v1/saphybris/customers/current?deviceType=web (§4 login state: data means logged
   * in). Answered for a customer's access token only. Defined here for the web's header; the API
   * serves it from issue 10 (accounts) on — until then the call fails and the visitor is a guest (§8).
   */
  current: defineCall({
    method: 'GET',
    path: '/api/customer/v1/saphybris/customers/current',
    query: CurrentCustomerQuery,
    data: CurrentCustomer,
  }),
  /** §7 customer/v1/subscribe?email= (§4 footer subscribe) */
  subscribe: defineCall({ method: 'GET', path: '/api/customer/v1/subscribe', query: SubscribeQuery, data: SubscribeData }),
  /** §7 saphybris/pdp-consent?isAll= (returns data.body) */
  pdpConsent: defineCall({ method: 'GET', path: '/api/customer/v1/saphybris/pdp-consent', query: ConsentQuery, data: ConsentData }),
  /** §7 Config: get-config/{key} returns data.value as a date */
  config: defineCall({ method: 'GET', path: '/api/customer/v1/get-config/:key', params: ConfigParams, data: ConfigData }),
} as const;
