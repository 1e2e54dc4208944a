import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { CarList } from '@/components/new-cars/car-list';
import { FaqList } from '@/components/new-cars/faq-list';
import styles from '@/components/new-cars/new-cars.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildFaqPage, buildItemList } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/home';
import { hasFilters, loadNewCarList, loadPageFaqs, loadSalesContact, parseNewCarFilters, whatsappLink } from '@/server/new-cars';

export const dynamic = 'force-dynamic';

const TITLE = 'Test Drive Toyota';
const DESCRIPTION =
  'Rasakan langsung mobil Toyota pilihan Anda. Lihat model yang tersedia untuk test drive di kota Anda dan jadwalkan bersama sales consultant dealer resmi.';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [origin, sp] = await Promise.all([loadSiteOrigin(), searchParams]);
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: ROUTES.testDrive, origin, noIndex: hasFilters(parseNewCarFilters(sp)) });
}

export default async function TestDrivePage({ searchParams }: Props) {
  const [origin, list, faqs] = await Promise.all([
    loadSiteOrigin(),
    searchParams.then((sp) => loadNewCarList(sp, 'testdrive-toyota')),
    loadPageFaqs('mobil-baru', 'test-drive'),
  ]);
  const sales = await loadSalesContact(list.city);
  const url = absoluteUrl(ROUTES.testDrive, origin);
  return (
    <>
      <Breadcrumbs items={[{ name: TITLE }]} origin={origin} />
      <JsonLd
        data={[
          buildItemList({
            url,
            name: TITLE,
            items: list.cards.map((c) => ({
              name: `Toyota ${c.name}`,
              image: absoluteUrl(c.imageUrl, origin),
              urlPdp: absoluteUrl(c.url, origin),
              price: c.lowestPrice,
              priceCurrency: 'IDR',
            })),
          }),
          ...(faqs && faqs.length > 0 ? [buildFaqPage(faqs, url)] : []),
        ]}
      />
      <h1 className={styles.pageTitle}>{TITLE}</h1>
      <p className={styles.intro}>
        {sales
          ? `Pilih model yang ingin Anda coba. Jadwal test drive diatur oleh ${sales.branchName} (${sales.cityName}) melalui WhatsApp.`
          : 'Pilih model yang ingin Anda coba, lalu hubungi dealer Toyota terdekat untuk menjadwalkan test drive.'}
      </p>
      <CarList
        list={list}
        path={ROUTES.testDrive}
        label="model test drive"
        compare={false}
        actionFor={(card) =>
          sales
            ? {
                href: whatsappLink(sales, `Halo ${sales.branchName}, saya ingin menjadwalkan test drive Toyota ${card.name}.`),
                label: `Jadwalkan test drive ${card.name}`,
                external: true,
              }
            : { href: card.url, label: `Lihat ${card.name}` }
        }
      />
      {faqs && faqs.length > 0 ? <FaqList id="faq-title" title="Pertanyaan seputar test drive" faqs={faqs} /> : null}
    </>
  );
}
