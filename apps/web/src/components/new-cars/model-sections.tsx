import type { ModelCoupon } from '@kemudi/domain/contracts/aftersales';
import type { RateData } from '@kemudi/domain/contracts/editorial';
import type { AllGalleryData, ModelCard as Card, NewCarDetail, VariantOffer, Video } from '@kemudi/domain/contracts/new-cars';
import type { PromoCard } from '@kemudi/domain/contracts/promos';
import { flashSaleNoteText } from '@kemudi/domain/flash-sale-note';
import { formatDateId } from '@kemudi/domain/format';
import { isChannelLink, videoLinkLabel } from '@kemudi/domain/model-videos';
import { ROUTES } from '@kemudi/domain/routes';
import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import { ModelCard } from './model-card';
import styles from './new-cars.module.css';
import { PriceTag } from './price-tag';

/** The model's variants grouped by powertrain (§3 variantOptions); each a plain link to ?variant=. */
export function VariantPicker({ detail, selected }: { detail: NewCarDetail; selected: VariantOffer }) {
  // Where the variants seat differently (a bench or captain seats), each says its own seats.
  const seatsDiffer = detail.minSeats !== undefined && detail.minSeats < detail.seats;
  return (
    <section aria-labelledby="variant-title" className={styles.section}>
      <h2 id="variant-title">{`Pilih varian (${detail.detailCar.variantOptions.reduce((n, o) => n + o.variants.length, 0)})`}</h2>
      {detail.detailCar.variantOptions.map((option) => (
        <div key={option.name} className={styles.variantGroup}>
          <h3>{option.name}</h3>
          <ul className={styles.variants}>
            {option.variants.map((v) => (
              <li key={v.code}>
                <Link
                  href={v.url}
                  scroll={false}
                  className={styles.variantLink}
                  aria-current={v.code === selected.code ? 'true' : undefined}
                >
                  <span className={styles.variantName}>{`${detail.name} ${v.name}`}</span>
                  <span className={styles.muted}>{`${v.transmission} · ${v.fuel}${seatsDiffer && v.seats ? ` · ${v.seats} penumpang` : ''}${v.isPreorder ? ' · Pre-order' : ''}`}</span>
                  <PriceTag price={v.price.value} strikeThroughPrice={v.strikeThroughPrice} discountPercent={v.discountPercent} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function Highlights({ detail }: { detail: NewCarDetail }) {
  if (detail.superiorities.length === 0) return null;
  return (
    <section aria-labelledby="highlight-title" className={styles.section}>
      <h2 id="highlight-title">{`Keunggulan ${detail.name}`}</h2>
      <ul className={styles.highlights}>
        {detail.superiorities.map((s) => (
          <li key={s.id} className={styles.highlight}>
            <img src={s.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <div>
              <h3>{s.title}</h3>
              <p>{s.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A section of the model page whose heading sits beside a link to everything of its kind. */
function LinkedSection({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <Link href={more.href} className={styles.link}>
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The rows marked as key, resolved for the selected variant, and the way to the full table. */
export function KeySpecs({ detail, variant }: { detail: NewCarDetail; variant: VariantOffer }) {
  return (
    <LinkedSection id="spec-title" title="Spesifikasi utama" more={{ href: detail.fullSpecificationUrl, label: `Lihat spesifikasi lengkap ${detail.name}` }}>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Tabel spesifikasi utama ${detail.name}`}>
        <table className={styles.table}>
          <caption className="visually-hidden">{`Spesifikasi utama ${detail.name} ${variant.name}`}</caption>
          <tbody>
            {detail.keySpecifications.map((row) => (
              <tr key={`${row.group}-${row.label}`}>
                <th scope="row">{row.label}</th>
                <td>{row.variantValues.find((v) => v.code === variant.code)?.value ?? row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LinkedSection>
  );
}

/** A picture the page adds at the head of the exterior pictures: the drawn front three-quarter view (issue 15). */
export interface LeadPicture {
  imageUrl: string;
  title: string;
  caption: string;
}

export function GallerySection({ name, gallery, lead }: { name: string; gallery: AllGalleryData; lead?: LeadPicture }) {
  const groups =
    lead && !gallery.groups.some((g) => g.kind === 'exterior')
      ? [{ kind: 'exterior', label: 'Eksterior', items: [] }, ...gallery.groups]
      : gallery.groups;
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className={styles.section}>
      <h2 id="gallery-title">{`Galeri ${name}`}</h2>
      {groups.map((group) => (
        <div key={group.kind} className={styles.variantGroup}>
          <h3>{group.label}</h3>
          <ul className={styles.rail} tabIndex={0} aria-label={`Foto ${group.label.toLowerCase()} ${name}`}>
            {group.kind === 'exterior' && lead ? (
              <li>
                <figure className={styles.figure}>
                  <img src={lead.imageUrl} alt={`${name}: ${lead.title}`} width={800} height={450} loading="lazy" decoding="async" />
                  <figcaption>
                    <strong>{lead.title}</strong> — {lead.caption}
                  </figcaption>
                </figure>
              </li>
            ) : null}
            {group.items.map((item) => (
              <li key={item.id}>
                <figure className={styles.figure}>
                  <img src={item.imageUrl} alt={`${name}: ${item.title}`} width={800} height={500} loading="lazy" decoding="async" />
                  <figcaption>
                    <strong>{item.title}</strong> — {item.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The newest video as a poster that opens on its own site (no third-party player on load). Issue 29:
 * a model without a known official video links the official Toyota Indonesia channel searched for
 * the model, and says so — no title, length or date of a video nobody has checked.
 */
export function VideoSection({ name, video }: { name: string; video: Video }) {
  const label = videoLinkLabel(video.url);
  if (isChannelLink(video.url)) {
    return (
      <section aria-labelledby="video-title" className={styles.section}>
        <h2 id="video-title">{`Video ${name}`}</h2>
        <div className={styles.video}>
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            <img src={video.thumbnailUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" />
            <span className="visually-hidden">{`Cari video Toyota ${name} di kanal resmi Toyota Indonesia (membuka tab baru)`}</span>
          </a>
          <div>
            <p>{`Video Toyota ${name} dari Toyota Indonesia ada di kanal YouTube resminya. Tautan ini membuka pencarian ${name} di kanal tersebut.`}</p>
            <a href={video.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {label}
              <span className="visually-hidden">{` untuk Toyota ${name} (membuka tab baru)`}</span>
            </a>
          </div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="video-title" className={styles.section}>
      <h2 id="video-title">{`Video ${name}`}</h2>
      <div className={styles.video}>
        <a href={video.url} target="_blank" rel="noopener noreferrer">
          <img src={video.thumbnailUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" />
          <span className="visually-hidden">{`Putar video ${video.title} (membuka tab baru)`}</span>
        </a>
        <div>
          <h3>{video.title}</h3>
          <p>{video.description}</p>
          <p className={styles.muted}>{`Durasi ${duration(video.durationSeconds)} · diunggah ${formatDateId(video.uploadDate)}`}</p>
          <a href={video.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {label}
            <span className="visually-hidden">{` ${video.title} (membuka tab baru)`}</span>
          </a>
        </div>
      </div>
    </section>
  );
}

export function PromoSection({ name, promos }: { name: string; promos: readonly PromoCard[] }) {
  if (promos.length === 0) return null;
  return (
    <LinkedSection id="promo-title" title={`Promo ${name}`} more={{ href: ROUTES.promos, label: 'Semua promo' }}>
      <ul className={styles.grid}>
        {promos.map((p) => (
          <li key={p.slug}>
            <article className={styles.card}>
              <img src={p.imageUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" className={styles.cardMedia} />
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <Link href={p.url}>{p.title}</Link>
                </h3>
                <p className={styles.muted}>{p.summary}</p>
                <p className={styles.muted}>{`Berlaku hingga ${formatDateId(p.validUntil)}`}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}

export function CouponSection({ name, coupons }: { name: string; coupons: readonly ModelCoupon[] }) {
  if (coupons.length === 0) return null;
  return (
    <LinkedSection id="coupon-title" title={`Kupon servis untuk ${name}`} more={{ href: ROUTES.coupons, label: 'Semua kupon servis' }}>
      <ul className={styles.grid}>
        {coupons.slice(0, 3).map((c) => (
          <li key={c.code}>
            <article className={styles.card}>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <Link href={c.url}>{c.title}</Link>
                </h3>
                <PriceTag price={c.price} strikeThroughPrice={c.normalPrice} discountPercent={c.discountPercent} />
                {c.flashSale ? <p className={styles.muted}>{flashSaleNoteText(c.flashSale)}</p> : null}
                <p className={styles.muted}>{`Berlaku hingga ${formatDateId(c.validUntil)}`}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}

function stars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

export function ReviewSection({ name, rate }: { name: string; rate: RateData }) {
  return (
    <LinkedSection id="review-title" title={`Ulasan pemilik ${name}`} more={{ href: ROUTES.reviews, label: 'Semua ulasan produk' }}>
      {rate.count === 0 ? (
        <p className={styles.muted}>Belum ada ulasan untuk model ini.</p>
      ) : (
        <>
          <p>
            <span className={styles.stars} aria-hidden="true">
              {stars(rate.average)}
            </span>{' '}
            <strong>{`${String(rate.average).replace('.', ',')} dari 5`}</strong>
            {` · ${rate.count} ulasan`}
          </p>
          <ul className={styles.reviews}>
            {rate.content.map((r) => (
              <li key={`${r.reviewerName}-${r.createdDate}`} className={styles.review}>
                <h3>{r.title}</h3>
                <p>
                  <span className={styles.stars} aria-label={`Rating ${r.rating} dari 5`} role="img">
                    {stars(r.rating)}
                  </span>
                </p>
                <p>{r.message}</p>
                <p className={styles.muted}>{`${r.reviewerName}, ${r.reviewerCity} · ${formatDateId(r.createdDate)}`}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </LinkedSection>
  );
}

export function SimilarSection({ name, cards }: { name: string; cards: readonly Card[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className={styles.section}>
      <h2 id="similar-title">{`Mirip dengan ${name}`}</h2>
      <ul className={styles.grid}>
        {cards.map((c) => (
          <li key={c.code}>
            <ModelCard card={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

