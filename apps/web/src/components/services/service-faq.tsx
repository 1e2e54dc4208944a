import type { FaqItem } from '@kemudi/domain/contracts/editorial';
import styles from './services.module.css';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without JavaScript. */
export function ServiceFaq({ faqs, heading = 'Pertanyaan Seputar Layanan' }: { faqs: readonly FaqItem[]; heading?: string }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className={`${styles.section} ${styles.faq}`}>
      <h2 id="faq-title">{heading}</h2>
      {faqs.map((f, i) => (
        <details key={f.id} open={i === 0}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </section>
  );
}
