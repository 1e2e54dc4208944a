import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { PasswordLoginForm } from '@/components/account/password-login-form';
import { afterLoginOf, isLoggedIn } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Masuk dengan Email', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/** /login-email (§2): email and password. */
export default async function LoginEmailPage({ searchParams }: Props) {
  if (await isLoggedIn()) redirect('/');
  const { target, query } = afterLoginOf((await searchParams).redirect);
  return (
    <AuthCard
      title="Masuk dengan Email"
      lead="Masukkan email dan kata sandi akun Kemudi Anda."
      links={[
        { href: `${ROUTES.login}${query}`, label: 'Masuk dengan kode OTP' },
        { href: `${ROUTES.loginPassword}${query}`, label: 'Masuk dengan nomor HP dan kata sandi' },
        { href: ROUTES.passwordRequest, label: 'Lupa kata sandi?' },
        { href: `${ROUTES.register}${query}`, label: 'Belum punya akun? Daftar' },
      ]}
    >
      <PasswordLoginForm by="email" redirectTo={target} />
    </AuthCard>
  );
}
