import type { CustomerCar } from '@kemudi/domain/contracts/customer';
import { formatAccountDate } from '@/lib/myaccount';
import styles from './myaccount.module.css';

/** One car of the customer: model and year as its heading, the plate, colour and STNK validity below. */
export function MyAccountCarSummary({ car, headingLevel = 3 }: { car: CustomerCar; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stnk = formatAccountDate(car.stnkExpiry);
  return (
    <div>
      <Heading>
        {car.model} ({car.year})
      </Heading>
      <p>
        <span className={styles.plate} aria-label={`Nomor polisi ${car.plate}`}>
          {car.plate}
        </span>{' '}
        · Warna {car.color}
        {stnk ? ` · STNK berlaku s.d. ${stnk}` : ''}
      </p>
      {car.vin ? <p>Nomor rangka: {car.vin}</p> : null}
    </div>
  );
}
