import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { formatKm, formatRupiah } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { formatDuration, PriceTable } from '@/components/services/price-table';
import { ServicePage } from '@/components/services/service-page';
import styles from '@/components/services/services.module.css';
import { TableScroll } from '@/components/services/table-scroll';
import { loginHref } from '@/components/services/structured-data';
import { pageMetadata } from '@/lib/metadata';
import { firstParam } from '@/server/fetch-data';
import { loadSiteOrigin } from '@/server/home';
import {
  loadModelOptions,
  loadPricedServices,
  loadServiceBranches,
  loadServiceContent,
  loadServiceFaqs,
  loadServicePlan,
  type ServicePackage,
} from '@/server/services';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'booking-service';
const PATH = SERVICE_ROUTES[SERVICE_TYPE]!;
const KEYWORDS = ['booking servis Toyota', 'servis berkala Toyota', 'harga servis berkala', 'jadwal servis Toyota', 'bengkel resmi Toyota'];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(SERVICE_TYPE), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: PATH, origin, image: MEDIA.icon('wrench') });
}

export default async function BookingServicePage({ searchParams }: Props) {
  const [params, models] = await Promise.all([searchParams, loadModelOptions()]);
  const wanted = firstParam(params.model);
  // Only a model the catalogue knows is asked for; anything else shows the page without one.
  const model = models.find((m) => m.code === wanted);
  const [content, origin, generalPrices, plan, branches, faqs] = await Promise.all([
    loadServiceContent(SERVICE_TYPE, model?.code),
    loadSiteOrigin(),
    model ? Promise.resolve(null) : loadPricedServices('bengkel', 'berkala'),
    model ? loadServicePlan(model.code) : Promise.resolve(null),
    loadServiceBranches('bengkel'),
    loadServiceFaqs(SERVICE_TYPE),
  ]);
  const packages = content.packages;
  const items = model
    ? packages.map((p) => ({ name: p.name, image: MEDIA.icon('package'), url: p.url, price: p.price }))
    : (generalPrices ?? []).map((p) => ({ name: p.name, image: MEDIA.icon('wrench'), url: PATH, price: p.priceFrom }));

  return (
    <ServicePage
      origin={origin}
      path={PATH}
      content={content}
      keywords={KEYWORDS}
      faqs={faqs}
      branches={branches}
      serviceName="booking servis"
      branchHeading="Bengkel untuk booking servis"
      items={items}
      itemsName={model ? `Paket servis Toyota ${model.name}` : 'Harga servis berkala Toyota'}
      stepsHeading="Cara Booking Servis"
      ctas={[
        { href: loginHref(model ? `${PATH}?model=${encodeURIComponent(model.code)}` : PATH), label: 'Masuk untuk Booking Servis', primary: true },
        { href: ROUTES.packages, label: 'Paket Servis' },
        { href: ROUTES.coupons, label: 'Kupon Servis' },
        {
          href: `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent('Halo Kemudi, saya ingin booking servis.')}`,
          label: 'Booking via WhatsApp',
          external: true,
        },
      ]}
    >
      <section aria-labelledby="model-title" className={styles.section}>
        <h2 id="model-title">Estimasi Biaya Servis Mobil Anda</h2>
        <form key={model?.code ?? ''} method="get" action={PATH} className={styles.form} style={{ gridTemplateColumns: 'none' }}>
          <div className={styles.field}>
            <label htmlFor="booking-model">Model mobil Anda</label>
            <select id="booking-model" name="model" defaultValue={model?.code ?? ''}>
              <option value="">Semua model</option>
              {models.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.formActions}>
            <button type="submit">Tampilkan harga</button>
          </div>
        </form>
        {model ? (
          <ModelPrices modelName={model.name} packages={packages} plan={plan} />
        ) : generalPrices ? (
          <PriceTable
            id="price-title"
            heading="Harga Servis Berkala"
            items={generalPrices}
            note="Harga mulai untuk mobil penumpang. Pilih model mobil Anda di atas untuk melihat paket dan harga yang sesuai."
          />
        ) : null}
      </section>
    </ServicePage>
  );
}

function ModelPrices({
  modelName,
  packages,
  plan,
}: {
  modelName: string;
  packages: readonly ServicePackage[];
  plan: Awaited<ReturnType<typeof loadServicePlan>>;
}) {
  return (
    <>
      {packages.length === 0 ? (
        <p className={styles.empty}>{`Belum ada paket servis untuk Toyota ${modelName}. Hubungi bengkel kami untuk estimasi biaya.`}</p>
      ) : (
        <TableScroll label={`Tabel paket servis Toyota ${modelName}`}>
          <table className={styles.table}>
            <caption>{`Paket servis Toyota ${modelName}`}</caption>
            <thead>
              <tr>
                <th scope="col">Paket</th>
                <th scope="col">Estimasi waktu</th>
                <th scope="col" className={styles.num}>
                  Harga
                </th>
              </tr>
            </thead>
            <tbody>
              {packages.map((p) => (
                <tr key={p.code}>
                  <td>
                    <Link href={p.url}>
                      <strong>{p.name}</strong>
                    </Link>
                    <br />
                    <span className={styles.meta}>{p.kmInterval ? `${p.type} · ${formatKm(p.kmInterval)}` : p.type}</span>
                  </td>
                  <td>{formatDuration(p.durationMinutes)}</td>
                  <td className={styles.num}>
                    {formatRupiah(p.price)}
                    {p.normalPrice && p.normalPrice > p.price ? (
                      <>
                        <br />
                        <s className={styles.strike} aria-label={`Harga normal ${formatRupiah(p.normalPrice)}`}>
                          {formatRupiah(p.normalPrice)}
                        </s>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {plan && plan.length > 0 ? (
        <TableScroll label={`Tabel jadwal servis berkala Toyota ${modelName}`}>
          <table className={styles.table}>
            <caption>{`Jadwal servis berkala Toyota ${modelName}`}</caption>
            <thead>
              <tr>
                <th scope="col">Jarak tempuh</th>
                <th scope="col">Atau setiap</th>
                <th scope="col" className={styles.num}>
                  Harga mulai
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.map((step) => (
                <tr key={step.kmInterval}>
                  <td>{formatKm(step.kmInterval)}</td>
                  <td>{`${step.months} bulan`}</td>
                  <td className={styles.num}>{formatRupiah(Math.min(...step.packages.map((p) => p.price)))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}
