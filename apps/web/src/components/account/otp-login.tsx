'use client';

import { OTP_CHANNELS, OTP_CHANNEL_LABELS, OTP_LENGTH, otpError, phoneError, type OtpChannel, type OtpPurpose } from '@kemudi/domain/account';
import { formatRetryDelay } from '@kemudi/domain/format';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { goTo, postAccount } from './account-api';
import { findPendingCode, forgetPendingCode, rememberPendingCode } from './otp-pending';
import styles from './account.module.css';
import { FormAlert, useHydrated, SubmitButton } from './form-fields';
import { TextField } from '@/components/form/text-field';
import { PhoneField, phoneOf } from '@/components/form/phone-field';

/*
 * Logging in (or verifying a new account's phone) with a one-time code (§7 generate-otp /
 * validate-otp, WhatsApp or SMS, the customer picks). Two steps on one page: the phone and the
 * channel, then the 6-digit code. The code field is autocomplete="one-time-code" and
 * inputmode="numeric", so phones offer the code from the message. "Kirim ulang" waits out the API's
 * resendIn (or, after a 429, its retryAfter), counting down. A reload keeps the code step while the
 * code is valid (issue 29: the phone and channel it went to are kept for this tab, otp-pending.ts).
 */

/** Shown after a reload once the code sent before has run out its 5 minutes. */
const CODE_EXPIRED_BEFORE = 'Kode yang dikirim sebelumnya sudah tidak berlaku. Kirim kode baru.';

const CHANNEL_VERB: Readonly<Record<OtpChannel, string>> = { whatsapp: 'lewat WhatsApp', sms: 'lewat SMS' };

/** Seconds left of a countdown that started at `seconds`; ticks once a second until 0. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, (seconds) => setLeft(Math.max(0, Math.ceil(seconds)))];
}

export function ChannelPicker({ value, onChange, disabled }: { value: OtpChannel; onChange: (channel: OtpChannel) => void; disabled: boolean }) {
  return (
    <fieldset className={styles.channels} disabled={disabled}>
      <legend>Kirim kode lewat</legend>
      <div className={styles.channelList}>
        {OTP_CHANNELS.map((channel) => (
          <label key={channel} className={styles.channel}>
            <input type="radio" name="channel" value={channel} checked={value === channel} onChange={() => onChange(channel)} />
            {OTP_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface OtpLoginProps {
  purpose: OtpPurpose;
  /** Where to go once logged in (a same-site path, already checked on the server). */
  redirectTo: string;
  /** /verifikasi-otp: the new account's own phone (08…), shown and not editable. */
  fixedPhone?: string;
  submitLabel: string;
}

