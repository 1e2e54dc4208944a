import { formatKm, formatRupiah } from '@kemudi/domain/format';
import type { UsedCarCard as Card } from '@kemudi/domain/contracts/used-cars';
import Link from '@/components/page/link';
import styles from './used-cars.module.css';

/** The car's full name on cards and links: "Toyota Avanza 1.5 G CVT 2022". */
export const usedCarTitle = (car: { name: string; variantName: string; year: number }) =>
  `Toyota ${car.name} ${car.variantName} ${car.year}`;

/** One certified used car in a list: picture, name, year · mileage · gearbox · fuel, where it is, price. */
export function UsedCarCard({ car, eager = false }: { car: Card; eager?: boolean }) {
  const title = usedCarTitle(car);
  return (
    <article className={styles.card}>
      <img
        src={car.imageUrl}
        alt={`Foto ${title}`}
        width={640}
        height={280}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className={styles.cardMedia}
      />
      {car.status === 'booked' ? <span className={styles.badge}>Dipesan</span> : null}
      <div className={styles.cardBody}>
        <span className={styles.certified}>Bersertifikat</span>
        <h3 className={styles.cardTitle}>
          <Link href={car.url}>{`${car.name} ${car.variantName}`}</Link>
        </h3>
        <ul className={styles.specLine} aria-label="Ringkasan mobil">
          <li>{car.year}</li>
          <li>{formatKm(car.mileageKm)}</li>
          <li>{car.transmission}</li>
          <li>{car.fuel}</li>
        </ul>
        <p className={styles.location}>{`${car.branchName}, ${car.cityName}`}</p>
        <p className={styles.price}>{formatRupiah(car.price)}</p>
      </div>
    </article>
  );
}

/** A grid of cards; the first few pictures load at once (above the fold), the rest lazily. */
export function UsedCarGrid({ cars, eagerCount = 0 }: { cars: readonly Card[]; eagerCount?: number }) {
  return (
    <ul className={styles.grid}>
      {cars.map((car, i) => (
        <li key={car.code}>
          <UsedCarCard car={car} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
