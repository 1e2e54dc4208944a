'use client';

import type { LeadFormId } from '@kemudi/domain/leads';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { ContactFields } from '@/components/form/contact-block';
import { useHydrated } from '@/lib/use-hydrated';
import { LeadConfirmation } from './lead-confirmation';
import { LEAD_FORM_MESSAGES, leadOf } from './lead-request';
import { useLeadSender } from './use-lead-sender';
import { TextAreaField } from '@/components/form/text-field';
import { LeadFormEnd } from './lead-form-end';

/**
 * LeadForm — a site form that ends in a lead (issue 13; §3 Leads: formId, phoneNumber copied to
 * uniqueID, the captcha token as X-Captcha; §7 POST /api/submit-leads?formId=). Name, phone, an
 * optional email and message, the personal-data consent and the captcha; the page adds what the
 * lead is about (`details`: modelCode, branchSlug, tradeIn…, and `children`: its own fields, shown
 * first). Once recorded the form gives way to the lead number and the API's next-step message.
 *
 * `detailsError`: the parent's message while its own fields are incomplete (blocks the send);
 * `fieldErrors`: receives the API's messages of the parent's fields (modelCode, branchSlug…).
 */

export interface LeadContactPrefill {
  name: string;
  phoneNumber: string;
  email: string;
}

type Field = 'name' | 'phoneNumber' | 'email' | 'message' | 'consent';
const FIELDS: readonly Field[] = ['name', 'phoneNumber', 'email', 'message', 'consent'];

export function LeadForm({
  formId,
  sourcePage,
  details = {},
  detailsError = null,
  onDetailsErrors,
  children,
  prefill = null,
  withMessage = false,
  submitLabel = 'Kirim',
  confirmationTitle = 'Terima kasih, data Anda sudah kami terima',
  afterConfirmation,
}: {
  formId: LeadFormId;
  sourcePage: string;
  details?: Record<string, unknown>;
  detailsError?: string | null;
  onDetailsErrors?: (fields: Record<string, string>) => void;
  children?: ReactNode;
  prefill?: LeadContactPrefill | null;
  withMessage?: boolean;
  submitLabel?: string;
  confirmationTitle?: string;
  afterConfirmation?: ReactNode;
}) {
  const ready = useHydrated();
  const { captcha, busy, problem, setProblem, send, recorded } = useLeadSender(formId.replace(/-/g, '_'));
  const [values, setValues] = useState({ name: prefill?.name ?? '', phoneNumber: prefill?.phoneNumber ?? '', email: prefill?.email ?? '', message: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<{ leadNo: string; message: string } | null>(null);
  const id = `lead-${formId}`;

  useEffect(() => {
    if (sent) document.getElementById(`${id}-sent`)?.focus();
  }, [sent, id]);

  function set(field: Exclude<Field, 'consent'>, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function pickConsent(checked: boolean) {
    setConsent(checked);
    setErrors((e) => ({ ...e, consent: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (detailsError) return setProblem(detailsError);
    const missing: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) missing.name = 'Isi nama lengkap Anda';
    if (!values.phoneNumber.trim()) missing.phoneNumber = 'Isi nomor HP Anda';
    if (!consent) missing.consent = 'Anda perlu menyetujui pemrosesan data pribadi untuk melanjutkan';
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setProblem(LEAD_FORM_MESSAGES.FORM_INVALID);
      document.getElementById(`${id}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    const body = {
      ...details,
      name: values.name,
      phoneNumber: values.phoneNumber,
      ...(values.email.trim() ? { email: values.email } : {}),
      ...(withMessage && values.message.trim() ? { message: values.message } : {}),
      sourcePage,
      consent: true,
    };
    const outcome = await send(`/api/submit-leads?formId=${encodeURIComponent(formId)}`, body);
    switch (outcome?.kind) {
      case 'ok': {
        const lead = leadOf(outcome.data);
        if (lead) {
          recorded();
          return setSent(lead);
        }
        return setProblem(LEAD_FORM_MESSAGES.OFFLINE);
      }
      case 'invalid': {
        const own: Partial<Record<Field, string>> = {};
        const others: Record<string, string> = {};
        for (const [field, text] of Object.entries(outcome.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) own[field as Field] = text;
          else others[field] = text;
        }
        setErrors(own);
        if (Object.keys(others).length > 0) onDetailsErrors?.(others);
        // A field of the page's own part (modelCode, tradeIn…) is named above the button too, in its own words.
        return setProblem(Object.values(others)[0] ?? outcome.message);
      }
    }
  }

  if (sent) {
    return (
      <LeadConfirmation id={`${id}-sent`} title={confirmationTitle} numberLabel="Nomor lead Anda" number={sent.leadNo} message={sent.message}>
        {afterConfirmation}
      </LeadConfirmation>
    );
  }

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate data-ready={ready && captcha.ready ? '' : undefined} aria-busy={busy}>
      {children}
      <div className={formStyles.fields}>
        <ContactFields idOf={(field) => `${id}-${field}`} values={values} errors={errors} onChange={set} />
      </div>
      {withMessage ? (
        <TextAreaField id={`${id}-message`} label="Pesan (opsional)" value={values.message} maxLength={1000} onValueChange={(v) => set('message', v)} error={errors.message} />
      ) : null}
      <LeadFormEnd consentId={`${id}-consent`} consent={consent} consentError={errors.consent} onConsent={pickConsent} captcha={captcha.widget} problem={problem} label={submitLabel} busy={busy} ready={ready} />
    </form>
  );
}
