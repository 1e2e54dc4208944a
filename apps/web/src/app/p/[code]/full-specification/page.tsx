import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/new-cars/new-cars.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildCar } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadLayout } from '@/server/layout';
import { loadFullSpecification, loadModelDetail } from '@/server/new-cars/model';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ code }, origin, { city }] = await Promise.all([params, loadSiteOrigin(), loadLayout()]);
  const detail = await loadModelDetail(code, city.cityIsocode);
  return pageMetadata({
    title: `Spesifikasi Lengkap Toyota ${detail.name}`,
    description: `Tabel spesifikasi lengkap Toyota ${detail.name} untuk setiap varian: mesin, transmisi, dimensi, kaki-kaki, keselamatan, kenyamanan dan fitur.`,
    path: ROUTES.fullSpecification(detail.product.code),
    origin,
    image: detail.product.imageUrl,
  });
}

/** §2 /p/{code}/full-specification: every specification row, one column per variant. */
export default async function FullSpecificationPage({ params }: Props) {
  const [{ code }, origin] = await Promise.all([params, loadSiteOrigin()]);
  const { detail, groups } = await loadFullSpecification(code);
  const variants = detail.detailCar.variantOptions.flatMap((o) => o.variants);
  const lowest = detail.detailCar.lowestPriceVariant;
  const title = `Spesifikasi Lengkap Toyota ${detail.name}`;
  const firstColor = detail.colors[0];
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Mobil Baru Toyota', href: ROUTES.newCars },
          { name: `Toyota ${detail.name}`, href: detail.product.url },
          { name: 'Spesifikasi Lengkap' },
        ]}
        origin={origin}
      />
      <JsonLd
        data={buildCar({
          name: `Toyota ${detail.name} ${lowest.name}`,
          image: absoluteUrl(detail.product.imageUrl, origin),
          url: absoluteUrl(ROUTES.fullSpecification(detail.product.code), origin),
          model: detail.name,
          price: lowest.price.value,
          color: firstColor?.name,
          fuelType: detail.fuels.join(', '),
          vehicleConfiguration: lowest.name,
          vehicleTransmission: lowest.transmission,
          numberOfDoors: detail.doors,
          vehicleSeatingCapacity: detail.seats,
          description: detail.product.description,
        })}
      />
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.intro}>
        {`${variants.length} varian. `}
        <Link href={detail.product.url} className={styles.link}>
          {`Kembali ke halaman Toyota ${detail.name}`}
        </Link>
      </p>
      {groups.map((group, gi) => (
        <section key={group.group} aria-labelledby={`spec-group-${gi}`} className={styles.section}>
          <h2 id={`spec-group-${gi}`}>{group.group}</h2>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Tabel ${group.group}`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Spesifikasi</th>
                  {variants.map((v) => (
                    <th key={v.code} scope="col">
                      {v.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {variants.map((v) => (
                      <td key={v.code}>{row.variantValues.find((x) => x.code === v.code)?.value ?? row.value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
