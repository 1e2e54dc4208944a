import { formatKm } from '@kemudi/domain/format';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { DetailHero, formatDuration } from '@/components/aftersales/detail-hero';
import { FittingModels, ItemReviews, RedeemPlacesSection, SimilarItems } from '@/components/aftersales/detail-sections';
import styles from '@/components/aftersales/aftersales.module.css';
import { itemMarkup, metaDescription } from '@/components/aftersales/markup';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { TOYOTA_BRAND } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadIsLoggedIn, loadPackage, loadRedeemPlaces, loadSimilar } from '@/server/aftersales';
import { loadSiteOrigin } from '@/server/home';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [{ item }, origin] = await Promise.all([loadPackage(code), loadSiteOrigin()]);
  return pageMetadata({
    title: item.name,
    description: metaDescription(item.description, item.price),
    path: item.url,
    origin,
    image: item.imageUrl,
  });
}

const BOOKING = SERVICE_ROUTES['booking-service'] ?? '/services-toyota/booking-service';

export default async function ServicePackagePage({ params }: Props) {
  const { code } = await params;
  const { item, rateData } = await loadPackage(code);
  const firstModel = item.fittingModels[0];
  const [origin, loggedIn, places, similar] = await Promise.all([
    loadSiteOrigin(),
    loadIsLoggedIn(),
    loadRedeemPlaces('bengkel'),
    loadSimilar('PACKAGE', item.code, firstModel?.code),
  ]);
  const services = item.items.filter((i) => i.kind === 'jasa');
  const parts = item.items.filter((i) => i.kind !== 'jasa');
  const facts = [
    { term: 'Jenis paket', value: item.type },
    ...(item.kmInterval !== null ? [{ term: 'Jarak tempuh', value: `Servis ${formatKm(item.kmInterval)}` }] : []),
    { term: 'Lama pengerjaan', value: formatDuration(item.durationMinutes) },
    { term: 'Kode paket', value: item.code },
  ];
  return (
    <>
      <Breadcrumbs items={[{ name: 'Paket Servis', href: ROUTES.packages }, { name: item.name }]} origin={origin} />
      <JsonLd
        data={itemMarkup({
          code: item.code,
          name: item.name,
          description: item.description,
          brand: TOYOTA_BRAND,
          imageUrl: item.imageUrl,
          url: item.url,
          price: item.price,
          origin,
          rating: rateData,
        })}
      />
      <DetailHero
        name={item.name}
        imageUrl={item.imageUrl}
        badge={item.type}
        subtitle={item.description}
        facts={facts}
        buy={{
          noun: 'paket',
          price: item.price,
          strikeThroughPrice: item.strikeThroughPrice,
          path: item.url,
          loggedIn,
          placesId: 'tempat-servis',
          secondary: { href: BOOKING, label: 'Booking servis' },
        }}
      />
      <section className={styles.block} aria-labelledby="isi-paket">
        <h2 id="isi-paket">Isi paket</h2>
        <div className={styles.included}>
          {services.length > 0 ? (
            <div>
              <h3>{`Jasa (${services.length})`}</h3>
              <ul className={styles.checks}>
                {services.map((s) => (
                  <li key={s.name}>{s.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {parts.length > 0 ? (
            <div>
              <h3>{`Suku cadang asli (${parts.length})`}</h3>
              <ul className={styles.checks}>
                {parts.map((p) => (
                  <li key={p.name}>{p.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <p className={styles.note}>Harga sudah termasuk jasa dan suku cadang di atas. Penggantian komponen di luar isi paket dikonfirmasi dulu oleh service advisor.</p>
      </section>
      <FittingModels models={item.fittingModels} title="Untuk model" />
      <RedeemPlacesSection
        id="tempat-servis"
        title="Tempat servis"
        places={places}
        itemName={item.name}
        intro="Paket dikerjakan di bengkel resmi Toyota Kemudi. Booking servis dulu agar mobil Anda langsung ditangani sesuai jadwal."
      />
      <ItemReviews rateData={rateData} noun="paket" />
      <SimilarItems
        title={firstModel ? `Paket lain untuk ${firstModel.name}` : 'Paket servis lainnya'}
        items={similar}
        more={{
          href: firstModel ? `${ROUTES.packages}?model=${encodeURIComponent(firstModel.code)}` : ROUTES.packages,
          label: 'Lihat semua paket',
        }}
      />
    </>
  );
}
