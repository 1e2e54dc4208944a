import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import type { CityPromos as CityPromosData } from '@/lib/home';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** §7 promo?city (§9 page size 4): what a visitor in the chosen city can use, beyond the hero's slides. */
export function CityPromos({ data }: { data: CityPromosData }) {
  return (
    <section aria-labelledby="city-promo-title" className={styles.section}>
      <SectionHeader id="city-promo-title" title={`Promo di ${data.city.name}`} more={{ href: ROUTES.promos, label: 'Lihat semua' }} />
      {data.promos.length === 0 ? (
        <p className={styles.empty}>{`Belum ada promo khusus di ${data.city.name} saat ini.`}</p>
      ) : (
        <ul className={styles.rail}>
          {data.promos.map((promo) => (
            <li key={promo.slug}>
              <article className={styles.card}>
                <img src={promo.imageUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" className={styles.media} />
                <div className={styles.cardBody}>
                  <p className={styles.category}>{promo.category}</p>
                  <h3 className={styles.cardTitle}>
                    <Link href={ROUTES.promo(promo.slug)}>{promo.title}</Link>
                  </h3>
                  <p className={styles.meta}>Berlaku hingga {formatDateId(promo.validUntil)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
