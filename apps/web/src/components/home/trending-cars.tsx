import type { TrendingCar } from '@kemudi/domain/contracts/new-cars';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** §7 page/trending-cars: the models by trending rank, each from its lowest OTR price. */
export function TrendingCars({ cars }: { cars: readonly TrendingCar[] }) {
  return (
    <section aria-labelledby="cars-title" className={styles.section}>
      <SectionHeader id="cars-title" title="Mobil Terlaris" more={{ href: ROUTES.newCars, label: 'Lihat semua' }} />
      {cars.length === 0 ? (
        <p className={styles.empty}>Belum ada data mobil saat ini.</p>
      ) : (
        <ul className={styles.rail}>
          {cars.map((car) => (
            <li key={car.code}>
              <article className={styles.card}>
                <img
                  src={car.imageUrl}
                  alt={`Toyota ${car.name}`}
                  width={640}
                  height={280}
                  loading="lazy"
                  decoding="async"
                  className={`${styles.media} ${styles.carMedia}`}
                />
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <Link href={car.url}>{car.name}</Link>
                  </h3>
                  <p className={styles.summary}>{car.tagline}</p>
                  <p className={styles.price}>{`Mulai ${formatRupiah(car.lowestPrice)}`}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
