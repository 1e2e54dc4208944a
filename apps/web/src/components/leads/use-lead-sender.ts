'use client';

import { useState } from 'react';
import { LEAD_FORM_MESSAGES, type LeadOutcome, postLead } from './lead-request';
import { useCaptcha } from './use-captcha';
import { newLeadKey } from './whatsapp-link';

/**
 * How the lead and contact forms send (issue 13): a captcha token for each attempt, one
 * idempotency key per lead (the same key after no answer, so a retry never records it twice; a
 * new one once it is recorded), busy while it goes. A refusal without fields, a captcha left
 * unsolved and no answer at all are shown as the form's message here; the form handles what is
 * its own: the lead recorded (`ok`, then call `recorded()`) and the fields refused (`invalid`).
 */
export function useLeadSender(captchaAction: string) {
  const captcha = useCaptcha(captchaAction);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newLeadKey);

  async function send(path: string, body: Record<string, unknown>): Promise<Extract<LeadOutcome, { kind: 'ok' | 'invalid' }> | null> {
    setBusy(true);
    setProblem(null);
    const token = await captcha.token();
    if (!token) {
      setBusy(false);
      setProblem(LEAD_FORM_MESSAGES.CAPTCHA);
      return null;
    }
    const outcome = await postLead(path, { ...body, idempotencyKey: key }, token);
    captcha.used();
    setBusy(false);
    if (outcome.kind === 'failed') setProblem(outcome.message);
    else if (outcome.kind === 'offline') setProblem(LEAD_FORM_MESSAGES.OFFLINE);
    else return outcome;
    return null;
  }

  return { captcha, busy, problem, setProblem, send, recorded: () => setKey(newLeadKey()) };
}
