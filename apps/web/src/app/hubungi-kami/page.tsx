import { COMPANY, ERA_PHONE, SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import type { StaticPageData } from '@kemudi/domain/contracts/editorial';
import { ROUTES } from '@kemudi/domain/routes';
import { phoneLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import styles from '@/components/editorial/editorial.module.css';
import { ContactForm } from '@/components/contact/contact-form';
import { ContentPageFrame, contentPageMetadata } from '@/components/editorial/content-page';
import { contentPagePath } from '@/lib/editorial';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { loadContactBranches } from '@/server/dealers';
import { loadContentPage } from '@/server/editorial';

export const dynamic = 'force-dynamic';

/** §9 Emergency Road Assistance 1500 898, dialled without the space. */
const ERA_HREF = phoneLink(ERA_PHONE);

export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata('hubungi-kami', await loadContentPage('hubungi-kami'));
}

/** The editors' text for a channel (page/static-page sections, by heading), or the built-in one. */
function textOf(page: Pick<StaticPageData, 'sections'>, heading: string, fallback: string): string {
  return page.sections.find((s) => s.heading.toLowerCase().startsWith(heading.toLowerCase()))?.paragraphs.join(' ') ?? fallback;
}

/** A channel's link to one of the §9 support contacts, read out with what it does ("Telepon Call Center …"). */
function contactLink(contact: { href: string; display: string }, aria: string) {
  return { href: contact.href, label: contact.display, aria: `${aria} ${contact.display}` };
}

export default async function ContactPage() {
  const [{ page, origin }, branches] = await Promise.all([loadContentPage('hubungi-kami'), loadContactBranches()]);
  const channels = [
    {
      id: 'era',
      title: 'Emergency Road Assistance',
      link: contactLink({ href: ERA_HREF, display: ERA_PHONE }, 'Telepon Emergency Road Assistance'),
      text: textOf(page, 'Emergency Road Assistance', 'Bantuan darurat di jalan, siaga 24 jam setiap hari.'),
      emergency: true,
    },
    {
      id: 'call-centre',
      title: 'Call Center',
      link: contactLink(SUPPORT_CONTACTS.callCentre, 'Telepon Call Center'),
      // The editors' section is found by its first words, whichever spelling the content uses.
      text: textOf(page, 'Call Cent', 'Setiap hari pukul 08.00 sampai 20.00 WIB.'),
    },
    {
      id: 'toll-free',
      title: 'Bebas Pulsa',
      link: contactLink(SUPPORT_CONTACTS.tollFree, 'Telepon bebas pulsa'),
      text: 'Layanan bebas pulsa dari telepon rumah untuk informasi produk, servis, dan keluhan.',
    },
    {
      id: 'whatsapp',
      title: 'WhatsApp',
      link: contactLink(SUPPORT_CONTACTS.whatsApp, 'Kirim WhatsApp ke'),
      text: textOf(page, 'WhatsApp', 'Pesan dibalas setiap hari pukul 07.00 sampai 22.00 WIB.'),
    },
    {
      id: 'email',
      title: 'Email',
      link: contactLink(SUPPORT_CONTACTS.email, 'Kirim email ke'),
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
    <ContentPageFrame
      page={page}
      origin={origin}
      markup={buildWebPage({
        name: page.title,
        description: page.description,
        url: absoluteUrl(contentPagePath('hubungi-kami'), origin),
        keywords: ['hubungi Kemudi Toyota', 'call center Toyota', 'Emergency Road Assistance', 'WhatsApp Kemudi Toyota'],
      })}
    >
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
      {/* Issue 13: a question sent from here gets a ticket number. */}
      <section id="formulir" className={styles.related}>
        <ContactForm />
      </section>
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
                  Telepon: <a href={phoneLink(b.phone)}>{b.phone}</a>
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
          <Link href={ROUTES.faq}>halaman Seputar Pertanyaan</Link>.
        </p>
      </section>
    </ContentPageFrame>
  );
}
