import type { SalesmanCard as SalesmanCardData } from '@kemudi/domain/contracts/branches';
import Link from '@/components/page/link';
import styles from './dealers.module.css';

/** One sales consultant of a branch: avatar, name (the link to their page), role, experience and WhatsApp. */
export function SalesmanCard({ salesman }: { salesman: SalesmanCardData }) {
  return (
    <article className={styles.salesman}>
      <img src={salesman.imageUrl} alt={`Foto ${salesman.name}`} width={96} height={96} loading="lazy" decoding="async" className={styles.avatar} />
      <div className={styles.salesmanBody}>
        <h3 className={styles.cardTitle}>
          <Link href={salesman.url}>{salesman.name}</Link>
        </h3>
        <p className={styles.role}>{`${salesman.position} · ${salesman.yearsOfService} tahun pengalaman`}</p>
        {salesman.specialties.length > 0 ? (
          <p className={styles.note}>{`Spesialis: ${salesman.specialties.map((s) => s.name).join(', ')}`}</p>
        ) : null}
        <a href={salesman.waLink} target="_blank" rel="noopener noreferrer" className={styles.wa}>
          {`Chat WhatsApp ${salesman.name}`}
        </a>
      </div>
    </article>
  );
}
