import { staffCalls } from '@kemudi/domain/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi, errorMessage, isSignedOut } from '../../api';
import { setFlash } from '../../flash';
import { meQuery } from '../../session';
import { CodeField, Notice, SubmitButton, TextField } from '../../kit/form';
import { AuthLayout } from './layout';

/** Verifikasi dua langkah: the six-digit code of the authenticator app, or a recovery code. */
export function VerifyPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: () => callApi(staffCalls.secondFactor, { body: { code } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(meQuery.queryKey, answer.staff);
      if (answer.recoveryCodeUsed) {
        setFlash(
          `Anda masuk dengan kode pemulihan; sisa ${answer.recoveryCodesLeft} kode. ` +
            'Jika ponsel Anda hilang, minta admin mereset verifikasi dua langkah Anda.',
        );
      }
      await navigate({ to: '/' });
    },
    onError: async (error) => {
      if (isSignedOut(error)) {
        setFlash('Waktu verifikasi habis. Silakan masuk kembali.');
        await navigate({ to: '/masuk' });
      }
    },
  });
  return (
    <AuthLayout
      title="Verifikasi dua langkah"
      intro={
        recovery ? (
          <p>Masukkan salah satu kode pemulihan yang Anda simpan saat mengaktifkan autentikator. Setiap kode hanya berlaku sekali.</p>
        ) : (
          <p>Buka aplikasi autentikator di ponsel Anda dan masukkan kode 6 digit untuk Konsol Kemudi.</p>
        )
      }
    >
      {verify.isError && !isSignedOut(verify.error) ? <Notice tone="error">{errorMessage(verify.error)}</Notice> : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          verify.mutate();
        }}
      >
        {recovery ? (
          <TextField key="recovery" label="Kode pemulihan" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={code} onChange={(e) => setCode(e.target.value)} placeholder="ABCDE-FGHJK" />
        ) : (
          <CodeField key="totp" label="Kode autentikator" value={code} onChange={setCode} />
        )}
        <SubmitButton pending={verify.isPending}>Verifikasi</SubmitButton>
      </form>
      <p className="auth-links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            verify.reset();
          }}
        >
          {recovery ? 'Gunakan kode dari aplikasi autentikator' : 'Tidak bisa membuka aplikasi? Gunakan kode pemulihan'}
        </button>
        <Link to="/masuk">Kembali ke halaman masuk</Link>
      </p>
    </AuthLayout>
  );
}
