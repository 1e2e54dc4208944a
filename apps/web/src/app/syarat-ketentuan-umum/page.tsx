import { formatDateId } from '@kemudi/domain/format';
import type { Metadata } from 'next';
import styles from '@/components/editorial/editorial.module.css';
import { StaticPageView } from '@/components/editorial/static-page-view';
import { pageMetadata } from '@/lib/metadata';
import { loadServiceTerms, loadStaticPage } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/home';

export const dynamic = 'force-dynamic';

const PATH = '/syarat-ketentuan-umum';

export async function generateMetadata(): Promise<Metadata> {
  const [page, origin] = await Promise.all([loadStaticPage('syarat-ketentuan-umum'), loadSiteOrigin()]);
  return pageMetadata({ title: page.title, description: page.description, path: PATH, origin });
}

/** The general terms (page/static-page), then each service's own terms (termcondition?type), folded. */
export default async function GeneralTermsPage() {
  const [page, terms, origin] = await Promise.all([loadStaticPage('syarat-ketentuan-umum'), loadServiceTerms(), loadSiteOrigin()]);
  return (
    <StaticPageView page={page} path={PATH} origin={origin} keywords={['syarat dan ketentuan', 'Kemudi Toyota', 'ketentuan layanan']} toc>
      {terms.length > 0 ? (
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
      ) : null}
    </StaticPageView>
  );
}
