import { formatDateId } from '@kemudi/domain/format';
import type { SalesmanGalleryItem } from '@kemudi/domain/contracts/branches';
import { ROUTES } from '@kemudi/domain/routes';
import { phoneLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/dealers/dealers.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { PromoSection } from '@/components/promos/promo-card';
import { JsonLd } from '@/components/seo/json-ld';
import { formatWhatsApp } from '@/lib/dealers';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { pageIndex, type SearchParams } from '@/lib/search-params';
import { loadCustomerGallery, loadProfileGallery, loadSalesman, loadSalesmanPromos } from '@/server/dealers';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

const describe = (s: { name: string; position: string; branch: { name: string; cityName: string } }) =>
  `${s.name}, ${s.position} di ${s.branch.name} (${s.branch.cityName}). Konsultasi mobil Toyota, simulasi kredit dan promo langsung lewat WhatsApp.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [salesman, origin] = await Promise.all([loadSalesman(slug), loadSiteOrigin()]);
  return pageMetadata({
    title: `${salesman.name} — ${salesman.position} ${salesman.branch.name}`,
    description: describe(salesman),
    path: ROUTES.salesman(salesman.slug),
    origin,
    image: salesman.imageUrl,
  });
}

function Gallery({ items }: { items: readonly SalesmanGalleryItem[] }) {
  return (
    <ul className={styles.gallery}>
      {items.map((item) => (
        <li key={item.id}>
          <figure>
            <img
              src={item.imageUrl}
              alt={item.modelName ? `${item.title}: Toyota ${item.modelName}` : item.title}
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              <strong>{item.title}</strong>
              {item.caption} <span className={styles.note}>· {formatDateId(item.date)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export default async function SalesmanPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const page = pageIndex((await searchParams).page);
  const [salesman, profileGallery, customerGallery, promos, origin] = await Promise.all([
    loadSalesman(slug),
    loadProfileGallery(slug),
    loadCustomerGallery(slug, page),
    loadSalesmanPromos(slug),
    loadSiteOrigin(),
  ]);
  const webPage = buildWebPage({
    name: `${salesman.name} — ${salesman.position}`,
    description: describe(salesman),
    url: absoluteUrl(ROUTES.salesman(salesman.slug), origin),
    keywords: ['sales Toyota', `sales Toyota ${salesman.branch.cityName}`, salesman.name, salesman.branch.name, ...salesman.specialties.map((s) => s.name)],
  });

  return (
    <>
      <Breadcrumbs
        items={[{ name: 'Dealer Toyota', href: ROUTES.dealers }, { name: salesman.branch.name, href: salesman.branch.url }, { name: salesman.name }]}
        origin={origin}
      />
      <JsonLd data={webPage} />

      <div className={styles.profile}>
        <img src={salesman.imageUrl} alt={`Foto ${salesman.name}`} width={140} height={140} className={styles.profileAvatar} fetchPriority="high" />
        <div>
          <h1 className={styles.title}>{salesman.name}</h1>
          <p className={styles.role}>
            {`${salesman.position} · `}
            <Link href={salesman.branch.url}>{salesman.branch.name}</Link>
          </p>
          <p className={styles.note}>{`${salesman.yearsOfService} tahun pengalaman · Bahasa: ${salesman.languages.join(', ')}`}</p>
          <div className={styles.actions}>
            <a href={salesman.waLink} target="_blank" rel="noopener noreferrer" className={styles.waButton}>
              {`Chat WhatsApp ${formatWhatsApp(salesman.whatsapp)}`}
            </a>
            <a href={phoneLink(salesman.branch.phone)} className={styles.secondary}>
              {`Telepon cabang ${salesman.branch.phone}`}
            </a>
          </div>
        </div>
      </div>

      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="salesman-about">
          <h2 id="salesman-about">{`Tentang ${salesman.name}`}</h2>
          <p style={{ marginTop: 0 }}>{salesman.bio}</p>
          {salesman.specialties.length > 0 ? (
            <>
              <h3>Spesialis model</h3>
              <ul className={styles.chips} aria-label="Spesialis model">
                {salesman.specialties.map((m) => (
                  <li key={m.code}>
                    <Link href={ROUTES.model(m.code)}>{`Toyota ${m.name}`}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <section className={styles.panel} aria-labelledby="salesman-branch">
          <h2 id="salesman-branch">Lokasi</h2>
          <p style={{ margin: 0 }}>
            <Link href={salesman.branch.url}>{salesman.branch.name}</Link>
          </p>
          <address style={{ fontStyle: 'normal' }}>{salesman.branch.address}</address>
        </section>
      </div>

      {promos && promos.content.length > 0 ? (
        <PromoSection
          id="salesman-promos"
          title={`Promo dari ${salesman.name}`}
          promos={promos.content}
          className={styles.section}
          showAllLink={promos.totalElements > promos.content.length}
        />
      ) : null}

      {profileGallery && profileGallery.content.length > 0 ? (
        <section className={styles.section} aria-labelledby="salesman-gallery">
          <h2 id="salesman-gallery">Galeri</h2>
          <Gallery items={profileGallery.content} />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="salesman-handovers">
        <h2 id="salesman-handovers">Serah Terima Mobil Pelanggan</h2>
        {customerGallery.totalElements === 0 ? (
          <p className={styles.note}>Belum ada foto serah terima.</p>
        ) : (
          <>
            <p className={styles.note}>{`${customerGallery.totalElements} pelanggan telah menerima mobilnya bersama ${salesman.name}.`}</p>
            <Gallery items={customerGallery.content} />
          </>
        )}
        <Pagination
          page={customerGallery.page}
          totalPages={customerGallery.totalPages}
          path={ROUTES.salesman(salesman.slug)}
          label="serah terima"
        />
      </section>
    </>
  );
}
