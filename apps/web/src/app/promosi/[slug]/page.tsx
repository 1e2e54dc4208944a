import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PromoImage, PromoSection } from '@/components/promos/promo-card';
import styles from '@/components/promos/promos.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/site';
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

/** One group of the aside (the models, dealers or consultants the promo names); none, no group. */
function AppliesTo({ title, links }: { title: string; links: readonly { key: string; href: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

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
          <PromoImage promo={promo} className={styles.hero} eager />
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
          <AppliesTo title="Model" links={promo.products.map((p) => ({ key: p.code, href: p.url, label: `Lihat Toyota ${p.name}` }))} />
          <AppliesTo title="Dealer" links={promo.branches.map((b) => ({ key: b.slug, href: b.url, label: b.name }))} />
          <AppliesTo title="Sales Konsultan" links={promo.salesmen.map((s) => ({ key: s.slug, href: s.url, label: s.name }))} />
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

      {promo.anotherPromos.length > 0 ? <PromoSection id="other-promos" title="Promo Lainnya" promos={promo.anotherPromos} className="section" /> : null}
    </>
  );
}
