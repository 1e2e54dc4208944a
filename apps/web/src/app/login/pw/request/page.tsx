import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { isLoggedIn } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Lupa Kata Sandi', robots: { index: false, follow: true } };

/** /login/pw/request (§2): a link to set a new password, sent by email (§7 forgot-password). */
export default async function ForgotPasswordPage() {
  if (await isLoggedIn()) redirect('/');
  return (
    <AuthCard
      title="Lupa Kata Sandi"
      lead="Masukkan email akun Anda. Kami kirim tautan untuk membuat kata sandi baru."
      links={[
        { href: ROUTES.login, label: 'Masuk dengan kode OTP' },
        { href: ROUTES.loginEmail, label: 'Kembali ke masuk dengan email' },
      ]}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
