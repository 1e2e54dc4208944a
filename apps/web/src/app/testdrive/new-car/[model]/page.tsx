import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import styles from '@/components/checkout/checkout.module.css';
import { NewCarTestDriveForm } from '@/components/bookings/test-drive-form';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import Link from '@/components/page/link';
import { pageMetadata } from '@/lib/metadata';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { loadNewCarTestDrive, loadNewCarTestDriveHead } from '@/server/bookings';
import { loadSiteOrigin } from '@/server/site';

// Branches and slots are live, and a customer's details prefill the form: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ model: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { model } = await params;
  const [{ modelCode, modelName }, origin] = await Promise.all([loadNewCarTestDriveHead(model), loadSiteOrigin()]);
  return pageMetadata({
    title: `Jadwalkan Test Drive Toyota ${modelName}`,
    description: `Pilih varian, dealer Toyota terdekat, tanggal dan jam test drive Toyota ${modelName} dalam 14 hari ke depan. Jadwal langsung ditahan untuk Anda dengan nomor booking dan dikonfirmasi dealer melalui WhatsApp.`,
    path: ROUTES.testDriveNew(modelCode),
    origin,
  });
}

/**
 * /testdrive/new-car/{model} (issue 13): a test drive of a new car — variant (?variant=), the branch
 * nearest first (?city=, or the visitor's location), a day within 14 days and an hourly slot of the
 * branch's test-drive units, contact (a guest's phone verified with a one-time code) and consent.
 */
export default async function NewCarTestDrivePage({ params, searchParams }: Props) {
  const [{ model }, sp] = await Promise.all([params, searchParams]);
  const [page, origin] = await Promise.all([loadNewCarTestDrive(model, { city: firstParam(sp.city), variant: firstParam(sp.variant) }), loadSiteOrigin()]);
  const path = ROUTES.testDriveNew(page.modelCode);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ name: 'Test Drive Toyota', href: ROUTES.testDrive }, { name: `Toyota ${page.modelName}` }]} origin={origin} />
      <div>
        <h1 className={styles.title}>{`Test Drive Toyota ${page.modelName}`}</h1>
        <p className={styles.intro}>
          {`Rasakan langsung Toyota ${page.modelName} bersama sales consultant. Pilih dealer, tanggal dan jam yang masih tersedia; jadwal Anda langsung ditahan dan dikonfirmasi dealer melalui WhatsApp.`}
        </p>
        <p className={styles.intro}>
          <Link href={ROUTES.model(page.modelCode)}>{`Lihat detail Toyota ${page.modelName}`}</Link>
        </p>
      </div>
      <NewCarTestDriveForm
        modelCode={page.modelCode}
        modelName={page.modelName}
        variants={page.variants}
        initialVariant={page.initialVariant}
        branch={page.branch}
        customer={page.customer}
        sourcePage={path}
      />
    </div>
  );
}
