import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { CarList, carListMetadata, listedCars } from '@/components/new-cars/car-list';
import { FaqList } from '@/components/new-cars/faq-list';
import styles from '@/components/new-cars/new-cars.module.css';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { carItemList } from '@/components/page/catalogue-markup';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildFaqPage } from '@/lib/json-ld';
import type { SearchParams } from '@/lib/search-params';
import { loadPageFaqs } from '@/server/new-cars/faqs';
import { loadNewCarList } from '@/server/new-cars/list';
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
        Pilih model yang ingin Anda coba, lalu jadwalkan test drive di dealer Toyota terdekat: pilih tanggal dan jam yang masih tersedia, jadwal
        langsung ditahan untuk Anda dengan nomor booking dan dikonfirmasi dealer melalui WhatsApp.
      </p>
      <CarList
        list={list}
        path={ROUTES.testDrive}
        label="model test drive"
        compare={false}
        // Issue 13: each card books its test drive on the site (a slot, a booking number) instead of a WhatsApp chat.
        actionFor={(card) => ({ href: ROUTES.testDriveNew(card.code), label: `Jadwalkan Test Drive ${card.name}` })}
      />
      {faqs && faqs.length > 0 ? <FaqList id="faq-title" title="Pertanyaan seputar test drive" faqs={faqs} /> : null}
    </>
  );
}
