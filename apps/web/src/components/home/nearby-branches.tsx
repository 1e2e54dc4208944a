import { ROUTES } from '@kemudi/domain/routes';
import { BRANCH_SERVICE_LABELS, phoneLink } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import type { NearbyBranches as NearbyBranchesData } from '@/lib/home';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** §7 branch/get-branch-list/city/{iso}: the dealers of the chosen city (else of the §9 fallback city). */
export function NearbyBranches({ data }: { data: NearbyBranchesData }) {
  return (
    <section aria-labelledby="branch-title" className={styles.section}>
      <SectionHeader
        id="branch-title"
        title={data.isFallback ? `Dealer Kemudi di ${data.shownCityName}` : `Dealer Terdekat di ${data.shownCityName}`}
        more={{ href: ROUTES.dealers, label: 'Lihat semua' }}
      />
      {data.isFallback ? (
        <p className={styles.note}>{`Belum ada dealer Kemudi di ${data.city.name}. Berikut dealer kami di ${data.shownCityName}.`}</p>
      ) : null}
      {data.branches.length === 0 ? (
        <p className={styles.empty}>Belum ada dealer yang dapat ditampilkan.</p>
      ) : (
        <ul className={styles.grid}>
          {data.branches.map((branch) => (
            <li key={branch.slug}>
              <article className={`${styles.card} ${styles.branchCard}`}>
                <h3 className={styles.cardTitle}>
                  <Link href={ROUTES.branch(branch.slug)}>{branch.name}</Link>
                </h3>
                <p className={styles.meta}>{branch.address}</p>
                <a href={phoneLink(branch.phone)} className={styles.phone}>
                  {branch.phone}
                </a>
                <ul className={styles.chips} aria-label="Layanan">
                  {branch.services.map((service) => (
                    <li key={service}>{BRANCH_SERVICE_LABELS[service]}</li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
