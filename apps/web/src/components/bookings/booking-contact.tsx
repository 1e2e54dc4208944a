'use client';

/**
 * BookingContactStep — the "Kontak" step of every booking form (issue 13).
 *
 * A logged-in customer finds name, phone and email filled in from the account; when the phone is
 * their own verified one nothing more is asked. A guest (or a customer giving another number)
 * proves the phone: "Kirim kode" sends a one-time code by WhatsApp or SMS (POST
 * /api/booking/v1/otp; in development the code is in the outbox) and the code is typed in the
 * "Kode verifikasi" field. The resend waits out the API's `resendIn` / Retry-After.
 *
 * Props:
 * - `no`, `title`: the step's number and heading (default "Kontak").
 * - `customer`: the logged-in customer (BookingCustomer) or null for a guest.
 * - `values`, `onChange(field, value)`: name, phoneNumber, email and otp (controlled).
 * - `codeNeeded`: whether the code field is shown (needsCode(customer, phone) in booking-logic).
 * - `errors`: messages per field.
 */
import { formatRetryDelay } from '@kemudi/domain/format';
import { OTP_LENGTH, phoneError } from '@kemudi/domain/account';
import { useEffect, useState } from 'react';
import styles from '@/components/form/form.module.css';
import { ContactBlock } from '@/components/form/contact-block';
import { TextField } from '@/components/form/text-field';
import type { BookingErrors, ContactField, ContactValues } from './booking-logic';
import { sendBookingCode } from './booking-request';
import type { BookingCustomer } from '@/lib/booking-views';

/** The contact step's inputs keep the ids the forms focus after a refused send (BOOKING_FIELD_SELECTORS). */
const CONTACT_IDS = { name: 'booking-name', phoneNumber: 'booking-phone', email: 'booking-email' } as const;

export function BookingContactStep({
  no,
  title = 'Kontak',
  customer,
  values,
  codeNeeded,
  errors,
  onChange,
}: {
  no: number;
  title?: string;
  customer: BookingCustomer | null;
  values: ContactValues;
  codeNeeded: boolean;
  errors: BookingErrors;
  onChange: (field: ContactField, value: string) => void;
}) {
  const [channel, setChannel] = useState<'whatsapp' | 'sms'>('whatsapp');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  async function sendCode() {
    if (sending || wait > 0) return;
    // §5: the number is checked before a code is spent on it.
    const invalid = phoneError(values.phoneNumber);
    if (invalid) {
      setNotice({ ok: false, text: invalid });
      document.getElementById('booking-phone')?.focus();
      return;
    }
    setSending(true);
    setNotice(null);
    const outcome = await sendBookingCode(values.phoneNumber.trim(), channel);
    setSending(false);
    if (outcome.kind === 'sent') {
      setSentTo(values.phoneNumber.trim());
      setWait(outcome.resendIn);
      setNotice({ ok: true, text: `Kode verifikasi dikirim lewat ${channel === 'sms' ? 'SMS' : 'WhatsApp'} ke ${values.phoneNumber.trim()}.` });
      document.getElementById('booking-otp')?.focus();
    } else {
      if (outcome.retryAfter) setWait(outcome.retryAfter);
      setNotice({ ok: false, text: outcome.message });
    }
  }

  const sentHere = sentTo !== null && sentTo === values.phoneNumber.trim();
  return (
    <ContactBlock
      no={no}
      title={title}
      hint={customer ? 'Diisi dari akun Anda. Dealer menghubungi kontak ini tentang booking.' : 'Dealer menghubungi kontak ini tentang booking. Nomor HP diverifikasi dengan kode sekali pakai.'}
      idOf={(field) => CONTACT_IDS[field]}
      values={values}
      errors={errors}
      onChange={onChange}
    >
      {codeNeeded ? (
        <div className={`${styles.fields} ${styles.spaced}`}>
          <fieldset className={styles.chips}>
            <legend>Kirim kode verifikasi lewat</legend>
            <div className={styles.actions}>
              {(['whatsapp', 'sms'] as const).map((c) => (
                <label key={c} className={styles.choice}>
                  <input type="radio" name="otpChannel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                  <span className={styles.choiceTitle}>{c === 'sms' ? 'SMS' : 'WhatsApp'}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.row}>
            <button id="booking-send-code" type="button" className={styles.secondary} onClick={() => void sendCode()} disabled={sending || wait > 0}>
              {sending ? 'Mengirim kode…' : wait > 0 ? `Kirim ulang dalam ${formatRetryDelay(wait)}` : sentHere ? 'Kirim ulang kode' : 'Kirim kode'}
            </button>
          </div>
          <div role="status" aria-live="polite">
            {notice ? <p className={notice.ok ? styles.hint : styles.fieldError}>{notice.text}</p> : null}
          </div>
          <TextField
            id="booking-otp"
            label="Kode verifikasi"
            value={values.otp}
            error={errors.otp}
            onValueChange={(v) => onChange('otp', v.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OTP_LENGTH}
            hint={`${OTP_LENGTH} angka yang dikirim ke nomor HP Anda`}
          />
        </div>
      ) : null}
    </ContactBlock>
  );
}
