import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import { EmailActivationForm } from '@/components/account/email-activation-form';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Aktivasi Email', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * /aktivasi-email?token= (the link §7 email-activation sends): the visitor confirms with a button.
 * Logged in or not: the link may be opened in any browser.
 */
export default async function EmailActivationPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
  if (!token) {
    return (
      <AuthCard title="Aktivasi Email" lead="Tautan aktivasi email tidak valid atau sudah kedaluwarsa." links={[{ href: '/', label: 'Kembali ke beranda' }]}>
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Aktivasi Email" lead="Tekan tombol di bawah untuk mengaktifkan email akun Kemudi Anda.">
      <EmailActivationForm token={token} />
    </AuthCard>
  );
}
