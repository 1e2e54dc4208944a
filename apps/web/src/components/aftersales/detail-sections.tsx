import { RATING_MAX } from '@kemudi/domain/constants';
import type { AftersalesItemCard, FlashSaleNote } from '@kemudi/domain/contracts/aftersales';
import type { ProductReview, RateData } from '@kemudi/domain/contracts/editorial';
import { wibDateOf } from '@kemudi/domain/dashboard';
import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { phoneLink, whatsAppLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import Link from '@/components/page/link';
import { JsonLd } from '@/components/seo/json-ld';
import { TOYOTA_BRAND } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { type AftersalesKind, type DetailContext, LISTINGS, type RedeemPlaces } from '@/lib/aftersales';
import styles from './aftersales.module.css';
import type { BuyPanelProps } from './buy-panel';
import { DetailHero } from './detail-hero';
import { ItemCard } from './item-card';
import { itemMarkup, metaDescription } from './markup';

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
                  <a href={phoneLink(b.phone)} aria-label={`Telepon ${b.name}: ${b.phone}`}>
                    {b.phone}
                  </a>
                  <a
                    href={whatsAppLink(b.whatsapp, `Halo, saya ingin membeli ${itemName}.`)}
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
            {rateData.content.map((r: ProductReview, i) => (
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

/*
 * The page of one accessory, coupon or package (issue 4). The three pages are laid out alike — hero
 * with the buy panel, what the kind has to say, the models it fits, where to buy or redeem it, the
 * reviews and similar items — so they share this one implementation, parameterised by kind; each
 * route passes only its facts, texts and its own middle sections.
 */

/** "Lainnya" of a coupon or package: more of its kind for the first model it fits, else all of them. */
export function similarByModel(kind: AftersalesKind, model: { code: string; name: string } | undefined) {
  const { noun, path } = LISTINGS[kind];
  const Noun = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
  return {
    title: model ? `${Noun} lain untuk ${model.name}` : `${Noun} servis lainnya`,
    more: { href: model ? `${path}?model=${encodeURIComponent(model.code)}` : path, label: `Lihat semua ${noun}` },
  };
}

/** The fields of an item that every kind has. */
interface DetailItem {
  code: string;
  name: string;
  description: string;
  imageUrl: string;
  url: string;
  price: number;
  strikeThroughPrice: number | null;
  /** The flash sale that sets the price in the page's city (the cart charges the same). */
  flashSale: FlashSaleNote | null;
  fittingModels: readonly { code: string; name: string; url: string }[];
}

/** Title, meta description (price first), canonical and picture of an item's page. */
export function detailMetadata(item: DetailItem, origin: string, title: string = item.name): Metadata {
  return pageMetadata({
    title,
    description: metaDescription(item.description, item.price),
    path: item.url,
    origin,
    image: item.imageUrl,
  });
}

export function DetailPage({
  kind,
  detail: { item, rateData },
  context,
  brand = TOYOTA_BRAND,
  offer,
  hero,
  fittingTitle,
  places,
  similar,
  children,
}: {
  kind: AftersalesKind;
  /** What product-detail answered: the item and its reviews. */
  detail: { item: DetailItem; rateData: RateData };
  context: DetailContext;
  /** The Product's brand in the JSON-LD: the accessory's own, else Toyota's. */
  brand?: string;
  /** A coupon's sale window, for the JSON-LD offer. */
  offer?: { validUntil: string; isActive: boolean } | undefined;
  hero: {
    badge: string;
    subtitle: string;
    facts: readonly { term: string; value: ReactNode }[];
    buy?: Pick<BuyPanelProps, 'notOnSale' | 'secondary' | 'soldOut'>;
  };
  fittingTitle: string;
  /** The section on where to buy, redeem or have it fitted. */
  places: { id: string; title: string; intro: string };
  similar: { title: string; more: { href: string; label: string } };
  /** The kind's own sections between the hero and the fitting models. */
  children: ReactNode;
}) {
  const { origin } = context;
  const { noun, crumb, path } = LISTINGS[kind];
  // A flash-sale price is valid until the sale's last day (WIB) at the latest: the offer says so.
  const saleUntilIso = item.flashSale ? wibDateOf(new Date(Date.parse(item.flashSale.endsAt) - 1)) : null;
  const jsonLdOffer =
    saleUntilIso && (!offer || saleUntilIso < offer.validUntil) ? { validUntil: saleUntilIso, isActive: offer?.isActive ?? true } : offer;
  return (
    <>
      <Breadcrumbs items={[{ name: crumb, href: path }, { name: item.name }]} origin={origin} />
      <JsonLd
        data={itemMarkup({
          code: item.code,
          name: item.name,
          description: item.description,
          brand,
          imageUrl: item.imageUrl,
          url: item.url,
          price: item.price,
          origin,
          rating: rateData,
          offer: jsonLdOffer,
          soldOut: hero.buy?.soldOut ?? false,
        })}
      />
      <DetailHero
        name={item.name}
        imageUrl={item.imageUrl}
        badge={hero.badge}
        subtitle={hero.subtitle}
        facts={hero.facts}
        buy={{
          code: item.code,
          name: item.name,
          noun,
          price: item.price,
          strikeThroughPrice: item.strikeThroughPrice,
          flashSale: item.flashSale,
          ...hero.buy,
        }}
      />
      {children}
      <FittingModels models={item.fittingModels} title={fittingTitle} />
      <RedeemPlacesSection id={places.id} title={places.title} places={context.places} itemName={item.name} intro={places.intro} />
      <ItemReviews rateData={rateData} noun={noun} />
      <SimilarItems title={similar.title} items={context.similar} more={similar.more} />
    </>
  );
}
