import { USED_CAR_BOOKING_FEE } from '@kemudi/domain/commerce';
import type { UsedCarDetail } from '@kemudi/domain/contracts/used-cars';
import { formatDateId, formatKm, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { bodyTypeLabel, seatsText, whatsAppLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { CREDIT_CLASSES } from '@/components/credit/credit-classes';
import { CreditSimulator } from '@/components/credit/credit-simulator';
import { BranchCard } from '@/components/used-cars/branch-card';
import { InspectionReport } from '@/components/used-cars/inspection-report';
import { PhotoGallery } from '@/components/used-cars/photo-gallery';
import { UsedCarGrid } from '@/components/used-cars/used-car-card';
import styles from '@/components/used-cars/used-cars.module.css';
import { absoluteUrl, buildUsedCar } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/site';
import type { SearchParams } from '@/lib/search-params';
import { parseCreditChoice } from '@/lib/used-cars';
import { loadCreditEstimate, loadUsedCar, loadUsedCarExtras } from '@/server/used-cars';
import { USED_CAR_WARRANTY } from '@kemudi/domain/used-car-warranty';

/** Issue 15: the one warranty every certified car carries, in its one wording; another term in months. */
const warrantyOf = (months: number, form: 'text' | 'label') =>
  months === USED_CAR_WARRANTY.months ? USED_CAR_WARRANTY[form] : form === 'text' ? `garansi ${months} bulan` : `${months} bulan`;

// Real API data at request time; the build never calls the API.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ code: string }>;
  searchParams: Promise<SearchParams>;
};

const describe = (car: UsedCarDetail['usedCar'], branch: UsedCarDetail['branch']) =>
  `${car.name} bekas bersertifikat, ${formatKm(car.mileageFromOdometer)}, ${car.transmission}, ${car.color}: ${formatRupiah(car.price)} di ${branch.name}, ${branch.cityName}. Lolos inspeksi ${car.inspection.pointsChecked} titik, ${warrantyOf(car.warrantyMonths, 'text')}.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  const [{ usedCar, branch }, origin] = await Promise.all([loadUsedCar(code), loadSiteOrigin()]);
  return pageMetadata({
    title: `${usedCar.name} Bekas Bersertifikat`,
    description: describe(usedCar, branch),
    path: usedCar.url,
    origin,
    image: usedCar.photos[0]?.imageUrl ?? usedCar.imageUrl,
  });
}

/** Facts as a description list, each term with its value in its own box (the grid's cell). */
function TermList({ className, entries }: { className: string | undefined; entries: readonly [string, string][] }) {
  return (
    <dl className={className}>
      {entries.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default async function UsedCarPage({ params, searchParams }: Props) {
  const { code } = await params;
  const choice = parseCreditChoice(await searchParams);
  const [{ usedCar: car, branch }, origin] = await Promise.all([loadUsedCar(code), loadSiteOrigin()]);
  const onOffer = car.status !== 'sold';
  const available = car.status === 'available';
  const [{ similar, model }, estimate] = await Promise.all([
    loadUsedCarExtras(car),
    onOffer ? loadCreditEstimate(car.code, choice) : Promise.resolve(null),
  ]);

  const pageUrl = absoluteUrl(car.url, origin);
  const ask = (topic: string) => whatsAppLink(branch.whatsapp, `Halo ${branch.name}, saya ${topic} ${car.name} (kode ${car.code}): ${pageUrl}`);
  const chatHref = ask('tertarik dengan');

  const jsonLd = buildUsedCar({
    name: car.name,
    brand: car.brand,
    model: car.model,
    vehicleModelDate: car.vehicleModelDate,
    color: car.color,
    mileageFromOdometer: car.mileageFromOdometer,
    url: pageUrl,
    price: onOffer ? car.price : null,
    image: absoluteUrl(car.photos[0]?.imageUrl ?? car.imageUrl, origin),
    description: car.description,
  });

  // The facts a buyer checks first stand beside the price and again in the full list.
  const keyFacts: [string, string][] = [
    ['Tahun', String(car.year)],
    ['Jarak tempuh', formatKm(car.mileageFromOdometer)],
    ['Transmisi', car.transmission],
    ['Bahan bakar', car.fuel],
  ];
  const specs: [string, string][] = [
    ['Merek', car.brand],
    ['Model', car.model],
    ['Varian', car.variantName],
    ...keyFacts,
    ['Warna', car.color],
    ...(model
      ? ([
          ['Tipe bodi', bodyTypeLabel(model.bodyType)],
          ['Kapasitas', `${car.seats ?? seatsText(model.seats, model.minSeats)} penumpang`],
          ['Jumlah pintu', String(model.doors)],
        ] as [string, string][])
      : []),
    ['Pelat nomor', `Wilayah ${car.plateRegion}`],
    ['Kepemilikan', car.ownerCount === 1 ? 'Tangan pertama' : `${car.ownerCount} pemilik sebelumnya`],
    ['Garansi', warrantyOf(car.warrantyMonths, 'label')],
    ['Kode mobil', car.code],
    ['Tayang sejak', formatDateId(car.listedDate, 'long')],
  ];

  return (
    <>
      <JsonLd data={jsonLd} />
      <Breadcrumbs
        items={[
          { name: 'Mobil Bekas', href: ROUTES.usedCars },
          { name: car.model, href: `${ROUTES.usedCars}?model=${encodeURIComponent(car.modelCode)}` },
          { name: car.name },
        ]}
        origin={origin}
      />
      <div className={styles.hero}>
        <PhotoGallery photos={car.photos} carName={car.name} />
        <div className={styles.summaryBox}>
          <span className={styles.certified}>Bersertifikat · Grade {car.inspection.grade}</span>
          <h1>{car.name}</h1>
          <p className={styles.bigPrice}>{formatRupiah(car.price)}</p>
          {car.status === 'booked' ? (
            <p className={styles.statusNote}>
              <strong>Dipesan</strong> — mobil ini sudah dipesan pelanggan lain. Hubungi dealer untuk masuk daftar tunggu.
            </p>
          ) : null}
          {car.status === 'sold' ? <p className={styles.statusNote}>Mobil ini sudah terjual.</p> : null}
          <TermList className={styles.keyFacts} entries={keyFacts} />
          <p className={styles.location}>{`Lokasi: ${branch.name}, ${branch.cityName}`}</p>
          <div className={styles.ctas}>
            {/* Issue 29: a car on sale is reserved online with the booking fee; each button says what it does. */}
            {available ? (
              <Link href={ROUTES.usedCarBooking(car.code)} className="button">
                Booking dengan Tanda Jadi
              </Link>
            ) : null}
            <a href={chatHref} className={available ? styles.secondaryButton : 'button'} target="_blank" rel="noopener noreferrer">
              Tanya via WhatsApp
              <span className="visually-hidden">{` ke ${branch.name} tentang ${car.name} (membuka tab baru)`}</span>
            </a>
            {onOffer ? (
              <>
                <Link href={ROUTES.testDriveUsed(car.code)} className={styles.secondaryButton}>
                  Jadwalkan Test Drive
                </Link>
                <a href="#kredit" className={styles.secondaryButton}>
                  Simulasi Kredit
                </a>
              </>
            ) : null}
          </div>
          {available ? (
            <p className={styles.ctaNote}>
              {`Booking dengan Tanda Jadi: bayar tanda jadi ${formatRupiah(USED_CAR_BOOKING_FEE)} online (QRIS atau virtual account) dan mobil ini ditahan untuk Anda; sisanya di dealer. Tanya via WhatsApp: bertanya langsung ke ${branch.name}.`}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.columns}>
        <div>
          <section aria-labelledby="uc-about" className={styles.section}>
            <h2 id="uc-about">Tentang Mobil Ini</h2>
            <div className={styles.panel}>
              <p className={styles.description}>{car.description}</p>
            </div>
          </section>
          <section aria-labelledby="uc-specs" className={styles.section}>
            <h2 id="uc-specs">Spesifikasi</h2>
            <div className={styles.panel}>
              <TermList className={styles.specs} entries={specs} />
              {model ? (
                <p>
                  <Link href={model.url}>{`Lihat spesifikasi Toyota ${model.name} baru`}</Link>
                </p>
              ) : null}
            </div>
          </section>
          {onOffer ? (
            // Issue 29: the new car's simulation on this car's price (no WhatsApp "Ajukan Kredit"); its
            // choice goes on to the booking page, where the instalment stands beside the booking fee.
            <section aria-labelledby="kredit" className={styles.section}>
              <h2 id="kredit">Simulasi Kredit</h2>
              {estimate ? (
                <CreditSimulator
                  classes={CREDIT_CLASSES}
                  subject={{ kind: 'used-car', code: car.code, name: car.name }}
                  initial={estimate}
                  initialDownPaymentPercent={choice.downPaymentPercent}
                  next={
                    available
                      ? {
                          href: ROUTES.usedCarBooking(car.code),
                          label: 'Booking dengan Tanda Jadi',
                          note: `Tanda jadi ${formatRupiah(USED_CAR_BOOKING_FEE)} dibayar online; pengajuan kredit diproses dealer bersama perusahaan pembiayaan.`,
                        }
                      : undefined
                  }
                />
              ) : (
                <p className={styles.panel}>Simulasi kredit belum dapat ditampilkan. Silakan coba beberapa saat lagi atau tanyakan ke dealer.</p>
              )}
            </section>
          ) : null}
          <InspectionReport inspection={car.inspection} />
        </div>
        <div>
          <BranchCard branch={branch} whatsAppHref={chatHref} />
        </div>
      </div>
      {similar && similar.length > 0 ? (
        <section aria-labelledby="uc-similar" className={`${styles.section} ${styles.similar}`}>
          <h2 id="uc-similar">Mobil Bekas Serupa</h2>
          <UsedCarGrid cars={similar} />
        </section>
      ) : null}
    </>
  );
}
