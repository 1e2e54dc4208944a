import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { contentPageMetadata } from '@/components/editorial/content-page';
import { PROFILE_PAGE, StaticContentPage } from '@/components/editorial/static-page-view';
import { loadContentPage } from '@/server/editorial';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('prestasi', await loadContentPage('prestasi'));
}

export default async function PrestasiPage() {
  const content = await loadContentPage('prestasi');
  return (
    <StaticContentPage
      pageId="prestasi"
      {...content}
      keywords={['prestasi Kemudi Toyota', 'penghargaan dealer Toyota']}
      {...PROFILE_PAGE}
    >
      <p>
        <Link href={`${ROUTES.articles}?kategori=berita`} className={styles.backLink}>
          Baca berita terbaru Kemudi Toyota ›
        </Link>
      </p>
    </StaticContentPage>
  );
}
