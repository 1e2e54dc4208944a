'use client';

import { ACCOUNT_MESSAGES, OTP_LENGTH, otpError, passwordConfirmError, passwordError, phoneError, PASSWORD_MIN, type OtpChannel } from '@kemudi/domain/account';
import { formatRetryDelay } from '@kemudi/domain/format';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { PhoneField, phoneOf } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { postAccount } from './account-api';
import styles from './account.module.css';
import { FormAlert, SubmitButton, useHydrated } from './form-fields';
import { ChannelPicker, useCountdown } from './otp-login';

/*
 * My Account › Keamanan Akun (issue 29): the password, changed with the current one (the other
 * devices are logged out), and the phone number, moved with a one-time code sent to the new number
 * by WhatsApp or SMS (§7 change-phone; the login code's limits, the wait said in words).
 */

const CHANNEL_VERB: Readonly<Record<OtpChannel, string>> = { whatsapp: 'lewat WhatsApp', sms: 'lewat SMS' };

/** The first thing to tell the customer about a failed answer. */
const messageOf = (answer: { message: string | null; fields: Readonly<Record<string, string>> }) => answer.message ?? Object.values(answer.fields)[0] ?? null;

export function ChangePasswordForm() {
  const ready = useHydrated();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const currentProblem = current === '' ? ACCOUNT_MESSAGES.CURRENT_PASSWORD_EMPTY : null;
  const nextProblem = passwordError(next) ?? (next !== '' && next === current ? ACCOUNT_MESSAGES.PASSWORD_SAME : null);
  const confirmProblem = passwordConfirmError(next, confirm);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (currentProblem || nextProblem || confirmProblem || busy) return;
    setBusy(true);
    setAlert(null);
    const answer = await postAccount('/api/change-password', { currentPassword: current, newPassword: next });
    setBusy(false);
    if (answer.ok) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setTouched(false);
      setAlert({ tone: 'success', text: 'Kata sandi berhasil diubah. Perangkat lain yang masuk ke akun Anda telah dikeluarkan.' });
      return;
    }
    setAlert({ tone: 'error', text: messageOf(answer) ?? 'Kata sandi belum dapat diubah. Coba lagi.' });
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSubmit} noValidate aria-label="Ubah kata sandi">
      <TextField
        label="Kata sandi saat ini"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={touched ? currentProblem : null}
        required
      />
      <TextField
        label="Kata sandi baru"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        hint={`Minimal ${PASSWORD_MIN} karakter, berisi huruf dan angka.`}
        error={touched ? nextProblem : null}
        required
      />
      <TextField
        label="Konfirmasi kata sandi baru"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={touched ? confirmProblem : null}
        required
      />
      <FormAlert tone={alert?.tone ?? 'error'} message={alert?.text ?? null} />
      <SubmitButton label="Simpan kata sandi" busy={busy} disabled={false} />
    </form>
  );
}

export function ChangePhoneForm({ currentPhone }: { currentPhone: string }) {
  const ready = useHydrated();
  const router = useRouter();
  const [digits, setDigits] = useState('');
  const [touched, setTouched] = useState(false);
  const [channel, setChannel] = useState<OtpChannel>('whatsapp');
  const [sent, setSent] = useState<{ channel: OtpChannel; phoneNumber: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, startWait] = useCountdown();
  const phoneNumber = phoneOf(digits);
  const phoneProblem = phoneError(phoneNumber) ?? (phoneNumber === currentPhone ? ACCOUNT_MESSAGES.PHONE_SAME : null);

  async function sendCode(): Promise<void> {
    setBusy(true);
    setAlert(null);
    const answer = await postAccount('/api/change-phone-number/otp', { phoneNumber, channel });
    setBusy(false);
    if (answer.ok) {
      setSent({ channel, phoneNumber });
      setCode('');
      setCodeError(null);
      startWait(typeof answer.data.resendIn === 'number' ? answer.data.resendIn : 60);
      return;
    }
    if (answer.retryAfter !== null) startWait(answer.retryAfter);
    setAlert({ tone: 'error', text: messageOf(answer) ?? 'Kode belum dapat dikirim. Coba lagi.' });
  }

  async function onSend(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (phoneProblem || busy || wait > 0) return;
    await sendCode();
  }

  async function onVerify(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const problem = otpError(code);
    if (!sent || busy) return;
    if (problem) return setCodeError(problem);
    setBusy(true);
    setAlert(null);
    setCodeError(null);
    const answer = await postAccount('/api/change-phone-number', { phoneNumber: sent.phoneNumber, otp: code });
    setBusy(false);
    if (answer.ok) {
      setSent(null);
      setDigits('');
      setTouched(false);
      setAlert({ tone: 'success', text: `Nomor HP akun Anda sekarang ${sent.phoneNumber}.` });
      router.refresh();
      return;
    }
    if (answer.type === 'InvalidOtp') setCodeError(answer.message);
    else setAlert({ tone: 'error', text: messageOf(answer) ?? 'Nomor HP belum dapat diubah. Coba lagi.' });
  }

  if (sent) {
    return (
      <form className={styles.form} data-ready={ready || undefined} onSubmit={onVerify} noValidate aria-label="Verifikasi nomor HP baru">
        <p className={styles.hint} role="status">
          Kode {OTP_LENGTH} angka telah dikirim {CHANNEL_VERB[sent.channel]} ke <strong>{sent.phoneNumber}</strong>. Kode berlaku 5 menit.
        </p>
        <TextField
          label="Kode OTP"
          name="otp"
          value={code}
          onValueChange={(value) => {
            setCode(value.replace(/\D/g, '').slice(0, OTP_LENGTH));
            setCodeError(null);
          }}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          error={codeError}
          required
        />
        <FormAlert tone={alert?.tone ?? 'error'} message={alert?.text ?? null} />
        <SubmitButton label="Simpan nomor HP" busy={busy} disabled={false} />
        <div className={styles.row}>
          <button type="button" className={styles.linkButton} disabled={busy || wait > 0} onClick={() => void sendCode()}>
            {wait > 0 ? `Kirim ulang dalam ${formatRetryDelay(wait)}` : 'Kirim ulang kode'}
          </button>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => setSent(null)}>
            Ganti nomor
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSend} noValidate aria-label="Ubah nomor HP">
      <p className={styles.hint}>
        Nomor HP saat ini: <strong>{currentPhone}</strong>. Kode verifikasi dikirim ke nomor baru.
      </p>
      <PhoneField
        label="Nomor HP baru"
        value={digits}
        onValueChange={setDigits}
        onBlur={() => setTouched(true)}
        error={touched ? phoneProblem : null}
        required
      />
      <ChannelPicker value={channel} onChange={setChannel} disabled={busy} />
      <FormAlert tone={alert?.tone ?? 'error'} message={alert?.text ?? null} />
      <SubmitButton
        label={wait > 0 ? `Kirim kode (tunggu ${formatRetryDelay(wait)})` : 'Kirim kode'}
        busyLabel="Mengirim kode…"
        busy={busy}
        disabled={wait > 0}
      />
    </form>
  );
}
