import { z } from 'zod';

export const SubscribeQuery = z.object({
  email: z.string().max(254).optional().describe('Address to subscribe (§5: local part ≥ 3 characters, an @, a domain)'),
});

export const SubscribeData = z.object({
  /** §3: true the first time, false when the address was already subscribed. */
  emailSaved: z.boolean(),
  email: z.string(),
});

export const ConsentQuery = z.object({
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
export const ConsentData = z.object({ body: z.array(ConsentItem) });

export const ConfigParams = z.object({ key: z.string().min(1).max(100) });
export const ConfigData = z.object({
  key: z.string(),
  /** §3 Config response: value as a date string dd/mm/yyyy. */
  value: z.string(),
  description: z.string(),
});
