import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { StaticPageView } from '@/components/editorial/static-page-view';
import { pageMetadata } from '@/lib/metadata';
import { loadStaticPage } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/home';

export const dynamic = 'force-dynamic';

const PATH = '/prestasi';

export async function generateMetadata(): Promise<Metadata> {
  const [page, origin] = await Promise.all([loadStaticPage('prestasi'), loadSiteOrigin()]);
  return pageMetadata({ title: page.title, description: page.description, path: PATH, origin });
}

export default async function PrestasiPage() {
  const [page, origin] = await Promise.all([loadStaticPage('prestasi'), loadSiteOrigin()]);
  return (
    <StaticPageView
      page={page}
      path={PATH}
      origin={origin}
      keywords={['prestasi Kemudi Toyota', 'penghargaan dealer Toyota']}
      article={{ image: MEDIA.banner('home-hero') }}
      showUpdated={false}
    >
      <p>
        <Link href={`${ROUTES.articles}?kategori=berita`} className={styles.backLink}>
          Baca berita terbaru Kemudi Toyota ›
        </Link>
      </p>
    </StaticPageView>
  );
}
