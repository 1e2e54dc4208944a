import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { pageHref } from '@/lib/search-params';
import { JsonLd } from '@/components/seo/json-ld';
import { UsedCarGrid, usedCarTitle } from '@/components/used-cars/used-car-card';
import { ActiveFilters, UsedCarFilterForm, UsedCarSortForm } from '@/components/used-cars/used-car-filters';
import styles from '@/components/used-cars/used-cars.module.css';
import { absoluteUrl, buildItemList, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/site';
import { loadLayout } from '@/server/layout';
import type { SearchParams } from '@/lib/search-params';
import { hasUsedCarFilters, parseUsedCarFilters, usedCarFilterParams } from '@/lib/used-cars';
import { loadUsedCarList } from '@/server/used-cars';

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

const TITLE = 'Mobil Bekas Bersertifikat Toyota';
const DESCRIPTION =
  'Mobil bekas Toyota bersertifikat: lolos inspeksi 175 titik, garansi resmi, riwayat servis jelas. Cari berdasarkan model, tahun, harga, jarak tempuh, transmisi dan kota.';
const KEYWORDS = ['mobil bekas Toyota', 'mobil bekas bersertifikat', 'certified used car', 'Toyota bekas', 'jual mobil bekas'];

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [origin, filters] = await Promise.all([loadSiteOrigin(), searchParams.then(parseUsedCarFilters)]);
  const filtered = hasUsedCarFilters(filters) || filters.sort !== 'newest';
  const path = filters.page > 0 && !filtered ? `${ROUTES.usedCars}?page=${filters.page + 1}` : ROUTES.usedCars;
  return pageMetadata({
    title: filters.page > 0 ? `${TITLE} – Halaman ${filters.page + 1}` : TITLE,
    description: DESCRIPTION,
    path,
    origin,
    // A filtered or re-sorted list duplicates the plain one: followed, not indexed.
    noIndex: filtered,
  });
}

export default async function UsedCarListPage({ searchParams }: Props) {
  const filters = parseUsedCarFilters(await searchParams);
  const [list, origin, { city }] = await Promise.all([loadUsedCarList(filters), loadSiteOrigin(), loadLayout()]);
  const params = usedCarFilterParams(filters);
  const filtered = hasUsedCarFilters(filters);
  const pageUrl = absoluteUrl(ROUTES.usedCars, origin);
  // The visitor's chosen city, offered as a one-tap filter when cars are on offer there.
  const nearby = filters.city === undefined ? list.facets?.cities.find((c) => c.code === city.cityIsocode) : undefined;

  const itemList = buildItemList({
    url: pageUrl,
    name: TITLE,
    items: list.cars.map((car) => ({
      name: usedCarTitle(car),
      image: absoluteUrl(car.imageUrl, origin),
      urlPdp: absoluteUrl(car.url, origin),
      price: car.price,
      priceCurrency: 'IDR',
    })),
  });
  const webPage = buildWebPage({ name: TITLE, description: DESCRIPTION, url: pageUrl, keywords: KEYWORDS });

  return (
    <>
      <JsonLd data={[webPage, itemList]} />
      <Breadcrumbs items={[{ name: 'Mobil Bekas' }]} origin={origin} />
      <div className={styles.intro}>
        <h1>{TITLE}</h1>
        <p>Setiap mobil sudah diperiksa teknisi Toyota, bergaransi, dan siap balik nama.</p>
        <ul className={styles.usps} aria-label="Keunggulan mobil bekas bersertifikat">
          <li>Inspeksi 175 titik</li>
          <li>Garansi 1 tahun atau 20.000 km</li>
          <li>Dokumen lengkap</li>
          <li>Bisa kredit &amp; tukar tambah</li>
        </ul>
      </div>
      <div className={styles.layout}>
        <UsedCarFilterForm filters={filters} facets={list.facets} />
        <section aria-labelledby="uc-results">
          <h2 id="uc-results" className="visually-hidden">
            Hasil pencarian mobil bekas
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {`${list.totalElements} mobil ditemukan`}
            </p>
            <UsedCarSortForm filters={filters} />
          </div>
          {nearby ? (
            <p className={styles.nearby}>
              <Link href={pageHref(ROUTES.usedCars, { ...params, city: nearby.code }, 0)}>
                {`Tampilkan hanya mobil di ${nearby.name} (${nearby.count})`}
              </Link>
            </p>
          ) : null}
          <ActiveFilters filters={filters} facets={list.facets} />
          {list.cars.length > 0 ? (
            <>
              <UsedCarGrid cars={list.cars} eagerCount={filters.page === 0 ? 2 : 0} />
              <Pagination page={list.page} totalPages={list.totalPages} path={ROUTES.usedCars} params={params} label="mobil bekas" />
            </>
          ) : list.totalElements > 0 ? (
            <div className={styles.empty}>
              <h2>Halaman ini tidak ada</h2>
              <p>{`Daftar ini hanya punya ${list.totalPages} halaman.`}</p>
              <Link href={pageHref(ROUTES.usedCars, params, 0)} className="button">
                Kembali ke halaman pertama
              </Link>
            </div>
          ) : (
            <div className={styles.empty}>
              <h2>Tidak ada mobil yang cocok</h2>
              <p>
                {filtered
                  ? 'Belum ada mobil bekas bersertifikat dengan filter ini. Coba longgarkan filter, misalnya tahun atau jarak tempuh.'
                  : 'Belum ada mobil bekas bersertifikat yang dijual saat ini.'}
              </p>
              {filtered ? (
                <Link href={ROUTES.usedCars} className="button">
                  Hapus semua filter
                </Link>
              ) : null}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
