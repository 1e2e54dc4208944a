import { staffCalls } from '@kemudi/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { callApi, errorMessage } from '../../api';
import { clearFlash, useFlash } from '../../flash';
import { Notice, SubmitButton, TextField } from '../../kit/form';
import { AuthLayout } from './layout';

const route = getRouteApi('/masuk');

/** Masuk: email and password; the second factor (or its enrolment) comes next. */
export function LoginPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flash = useFlash();
  const [email, setEmail] = useState(search.email ?? '');
  const [password, setPassword] = useState('');
  useEffect(() => () => clearFlash(), []);
  const login = useMutation({
    mutationFn: () => callApi(staffCalls.login, { body: { email, password } }),
    onSuccess: async ({ next }) => {
      queryClient.removeQueries({ queryKey: ['me'] });
      await navigate({ to: next === 'enrol' ? '/aktifkan-autentikator' : '/verifikasi' });
    },
  });
  return (
    <AuthLayout title="Masuk" intro={<p>Masuk dengan email kerja dan kata sandi Anda. Setelah itu, masukkan kode dari aplikasi autentikator.</p>}>
      {flash ? <Notice tone="info">{flash}</Notice> : null}
      {login.isError ? <Notice tone="error">{errorMessage(login.error)}</Notice> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate();
        }}
      >
        <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Kata sandi" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <SubmitButton pending={login.isPending}>Masuk</SubmitButton>
      </form>
      <p className="auth-links">
        <Link to="/lupa-sandi">Lupa kata sandi?</Link>
      </p>
    </AuthLayout>
  );
}
