import { formatDuration, formatKm } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { DetailPage, detailMetadata, similarByModel } from '@/components/aftersales/detail-sections';
import styles from '@/components/aftersales/aftersales.module.css';
import { loadDetailContext, loadPackage } from '@/server/aftersales';
import { loadSoldOut } from '@/server/cart';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ item }, origin] = await Promise.all([params.then(({ code }) => loadPackage(code)), loadSiteOrigin()]);
  return detailMetadata(item, origin);
}

const BOOKING = ROUTES.bookingService;

/** One half of "Isi paket" (the labour, or the genuine parts), left out when the package has none. */
function IncludedGroup({ title, entries }: { title: string; entries: readonly { name: string }[] }) {
  if (entries.length === 0) return null;
  return (
    <div>
      <h3>{`${title} (${entries.length})`}</h3>
      <ul className={styles.checks}>
        {entries.map((e) => (
          <li key={e.name}>{e.name}</li>
        ))}
      </ul>
    </div>
  );
}

export default async function ServicePackagePage({ params }: Props) {
  const detail = await loadPackage((await params).code);
  const { item } = detail;
  const firstModel = item.fittingModels[0];
  const [context, soldOut] = await Promise.all([
    loadDetailContext('PACKAGE', item.code, { service: 'bengkel', model: firstModel?.code }),
    loadSoldOut([item.code]),
  ]);
  const facts = [
    { term: 'Jenis paket', value: item.type },
    ...(item.kmInterval !== null ? [{ term: 'Jarak tempuh', value: `Servis ${formatKm(item.kmInterval)}` }] : []),
    { term: 'Lama pengerjaan', value: formatDuration(item.durationMinutes) },
    { term: 'Kode paket', value: item.code },
  ];
  return (
    <DetailPage
      kind="PACKAGE"
      detail={detail}
      context={context}
      hero={{ badge: item.type, subtitle: item.description, facts, buy: { secondary: { href: BOOKING, label: 'Booking servis' }, soldOut: soldOut.has(item.code) } }}
      fittingTitle="Untuk model"
      places={{
        id: 'tempat-servis',
        title: 'Tempat servis',
        intro: 'Paket dikerjakan di bengkel resmi Toyota Kemudi. Booking servis dulu agar mobil Anda langsung ditangani sesuai jadwal.',
      }}
      similar={similarByModel('PACKAGE', firstModel)}
    >
      <section className={styles.block} aria-labelledby="isi-paket">
        <h2 id="isi-paket">Isi paket</h2>
        <div className={styles.included}>
          <IncludedGroup title="Jasa" entries={item.items.filter((i) => i.kind === 'jasa')} />
          <IncludedGroup title="Suku cadang asli" entries={item.items.filter((i) => i.kind !== 'jasa')} />
        </div>
        <p className={styles.note}>Harga sudah termasuk jasa dan suku cadang di atas. Penggantian komponen di luar isi paket dikonfirmasi dulu oleh service advisor.</p>
      </section>
    </DetailPage>
  );
}
