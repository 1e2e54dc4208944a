import { RATING_MAX } from '@kemudi/domain/constants';
import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import type { AftersalesItemCard, ItemReview, RateData, RedeemPlaces } from '@/server/aftersales';
import styles from './aftersales.module.css';
import { ItemCard } from './item-card';

/** The models an item fits, each linking to its model page. */
export function FittingModels({ models, title }: { models: readonly { code: string; name: string; url: string }[]; title: string }) {
  return (
    <section className={styles.block} aria-labelledby="cocok-untuk">
      <h2 id="cocok-untuk">{title}</h2>
      {models.length === 0 ? (
        <p>Cocok untuk semua model Toyota.</p>
      ) : (
        <ul className={styles.modelList}>
          {models.map((m) => (
            <li key={m.code}>
              <Link href={m.url} aria-label={`Toyota ${m.name}: lihat mobilnya`}>
                {m.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const WA_TEXT = (itemName: string) => encodeURIComponent(`Halo, saya ingin membeli ${itemName}.`);

/** Where to buy, redeem or have it fitted: the branches offering the service near the visitor. */
export function RedeemPlacesSection({
  id,
  title,
  places,
  itemName,
  intro,
}: {
  id: string;
  title: string;
  places: RedeemPlaces | null;
  itemName: string;
  intro: string;
}) {
  const where =
    places === null
      ? null
      : places.scope === 'city'
        ? `di ${places.city.name}`
        : places.scope === 'province'
          ? `di provinsi Anda (belum ada di ${places.city.name})`
          : `(belum ada di ${places.city.name})`;
  return (
    <section className={styles.block} aria-labelledby={`${id}-judul`} id={id}>
      <h2 id={`${id}-judul`}>{title}</h2>
      <p>{intro}</p>
      {places && places.branches.length > 0 ? (
        <>
          <p className={styles.note}>{`${places.total} dealer ${where}:`}</p>
          <ul className={styles.branches}>
            {places.branches.map((b) => (
              <li key={b.slug}>
                <h3>
                  <Link href={b.url}>{b.name}</Link>
                </h3>
                <p>{b.address}</p>
                <p className={styles.branchLinks}>
                  <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`} aria-label={`Telepon ${b.name}: ${b.phone}`}>
                    {b.phone}
                  </a>
                  <a
                    href={`https://wa.me/${b.whatsapp}?text=${WA_TEXT(itemName)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`WhatsApp ${b.name} (membuka tab baru)`}
                  >
                    WhatsApp
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link href={ROUTES.dealers}>Lihat semua dealer Toyota Kemudi</Link>
      </p>
    </section>
  );
}

const stars = (rating: number) => {
  const full = Math.round(Math.min(RATING_MAX, Math.max(0, rating)));
  return '★'.repeat(full) + '☆'.repeat(RATING_MAX - full);
};

/** §3 customer reviews: the average on the 1–5 scale (§9), how many, and the latest ones. */
export function ItemReviews({ rateData, noun }: { rateData: RateData; noun: string }) {
  return (
    <section className={styles.block} aria-labelledby="ulasan">
      <h2 id="ulasan">Ulasan pembeli</h2>
      {rateData.count === 0 ? (
        <p>{`Belum ada ulasan untuk ${noun} ini.`}</p>
      ) : (
        <>
          <p className={styles.rating}>
            <span className={styles.ratingValue}>{rateData.average.toLocaleString('id-ID', { maximumFractionDigits: 1 })}</span>
            <span className={styles.stars} aria-hidden="true">
              {stars(rateData.average)}
            </span>
            <span>{`dari ${RATING_MAX} · ${rateData.count} ulasan`}</span>
          </p>
          <ul className={styles.reviews}>
            {rateData.content.map((r: ItemReview, i) => (
              <li key={`${r.reviewerName}-${r.createdDate}-${i}`}>
                <h3>{r.title}</h3>
                <p>
                  <span className={styles.stars} role="img" aria-label={`Nilai ${r.rating} dari ${RATING_MAX}`}>
                    {stars(r.rating)}
                  </span>{' '}
                  <span className={styles.meta}>{`${r.reviewerName}, ${r.reviewerCity} · ${formatDateId(r.createdDate)}`}</span>
                </p>
                <p>{r.message}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Other items of the same kind: cards with h3 under the section's h2. */
export function SimilarItems({ title, items, more }: { title: string; items: readonly AftersalesItemCard[]; more: { href: string; label: string } }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lainnya">
      <div className={styles.resultBar}>
        <h2 id="lainnya" className={styles.sectionTitle}>
          {title}
        </h2>
        <Link href={more.href} className={styles.reset}>
          {more.label}
        </Link>
      </div>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.code}>
            <ItemCard item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
