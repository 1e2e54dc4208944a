import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard, GoogleLoginUnavailable } from '@/components/account/auth-card';
import { OtpLogin } from '@/components/account/otp-login';
import { afterLoginOf, isLoggedIn } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Masuk', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/** /login (§2): phone and a one-time code by WhatsApp or SMS; `?redirect=<base64 path>` is where the customer returns to. */
export default async function LoginPage({ searchParams }: Props) {
  // §2/§4/§6: a logged-in customer opening a login page goes home.
  if (await isLoggedIn()) redirect('/');
  const { target, query } = afterLoginOf((await searchParams).redirect);
  return (
    <AuthCard
      title="Masuk"
      lead="Masuk dengan nomor HP Anda. Kami kirim kode verifikasi lewat WhatsApp atau SMS."
      links={[
        { href: `${ROUTES.loginPassword}${query}`, label: 'Masuk dengan nomor HP dan kata sandi' },
        { href: `${ROUTES.loginEmail}${query}`, label: 'Masuk dengan email dan kata sandi' },
        { href: `${ROUTES.register}${query}`, label: 'Belum punya akun? Daftar' },
      ]}
    >
      <OtpLogin purpose="login" redirectTo={target} submitLabel="Masuk" />
      <GoogleLoginUnavailable />
    </AuthCard>
  );
}