export function OtpLogin({ purpose, redirectTo, fixedPhone, submitLabel }: OtpLoginProps) {
  const ready = useHydrated();
  const [digits, setDigits] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [channel, setChannel] = useState<OtpChannel>('whatsapp');
  const [sent, setSent] = useState<{ channel: OtpChannel; phoneNumber: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [phoneServerError, setPhoneServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, startWait] = useCountdown();
  const codeRef = useRef<HTMLInputElement>(null);

  const phoneNumber = fixedPhone ?? phoneOf(digits);
  const phoneProblem = fixedPhone ? null : phoneError(phoneNumber);
  const codeProblem = otpError(code);

  useEffect(() => {
    if (sent) codeRef.current?.focus();
  }, [sent]);

  // After a reload: back on the code field for the code this tab is waiting for, or say it expired.
  // Read once, after hydration (the server renders the first step); the page's own state takes over.
  useEffect(() => {
    const found = findPendingCode(purpose, fixedPhone);
    if (found.kind === 'none') return;
    const { pending } = found;
    const expired = found.kind === 'expired';
    if (expired) forgetPendingCode();
    else startWait((pending.resendAt - Date.now()) / 1000);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads session storage once, after hydration
    setChannel(pending.channel);
    if (!fixedPhone) setDigits(pending.phoneNumber.replace(/^0/, ''));
    if (expired) setAlert(CODE_EXPIRED_BEFORE);
    else setSent({ channel: pending.channel, phoneNumber: pending.phoneNumber });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  async function sendCode(): Promise<void> {
    setBusy(true);
    setAlert(null);
    setPhoneServerError(null);
    const answer = await postAccount('/api/login-phone', { phoneNumber, channel, purpose });
    setBusy(false);
    if (answer.ok) {
      const resendIn = typeof answer.data.resendIn === 'number' ? answer.data.resendIn : 60;
      const now = Date.now();
      rememberPendingCode({ purpose, phoneNumber, channel, sentAt: now, resendAt: now + resendIn * 1000 });
      setSent({ channel, phoneNumber });
      setCode('');
      setCodeError(null);
      startWait(resendIn);
      return;
    }
    if (answer.retryAfter !== null) startWait(answer.retryAfter);
    if (answer.fields.phoneNumber) setPhoneServerError(answer.fields.phoneNumber);
    setAlert(answer.message ?? Object.values(answer.fields)[0] ?? null);
  }

  async function onSend(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setPhoneTouched(true);
    if (phoneProblem || busy || wait > 0) return;
    await sendCode();
  }

  async function onVerify(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!sent || codeProblem || busy) return;
    setBusy(true);
    setAlert(null);
    setCodeError(null);
    const answer = await postAccount('/api/login', { phoneNumber: sent.phoneNumber, otp: code, channel: sent.channel, purpose });
    if (answer.ok) {
      forgetPendingCode();
      // Busy until the next page has loaded: the header there greets the customer.
      goTo(answer.data.temporary === true ? '/verifikasi-otp' : redirectTo);
      return;
    }
    setBusy(false);
    if (answer.type === 'InvalidOtp' || answer.fields.otp) {
      setCodeError(answer.fields.otp ?? answer.message);
    } else {
      // Expired, too many attempts, no temp cookie …: a new code is needed.
      setAlert(answer.message ?? Object.values(answer.fields)[0] ?? null);
      if (answer.type === 'OtpExpired' || answer.type === 'TooManyAttempts') setCode('');
    }
  }

  if (!sent) {
    return (
      <form className={styles.form} data-ready={ready || undefined} onSubmit={onSend} noValidate aria-label={purpose === 'login' ? 'Masuk dengan kode OTP' : 'Verifikasi nomor HP'}>
        {fixedPhone ? (
          <p className={styles.hint}>
            Nomor HP: <strong>{fixedPhone}</strong>
          </p>
        ) : (
          <PhoneField
            value={digits}
            onValueChange={(value) => {
              setDigits(value);
              setPhoneServerError(null);
            }}
            onBlur={() => setPhoneTouched(true)}
            error={(phoneTouched ? phoneProblem : null) ?? phoneServerError}
            required
          />
        )}
        <ChannelPicker value={channel} onChange={setChannel} disabled={busy} />
        <FormAlert message={alert} />
        <SubmitButton
          label={wait > 0 ? `Kirim kode (tunggu ${formatRetryDelay(wait)})` : 'Kirim kode'}
          busyLabel="Mengirim kode…"
          busy={busy}
          disabled={phoneProblem !== null || wait > 0}
        />
      </form>
    );
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onVerify} noValidate aria-label="Masukkan kode OTP">
      <p className={styles.hint} role="status">
        Kode {OTP_LENGTH} angka telah dikirim {CHANNEL_VERB[sent.channel]} ke <strong>{sent.phoneNumber}</strong>. Kode berlaku 5 menit.
      </p>
      <TextField
        ref={codeRef}
        label="Kode OTP"
        name="otp"
        value={code}
        onValueChange={(value) => {
          setCode(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setCodeError(null);
        }}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        inputClassName={styles.otp}
        error={codeError}
        required
      />
      <FormAlert message={alert} />
      <SubmitButton label={submitLabel} busy={busy} disabled={codeProblem !== null} />
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} disabled={busy || wait > 0} onClick={() => void sendCode()}>
          {wait > 0 ? `Kirim ulang dalam ${formatRetryDelay(wait)}` : 'Kirim ulang kode'}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          disabled={busy}
          onClick={() => {
            forgetPendingCode();
            setSent(null);
            setAlert(null);
            setCodeError(null);
          }}
        >
          {fixedPhone ? 'Ganti metode' : 'Ubah nomor atau metode'}
        </button>
      </div>
    </form>
  );
}
