import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { DetailPage, detailMetadata, similarByModel } from '@/components/aftersales/detail-sections';
import styles from '@/components/aftersales/aftersales.module.css';
import { serviceOfCoupon, typeLabel } from '@/lib/aftersales';
import { loadCoupon, loadDetailContext } from '@/server/aftersales';
import { loadSoldOut } from '@/server/cart';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ item }, origin] = await Promise.all([params.then(({ code }) => loadCoupon(code)), loadSiteOrigin()]);
  return detailMetadata(item, origin);
}

export default async function CouponPage({ params }: Props) {
  const detail = await loadCoupon((await params).code);
  const { item } = detail;
  const firstModel = item.fittingModels[0];
  const [context, soldOut] = await Promise.all([
    loadDetailContext('COUPON', item.code, { service: serviceOfCoupon(item.serviceType), model: firstModel?.code }),
    // A coupon's stock is its remaining quota.
    loadSoldOut([item.code]),
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
    <DetailPage
      kind="COUPON"
      detail={detail}
      context={context}
      offer={{ validUntil: item.validUntil, isActive: item.isActive }}
      hero={{
        badge: serviceName,
        subtitle: item.description,
        facts,
        buy: {
          notOnSale: item.isActive ? undefined : { validFrom: item.validFrom, validUntil: item.validUntil, listPath: ROUTES.coupons },
          soldOut: soldOut.has(item.code),
        },
      }}
      fittingTitle="Berlaku untuk model"
      places={{
        id: 'tempat-penukaran',
        title: 'Tempat penukaran',
        intro: `Kupon ${serviceName.toLowerCase()} ditukar di dealer Toyota Kemudi yang melayani ${serviceName.toLowerCase()}, dengan booking servis terlebih dahulu.`,
      }}
      similar={similarByModel('COUPON', firstModel)}
    >
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
    </DetailPage>
  );
}
