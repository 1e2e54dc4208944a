import { ROUTES } from '@kemudi/domain/routes';
import { phoneLink, whatsAppLink } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import { branchOpeningText, branchServiceLabel } from '@kemudi/domain/vocabulary';
import type { ServiceBranches as ServiceBranchesData } from '@/lib/services';
import { ServiceSection } from './service-section';
import styles from './services.module.css';

/**
 * Where a service is offered: the branches of the visitor's city offering it (else those of other
 * cities), with address, today's hours, the week's schedule, phone and WhatsApp.
 */
export function ServiceBranches({
  data,
  serviceName,
  heading,
}: {
  data: ServiceBranchesData;
  /** What the visitor asks about on WhatsApp, e.g. 'Home Service'. */
  serviceName: string;
  heading: string;
}) {
  const where = data.isFallback ? 'di kota lain' : `di ${data.city.name}`;
  return (
    <ServiceSection id="branch-title" heading={`${heading} ${where}`} more={{ href: ROUTES.dealers, label: 'Semua dealer' }}>
      {data.isFallback ? (
        <p className={styles.note}>{`Belum ada cabang Kemudi di ${data.city.name} yang melayani ${serviceName}. Berikut cabang terdekat lainnya.`}</p>
      ) : (
        <p className={styles.note}>{`${data.total} cabang Kemudi di ${data.city.name} melayani ${serviceName}. Ganti kota lewat pilihan kota di bagian atas halaman.`}</p>
      )}
      {data.branches.length === 0 ? (
        <p className={styles.empty}>Belum ada cabang yang dapat ditampilkan.</p>
      ) : (
        <ul className={styles.grid}>
          {data.branches.map((branch) => {
            const opening = branch.schedule
              ? branchOpeningText(branch.schedule.openNow, branch.schedule.days.find((d) => d.isToday), branch.schedule.zoneLabel)
              : null;
            return (
              <li key={branch.slug}>
                <article className={styles.card}>
                  <h3>
                    <Link href={branch.url}>{branch.name}</Link>
                  </h3>
                  <p className={styles.meta}>{`${branch.address}, ${branch.cityName}`}</p>
                  {opening ? (
                    <p>
                      <span className={`${styles.badge} ${opening.open ? '' : styles.badgeClosed}`}>{opening.badge}</span>{' '}
                      {opening.detail ? <span className={styles.meta}>{opening.detail}</span> : null}
                    </p>
                  ) : null}
                  <ul className={styles.chips} aria-label="Layanan cabang">
                    {branch.services.map((s) => (
                      <li key={s}>{branchServiceLabel(s)}</li>
                    ))}
                  </ul>
                  {branch.schedule ? (
                    <details className={styles.hours}>
                      <summary>Jam operasional</summary>
                      <dl>
                        {branch.schedule.days.map((d) => (
                          <div key={d.day} style={{ display: 'contents' }}>
                            <dt>{d.dayName}</dt>
                            <dd>{d.hours}</dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  ) : null}
                  <p className={styles.contact}>
                    <a href={phoneLink(branch.phone)} aria-label={`Telepon ${branch.name}: ${branch.phone}`}>
                      {branch.phone}
                    </a>
                    <a
                      href={whatsAppLink(branch.whatsapp, `Halo ${branch.name}, saya ingin bertanya tentang ${serviceName}.`)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`WhatsApp ${branch.name}`}
                    >
                      WhatsApp
                    </a>
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </ServiceSection>
  );
}
