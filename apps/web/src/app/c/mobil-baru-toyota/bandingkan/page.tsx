import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/new-cars/new-cars.module.css';
import { PriceTag } from '@/components/new-cars/price-tag';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { carItemList } from '@/components/page/catalogue-markup';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { MAX_COMPARE, parseCompareCodes } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { loadComparePage } from '@/server/new-cars/compare';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

const TITLE = 'Bandingkan Mobil Toyota';
const DESCRIPTION = 'Bandingkan hingga tiga model atau varian Toyota berdampingan: harga OTR di kota Anda, tipe bodi, kapasitas, mesin, dimensi dan fitur.';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [origin, sp] = await Promise.all([loadSiteOrigin(), searchParams]);
  const codes = parseCompareCodes(sp.codes);
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: ROUTES.compare(codes), origin, noIndex: codes.length < 2 });
}

/** Up to three models or variants side by side (§7 compare-product), chosen with a GET form. */
export default async function ComparePage({ searchParams }: Props) {
  const [origin, sp] = await Promise.all([loadSiteOrigin(), searchParams]);
  const page = await loadComparePage(sp.codes);
  const { comparison } = page;
  const slots = Array.from({ length: MAX_COMPARE }, (_, i) => page.codes[i] ?? '');
  return (
    <>
      <Breadcrumbs items={[{ name: 'Mobil Baru Toyota', href: ROUTES.newCars }, { name: 'Bandingkan' }]} origin={origin} />
      {comparison ? (
        <JsonLd
          data={carItemList({ name: TITLE, path: ROUTES.compare(page.codes), origin, cars: comparison.items })}
        />
      ) : null}
      <h1 className={styles.pageTitle}>{TITLE}</h1>
      <p className={styles.intro}>{`Pilih 2 atau 3 model atau varian. Harga yang dibandingkan adalah harga OTR ${page.city.name}.`}</p>

      <form method="get" action={ROUTES.compare()} className={styles.comparePicker} aria-label="Pilih mobil untuk dibandingkan">
        {slots.map((code, i) => (
          <div key={i} className={styles.field}>
            <label htmlFor={`compare-${i}`}>{`Mobil ${i + 1}${i === 2 ? ' (opsional)' : ''}`}</label>
            <select id={`compare-${i}`} name="codes" defaultValue={code}>
              <option value="">Pilih mobil</option>
              {page.models.map((m) => (
                <optgroup key={m.code} label={m.name}>
                  <option value={m.code}>{`${m.name} (semua varian)`}</option>
                  {m.variants.map((v) => (
                    <option key={v.code} value={v.code}>
                      {`${m.name} ${v.name}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ))}
        <div className={styles.field}>
          <button type="submit" className="button">
            Bandingkan
          </button>
        </div>
      </form>

      {page.problem ? (
        <p className={styles.error} role="alert">
          {page.problem}
        </p>
      ) : null}
      {!comparison && !page.problem ? (
        <p className={styles.empty}>Pilih minimal dua mobil untuk melihat perbandingannya.</p>
      ) : null}

      {comparison ? (
        <section aria-labelledby="compare-title" className={styles.section}>
          <h2 id="compare-title" className="visually-hidden">
            Hasil perbandingan
          </h2>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabel perbandingan">
            <table className={styles.table}>
              <caption className="visually-hidden">{`Perbandingan ${comparison.items.map((i) => i.name).join(', ')}`}</caption>
              <thead>
                <tr>
                  <td />
                  {comparison.items.map((item) => (
                    <th key={item.code} scope="col" className={styles.compareHead}>
                      <img src={item.imageUrl} alt={`Toyota ${item.name}`} width={640} height={280} />
                      <Link href={item.url}>{`Toyota ${item.name}`}</Link>
                      <PriceTag price={item.price} strikeThroughPrice={item.strikeThroughPrice} discountPercent={item.discountPercent} prefix={item.kind === 'model' ? 'Mulai' : undefined} />
                      <Link href={ROUTES.compare(page.codes.filter((c) => c !== item.code))} className={styles.muted}>
                        {`Hapus ${item.name}`}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {comparison.rows.map((row, index) => {
                  const newGroup = index === 0 || comparison.rows[index - 1]?.group !== row.group;
                  return [
                    newGroup ? (
                      <tr key={`g-${row.group}`} className={styles.groupRow}>
                        <th scope="colgroup" colSpan={comparison.items.length + 1}>
                          {row.group}
                        </th>
                      </tr>
                    ) : null,
                    <tr key={`${row.group}-${row.label}`}>
                      <th scope="row">{row.label}</th>
                      {row.values.map((value, i) => (
                        <td key={comparison.items[i]?.code ?? i}>{value ?? '-'}</td>
                      ))}
                    </tr>,
                  ];
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
