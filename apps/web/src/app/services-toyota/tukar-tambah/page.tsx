import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { bodyTypeLabel } from '@kemudi/domain/vocabulary';
import { ServicePage } from '@/components/services/service-page';
import { LinkCardGrid, ServiceSection } from '@/components/services/service-section';
import styles from '@/components/services/services.module.css';
import { TradeInFlow } from '@/components/trade-in/trade-in-flow';
import { loginCta, serviceMetadata, whatsAppCta } from '@/lib/services';
import { loadServiceHead, loadServicePage, loadTrendingCars } from '@/server/services';
import { loadTradeInPage } from '@/server/trade-in';

export const dynamic = 'force-dynamic';

const SERVICE_TYPE = 'trade-in';
const KEYWORDS = ['tukar tambah mobil', 'trade in Toyota', 'jual mobil lama', 'taksiran mobil bekas', 'mobil baru Toyota'];

export async function generateMetadata() {
  return serviceMetadata(await loadServiceHead(SERVICE_TYPE), 'exchange');
}

export default async function TradeInPage() {
  const [page, cars, tradeIn] = await Promise.all([loadServicePage(SERVICE_TYPE, 'sales'), loadTrendingCars(), loadTradeInPage()]);
  return (
    <ServicePage
      {...page}
      content={{ ...page.content, priceNote: page.content.priceNote ?? 'Taksiran gratis, di dealer atau di rumah Anda' }}
      keywords={KEYWORDS}
      serviceName="tukar tambah"
      branchHeading="Dealer untuk inspeksi tukar tambah"
      items={(cars ?? []).map((c) => ({ name: c.name, image: c.imageUrl, url: c.url, price: c.lowestPrice }))}
      itemsName="Mobil baru Toyota untuk tukar tambah"
      ctas={[
        loginCta('Masuk untuk Ajukan Taksiran', page.path, { href: '#taksiran', label: 'Ajukan Taksiran' }),
        // Issue 13: the estimate form below (guests too).
        { href: '#taksiran', label: 'Hitung Taksiran' },
        whatsAppCta('Tanya via WhatsApp', 'Halo Kemudi, saya ingin tukar tambah mobil lama saya.'),
        { href: ROUTES.newCars, label: 'Lihat Mobil Baru' },
        { href: ROUTES.usedCars, label: 'Mobil Bekas Bersertifikat' },
      ]}
    >
      <TradeInFlow data={tradeIn} />
      {cars && cars.length > 0 ? (
        <ServiceSection id="car-title" heading="Pilih Toyota Baru Anda" more={{ href: ROUTES.newCars, label: 'Semua mobil baru' }}>
          <p className={styles.note}>Nilai taksiran mobil lama langsung memotong harga on the road mobil baru pilihan Anda.</p>
          <LinkCardGrid
            cards={cars.map((car) => ({
              href: car.url,
              title: car.name,
              image: <img src={car.imageUrl} alt={`Toyota ${car.name}`} width={640} height={280} loading="lazy" decoding="async" style={{ width: '100%', height: 'auto' }} />,
              text: bodyTypeLabel(car.bodyType),
              price: `Mulai ${formatRupiah(car.lowestPrice)}`,
            }))}
          />
        </ServiceSection>
      ) : null}
    </ServicePage>
  );
}
