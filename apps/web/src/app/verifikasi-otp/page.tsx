import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { OtpLogin } from '@/components/account/otp-login';
import { afterLoginOf, isLoggedIn, loadTempCustomer } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Verifikasi Nomor HP', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/**
 * /verifikasi-otp (§2): the §4 temporary login verifies its phone with a one-time code and is
 * promoted to a full login. Without a temporary login (never made, or expired) there is nothing to
 * verify: the page says so and leads back to /login. A reload keeps the code field (otp-login.tsx).
 */
export default async function VerifyOtpPage({ searchParams }: Props) {
  if (await isLoggedIn()) redirect('/');
  const [{ target, query }, customer] = await Promise.all([searchParams.then((p) => afterLoginOf(p.redirect)), loadTempCustomer()]);
  if (!customer) {
    return (
      <AuthCard
        title="Verifikasi Nomor HP"
        lead="Sesi verifikasi nomor HP Anda sudah berakhir atau tidak ditemukan. Silakan masuk kembali untuk menerima kode baru."
        links={[
          { href: `${ROUTES.login}${query}`, label: 'Masuk kembali' },
          { href: `${ROUTES.register}${query}`, label: 'Daftar akun baru' },
        ]}
      >
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Verifikasi Nomor HP"
      lead={`Hai ${customer.name}, satu langkah lagi: verifikasi nomor HP Anda dengan kode yang kami kirim lewat WhatsApp atau SMS.`}
    >
      <OtpLogin purpose="register" fixedPhone={customer.phoneNumber} redirectTo={target} submitLabel="Verifikasi" />
    </AuthCard>
  );
}
