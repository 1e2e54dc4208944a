import { formatDateId } from '@kemudi/domain/format';
import type { ReactNode } from 'react';
import styles from './editorial.module.css';

/** The page's one h1, its lead text and, for documents, when they were last changed. */
export function PageHeader({ title, lead, updatedDate, children }: { title: string; lead?: string; updatedDate?: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {updatedDate ? (
        <p className={styles.updated}>
          Terakhir diperbarui <time dateTime={updatedDate}>{formatDateId(updatedDate, 'long')}</time>
        </p>
      ) : null}
      {children}
    </header>
  );
}
