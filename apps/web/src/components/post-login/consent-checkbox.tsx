'use client';

import { consentTextOf } from '@kemudi/domain/consent-texts';
import type { ConsentItem } from '@kemudi/domain/contracts/customer';
import { useEffect, useId, useState } from 'react';
import { fetchConsentTexts } from './post-login-api';
import styles from './post-login.module.css';

/**
 * The personal-data consent checkbox of a form (UU PDP; §9 checkbox text: source 4 detail 4), for
 * the lead and booking forms. It shows the text pdp-consent answers (§7), the built-in one until
 * then and whenever that call fails (§8). A guest's answer is stored with submitGuestConsent
 * (post-login-api.ts, §7 submit-modal PUT pdpConsentNotLoggedIn) when the form is sent.
 */
export function ConsentCheckbox({
  checked,
  onChange,
  error,
  name = 'persetujuanData',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A message under the box (e.g. when the form needs the consent). */
  error?: string | null;
  name?: string;
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
    <div>
      <label className={styles.checkbox} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-salah` : undefined}
          data-consent-source={text.consentSourceCode}
          data-consent-detail={text.consentSourceDetailCode}
        />
        <span>{text.bodyMessage}</span>
      </label>
      {error ? (
        <p id={`${id}-salah`} className={styles.problem} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
