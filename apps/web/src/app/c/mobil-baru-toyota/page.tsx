import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { CarList, carListMetadata, listedCars } from '@/components/new-cars/car-list';
import styles from '@/components/new-cars/new-cars.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { carItemList } from '@/components/page/catalogue-markup';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import type { SearchParams } from '@/lib/search-params';
import { loadNewCarList } from '@/server/new-cars/list';
import { loadSiteOrigin } from '@/server/site';

// Prices depend on the visitor's city (a cookie): rendered per request.
export const dynamic = 'force-dynamic';

const TITLE = 'Mobil Baru Toyota';
const DESCRIPTION =
  'Semua mobil baru Toyota dalam satu halaman, dikelompokkan per tipe (MPV, SUV, hatchback, sedan, pikap dan komersial, hybrid dan listrik) dengan harga OTR di kota Anda. Saring berdasarkan harga, bahan bakar, transmisi dan jumlah kursi, lalu bandingkan hingga tiga mobil.';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [origin, sp] = await Promise.all([loadSiteOrigin(), searchParams]);
  return carListMetadata({ title: TITLE, description: DESCRIPTION, path: ROUTES.newCars, origin }, sp);
}

export default async function NewCarsPage({ searchParams }: Props) {
  const [origin, list] = await Promise.all([loadSiteOrigin(), searchParams.then((sp) => loadNewCarList(sp))]);
  const url = absoluteUrl(ROUTES.newCars, origin);
  return (
    <>
      <Breadcrumbs items={[{ name: TITLE }]} origin={origin} />
      <JsonLd
        data={[
          buildWebPage({ name: TITLE, description: DESCRIPTION, url, keywords: ['mobil baru Toyota', 'harga mobil Toyota', 'dealer Toyota'] }),
          carItemList({ name: TITLE, path: ROUTES.newCars, origin, cars: listedCars(list) }),
        ]}
      />
      <h1 className={styles.pageTitle}>{TITLE}</h1>
      <p className={styles.intro}>
        {`Seluruh model Toyota ada di halaman ini, dikelompokkan per tipe. Harga yang tampil adalah harga OTR ${list.city.name}; ganti kota di bagian atas halaman untuk melihat harga kota lain.`}
      </p>
      <CarList list={list} path={ROUTES.newCars} label="mobil" compare />
    </>
  );
}
