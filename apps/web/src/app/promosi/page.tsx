import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { type ListSearchParams, listPageMetadata } from '@/components/page/content-list-metadata';
import { Pagination } from '@/components/page/pagination';
import { PromoGrid } from '@/components/promos/promo-card';
import styles from '@/components/promos/promos.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildItemList } from '@/lib/json-ld';
import { firstParam, pageIndex } from '@/lib/search-params';
import { loadSiteOrigin } from '@/server/site';
import { loadLayout } from '@/server/layout';
import { categoryOf, PROMO_CATEGORIES, type PromoScope, scopeOf } from '@/lib/promos';
import { loadPromoList } from '@/server/promos';

// Promos depend on the visitor's city (a cookie) and on today: rendered per request.
export const dynamic = 'force-dynamic';

const TITLE = 'Promo Toyota Terbaru';
const DESCRIPTION =
  'Promo resmi dealer Toyota Kemudi: diskon dan DP ringan mobil baru, bunga ringan, bonus tukar tambah, kupon servis, aksesoris dan mobil bekas bersertifikat di kota Anda.';

export async function generateMetadata({ searchParams }: { searchParams: ListSearchParams }): Promise<Metadata> {
  const [origin, params] = await Promise.all([loadSiteOrigin(), searchParams]);
  return listPageMetadata({ title: TITLE, description: DESCRIPTION, path: ROUTES.promos, filterKeys: ['lingkup', 'kategori', 'page'], origin }, params);
}

/** The list's link with its filters; a filter change starts at the first page. */
function listHref(scope: PromoScope, category: string | undefined): string {
  const query = new URLSearchParams();
  if (scope === 'nasional') query.set('lingkup', scope);
  if (category) query.set('kategori', category);
  const qs = query.toString();
  return qs ? `${ROUTES.promos}?${qs}` : ROUTES.promos;
}

export default async function PromosPage({ searchParams }: { searchParams: ListSearchParams }) {
  const params = await searchParams;
  const scope = scopeOf(firstParam(params.lingkup));
  const category = categoryOf(firstParam(params.kategori));
  const page = pageIndex(params.page);
  const [{ city }, origin] = await Promise.all([loadLayout(), loadSiteOrigin()]);
  const list = await loadPromoList({ city, scope, category, page });

  const where = scope === 'nasional' ? 'nasional' : `di ${city.name}`;
  const listName = `Promo ${where}${category ? ` — ${category.name}` : ''}`;
  const itemList = buildItemList({
    url: absoluteUrl(listHref(scope, category?.slug), origin),
    name: listName,
    entries: 'page',
    items: list.content.map((p) => ({
      name: p.title,
      image: absoluteUrl(p.imageUrl, origin),
      urlPdp: absoluteUrl(ROUTES.promo(p.slug), origin),
      price: null,
    })),
  });

  return (
    <>
      <Breadcrumbs items={[{ name: 'Promo' }]} origin={origin} />
      <JsonLd data={itemList} />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.intro}>
        {scope === 'nasional'
          ? 'Promo yang berlaku di seluruh dealer Kemudi di Indonesia.'
          : `Semua promo yang bisa Anda nikmati di ${city.name}: promo nasional, promo kota Anda, promo dealer di kota Anda dan promo model tertentu. Ganti kota lewat pilihan lokasi di bagian atas halaman.`}
      </p>

      <nav aria-label="Saring promo" className={styles.filters}>
        <ul className={styles.tabs}>
          <li>
            <Link href={listHref('kota', category?.slug)} aria-current={scope === 'kota' ? 'page' : undefined}>
              {`Promo di ${city.name}`}
            </Link>
          </li>
          <li>
            <Link href={listHref('nasional', category?.slug)} aria-current={scope === 'nasional' ? 'page' : undefined}>
              Promo Nasional
            </Link>
          </li>
        </ul>
        <ul className={styles.chips} aria-label="Kategori promo">
          <li>
            <Link href={listHref(scope, undefined)} aria-current={category ? undefined : 'page'}>
              Semua kategori
            </Link>
          </li>
          {PROMO_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link href={listHref(scope, c.slug)} aria-current={category?.slug === c.slug ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="promo-list-title">
        <h2 id="promo-list-title" className="visually-hidden">
          {listName}
        </h2>
        {list.content.length === 0 ? (
          <div className={styles.empty}>
            <p>
              {list.totalElements > 0
                ? 'Halaman ini kosong.'
                : `Belum ada promo ${category ? `${category.name} ` : ''}${where} saat ini.`}
            </p>
            {list.totalElements > 0 || category ? (
              <Link href={listHref(scope, list.totalElements > 0 ? category?.slug : undefined)}>Lihat promo lainnya</Link>
            ) : null}
          </div>
        ) : (
          <>
            <p className={styles.count}>
              {`${list.totalElements} promo ${where}${category ? ` untuk ${category.name}` : ''} · halaman ${list.page + 1} dari ${list.totalPages}`}
            </p>
            <PromoGrid promos={list.content} eagerFirst headingLevel={3} />
          </>
        )}
        <Pagination
          page={list.page}
          totalPages={list.totalPages}
          path={ROUTES.promos}
          params={{ lingkup: scope === 'nasional' ? scope : undefined, kategori: category?.slug }}
          label="promo"
        />
      </section>
    </>
  );
}
