import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { DetailHero, formatDuration } from '@/components/aftersales/detail-hero';
import { FittingModels, ItemReviews, RedeemPlacesSection, SimilarItems } from '@/components/aftersales/detail-sections';
import styles from '@/components/aftersales/aftersales.module.css';
import { itemMarkup, metaDescription } from '@/components/aftersales/markup';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadAccessory, loadIsLoggedIn, loadRedeemPlaces, loadSimilar, LISTINGS } from '@/server/aftersales';
import { loadSiteOrigin } from '@/server/home';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [{ item }, origin] = await Promise.all([loadAccessory(code), loadSiteOrigin()]);
  return pageMetadata({
    title: `${item.name} – ${item.brand}`,
    description: metaDescription(item.description, item.price),
    path: item.url,
    origin,
    image: item.imageUrl,
  });
}

export default async function AccessoryPage({ params }: Props) {
  const { code } = await params;
  const { item, rateData } = await loadAccessory(code);
  const [origin, loggedIn, places, similar] = await Promise.all([
    loadSiteOrigin(),
    loadIsLoggedIn(),
    loadRedeemPlaces('bengkel'),
    loadSimilar('ACCESSORY', item.code, undefined, item.accessoryCategory),
  ]);
  const facts = [
    { term: 'Merek', value: item.brand },
    { term: 'Kategori', value: item.accessoryCategory },
    { term: 'Kode produk', value: item.code },
    ...(item.installMinutes !== null ? [{ term: 'Pemasangan', value: formatDuration(item.installMinutes) }] : []),
    ...(item.warrantyMonths !== null ? [{ term: 'Garansi', value: `${item.warrantyMonths} bulan` }] : []),
  ];
  return (
    <>
      <Breadcrumbs items={[{ name: LISTINGS.ACCESSORY.title, href: ROUTES.accessories }, { name: item.name }]} origin={origin} />
      <JsonLd
        data={itemMarkup({
          code: item.code,
          name: item.name,
          description: item.description,
          brand: item.brand,
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
        badge={item.accessoryCategory}
        subtitle={`Aksesoris resmi ${item.brand}, dipasang oleh teknisi bengkel resmi Toyota.`}
        facts={facts}
        buy={{
          noun: 'aksesoris',
          price: item.price,
          strikeThroughPrice: item.strikeThroughPrice,
          path: item.url,
          loggedIn,
          placesId: 'tempat-pembelian',
        }}
      />
      <section className={styles.block} aria-labelledby="deskripsi">
        <h2 id="deskripsi">Deskripsi</h2>
        <p>{item.description}</p>
      </section>
      <FittingModels models={item.fittingModels} title="Cocok untuk model" />
      <RedeemPlacesSection
        id="tempat-pembelian"
        title="Beli dan pasang di dealer"
        places={places}
        itemName={item.name}
        intro="Aksesoris dipasang di bengkel resmi Toyota Kemudi dengan garansi pemasangan. Hubungi dealer untuk ketersediaan stok dan jadwal pemasangan."
      />
      <ItemReviews rateData={rateData} noun="aksesoris" />
      <SimilarItems
        title={`Aksesoris ${item.accessoryCategory} lainnya`}
        items={similar}
        more={{ href: `${ROUTES.accessories}?kategori=${encodeURIComponent(item.accessoryCategory)}`, label: `Semua aksesoris ${item.accessoryCategory}` }}
      />
    </>
  );
}
