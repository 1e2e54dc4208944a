import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { formatRupiah } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { ServicePage } from '@/components/services/service-page';
import styles from '@/components/services/services.module.css';
import { loginHref } from '@/components/services/structured-data';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { loadServiceBranches, loadServiceContent, loadServiceFaqs, loadTrendingCars } from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'trade-in';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['tukar tambah mobil', 'trade in Toyota', 'jual mobil lama', 'taksiran mobil bekas', 'mobil baru Toyota'];

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('exchange') });
}

export default async function TradeInPage() {
  const [content, origin, cars, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE),
    loadSiteOrigin(),
    loadTrendingCars(),
    loadServiceBranches('sales'),
    loadServiceFaqs(SERVICE_TYPE),
  ]);
  return (
    <ServicePage
      origin={origin}
      path={PATH}
      content={{ ...content, priceNote: content.priceNote ?? 'Taksiran gratis, di dealer atau di rumah Anda' }}
      keywords={KEYWORDS}
      faqs={faqs}
      branches={branches}
      serviceName="tukar tambah"
      branchHeading="Dealer untuk inspeksi tukar tambah"
      items={(cars ?? []).map((c) => ({ name: c.name, image: c.imageUrl, url: c.url, price: c.lowestPrice }))}
      itemsName="Mobil baru Toyota untuk tukar tambah"
      ctas={[
        { href: loginHref(PATH), label: 'Masuk untuk Ajukan Taksiran', primary: true },
        {
          href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin tukar tambah mobil lama saya.')}`,
          label: 'Tanya via WhatsApp',
          external: true,
        },
        { href: ROUTES.newCars, label: 'Lihat Mobil Baru' },
        { href: ROUTES.usedCars, label: 'Mobil Bekas Bersertifikat' },
      ]}
    >
      {cars && cars.length > 0 ? (
        <section aria-labelledby="car-title" className={styles.section}>
          <div className={styles.sectionHeader}>
            <h2 id="car-title">Pilih Toyota Baru Anda</h2>
            <Link href={ROUTES.newCars} className={styles.more}>
              Semua mobil baru
            </Link>
          </div>
          <p className={styles.note}>Nilai taksiran mobil lama langsung memotong harga on the road mobil baru pilihan Anda.</p>
          <ul className={styles.grid}>
            {cars.map((car) => (
              <li key={car.code}>
                <article className={`${styles.card} ${styles.linkCard}`}>
                  <img src={car.imageUrl} alt={`Toyota ${car.name}`} width={640} height={280} loading="lazy" decoding="async" style={{ width: "100%", height: "auto" }} />
                  <h3>
                    <Link href={car.url}>{car.name}</Link>
                  </h3>
                  <p className={styles.meta}>{car.bodyType}</p>
                  <p className={styles.price}>{`Mulai ${formatRupiah(car.lowestPrice)}`}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ServicePage>
  );
}
