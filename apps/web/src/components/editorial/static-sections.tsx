import type { StaticPageData as StaticPage } from '@kemudi/domain/contracts/editorial';
import { slugify } from '@kemudi/domain/format';
import { renderMarkdown } from '@kemudi/domain/markdown';
import styles from './editorial.module.css';

const anchorOf = (heading: string) => slugify(heading) || 'bagian';

/** A static page's sections (page/static-page), optionally with a table of contents for long documents. */
export function StaticSections({ page, toc = false }: { page: StaticPage; toc?: boolean }) {
  return (
    <>
      {toc && page.sections.length > 2 ? (
        <nav aria-labelledby="toc-title" className={styles.toc}>
          <h2 id="toc-title">Daftar isi</h2>
          <ol>
            {page.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchorOf(section.heading)}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.prose}>
        {page.sections.map((section) => (
          <section key={section.heading} aria-labelledby={anchorOf(section.heading)}>
            <h2 id={anchorOf(section.heading)}>{section.heading}</h2>
            {/* Issue 25: each paragraph is Markdown, rendered without raw HTML (@kemudi/domain/markdown); plain text renders as one <p>. */}
            {section.paragraphs.map((paragraph, i) => (
              <div key={i} dangerouslySetInnerHTML={{ __html: renderMarkdown(paragraph) }} />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
