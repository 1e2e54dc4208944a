import { COMPANY, ERA_PHONE, SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { PageHeader } from '@/components/editorial/page-header';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadContactBranches, loadStaticPage, type StaticPage } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/home';

export const dynamic = 'force-dynamic';

const PATH = '/hubungi-kami';
/** §9 Emergency Road Assistance 1500 898, dialled without the space. */
const ERA_HREF = `tel:${ERA_PHONE.replace(/\s+/g, '')}`;

export async function generateMetadata(): Promise<Metadata> {
  const [page, origin] = await Promise.all([loadStaticPage('hubungi-kami'), loadSiteOrigin()]);
  return pageMetadata({ title: page.title, description: page.description, path: PATH, origin });
}

/** The editors' text for a channel (page/static-page sections, by heading), or the built-in one. */
function textOf(page: StaticPage, heading: string, fallback: string): string {
  return page.sections.find((s) => s.heading.toLowerCase().startsWith(heading.toLowerCase()))?.paragraphs.join(' ') ?? fallback;
}

export default async function ContactPage() {
  const [page, branches, origin] = await Promise.all([loadStaticPage('hubungi-kami'), loadContactBranches(), loadSiteOrigin()]);
  const channels = [
    {
      id: 'era',
      title: 'Emergency Road Assistance',
      link: { href: ERA_HREF, label: ERA_PHONE, aria: `Telepon Emergency Road Assistance ${ERA_PHONE}` },
      text: textOf(page, 'Emergency Road Assistance', 'Bantuan darurat di jalan, siaga 24 jam setiap hari.'),
      emergency: true,
    },
    {
      id: 'call-centre',
      title: 'Call Centre',
      link: { href: SUPPORT_CONTACTS.callCentre.href, label: SUPPORT_CONTACTS.callCentre.display, aria: `Telepon Call Centre ${SUPPORT_CONTACTS.callCentre.display}` },
      text: textOf(page, 'Call Centre', 'Setiap hari pukul 08.00 sampai 20.00 WIB.'),
    },
    {
      id: 'toll-free',
      title: 'Bebas Pulsa',
      link: { href: SUPPORT_CONTACTS.tollFree.href, label: SUPPORT_CONTACTS.tollFree.display, aria: `Telepon bebas pulsa ${SUPPORT_CONTACTS.tollFree.display}` },
      text: 'Layanan bebas pulsa dari telepon rumah untuk informasi produk, servis, dan keluhan.',
    },
    {
      id: 'whatsapp',
      title: 'WhatsApp',
      link: { href: SUPPORT_CONTACTS.whatsApp.href, label: SUPPORT_CONTACTS.whatsApp.display, aria: `Kirim WhatsApp ke ${SUPPORT_CONTACTS.whatsApp.display}` },
      text: textOf(page, 'WhatsApp', 'Pesan dibalas setiap hari pukul 07.00 sampai 22.00 WIB.'),
    },
    {
      id: 'email',
      title: 'Email',
      link: { href: SUPPORT_CONTACTS.email.href, label: SUPPORT_CONTACTS.email.display, aria: `Kirim email ke ${SUPPORT_CONTACTS.email.display}` },
      text: textOf(page, 'Email', 'Email dibalas paling lambat 1 hari kerja.'),
    },
    {
      id: 'head-office',
      title: 'Kantor Pusat',
      link: null,
      text: textOf(page, 'Kantor Pusat', `${COMPANY.name}, ${COMPANY.headOffice}.`),
    },
  ];
  return (
    <>
      <Breadcrumbs origin={origin} items={[{ name: page.title }]} />
      <JsonLd
        data={buildWebPage({
          name: page.title,
          description: page.description,
          url: absoluteUrl(PATH, origin),
          keywords: ['hubungi Kemudi Toyota', 'call centre Toyota', 'Emergency Road Assistance', 'WhatsApp Kemudi Toyota'],
        })}
      />
      <PageHeader title={page.title} lead={page.description} />
      <ul className={styles.channels}>
        {channels.map((c) => (
          <li key={c.id}>
            <section aria-labelledby={`channel-${c.id}`} className={`${styles.channel} ${c.emergency ? styles.emergency : ''}`}>
              <h2 id={`channel-${c.id}`}>{c.title}</h2>
              {c.link ? (
                <a
                  href={c.link.href}
                  className={styles.channelLink}
                  aria-label={c.link.aria}
                  {...(c.link.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {c.link.label}
                </a>
              ) : null}
              <p>{c.text}</p>
            </section>
          </li>
        ))}
      </ul>
      <section aria-labelledby="branches-title">
        <h2 id="branches-title" className={styles.sectionTitle}>
          {branches && branches.branches.length > 0 ? `Dealer di ${branches.cityName}` : 'Dealer Kemudi Toyota'}
        </h2>
        <p className={styles.count}>{textOf(page, 'Dealer Terdekat', 'Alamat, jam operasional, dan nomor telepon setiap cabang ada di halaman Dealer Toyota.')}</p>
        {branches && branches.branches.length > 0 ? (
          <ul className={styles.branches}>
            {branches.branches.map((b) => (
              <li key={b.slug}>
                <h3>
                  <Link href={b.url}>{b.name}</Link>
                </h3>
                <p>{b.address}</p>
                <p>
                  Telepon: <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a>
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <Link href={ROUTES.dealers} className={styles.button}>
          Lihat semua dealer
        </Link>
      </section>
      <section aria-labelledby="faq-title" className={styles.related}>
        <h2 id="faq-title">Jawaban cepat</h2>
        <p>
          Banyak pertanyaan tentang servis, kupon, pembayaran, dan akun sudah terjawab di{' '}
          <Link href="/seputar-pertanyaan">halaman Seputar Pertanyaan</Link>.
        </p>
      </section>
    </>
  );
}
