import { formatDuration } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { DetailPage, detailMetadata } from '@/components/aftersales/detail-sections';
import styles from '@/components/aftersales/aftersales.module.css';
import { loadAccessory, loadDetailContext } from '@/server/aftersales';
import { loadSoldOut } from '@/server/cart';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ item }, origin] = await Promise.all([params.then(({ code }) => loadAccessory(code)), loadSiteOrigin()]);
  return detailMetadata(item, origin, `${item.name} – ${item.brand}`);
}

export default async function AccessoryPage({ params }: Props) {
  const detail = await loadAccessory((await params).code);
  const { item } = detail;
  const [context, soldOut] = await Promise.all([
    loadDetailContext('ACCESSORY', item.code, { service: 'bengkel', type: item.accessoryCategory }),
    loadSoldOut([item.code]),
  ]);
  const facts = [
    { term: 'Merek', value: item.brand },
    { term: 'Kategori', value: item.accessoryCategory },
    { term: 'Kode produk', value: item.code },
    ...(item.installMinutes !== null ? [{ term: 'Pemasangan', value: formatDuration(item.installMinutes) }] : []),
    ...(item.warrantyMonths !== null ? [{ term: 'Garansi', value: `${item.warrantyMonths} bulan` }] : []),
  ];
  return (
    <DetailPage
      kind="ACCESSORY"
      detail={detail}
      context={context}
      brand={item.brand}
      hero={{
        badge: item.accessoryCategory,
        subtitle: `Aksesoris resmi ${item.brand}, dipasang oleh teknisi bengkel resmi Toyota.`,
        facts,
        buy: { soldOut: soldOut.has(item.code) },
      }}
      fittingTitle="Cocok untuk model"
      places={{
        id: 'tempat-pembelian',
        title: 'Beli dan pasang di dealer',
        intro:
          'Aksesoris dipasang di bengkel resmi Toyota Kemudi dengan garansi pemasangan. Hubungi dealer untuk ketersediaan stok dan jadwal pemasangan.',
      }}
      similar={{
        title: `Aksesoris ${item.accessoryCategory} lainnya`,
        more: { href: `${ROUTES.accessories}?kategori=${encodeURIComponent(item.accessoryCategory)}`, label: `Semua aksesoris ${item.accessoryCategory}` },
      }}
    >
      <section className={styles.block} aria-labelledby="deskripsi">
        <h2 id="deskripsi">Deskripsi</h2>
        <p>{item.description}</p>
      </section>
    </DetailPage>
  );
}
