'use client';

import type { ReactNode } from 'react';
import { ConsentBox } from '@/components/form/consent-box';
import { SubmitBar } from '@/components/form/submit-bar';

/**
 * The end of the lead and contact forms (issue 13): the personal-data consent (its wrapper
 * `consentId` takes the focus when it is missing), the captcha widget, and the submit bar.
 */
export function LeadFormEnd({
  consentId,
  consent,
  consentError,
  onConsent,
  captcha,
  problem,
  label,
  busy,
  ready,
}: {
  consentId: string;
  consent: boolean;
  consentError: string | undefined;
  onConsent: (checked: boolean) => void;
  captcha: ReactNode;
  problem: string | null;
  label: string;
  busy: boolean;
  ready: boolean;
}) {
  return (
    <>
      <ConsentBox anchorId={consentId} checked={consent} onChange={onConsent} error={consentError ?? null} />
      {captcha}
      <SubmitBar message={problem} label={label} busyLabel="Mengirim…" busy={busy} disabled={!ready || busy} />
    </>
  );
}
