import type { BranchService } from '@kemudi/domain/contracts/branches';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { phoneLink, whatsAppLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/dealers/dealers.module.css';
import { RememberBranchCity } from '@/components/dealers/remember-branch-city';
import { SalesmanCard } from '@/components/dealers/salesman-card';
import { ClosedDays, OpenNow, ScheduleTable } from '@/components/dealers/schedule';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { PromoSection } from '@/components/promos/promo-card';
import { JsonLd } from '@/components/seo/json-ld';
import { formatWhatsApp, mapHref } from '@/lib/dealers';
import { dealerListPath } from '@/lib/dealers-filter';
import { absoluteUrl, buildAutoDealer, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { pageIndex, type SearchParams } from '@/lib/search-params';
import { loadBranch, loadBranchPromos, loadBranchSalesmen } from '@/server/dealers';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

/** What each branch service means for a visitor, and where to book it. */
const SERVICES: Record<BranchService, { label: string; description: string; href: string; action: string }> = {
  sales: {
    label: 'Penjualan Mobil Baru',
    description: 'Konsultasi, test drive, simulasi kredit dan pemesanan mobil baru Toyota.',
    href: ROUTES.newCars,
    action: 'Lihat mobil baru',
  },
  bengkel: {
    label: 'Servis Bengkel',
    description: 'Servis berkala dan perbaikan oleh teknisi bersertifikat Toyota dengan suku cadang asli.',
    href: SERVICE_ROUTES['booking-service'] ?? ROUTES.services,
    action: 'Booking servis',
  },
  'body-paint': {
    label: 'Body & Paint',
    description: 'Perbaikan bodi dan pengecatan ulang dengan standar warna pabrik.',
    href: SERVICE_ROUTES['body-paint'] ?? ROUTES.services,
    action: 'Tentang body & paint',
  },
  'home-service': {
    label: 'Toyota Home Service',
    description: 'Teknisi datang ke rumah atau kantor Anda untuk servis ringan dan berkala.',
    href: SERVICE_ROUTES['home-service'] ?? ROUTES.services,
    action: 'Pesan home service',
  },
};

const describe = (b: { name: string; address: string; city: { name: string } }) =>
  `${b.name}, dealer resmi Toyota di ${b.city.name}: ${b.address}. Jam buka, layanan, sales konsultan dan promo cabang.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [branch, origin] = await Promise.all([loadBranch(slug), loadSiteOrigin()]);
  return pageMetadata({ title: branch.name, description: describe(branch), path: ROUTES.branch(branch.slug), origin, noIndex: branch.hidden });
}

export default async function BranchPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const page = pageIndex((await searchParams).page);
  const [branch, salesmen, promos, origin] = await Promise.all([
    loadBranch(slug),
    loadBranchSalesmen(slug, page),
    loadBranchPromos(slug),
    loadSiteOrigin(),
  ]);
  const webPage = buildWebPage({
    name: branch.name,
    description: describe(branch),
    url: absoluteUrl(ROUTES.branch(branch.slug), origin),
    keywords: ['dealer Toyota', `dealer Toyota ${branch.city.name}`, branch.name, 'servis Toyota', branch.province.name],
  });
  const dealer = buildAutoDealer({
    name: branch.name,
    url: absoluteUrl(ROUTES.branch(branch.slug), origin),
    description: branch.description,
    streetAddress: branch.address,
    city: branch.city.name,
    province: branch.province.name,
    telephone: branch.phone,
    email: branch.email,
    latitude: branch.latitude,
    longitude: branch.longitude,
    week: branch.schedule.days,
  });
  const cityHref = dealerListPath({ province: branch.province, city: branch.city });

  return (
    <>
      <Breadcrumbs
        items={[{ name: 'Dealer Toyota', href: ROUTES.dealers }, { name: branch.city.name, href: cityHref }, { name: branch.name }]}
        origin={origin}
      />
      <JsonLd data={[webPage, dealer]} />
      <RememberBranchCity provinceIsocode={branch.province.isocode} cityIsocode={branch.city.isocode} name={branch.city.name} />

      <h1 className={styles.title}>{branch.name}</h1>
      <p className={styles.intro}>{`Dealer resmi Toyota di ${branch.city.name}, ${branch.province.name}`}</p>
      {branch.hidden ? (
        <p className={styles.warning} role="status">
          Cabang ini sedang tidak menerima kunjungan. Sales konsultan kami tetap dapat dihubungi lewat WhatsApp, atau pilih{' '}
          <Link href={cityHref}>{`dealer lain di ${branch.city.name}`}</Link>.
        </p>
      ) : null}

      <div className={styles.layout}>
        <div>
          <section className={styles.panel} aria-labelledby="branch-address">
            <h2 id="branch-address">Alamat &amp; Kontak</h2>
            <address style={{ fontStyle: 'normal' }}>{branch.address}</address>
            <dl className={styles.contactList}>
              <dt>Telepon</dt>
              <dd>
                <a href={phoneLink(branch.phone)}>{branch.phone}</a>
              </dd>
              <dt>WhatsApp</dt>
              <dd>
                <a
                  href={whatsAppLink(branch.whatsapp, `Halo ${branch.name}, saya ingin bertanya.`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >{`${formatWhatsApp(branch.whatsapp)} (chat WhatsApp)`}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </dd>
            </dl>
            <div className={styles.actions}>
              <a href={mapHref(branch.latitude, branch.longitude)} target="_blank" rel="noopener noreferrer" className="button">
                Lihat di Google Maps
              </a>
              <Link href={SERVICE_ROUTES['booking-service'] ?? ROUTES.services} className={styles.secondary}>
                Booking servis
              </Link>
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="branch-about">
            <h2 id="branch-about">Tentang Cabang</h2>
            <p style={{ margin: 0 }}>{branch.description}</p>
          </section>

          <section className={styles.panel} aria-labelledby="branch-services">
            <h2 id="branch-services">Layanan</h2>
            <ul className={styles.services}>
              {branch.services.map((code) => {
                const s = SERVICES[code];
                return (
                  <li key={code}>
                    <h3>{s.label}</h3>
                    <p>{s.description}</p>
                    <Link href={s.href}>{s.action}</Link>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>

        <section className={styles.panel} aria-labelledby="branch-schedule">
          <h2 id="branch-schedule">Jam Operasional</h2>
          <OpenNow schedule={branch.schedule} />
          <ScheduleTable schedule={branch.schedule} caption={`Jam operasional ${branch.name}`} />
          <ClosedDays schedule={branch.schedule} />
        </section>
      </div>

      <section className={styles.section} aria-labelledby="branch-sales">
        <h2 id="branch-sales">Sales Konsultan</h2>
        <p className={styles.note}>
          {salesmen.totalElements > 0
            ? `${salesmen.totalElements} sales konsultan siap membantu Anda di ${branch.name}.`
            : 'Belum ada sales konsultan yang dapat ditampilkan.'}
        </p>
        <ul className={styles.grid}>
          {salesmen.content.map((s) => (
            <li key={s.slug}>
              <SalesmanCard salesman={s} />
            </li>
          ))}
        </ul>
        <Pagination page={salesmen.page} totalPages={salesmen.totalPages} path={ROUTES.branch(branch.slug)} label="sales konsultan" />
      </section>

      {promos && promos.content.length > 0 ? (
        <PromoSection id="branch-promos" title={`Promo di ${branch.name}`} promos={promos.content} className={styles.section} />
      ) : null}
    </>
  );
}
