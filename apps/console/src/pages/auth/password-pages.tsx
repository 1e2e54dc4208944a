import { passwordConfirmError, passwordError } from '@kemudi/domain/account';
import { staffCalls } from '@kemudi/domain/contracts/staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi, errorMessage } from '../../api';
import { Notice, SubmitButton, TextField } from '../../kit/form';
import { AuthLayout } from './layout';

/** Lupa kata sandi: the same answer for any email (the API sends a link only to an active member). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useMutation({ mutationFn: () => callApi(staffCalls.forgotPassword, { body: { email } }) });
  return (
    <AuthLayout title="Lupa kata sandi" intro={<p>Masukkan email kerja Anda. Kami kirimkan tautan untuk membuat kata sandi baru (berlaku 1 jam).</p>}>
      {forgot.isSuccess ? (
        <Notice tone="success">Jika email tersebut terdaftar sebagai staf aktif, tautan untuk mengatur ulang kata sandi sudah dikirim. Periksa kotak masuk Anda.</Notice>
      ) : (
        <>
          {forgot.isError ? <Notice tone="error">{errorMessage(forgot.error)}</Notice> : null}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              forgot.mutate();
            }}
          >
            <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <SubmitButton pending={forgot.isPending}>Kirim tautan</SubmitButton>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/masuk">Kembali ke halaman masuk</Link>
      </p>
    </AuthLayout>
  );
}

/** A new password and its repetition, checked with the site's §5 rule before the API checks it again. */
export function NewPasswordFields({
  password,
  confirm,
  setPassword,
  setConfirm,
  touched,
  label = 'Kata sandi baru',
}: {
  password: string;
  confirm: string;
  setPassword: (v: string) => void;
  setConfirm: (v: string) => void;
  touched: boolean;
  label?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="8–64 karakter, berisi huruf dan angka."
        error={touched ? passwordError(password) : null}
      />
      <TextField
        label="Ulangi kata sandi baru"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={touched ? passwordConfirmError(password, confirm) : null}
      />
    </>
  );
}

const route = getRouteApi('/atur-sandi');

/** Atur kata sandi: from an invitation (72 hours) or a reset link (1 hour); single use. */
export function SetPasswordPage() {
  const { token } = route.useSearch();
  const link = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => callApi(staffCalls.passwordLink, { query: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation({ mutationFn: () => callApi(staffCalls.resetPassword, { body: { token: token ?? '', password } }) });

  if (!token || link.isError) {
    return (
      <AuthLayout title="Atur kata sandi">
        <Notice tone="error">{link.isError ? errorMessage(link.error) : 'Tautan ini tidak lengkap. Buka kembali tautan dari email Anda.'}</Notice>
        <p className="auth-links">
          <Link to="/lupa-sandi">Minta tautan baru</Link>
        </p>
      </AuthLayout>
    );
  }
  if (reset.isSuccess && link.data) {
    return (
      <AuthLayout title="Kata sandi tersimpan">
        <Notice tone="success">Kata sandi Anda sudah disimpan. Silakan masuk.</Notice>
        <Link className="button button-primary" to="/masuk" search={{ email: link.data.email }}>
          Masuk
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={link.data?.kind === 'invite' ? 'Buat kata sandi' : 'Atur ulang kata sandi'}
      intro={
        link.data ? (
          <p>
            Halo, {link.data.name}. {link.data.kind === 'invite' ? 'Buat kata sandi untuk akun Konsol Kemudi Anda' : 'Buat kata sandi baru untuk akun'}{' '}
            <strong>{link.data.email}</strong>.
          </p>
        ) : (
          <p className="muted">Memeriksa tautan…</p>
        )
      }
    >
      {reset.isError ? <Notice tone="error">{errorMessage(reset.error)}</Notice> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (passwordError(password) || passwordConfirmError(password, confirm)) return;
          reset.mutate();
        }}
      >
        <NewPasswordFields password={password} confirm={confirm} setPassword={setPassword} setConfirm={setConfirm} touched={touched} />
        <SubmitButton pending={reset.isPending}>Simpan kata sandi</SubmitButton>
      </form>
    </AuthLayout>
  );
}
