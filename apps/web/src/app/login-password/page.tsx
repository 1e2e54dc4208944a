import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { PasswordLoginForm } from '@/components/account/password-login-form';
import { afterLoginOf, isLoggedIn } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Masuk dengan Kata Sandi', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/** /login-password (§2): phone number and password. */
export default async function LoginPasswordPage({ searchParams }: Props) {
  if (await isLoggedIn()) redirect('/');
  const { target, query } = afterLoginOf((await searchParams).redirect);
  return (
    <AuthCard
      title="Masuk dengan Kata Sandi"
      lead="Masukkan nomor HP dan kata sandi akun Kemudi Anda."
      links={[
        { href: `${ROUTES.login}${query}`, label: 'Masuk dengan kode OTP' },
        { href: `${ROUTES.loginEmail}${query}`, label: 'Masuk dengan email' },
        { href: ROUTES.passwordRequest, label: 'Lupa kata sandi?' },
        { href: `${ROUTES.register}${query}`, label: 'Belum punya akun? Daftar' },
      ]}
    >
      <PasswordLoginForm by="phone" redirectTo={target} />
    </AuthCard>
  );
}
