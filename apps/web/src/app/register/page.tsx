import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { RegisterForm } from '@/components/account/register-form';
import { afterLoginOf, isLoggedIn, loadRegistrationTerms } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Daftar', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<{ redirect?: string | string[] }> };

/** /register (§2, issue 10): a new account; its phone is verified next on /verifikasi-otp. */
export default async function RegisterPage({ searchParams }: Props) {
  if (await isLoggedIn()) redirect('/');
  const [{ query }, terms] = await Promise.all([searchParams.then((p) => afterLoginOf(p.redirect)), loadRegistrationTerms()]);
  return (
    <AuthCard
      title="Daftar"
      lead="Buat akun Kemudi untuk menyimpan keranjang, booking servis dan mobil Anda."
      links={[{ href: `${ROUTES.login}${query}`, label: 'Sudah punya akun? Masuk' }]}
    >
      <RegisterForm terms={terms} verifyPath={`${ROUTES.verifyOtp}${query}`} />
    </AuthCard>
  );
}
