import type { PromoCard } from '@kemudi/domain/contracts/promos';
import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

/** Drawn promo pictures are 1200×630 (packages/art/src/hero.ts). */
const PROMO_WIDTH = 1200;
const PROMO_HEIGHT = 630;

/**
 * §7 promo/hero: the slides as a scroll-snap strip, no carousel script. The first picture is the
 * page's largest paint, so it loads at once with high priority; the others wait until near view.
 */
export function HeroPromos({ promos }: { promos: readonly PromoCard[] }) {
  return (
    <section aria-labelledby="promo-title" className={styles.section}>
      <SectionHeader id="promo-title" title="Promo Pilihan" more={{ href: ROUTES.promos, label: 'Lihat semua' }} />
      {promos.length === 0 ? (
        <p className={styles.empty}>Belum ada promo saat ini</p>
      ) : (
        <ul className={`${styles.rail} ${styles.heroRail}`}>
          {promos.map((promo, index) => (
            <li key={promo.slug}>
              <article className={styles.card}>
                {/* SVG from the API's media service, proxied by /api/media/v1 — next/image adds nothing here. */}
                <img
                  src={promo.imageUrl}
                  alt={promo.title}
                  width={PROMO_WIDTH}
                  height={PROMO_HEIGHT}
                  className={styles.media}
                  {...(index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
                  decoding="async"
                />
                <div className={styles.cardBody}>
                  <h3 className={`${styles.cardTitle} ${styles.heroTitle}`}>
                    <Link href={ROUTES.promo(promo.slug)}>{promo.title}</Link>
                  </h3>
                  <p className={styles.summary}>{promo.summary}</p>
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
