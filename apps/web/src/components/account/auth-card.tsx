import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import styles from './account.module.css';

/** The frame of every login and registration page: one card with the page's one h1, a lead, the form and links to the other ways in. */
export function AuthCard({
  title,
  lead,
  children,
  links = [],
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  links?: readonly { href: string; label: string }[];
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {links.length > 0 ? (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Google login (§6, §7 login-social-media) is off until the API is configured with a client id;
 * the button says so instead of failing when pressed.
 */
export function GoogleLoginUnavailable() {
  return (
    <>
      <p className={styles.divider}>atau</p>
      <button type="button" className={styles.secondary} disabled aria-describedby="google-unavailable">
        Masuk dengan Google
      </button>
      <p id="google-unavailable" className={styles.hint}>
        Login dengan Google belum tersedia.
      </p>
    </>
  );
}
