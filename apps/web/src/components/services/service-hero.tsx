import { MEDIA } from '@kemudi/domain/media';
import type { ReactNode } from 'react';
import type { Cta } from '@/lib/services';
import styles from './services.module.css';
import { VisitorCta } from './visitor-cta';

/** The page's one h1, its summary, the price it starts from and the calls to action. */
export function ServiceHero({
  title,
  summary,
  priceNote,
  icon,
  children,
}: {
  title: string;
  summary: string;
  priceNote?: string | null | undefined;
  icon: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div>
        <h1>{title}</h1>
        <p className={styles.lead}>{summary}</p>
        {priceNote ? <p className={styles.priceNote}>{priceNote}</p> : null}
        {children ? <div style={{ marginTop: '1rem' }}>{children}</div> : null}
      </div>
      {/* Decorative: the title says what the page is. */}
      <img className={styles.heroIcon} src={MEDIA.icon(icon)} alt="" width={112} height={112} />
    </header>
  );
}

/** Calls to action as plain links (no JavaScript needed; one with a customer's version swaps once the browser knows the visitor). */
export function CtaList({ items, label = 'Tindakan' }: { items: readonly Cta[]; label?: string }) {
  return (
    <ul className={styles.ctas} aria-label={label}>
      {items.map((cta) => (
        <li key={cta.href + cta.label}>
          {cta.customer ? (
            <VisitorCta guest={cta} customer={cta.customer} className={cta.primary ? styles.cta : styles.ctaSecondary} />
          ) : (
            <a
              href={cta.href}
              className={cta.primary ? styles.cta : styles.ctaSecondary}
              {...(cta.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {cta.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
