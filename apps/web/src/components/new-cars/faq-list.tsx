import type { FaqItem } from '@kemudi/domain/contracts/editorial';
import styles from './new-cars.module.css';

/** FAQs as native disclosure widgets (no JavaScript); the page emits the FAQPage markup. */
export function FaqList({ id, title, faqs }: { id: string; title: string; faqs: readonly FaqItem[] }) {
  return (
    <section aria-labelledby={id} className={`${styles.section} ${styles.faq}`}>
      <h2 id={id}>{title}</h2>
      {faqs.map((f) => (
        <details key={f.id}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </section>
  );
}
