import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/account/auth-card';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { isLoggedIn, loadResetLink } from '@/server/account/auth-pages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Ubah Kata Sandi', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /login/pw/change?token= (§2): the emailed link is checked first (§7 validate-forgot-password), then the new password is set. */
export default async function ChangePasswordPage({ searchParams }: Props) {
  if (await isLoggedIn()) redirect('/');
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : undefined;
  const link = await loadResetLink(token);
  if (!link.valid || !token) {
    return (
      <AuthCard
        title="Ubah Kata Sandi"
        lead={link.valid ? undefined : link.message}
        links={[{ href: ROUTES.passwordRequest, label: 'Minta tautan baru' }]}
      >
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Ubah Kata Sandi" lead={`Buat kata sandi baru untuk ${link.email}.`}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
