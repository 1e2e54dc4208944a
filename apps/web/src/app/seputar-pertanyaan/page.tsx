import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { FaqList } from '@/components/editorial/faq-list';
import { FilterTabs } from '@/components/editorial/filter-tabs';
import { PageHeader } from '@/components/editorial/page-header';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { pageHref } from '@/lib/search-params';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildFaqPage, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { FAQ_CATEGORIES, faqSearch, faqType } from '@/lib/editorial';
import { firstParam, pageIndex, type SearchParams } from '@/lib/search-params';
import { loadFaqs } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

const PATH = ROUTES.faq;
const TITLE = 'Seputar Pertanyaan';
const DESCRIPTION =
  'Jawaban atas pertanyaan yang sering diajukan tentang mobil baru dan bekas, servis, kupon, aksesoris, akun, dan pembayaran di Kemudi Toyota.';

async function readParams(searchParams: Props['searchParams']) {
  const params = await searchParams;
  return { type: faqType(firstParam(params.kategori)), q: faqSearch(firstParam(params.q)), page: pageIndex(params.page) };
}

const labelOf = (type: string | undefined) => FAQ_CATEGORIES.find((c) => c.type === type)?.label;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ type, q, page }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const label = labelOf(type);
  return pageMetadata({
    title: `${label ? `${TITLE}: ${label}` : TITLE}${page > 0 ? ` — Halaman ${page + 1}` : ''}`,
    description: DESCRIPTION,
    path: pageHref(PATH, { kategori: type }, page),
    origin,
    // A search result duplicates the questions of the category pages.
    noIndex: q !== undefined,
  });
}

export default async function FaqPage({ searchParams }: Props) {
  const [{ type, q, page }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const faqs = await loadFaqs(type, q, page);
  const label = labelOf(type);
  const url = absoluteUrl(pageHref(PATH, { kategori: type, q }, page), origin);
  return (
    <>
      <Breadcrumbs origin={origin} items={label ? [{ name: TITLE, href: PATH }, { name: label }] : [{ name: TITLE }]} />
      <JsonLd
        data={[
          buildWebPage({ name: label ? `${TITLE}: ${label}` : TITLE, description: DESCRIPTION, url, keywords: ['FAQ Toyota', 'pertanyaan', 'bantuan Kemudi Toyota'] }),
          // §3 FAQ: question, answer — the questions shown on this page.
          ...(faqs.content.length > 0 ? [buildFaqPage(faqs.content, url)] : []),
        ]}
      />
      <PageHeader title={TITLE} lead="Temukan jawaban cepat atas pertanyaan yang paling sering diajukan pelanggan kami." />
      <form method="get" action={PATH} role="search" className={styles.searchForm}>
        {type ? <input type="hidden" name="kategori" value={type} /> : null}
        <div className={styles.field}>
          <label htmlFor="faq-search">Cari pertanyaan{label ? ` di kategori ${label}` : ''}</label>
          <input id="faq-search" type="search" name="q" defaultValue={q ?? ''} maxLength={100} placeholder="Contoh: booking servis" />
        </div>
        <button type="submit" className={styles.button}>
          Cari
        </button>
      </form>
      <FilterTabs
        label="Kategori pertanyaan"
        tabs={[
          { label: 'Semua', href: pageHref(PATH, { q }, 0), current: !type },
          ...FAQ_CATEGORIES.map((c) => ({ label: c.label, href: pageHref(PATH, { kategori: c.type, q }, 0), current: c.type === type })),
        ]}
      />
      <section aria-labelledby="faq-list-title">
        <h2 id="faq-list-title" className={styles.sectionTitle}>
          {q ? `Hasil pencarian "${q}"` : (label ?? 'Semua pertanyaan')}
        </h2>
        {faqs.content.length === 0 ? (
          <div className={styles.empty}>
            <p>{q ? `Tidak ada pertanyaan yang cocok dengan "${q}".` : 'Belum ada pertanyaan di kategori ini.'}</p>
            <p>
              Masih butuh bantuan? <Link href={ROUTES.contact}>Hubungi layanan pelanggan kami</Link>.
            </p>
          </div>
        ) : (
          <>
            <p className={styles.count}>
              {faqs.totalElements} pertanyaan{faqs.totalPages > 1 ? ` · halaman ${page + 1} dari ${faqs.totalPages}` : ''}
            </p>
            <FaqList faqs={faqs.content} categoryOf={type ? undefined : (f) => labelOf(f.type)} />
          </>
        )}
        <Pagination page={page} totalPages={faqs.totalPages} path={PATH} params={{ kategori: type, q }} label="pertanyaan" />
      </section>
    </>
  );
}
