import { carNameWithYear, formatKm, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { UsedCarTestDriveForm } from '@/components/bookings/test-drive-form';
import styles from '@/components/checkout/checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import { StepLegend } from '@/components/form/step-legend';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import Link from '@/components/page/link';
import { pageMetadata } from '@/lib/metadata';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { loadUsedCarTestDrive, loadUsedCarTestDriveHead } from '@/server/bookings';
import { loadSiteOrigin } from '@/server/site';

// Slots are live, and a customer's details prefill the form: rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [car, origin] = await Promise.all([loadUsedCarTestDriveHead(code), loadSiteOrigin()]);
  return pageMetadata({
    title: `Jadwalkan Test Drive ${carNameWithYear(car.name, car.year)} Bekas Bersertifikat`,
    description: `Coba langsung ${car.name} bekas bersertifikat sebelum membeli. Pilih tanggal dan jam test drive di dealer yang menyimpan mobil ini; jadwal langsung ditahan dengan nomor booking dan dikonfirmasi dealer melalui WhatsApp.`,
    path: ROUTES.testDriveUsed(car.code),
    origin,
  });
}

/**
 * /testdrive/used-car/{code} (issue 13, used-car test-drive content): a test drive of one certified
 * used car at the branch that holds it — day, hourly slot, contact and consent. A car no longer on
 * offer cannot be booked (the page says so and links back to the list).
 */
export default async function UsedCarTestDrivePage({ params, searchParams }: Props) {
  const [{ code }, sp] = await Promise.all([params, searchParams]);
  const [page, origin] = await Promise.all([loadUsedCarTestDrive(code, { city: firstParam(sp.city) }), loadSiteOrigin()]);
  const { car, carBranch } = page;
  const path = ROUTES.testDriveUsed(car.code);
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { name: 'Mobil Bekas', href: ROUTES.usedCars },
          { name: car.name, href: car.url },
          { name: 'Test Drive' },
        ]}
        origin={origin}
      />
      <div>
        <h1 className={styles.title}>{`Test Drive ${carNameWithYear(car.name, car.year)}`}</h1>
        <p className={styles.intro}>Mobil bekas bersertifikat dapat dicoba langsung di dealer yang menyimpannya. Pilih tanggal dan jam yang masih tersedia.</p>
      </div>
      {page.available ? (
        <UsedCarTestDriveForm usedCarCode={car.code} branch={page.branch} customer={page.customer} sourcePage={path}>
          <fieldset className={formStyles.step}>
            <StepLegend no={1} title="Mobil" />
            <dl className={styles.facts}>
              <dt>Mobil</dt>
              <dd>{`${car.name} ${car.variantName} (${car.year})`}</dd>
              <dt>Kilometer</dt>
              <dd>{formatKm(car.mileageFromOdometer)}</dd>
              <dt>Harga</dt>
              <dd>{formatRupiah(car.price)}</dd>
              <dt>Lokasi mobil</dt>
              <dd>{`${carBranch.name}, ${carBranch.cityName}`}</dd>
            </dl>
          </fieldset>
        </UsedCarTestDriveForm>
      ) : (
        <p className={formStyles.alert}>
          {'Mobil bekas ini sudah tidak tersedia untuk test drive. '}
          <Link href={ROUTES.usedCars}>Lihat mobil bekas lainnya</Link>
        </p>
      )}
    </div>
  );
}
