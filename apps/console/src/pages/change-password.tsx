import { passwordConfirmError, passwordError } from '@kemudi/domain/account';
import { staffCalls } from '@kemudi/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi, errorMessage } from '../api';
import { setFlash } from '../flash';
import { Notice, SubmitButton, TextField } from '../kit/form';
import { NewPasswordFields } from './auth/password-pages';

/** Ganti kata sandi: every session ends, this one too; the member signs in again. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useMutation({
    mutationFn: () => callApi(staffCalls.changePassword, { body: { currentPassword: current, newPassword: password } }),
    onSuccess: async () => {
      queryClient.clear();
      setFlash('Kata sandi sudah diganti dan semua sesi Anda diakhiri. Silakan masuk kembali dengan kata sandi baru.');
      await navigate({ to: '/masuk' });
    },
  });
  return (
    <section className="narrow">
      <h1>Ganti kata sandi</h1>
      <p className="muted">Setelah kata sandi diganti, Anda keluar dari semua perangkat dan perlu masuk kembali.</p>
      {change.isError ? <Notice tone="error">{errorMessage(change.error)}</Notice> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (passwordError(password) || passwordConfirmError(password, confirm)) return;
          change.mutate();
        }}
      >
        <TextField label="Kata sandi saat ini" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        <NewPasswordFields password={password} confirm={confirm} setPassword={setPassword} setConfirm={setConfirm} touched={touched} />
        <SubmitButton pending={change.isPending}>Ganti kata sandi</SubmitButton>
      </form>
    </section>
  );
}
