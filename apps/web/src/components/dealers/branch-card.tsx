import type { Branch } from '@kemudi/domain/contracts/branches';
import { phoneLink, whatsAppLink } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import { branchServiceLabel } from '@kemudi/domain/vocabulary';
import { formatDistance, mapHref } from '@/lib/dealers';
import styles from './dealers.module.css';

/**
 * One branch in a list: name (the link to its page), address, distance when known, phone,
 * WhatsApp and directions, and the services it offers. No hooks: the nearest-branch island
 * renders it too.
 */
export function BranchCard({ branch, distanceKm }: { branch: Branch; distanceKm?: number | undefined }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <Link href={branch.url}>{branch.name}</Link>
        </h3>
        {distanceKm !== undefined ? <p className={styles.distance}>{`${formatDistance(distanceKm)} dari Anda`}</p> : null}
      </div>
      <p className={styles.address}>{branch.address}</p>
      <p className={styles.city}>{branch.cityName}</p>
      <ul className={styles.chips} aria-label={`Layanan ${branch.name}`}>
        {branch.services.map((service) => (
          <li key={service}>{branchServiceLabel(service)}</li>
        ))}
      </ul>
      <div className={styles.contacts}>
        <a href={phoneLink(branch.phone)} aria-label={`Telepon ${branch.name}: ${branch.phone}`}>
          {branch.phone}
        </a>
        <a href={whatsAppLink(branch.whatsapp)} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${branch.name}`}>
          WhatsApp
        </a>
        <a
          href={mapHref(branch.latitude, branch.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Petunjuk arah ke ${branch.name} di Google Maps`}
        >
          Petunjuk arah
        </a>
      </div>
    </article>
  );
}
