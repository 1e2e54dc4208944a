import type { ModelCard as Card } from '@kemudi/domain/contracts/new-cars';
import { bodyTypeLabel, seatsText } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import styles from './new-cars.module.css';
import { PriceTag } from './price-tag';

/** A swatch's fill: one paint, or a two-tone paint's roof over its body (as the car wears it). */
export function swatchBackground(c: { hex: string; roofHex?: string | null }): string {
  return c.roofHex ? `linear-gradient(to bottom, ${c.roofHex} 0 45%, ${c.hex} 45% 100%)` : c.hex;
}

/**
 * One model in a list: picture, name, body type and seats, fuels and transmissions, the city's
 * price from the cheapest variant (with its strike-through price), the colour swatches, and
 * optionally a "Bandingkan" checkbox that belongs to the page's compare form (a GET form: it
 * works without JavaScript).
 */
export function ModelCard({
  card,
  compareForm,
  action,
  eager = false,
}: {
  card: Card;
  /** The id of the compare form the checkbox submits with. */
  compareForm?: string;
  /** An extra call to action under the card (e.g. the test-drive booking). */
  action?: { href: string; label: string; external?: boolean };
  eager?: boolean;
}) {
  const headingId = `model-${card.code}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img
        src={card.imageUrl}
        alt={`Toyota ${card.name} warna ${card.colors[0]?.name ?? 'standar'}`}
        width={640}
        height={280}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className={styles.cardMedia}
      />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={headingId}>
          <Link href={card.url}>{card.name}</Link>
        </h3>
        <p className={`${styles.muted} ${styles.specs}`}>{`${bodyTypeLabel(card.bodyType)} · ${seatsText(card.seats, card.minSeats)} penumpang · ${card.fuels.join(', ')} · ${card.transmissions.join(', ')}`}</p>
        <p className={`${styles.muted} ${styles.tagline}`}>{card.tagline}</p>
        <PriceTag price={card.lowestPrice} strikeThroughPrice={card.strikeThroughPrice} discountPercent={card.discountPercent} prefix="Mulai" />
        {card.colors.length > 0 ? (
          <ul className={styles.swatches} aria-label={`${card.colors.length} pilihan warna`}>
            {card.colors.map((c) => (
              <li key={c.name} title={c.name}>
                <span className={styles.dot} style={{ background: swatchBackground(c) }} />
                <span className="visually-hidden">{c.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.cardActions}>
          {compareForm ? (
            <label className={styles.check}>
              <input type="checkbox" name="codes" value={card.code} form={compareForm} />
              {`Bandingkan`}
              <span className="visually-hidden">{` ${card.name}`}</span>
            </label>
          ) : null}
          {action ? (
            action.external ? (
              <a href={action.href} className={styles.secondary} target="_blank" rel="noopener noreferrer">
                {action.label}
                <span className="visually-hidden"> (membuka tab baru)</span>
              </a>
            ) : (
              <Link href={action.href} className={styles.secondary}>
                {action.label}
              </Link>
            )
          ) : (
            <Link href={card.url} className={styles.link} aria-label={`Lihat detail ${card.name}`}>
              Lihat detail
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
