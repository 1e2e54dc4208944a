import { formatRupiah } from '@kemudi/domain/format';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES } from '@kemudi/domain/routes';
import { bodyTypeLabel } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { ColorPicker } from '@/components/new-cars/color-picker';
import { CREDIT_CLASSES } from '@/components/credit/credit-classes';
import { CreditSimulator } from '@/components/credit/credit-simulator';
import { FaqList } from '@/components/new-cars/faq-list';
import {
  CouponSection,
  GallerySection,
  Highlights,
  KeySpecs,
  PromoSection,
  ReviewSection,
  SimilarSection,
  VariantPicker,
  VideoSection,
} from '@/components/new-cars/model-sections';
import styles from '@/components/new-cars/new-cars.module.css';
import { PriceTag } from '@/components/new-cars/price-tag';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildCar, buildFaqPage, buildProduct, buildVideoObject, type JsonLdThing } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { DEFAULT_DOWN_PAYMENT_PERCENT, salesWhatsAppLink } from '@/lib/new-cars';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { loadLayout } from '@/server/layout';
import { loadModelDetail, loadModelPage } from '@/server/new-cars/model';
import { loadSiteOrigin } from '@/server/site';
import { isChannelLink } from '@kemudi/domain/model-videos';

// Prices follow the visitor's city (a cookie); §4 city sync reloads this page when the city changes.
export const dynamic = 'force-dynamic';

// The islands' class names, handed down as props: a client component importing new-cars.module.css
// would ship the new-car pages' whole class-name map with this page (issue 14: first-load JavaScript).
const COLOR_PICKER_CLASSES = {
  stage: styles.stage,
  stageImage: styles.stageImage,
  colorName: styles.colorName,
  swatchGroup: styles.swatchGroup,
  swatchList: styles.swatchList,
  swatchButton: styles.swatchButton,
};
type Props = {
  params: Promise<{ model: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ model }, origin, { city }] = await Promise.all([params, loadSiteOrigin(), loadLayout()]);
  const detail = await loadModelDetail(model, city.cityIsocode);
  return pageMetadata({
    title: `Toyota ${detail.name}: Harga OTR ${city.name}, Varian, Spesifikasi & Kredit`,
    description: `${detail.tagline}. Harga mulai ${formatRupiah(detail.lowestPrice)} (OTR ${city.name}), ${detail.detailCar.variantOptions.reduce((n, o) => n + o.variants.length, 0)} varian, ${detail.colors.length} warna, simulasi kredit dan promo terbaru.`,
    path: ROUTES.model(detail.product.code),
    origin,
    image: detail.product.imageUrl,
  });
}

