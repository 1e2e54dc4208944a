import type { Metadata } from 'next';
import { AuthCard } from '@/components/account/auth-card';
import styles from '@/components/account/account.module.css';
import { CONFIRM_ROUTE_PATH, CONFIRM_TEXT, confirmPageState } from '@/lib/newsletter-confirm';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Konfirmasi Langganan Newsletter', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[]; hasil?: string | string[] }> };

/**
 * /berlangganan/konfirmasi?token= (the link the newsletter's confirmation email carries, issue 16):
 * server-rendered, the button is a plain form posting to /api/newsletter-confirm, which comes back
 * here with `hasil` (lib/newsletter-confirm.ts). Works without JavaScript.
 */
export default async function NewsletterConfirmPage({ searchParams }: Props) {
  const state = confirmPageState(await searchParams);
  if (state.kind === 'done') {
    return (
      <AuthCard title={state.title} lead={state.lead} links={[{ href: '/', label: 'Kembali ke beranda' }]}>
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Konfirmasi Langganan Newsletter" lead={CONFIRM_TEXT.askLead}>
      <form className={styles.form} method="post" action={CONFIRM_ROUTE_PATH} aria-label="Konfirmasi langganan newsletter">
        {state.notice ? (
          <div role="alert">
            <p className={styles.alert}>{state.notice}</p>
          </div>
        ) : null}
        <input type="hidden" name="token" value={state.token} />
        <button type="submit" className={styles.submit}>
          Konfirmasi langganan
        </button>
      </form>
    </AuthCard>
  );
}
