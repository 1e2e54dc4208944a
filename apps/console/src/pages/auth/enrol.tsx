import { staffCalls } from '@kemudi/domain/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi, errorMessage, isSignedOut } from '../../api';
import { groupSecret } from '../../format';
import { meQuery } from '../../session';
import { CodeField, Notice, SubmitButton } from '../../kit/form';
import { AuthLayout } from './layout';

/**
 * Aktifkan autentikator (first sign-in, or after an admin reset it): the QR code, the secret as
 * text for typing in by hand, the first code to confirm — then the recovery codes, shown once.
 */
export function EnrolPage() {
  const queryClient = useQueryClient();
  // One secret per visit of the page: a query (not a mutation in an effect) is asked once even
  // when React mounts the page twice, so the QR code on screen is the secret the API keeps.
  const enrolment = useQuery({
    queryKey: ['enrolment'],
    queryFn: () => callApi(staffCalls.startEnrolment, { body: {} }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () => callApi(staffCalls.confirmEnrolment, { body: { code } }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: ['enrolment'] });
      queryClient.setQueryData(meQuery.queryKey, answer.staff);
    },
  });

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} />;
  if (enrolment.isError) {
    return (
      <AuthLayout title="Aktifkan autentikator">
        <Notice tone="error">{isSignedOut(enrolment.error) ? 'Sesi Anda sudah berakhir. Silakan masuk kembali.' : errorMessage(enrolment.error)}</Notice>
        <p className="auth-links">
          <Link to="/masuk">Kembali ke halaman masuk</Link>
        </p>
      </AuthLayout>
    );
  }
  const data = enrolment.data;
  return (
    <AuthLayout
      title="Aktifkan autentikator"
      intro={<p>Setiap staf Kemudi masuk dengan kata sandi dan kode dari aplikasi autentikator (verifikasi dua langkah). Aktifkan sekali di ponsel Anda.</p>}
    >
      {!data ? (
        <p className="muted">Menyiapkan kode QR…</p>
      ) : (
        <ol className="steps">
          <li>
            Pasang aplikasi autentikator di ponsel Anda, misalnya Google Authenticator, Microsoft Authenticator atau 2FAS.
          </li>
          <li>
            Di aplikasi, pilih tambah akun, lalu pindai kode QR ini:
            <img className="qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`} alt={`Kode QR autentikator untuk ${data.email}`} width="220" height="220" />
            <p>
              Tidak bisa memindai? Ketik kunci ini di aplikasi (jenis: berbasis waktu):
              <br />
              <code className="secret" aria-label="Kunci rahasia">
                {groupSecret(data.secret)}
              </code>
            </p>
          </li>
          <li>
            Masukkan kode 6 digit yang muncul di aplikasi:
            {confirm.isError ? <Notice tone="error">{errorMessage(confirm.error)}</Notice> : null}
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate();
              }}
            >
              <CodeField label="Kode dari aplikasi" value={code} onChange={setCode} />
              <SubmitButton pending={confirm.isPending}>Aktifkan</SubmitButton>
            </form>
          </li>
        </ol>
      )}
    </AuthLayout>
  );
}

/** The ten recovery codes, once: copy, download, and a confirmation before going on. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const text = `Kode pemulihan Konsol Kemudi (setiap kode berlaku sekali):\n${codes.join('\n')}\n`;
  return (
    <AuthLayout
      title="Simpan kode pemulihan"
      intro={
        <p>
          Autentikator aktif. Jika ponsel Anda hilang, masuk dengan salah satu kode di bawah ini sebagai pengganti kode aplikasi. Kode ini
          <strong> hanya ditampilkan sekali</strong>: salin atau unduh, lalu simpan di tempat aman.
        </p>
      }
    >
      <ol className="recovery-codes" aria-label="Kode pemulihan">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopy('done'),
              () => setCopy('failed'),
            )
          }
        >
          Salin
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
            const link = document.createElement('a');
            link.href = url;
            link.download = 'kode-pemulihan-konsol-kemudi.txt';
            link.click();
            setTimeout(() => URL.revokeObjectURL(url), 0);
          }}
        >
          Unduh
        </button>
      </div>
      {copy === 'done' ? <Notice tone="success">Kode pemulihan disalin.</Notice> : null}
      {copy === 'failed' ? <Notice tone="error">Tidak dapat menyalin otomatis. Pilih kode di atas lalu salin secara manual.</Notice> : null}
      <label className="checkbox confirm">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>Saya sudah menyimpan kode pemulihan</span>
      </label>
      <button type="button" className="button button-primary" disabled={!saved} onClick={() => void navigate({ to: '/' })}>
        Lanjut ke konsol
      </button>
    </AuthLayout>
  );
}
