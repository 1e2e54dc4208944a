import type { TermData } from '@kemudi/domain/contracts/editorial';
import { formatDateId } from '@kemudi/domain/format';
import type { Metadata } from 'next';
import styles from '@/components/editorial/editorial.module.css';
import { contentPageMetadata } from '@/components/editorial/content-page';
import { StaticContentPage } from '@/components/editorial/static-page-view';
import { loadContentPage, loadServiceTerms } from '@/server/editorial';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('syarat-ketentuan-umum', await loadContentPage('syarat-ketentuan-umum'));
}

/** Each service's own terms (termcondition?type), folded; nothing when none could be read. */
function ServiceTerms({ terms }: { terms: readonly TermData[] }) {
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="service-terms-title" className={styles.terms}>
      <h2 id="service-terms-title" className={styles.sectionTitle} style={{ marginTop: '1.75rem' }}>
        Ketentuan Khusus Layanan
      </h2>
      {terms.map((term) => (
        <details key={term.type} className={styles.faq}>
          <summary>
            {term.title}
            <span className={styles.faqCategory}>
              Diperbarui <time dateTime={term.updatedDate}>{formatDateId(term.updatedDate, 'long')}</time>
            </span>
          </summary>
          <ol>
            {term.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}

/** The general terms (page/static-page), then each service's own terms. */
export default async function GeneralTermsPage() {
  // Side by side with the page itself (loadServiceTerms never rejects).
  const [content, terms] = await Promise.all([loadContentPage('syarat-ketentuan-umum'), loadServiceTerms()]);
  return (
    <StaticContentPage pageId="syarat-ketentuan-umum" {...content} keywords={['syarat dan ketentuan', 'Kemudi Toyota', 'ketentuan layanan']} toc>
      <ServiceTerms terms={terms} />
    </StaticContentPage>
  );
}
