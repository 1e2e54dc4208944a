'use client';

import { consentTextOf } from '@kemudi/domain/consent-texts';
import type { ConsentItem } from '@kemudi/domain/contracts/customer';
import { useEffect, useId, useState } from 'react';
import { fetchConsentTexts } from '@/components/post-login/post-login-api';
import styles from './form.module.css';

/**
 * ConsentBox — the personal-data consent checkbox of a form (UU PDP; §9 checkbox text: source 4
 * detail 4), for the lead, contact and booking forms and My Account. It shows the text pdp-consent
 * answers (§7), the built-in one until then and whenever that call fails (§8). A guest's answer is
 * stored with submitGuestConsent (post-login-api.ts, §7 submit-modal PUT pdpConsentNotLoggedIn)
 * when the form is sent.
 *
 * `anchorId` names the box's wrapper (focusable, so a refused send can move the focus to it);
 * `className` frames it (e.g. a form step).
 */
export function ConsentBox({
  checked,
  onChange,
  error,
  name = 'persetujuanData',
  anchorId,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A message under the box (e.g. when the form needs the consent). */
  error?: string | null | undefined;
  name?: string;
  anchorId?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState<ConsentItem>(() => consentTextOf(null, 'checkbox'));
  useEffect(() => {
    let live = true;
    void fetchConsentTexts().then((texts) => {
      if (live) setText(consentTextOf(texts, 'checkbox'));
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div id={anchorId} tabIndex={anchorId ? -1 : undefined} className={className}>
      <label className={styles.consent} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-salah` : undefined}
          data-consent-source={text.consentSourceCode}
          data-consent-detail={text.consentSourceDetailCode}
        />
        <span>{text.bodyMessage}</span>
      </label>
      {error ? (
        <p id={`${id}-salah`} className={styles.consentProblem} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
