import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { DetailHero } from '@/components/aftersales/detail-hero';
import { FittingModels, ItemReviews, RedeemPlacesSection, SimilarItems } from '@/components/aftersales/detail-sections';
import styles from '@/components/aftersales/aftersales.module.css';
import { itemMarkup, metaDescription } from '@/components/aftersales/markup';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { TOYOTA_BRAND } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { LISTINGS, loadCoupon, loadIsLoggedIn, loadRedeemPlaces, loadSimilar, serviceOfCoupon, typeLabel } from '@/server/aftersales';
import { loadSiteOrigin } from '@/server/home';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [{ item }, origin] = await Promise.all([loadCoupon(code), loadSiteOrigin()]);
  return pageMetadata({
    title: item.name,
    description: metaDescription(item.description, item.price),
    path: item.url,
    origin,
    image: item.imageUrl,
  });
}

export default async function CouponPage({ params }: Props) {
  const { code } = await params;
  const { item, rateData } = await loadCoupon(code);
  const firstModel = item.fittingModels[0];
  const [origin, loggedIn, places, similar] = await Promise.all([
    loadSiteOrigin(),
    loadIsLoggedIn(),
    loadRedeemPlaces(serviceOfCoupon(item.serviceType)),
    loadSimilar('COUPON', item.code, firstModel?.code),
  ]);
  const serviceName = typeLabel('COUPON', item.serviceType);
  const facts = [
    { term: 'Jenis servis', value: serviceName },
    { term: 'Periode penjualan', value: `${formatDateId(item.validFrom)} – ${formatDateId(item.validUntil)}` },
    { term: 'Masa berlaku', value: `${item.usableDays} hari sejak pembelian` },
    { term: 'Kuota', value: `${item.quota.toLocaleString('id-ID')} kupon` },
    { term: 'Kode kupon', value: item.code },
  ];
  return (
    <>
      <Breadcrumbs items={[{ name: 'Kupon Servis', href: ROUTES.coupons }, { name: item.name }]} origin={origin} />
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
          offer: { validUntil: item.validUntil, isActive: item.isActive },
        })}
      />
      <DetailHero
        name={item.name}
        imageUrl={item.imageUrl}
        badge={serviceName}
        subtitle={item.description}
        facts={facts}
        buy={{
          noun: 'kupon',
          price: item.price,
          strikeThroughPrice: item.strikeThroughPrice,
          path: item.url,
          loggedIn,
          placesId: 'tempat-penukaran',
          notOnSale: item.isActive ? undefined : { validFrom: item.validFrom, validUntil: item.validUntil, listPath: ROUTES.coupons },
        }}
      />
      <section className={styles.block} aria-labelledby="cara-pakai">
        <h2 id="cara-pakai">Cara memakai kupon</h2>
        <ol className={styles.list}>
          <li>Beli kupon dengan akun Kemudi Anda; kupon tersimpan di akun.</li>
          <li>{`Booking servis dan pilih dealer penukaran. Kupon berlaku ${item.usableDays} hari sejak dibeli.`}</li>
          <li>Datang sesuai jadwal dan tunjukkan kupon kepada service advisor.</li>
        </ol>
      </section>
      {item.terms.length > 0 ? (
        <section className={styles.block} aria-labelledby="syarat">
          <h2 id="syarat">Syarat dan ketentuan</h2>
          <ul className={styles.list}>
            {item.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <FittingModels models={item.fittingModels} title="Berlaku untuk model" />
      <RedeemPlacesSection
        id="tempat-penukaran"
        title="Tempat penukaran"
        places={places}
        itemName={item.name}
        intro={`Kupon ${serviceName.toLowerCase()} ditukar di dealer Toyota Kemudi yang melayani ${serviceName.toLowerCase()}, dengan booking servis terlebih dahulu.`}
      />
      <ItemReviews rateData={rateData} noun="kupon" />
      <SimilarItems
        title={firstModel ? `Kupon lain untuk ${firstModel.name}` : 'Kupon servis lainnya'}
        items={similar}
        more={{
          href: firstModel ? `${ROUTES.coupons}?model=${encodeURIComponent(firstModel.code)}` : ROUTES.coupons,
          label: 'Lihat semua kupon',
        }}
      />
    </>
  );
}
