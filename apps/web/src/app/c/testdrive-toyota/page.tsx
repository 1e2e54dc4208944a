import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { CarList, carListMetadata, listedCars } from '@/components/new-cars/car-list';
import { FaqList } from '@/components/new-cars/faq-list';
import styles from '@/components/new-cars/new-cars.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { carItemList } from '@/components/page/catalogue-markup';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildFaqPage } from '@/lib/json-ld';
import { salesWhatsAppLink } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { loadPageFaqs } from '@/server/new-cars/faqs';
import { loadNewCarList } from '@/server/new-cars/list';
import { loadSalesContact } from '@/server/new-cars/sales';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

const TITLE = 'Test Drive Toyota';
const DESCRIPTION =
  'Rasakan langsung mobil Toyota pilihan Anda. Lihat model yang tersedia untuk test drive di kota Anda dan jadwalkan bersama sales consultant dealer resmi.';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [origin, sp] = await Promise.all([loadSiteOrigin(), searchParams]);
  return carListMetadata({ title: TITLE, description: DESCRIPTION, path: ROUTES.testDrive, origin }, sp);
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
          carItemList({ name: TITLE, path: ROUTES.testDrive, origin, cars: listedCars(list) }),
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
                href: salesWhatsAppLink(sales, `Halo ${sales.branchName}, saya ingin menjadwalkan test drive Toyota ${card.name}.`),
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