export default async function ModelPage({ params, searchParams }: Props) {
  const [{ model }, sp, origin] = await Promise.all([params, searchParams, loadSiteOrigin()]);
  const data = await loadModelPage(model, firstParam(sp.variant));
  const { detail, variant, city } = data;
  const pageUrl = absoluteUrl(detail.product.url, origin);
  const firstColor = detail.colors[0];
  const newestVideo = data.gallery?.videos.reduce<(typeof data.gallery.videos)[number] | undefined>(
    (best, v) => (best === undefined || v.uploadDate > best.uploadDate ? v : best),
    undefined,
  );
  const fullName = `Toyota ${detail.name} ${variant.name}`;
  // Issue 15: the model drawn from its front corner heads the exterior pictures, in its first paint;
  // every picture wears the badge of the variant on show (GR Sport, hybrid or none).
  const lead = firstColor
    ? {
        imageUrl: MEDIA.carThreeQuarter(detail.product.code, firstColor.hex, firstColor.roofHex, variant.code),
        title: 'Tampak depan tiga perempat',
        caption: `Toyota ${detail.name} warna ${firstColor.name}, dilihat dari sudut depan.`,
      }
    : undefined;

  const jsonLd: JsonLdThing[] = [
    // §3 Product: product{code,imageUrl,description,url}, detailCar{variantOptions, lowestPriceVariant, strikeThroughPrice}, rateData.
    buildProduct({
      product: {
        code: detail.product.code,
        name: `Toyota ${detail.name}`,
        imageUrl: absoluteUrl(detail.product.imageUrl, origin),
        description: detail.product.description,
        url: pageUrl,
      },
      detailCar: detail.detailCar,
      rateData: detail.rateData,
      reviews: detail.rateData.content.map((r) => ({
        reviewerName: r.reviewerName,
        objectCode: detail.product.code,
        rating: r.rating,
        createdDate: r.createdDate,
        message: r.message,
        objectName: `Toyota ${detail.name}`,
        objectUrl: pageUrl,
      })),
    }),
    // §3 Car for the variant on show.
    buildCar({
      name: fullName,
      image: absoluteUrl(firstColor?.imageUrl ?? detail.product.imageUrl, origin),
      url: absoluteUrl(variant.url, origin),
      model: detail.name,
      price: variant.price.value,
      color: firstColor?.name,
      fuelType: variant.fuel,
      vehicleConfiguration: variant.name,
      vehicleTransmission: variant.transmission,
      numberOfDoors: detail.doors,
      vehicleSeatingCapacity: variant.seats ?? detail.seats,
      description: detail.product.description,
    }),
  ];
  // A VideoObject only for a known video: a link to the channel's search is no video (issue 29).
  if (newestVideo && !isChannelLink(newestVideo.url)) {
    jsonLd.push(
      buildVideoObject({
        title: newestVideo.title,
        description: newestVideo.description,
        url: newestVideo.url,
        thumbnailUrl: absoluteUrl(newestVideo.thumbnailUrl, origin),
        uploadDate: newestVideo.uploadDate,
      }),
    );
  }
  if (data.faqs && data.faqs.length > 0) jsonLd.push(buildFaqPage(data.faqs, pageUrl));

  const buyMessage = `Halo, saya ingin membeli ${fullName} (harga OTR ${city.name} ${formatRupiah(variant.price.value)}). Mohon info ketersediaan dan promonya.`;

  return (
    <>
      <Breadcrumbs items={[{ name: 'Mobil Baru Toyota', href: ROUTES.newCars }, { name: `Toyota ${detail.name}` }]} origin={origin} />
      <JsonLd data={jsonLd} />
      <div className={styles.hero}>
        <ColorPicker
          classes={COLOR_PICKER_CLASSES}
          modelName={detail.name}
          colors={detail.colors.map((c) => ({ name: c.name, hex: c.hex, imageUrl: MEDIA.car(detail.product.code, c.hex, c.roofHex, variant.code) }))}
        />
        <div className={styles.summaryPanel}>
          <h1 className={styles.pageTitle}>{`Toyota ${detail.name}`}</h1>
          <p className={styles.muted}>{detail.tagline}</p>
          <p>
            Varian dipilih: <strong>{variant.name}</strong>
            {variant.isPreorder ? (
              <>
                {' '}
                <span className={`${styles.badge} ${styles.preorder}`}>Pre-order</span>
              </>
            ) : null}
          </p>
          <PriceTag price={variant.price.value} strikeThroughPrice={variant.strikeThroughPrice} discountPercent={variant.discountPercent} big />
          <p className={styles.muted}>{`Harga OTR ${city.name}. Harga model mulai ${formatRupiah(detail.lowestPrice)} hingga ${formatRupiah(detail.highestPrice)}.`}</p>
          <ul className={styles.facts} aria-label="Ringkasan">
            <li>{bodyTypeLabel(detail.bodyType)}</li>
            <li>{`${variant.seats ?? detail.seats} penumpang`}</li>
            <li>{`${detail.doors} pintu`}</li>
            <li>{variant.fuel}</li>
            <li>{variant.transmission}</li>
          </ul>
          <div className={styles.ctas}>
            <Link href={ROUTES.newCarBooking(detail.product.code, variant.code)} className={styles.primary}>
              Booking dengan Tanda Jadi
            </Link>
            {data.testDrive ? (
              <Link href={ROUTES.testDriveNew(detail.product.code)} className={styles.secondary}>
                Test Drive
              </Link>
            ) : data.sales ? (
              // Not in the test-drive fleet: the dealer arranges a viewing instead.
              <a
                href={salesWhatsAppLink(data.sales, `Halo, saya ingin melihat langsung Toyota ${detail.name}. Apakah unit tersedia di dealer?`)}
                className={styles.secondary}
                target="_blank"
                rel="noopener noreferrer"
              >
                Test Drive<span className="visually-hidden"> (tanyakan jadwal lewat WhatsApp, membuka tab baru)</span>
              </a>
            ) : null}
            {data.sales ? (
              // One WhatsApp button, named for what it does (issue 29): a question to the sales, not a purchase.
              <a href={salesWhatsAppLink(data.sales, buyMessage)} className={styles.whatsapp} target="_blank" rel="noopener noreferrer">
                Tanya via WhatsApp
                <span className="visually-hidden">{` ke sales ${data.sales.branchName} tentang ${fullName} (membuka tab baru)`}</span>
              </a>
            ) : (
              <Link href={ROUTES.contact} className={styles.whatsapp}>
                Hubungi Dealer
              </Link>
            )}
          </div>
          <p className={styles.muted} id="cta-note">
            {data.sales
              ? `Booking dengan Tanda Jadi: pilih dealer dan bayar tanda jadi online (QRIS atau virtual account), sisanya di dealer. Tanya via WhatsApp: bertanya langsung ke sales ${data.sales.branchName}.`
              : 'Booking dengan Tanda Jadi: pilih dealer dan bayar tanda jadi online (QRIS atau virtual account), sisanya di dealer.'}
          </p>
          <p>
            <Link href={ROUTES.compare([detail.product.code])} className={styles.link}>
              {`Bandingkan ${detail.name} dengan mobil lain`}
            </Link>
          </p>
        </div>
      </div>

      <VariantPicker detail={detail} selected={variant} />
      <Highlights detail={detail} />
      <KeySpecs detail={detail} variant={variant} />

      <section aria-labelledby="credit-title" className={styles.section}>
        <h2 id="credit-title">Simulasi kredit</h2>
        {data.credit ? (
          <CreditSimulator
            classes={CREDIT_CLASSES}
            key={`${variant.code}-${city.cityIsocode}`}
            subject={{ kind: 'variant', code: variant.code, name: variant.name, cityCode: city.cityIsocode }}
            initial={data.credit}
            initialDownPaymentPercent={DEFAULT_DOWN_PAYMENT_PERCENT}
          />
        ) : (
          <p className={styles.muted}>Simulasi kredit belum dapat ditampilkan. Silakan coba beberapa saat lagi.</p>
        )}
      </section>

      {data.gallery ? <GallerySection name={detail.name} gallery={data.gallery} lead={lead} /> : null}
      {newestVideo ? <VideoSection name={detail.name} video={newestVideo} /> : null}
      {data.promos ? <PromoSection name={detail.name} promos={data.promos} /> : null}
      <ReviewSection name={detail.name} rate={detail.rateData} />
      {data.faqs && data.faqs.length > 0 ? (
        <FaqList id="faq-title" title={data.faqsAreGeneral ? 'Pertanyaan seputar mobil baru' : `Pertanyaan seputar ${detail.name}`} faqs={data.faqs} />
      ) : null}
      {data.coupons ? <CouponSection name={detail.name} coupons={data.coupons} /> : null}
      {data.similar ? <SimilarSection name={detail.name} cards={data.similar} /> : null}
    </>
  );
}
