import { Fragment, type ReactNode } from 'react';
import styles from './aftersales.module.css';
import { BuyPanel, type BuyPanelProps } from './buy-panel';

/**
 * The top of an item's page: its picture, kind, name (the one h1), the facts a buyer checks first,
 * and the price with the buy action.
 */
export function DetailHero({
  name,
  imageUrl,
  badge,
  subtitle,
  facts,
  buy,
}: {
  name: string;
  imageUrl: string;
  badge: string;
  subtitle?: ReactNode;
  facts: readonly { term: string; value: ReactNode }[];
  buy: BuyPanelProps;
}) {
  return (
    <div className={styles.detail}>
      <img
        src={imageUrl}
        alt={`Ilustrasi ${name}`}
        width={320}
        height={320}
        className={styles.detailMedia}
        fetchPriority="high"
        decoding="async"
      />
      <div>
        <div className={styles.detailHead}>
          <span className={styles.badge}>{badge}</span>
          <h1>{name}</h1>
          {subtitle ? <p className={styles.lead}>{subtitle}</p> : null}
        </div>
        <dl className={styles.facts}>
          {facts.map((f) => (
            <Fragment key={f.term}>
              <dt>{f.term}</dt>
              <dd>{f.value}</dd>
            </Fragment>
          ))}
        </dl>
        <BuyPanel {...buy} />
      </div>
    </div>
  );
}
