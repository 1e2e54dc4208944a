import type { FaqItem as Faq } from '@kemudi/domain/contracts/editorial';
import styles from './editorial.module.css';

/** Questions that open to their answers with details/summary: no JavaScript needed. */
export function FaqList({ faqs, categoryOf }: { faqs: readonly Faq[]; categoryOf?: (faq: Faq) => string | undefined }) {
  return (
    <ul className={styles.faqs}>
      {faqs.map((faq) => {
        const category = categoryOf?.(faq);
        return (
          <li key={faq.id}>
            <details className={styles.faq}>
              <summary>
                {faq.question}
                {category ? <span className={styles.faqCategory}>{category}</span> : null}
              </summary>
              <p className={styles.faqAnswer}>{faq.answer}</p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
