import type { UsedCarDetail } from '@kemudi/domain/contracts/used-cars';
import { phoneLink } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import styles from './used-cars.module.css';

/** Where the car is: the branch with its address, phone and a link to its dealer page (ROUTES.branch). */
export function BranchCard({ branch, whatsAppHref }: { branch: UsedCarDetail['branch']; whatsAppHref: string }) {
  return (
    <section aria-labelledby="uc-branch" className={styles.section}>
      <h2 id="uc-branch">Lokasi Mobil</h2>
      <div className={`${styles.panel} ${styles.branch}`}>
        <h3>{branch.name}</h3>
        <address>
          {branch.address}
          <br />
          {branch.cityName}
        </address>
        <p>
          Telepon: <a href={phoneLink(branch.phone)}>{branch.phone}</a>
        </p>
        <p className={styles.links}>
          <Link href={branch.url}>{`Lihat halaman dealer ${branch.name}`}</Link>
          <a href={whatsAppHref} target="_blank" rel="noopener noreferrer">
            {`WhatsApp ${branch.name}`}
          </a>
        </p>
      </div>
    </section>
  );
}
