import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { contentPageMetadata } from '@/components/editorial/content-page';
import { PROFILE_PAGE, StaticContentPage } from '@/components/editorial/static-page-view';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('prestasi');
}

export default function PrestasiPage() {
  return (
    <StaticContentPage
      pageId="prestasi"
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
