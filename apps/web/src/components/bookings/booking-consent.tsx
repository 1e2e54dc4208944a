'use client';

/**
 * BookingConsent — the personal-data consent of every booking form (issue 13, §7 consent; §9
 * checkbox text: source 4 detail 4). The same checkbox as registration and the lead forms
 * (ConsentCheckbox: the text pdp-consent answers, the built-in one until then or when that call
 * fails, §8). The booking carries `consent: true`; the API refuses a booking without it.
 *
 * Props: `checked`, `onChange(checked)` (controlled); `error`: the message under the box.
 */
import styles from '@/components/checkout/checkout.module.css';
import { ConsentCheckbox } from '@/components/post-login/consent-checkbox';

export function BookingConsent({ checked, error, onChange }: { checked: boolean; error?: string | undefined; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.step}>
      <ConsentCheckbox checked={checked} onChange={onChange} error={error ?? null} />
    </div>
  );
}
