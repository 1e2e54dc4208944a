import { RATING_MAX, RATING_MIN } from '@kemudi/domain/constants';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { FilterTabs } from '@/components/editorial/filter-tabs';
import { PageHeader } from '@/components/editorial/page-header';
import { RatingSummary } from '@/components/editorial/rating-summary';
import { ReviewList } from '@/components/editorial/review-list';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { pageHref } from '@/lib/search-params';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildReview, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { ratingFilter, type ReviewKind, reviewKind } from '@/lib/editorial';
import { firstParam, pageIndex, type SearchParams } from '@/lib/search-params';
import { loadReviews } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

const TITLE = 'Review Produk';
const DESCRIPTION = 'Ulasan dan rating asli pelanggan Kemudi Toyota untuk setiap model mobil baru Toyota dan layanan purna jual kami.';
const KIND_LABEL: Record<ReviewKind, string> = { mobil: 'Mobil Baru', layanan: 'Layanan Purna Jual' };
const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

async function readParams(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const kind = reviewKind(firstParam(params.jenis));
  const code = firstParam(params.model)?.slice(0, 100);
  return { kind, code, rating: ratingFilter(firstParam(params.rating)), page: pageIndex(params.page) };
}

/** The query string of a filter state; the defaults (mobil, no model, no rating, page 1) are left out. */
const queryOf = (kind: ReviewKind, code: string | undefined, rating: number | undefined) => ({
  jenis: kind === 'mobil' ? undefined : kind,
  model: code,
  rating: rating === undefined ? undefined : String(rating),
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ kind, code, rating, page }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const feed = code ? await loadReviews(kind, code, rating, page) : null;
  const name = code ? (feed?.objects.find((o) => o.code === code)?.name ?? code) : null;
  return pageMetadata({
    title: name ? `Review ${name}` : kind === 'layanan' ? `${TITLE} Layanan Purna Jual` : TITLE,
    description: name ? `Ulasan dan rating pelanggan untuk ${name} di Kemudi Toyota.` : DESCRIPTION,
    path: pageHref(ROUTES.reviews, queryOf(kind, code, undefined), page),
    origin,
    noIndex: rating !== undefined,
  });
}

export default async function ReviewsPage({ searchParams }: Props) {
  const [{ kind, code, rating, page }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const feed = await loadReviews(kind, code, rating, page);
  const selected = feed.objects.find((o) => o.code === code);
  const objectLabel = kind === 'mobil' ? 'Model' : 'Layanan';
  const scopeName = selected?.name ?? (kind === 'mobil' ? 'semua model' : 'semua layanan');
  const url = absoluteUrl(pageHref(ROUTES.reviews, queryOf(kind, code, rating), page), origin);
  const heading = selected ? `Review ${selected.name}` : TITLE;
  return (
    <>
      <Breadcrumbs origin={origin} items={selected ? [{ name: TITLE, href: ROUTES.reviews }, { name: selected.name }] : [{ name: TITLE }]} />
      <JsonLd
        data={[
          buildWebPage({ name: heading, description: DESCRIPTION, url, keywords: ['review mobil Toyota', 'ulasan pelanggan', 'rating Toyota'] }),
          // §3 Customer review: reviewerName, objectCode, rating 1 to 5, createdDate, message.
          ...feed.content.map((r) =>
            buildReview({
              reviewerName: r.reviewerName,
              objectCode: r.objectCode,
              rating: r.rating,
              createdDate: r.createdDate,
              message: r.message,
              objectName: r.objectName,
              objectUrl: absoluteUrl(r.objectUrl, origin),
            }),
          ),
        ]}
      />
      <PageHeader title={heading} lead={DESCRIPTION} />
      <FilterTabs
        label="Jenis review"
        tabs={(['mobil', 'layanan'] as const).map((k) => ({ label: KIND_LABEL[k], href: pageHref(ROUTES.reviews, queryOf(k, undefined, undefined), 0), current: k === kind }))}
      />
      <div className={styles.reviewLayout}>
        <div style={{ display: 'grid', gap: '1rem' }}>
          <RatingSummary
            summary={feed.summary}
            title={`Rating ${scopeName}`}
            selected={rating}
            ratingHref={(r) => pageHref(ROUTES.reviews, queryOf(kind, code, r), 0)}
          />
          <section aria-labelledby="review-filter-title" className={styles.panel}>
            <h2 id="review-filter-title">Saring ulasan</h2>
            <form method="get" action={ROUTES.reviews} className={styles.filterForm}>
              {kind !== 'mobil' ? <input type="hidden" name="jenis" value={kind} /> : null}
              <div className={styles.field}>
                <label htmlFor="review-model">{objectLabel}</label>
                <select id="review-model" name="model" defaultValue={code ?? ''}>
                  <option value="">{kind === 'mobil' ? 'Semua model' : 'Semua layanan'}</option>
                  {feed.objects.map((o) => (
                    <option key={o.code} value={o.code}>
                      {`${o.name} (${o.count} ulasan)`}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor="review-rating">Rating</label>
                <select id="review-rating" name="rating" defaultValue={rating === undefined ? '' : String(rating)}>
                  <option value="">Semua rating</option>
                  {SCALE.map((r) => (
                    <option key={r} value={r}>{`${r} bintang`}</option>
                  ))}
                </select>
              </div>
              <div className={styles.actions}>
                <button type="submit" className={styles.button}>
                  Terapkan
                </button>
                {code || rating ? (
                  <Link href={pageHref(ROUTES.reviews, queryOf(kind, undefined, undefined), 0)} className={styles.reset}>
                    Hapus filter
                  </Link>
                ) : null}
              </div>
            </form>
          </section>
          {selected ? (
            <p style={{ margin: 0 }}>
              <Link href={selected.url} className={styles.reset}>
                {kind === 'mobil' ? `Lihat detail dan harga ${selected.name}` : `Lihat layanan ${selected.name}`}
              </Link>
            </p>
          ) : null}
        </div>
        <section aria-labelledby="review-list-title">
          <h2 id="review-list-title" className={styles.sectionTitle}>
            Ulasan pelanggan
          </h2>
          {feed.content.length === 0 ? (
            <p className={styles.empty}>Belum ada ulasan yang cocok dengan filter ini.</p>
          ) : (
            <>
              <p className={styles.count}>
                Menampilkan {page * feed.size + 1}–{page * feed.size + feed.content.length} dari {feed.totalElements} ulasan
                {rating !== undefined ? ` bintang ${rating}` : ''}
              </p>
              <ReviewList reviews={feed.content} />
            </>
          )}
          <Pagination page={page} totalPages={feed.totalPages} path={ROUTES.reviews} params={queryOf(kind, code, rating)} label="ulasan" />
        </section>
      </div>
    </>
  );
}
