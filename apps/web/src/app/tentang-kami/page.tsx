import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { contentPageMetadata } from '@/components/editorial/content-page';
import { PROFILE_PAGE, StaticContentPage } from '@/components/editorial/static-page-view';
import { loadContentPage } from '@/server/editorial';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('tentang-kami', await loadContentPage('tentang-kami'));
}

export default async function TentangKamiPage() {
  const content = await loadContentPage('tentang-kami');
  return (
    <StaticContentPage
      pageId="tentang-kami"
      {...content}
      keywords={['tentang Kemudi Toyota', 'dealer resmi Toyota', 'sejarah Kemudi Toyota']}
      {...PROFILE_PAGE}
    >
      <section aria-labelledby="more-title" className={styles.related}>
        <h2 id="more-title">Kenali kami lebih dekat</h2>
        <ul className={styles.tags}>
          <li>
            <Link href={ROUTES.dealers}>Temukan dealer Kemudi Toyota terdekat</Link>
          </li>
          <li>
            <Link href={ROUTES.achievements}>Lihat prestasi dan penghargaan kami</Link>
          </li>
          <li>
            <Link href={ROUTES.contact}>Hubungi layanan pelanggan</Link>
          </li>
        </ul>
      </section>
    </StaticContentPage>
  );
}
