import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PromoGrid } from '@/components/promos/promo-card';
import styles from '@/components/promos/promos.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { loadPromo as fetchPromo } from '@/server/promos';

export const dynamic = 'force-dynamic';

type Params = Promise<{ slug: string }>;

/** One API call per request, whether metadata or the page asks first. */
const loadPromo = cache(fetchPromo);

const SCOPE_LABELS: Record<string, string> = {
  national: 'Berlaku nasional',
  city: 'Khusus kota tertentu',
  branch: 'Khusus dealer tertentu',
  product: 'Khusus model tertentu',
  salesman: 'Penawaran sales konsultan',
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const [promo, origin] = await Promise.all([loadPromo(slug), loadSiteOrigin()]);
  return pageMetadata({
    title: promo.title,
    description: promo.summary,
    path: ROUTES.promo(promo.slug),
    origin,
    image: promo.imageUrl,
    type: 'article',
  });
}

export default async function PromoPage({ params }: { params: Params }) {
  const { slug } = await params;
  const [promo, origin] = await Promise.all([loadPromo(slug), loadSiteOrigin()]);
  const paragraphs = promo.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const webPage = buildWebPage({
    name: promo.title,
    description: promo.summary,
    url: absoluteUrl(ROUTES.promo(promo.slug), origin),
    keywords: ['promo Toyota', promo.category, promo.title, ...promo.products.map((p) => `promo ${p.name}`), ...promo.cities.map((c) => c.name)],
  });

  return (
    <>
      <Breadcrumbs items={[{ name: 'Promo', href: ROUTES.promos }, { name: promo.title }]} origin={origin} />
      <JsonLd data={webPage} />
      <article className={styles.detail}>
        <div>
          <img
            src={promo.imageUrl}
            alt={`Gambar promo ${promo.title}`}
            width={1200}
            height={630}
            className={styles.hero}
            fetchPriority="high"
            decoding="async"
          />
          <ul className={styles.badges}>
            <li className={styles.badge}>{promo.category}</li>
            <li className={`${styles.badge} ${styles.badgeMuted}`}>{SCOPE_LABELS[promo.scope] ?? 'Promo'}</li>
          </ul>
          <h1 className={styles.title}>{promo.title}</h1>
          <p className={styles.meta}>
            Periode promo: {formatDateId(promo.validFrom, 'long')} – {formatDateId(promo.validUntil, 'long')}
          </p>
          {promo.isExpired ? (
            <p className={styles.expired} role="status">
              Promo ini telah berakhir pada {formatDateId(promo.validUntil, 'long')}. Lihat promo lain yang masih berlaku di bawah.
            </p>
          ) : null}
          <div className={styles.body}>
            <p>
              <strong>{promo.summary}</strong>
            </p>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {promo.terms.length > 0 ? (
              <>
                <h2>Syarat &amp; Ketentuan</h2>
                <ol className={styles.terms}>
                  {promo.terms.map((t, i) => (
                    <li key={i}>{t}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </div>
        </div>

        <aside className={styles.aside} aria-labelledby="promo-where">
          <h2 id="promo-where">Berlaku untuk</h2>
          <dl>
            <dt>Periode</dt>
            <dd>
              {formatDateId(promo.validFrom)} – {formatDateId(promo.validUntil)}
            </dd>
            {promo.scope === 'national' ? (
              <>
                <dt>Wilayah</dt>
                <dd>Semua dealer Kemudi di Indonesia</dd>
              </>
            ) : null}
            {promo.cities.length > 0 ? (
              <>
                <dt>Kota</dt>
                <dd>{promo.cities.map((c) => c.name).join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {promo.products.length > 0 ? (
            <>
              <h2>Model</h2>
              <ul className={styles.linkList}>
                {promo.products.map((p) => (
                  <li key={p.code}>
                    <Link href={p.url}>{`Lihat Toyota ${p.name}`}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {promo.branches.length > 0 ? (
            <>
              <h2>Dealer</h2>
              <ul className={styles.linkList}>
                {promo.branches.map((b) => (
                  <li key={b.slug}>
                    <Link href={b.url}>{b.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {promo.salesmen.length > 0 ? (
            <>
              <h2>Sales Konsultan</h2>
              <ul className={styles.linkList}>
                {promo.salesmen.map((s) => (
                  <li key={s.slug}>
                    <Link href={s.url}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className={styles.actions}>
            <Link href={ROUTES.dealers} className="button">
              Cari dealer terdekat
            </Link>
            <Link href={ROUTES.testDrive} className={styles.secondary}>
              Jadwalkan test drive
            </Link>
          </div>
        </aside>
      </article>

      {promo.anotherPromos.length > 0 ? (
        <section aria-labelledby="other-promos" className="section">
          <h2 id="other-promos">Promo Lainnya</h2>
          <PromoGrid promos={promo.anotherPromos} headingLevel={3} />
          <p>
            <Link href={ROUTES.promos}>Lihat semua promo</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
