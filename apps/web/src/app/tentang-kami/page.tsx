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

const PATH = '/tentang-kami';

export async function generateMetadata(): Promise<Metadata> {
  const [page, origin] = await Promise.all([loadStaticPage('tentang-kami'), loadSiteOrigin()]);
  return pageMetadata({ title: page.title, description: page.description, path: PATH, origin });
}

export default async function TentangKamiPage() {
  const [page, origin] = await Promise.all([loadStaticPage('tentang-kami'), loadSiteOrigin()]);
  return (
    <StaticPageView
      page={page}
      path={PATH}
      origin={origin}
      keywords={['tentang Kemudi Toyota', 'dealer resmi Toyota', 'sejarah Kemudi Toyota']}
      article={{ image: MEDIA.banner('home-hero') }}
      showUpdated={false}
    >
      <section aria-labelledby="more-title" className={styles.related}>
        <h2 id="more-title">Kenali kami lebih dekat</h2>
        <ul className={styles.tags}>
          <li>
            <Link href={ROUTES.dealers}>Temukan dealer Kemudi Toyota terdekat</Link>
          </li>
          <li>
            <Link href="/prestasi">Lihat prestasi dan penghargaan kami</Link>
          </li>
          <li>
            <Link href="/hubungi-kami">Hubungi layanan pelanggan</Link>
          </li>
        </ul>
      </section>
    </StaticPageView>
  );
}
