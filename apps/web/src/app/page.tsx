import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { AftersalesProducts } from '@/components/home/aftersales-products';
import { CategoryTiles } from '@/components/home/category-tiles';
import { CityPromos } from '@/components/home/city-promos';
import { HeroPromos } from '@/components/home/hero-promos';
import { HighlightVideo } from '@/components/home/highlight-video';
import { NearbyBranches } from '@/components/home/nearby-branches';
import { NewsTips } from '@/components/home/news-tips';
import { TrendingCars } from '@/components/home/trending-cars';
import { HomeLinkOffer } from '@/components/loyalty/home-link-offer';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { loadHome } from '@/server/home';
import { loadSiteOrigin } from '@/server/site';

// Real API data at request time; the build never calls the API (it may not be running then).
export const dynamic = 'force-dynamic';

const TITLE = 'Kemudi Toyota — Dealer Resmi Toyota';
const DESCRIPTION =
  'Dealer resmi Toyota: mobil baru dan bekas bersertifikat, servis bengkel dan home service, kupon servis, aksesoris, suku cadang, tukar tambah, dan promo terbaru di kota Anda.';
const KEYWORDS = [
  'dealer Toyota',
  'mobil baru Toyota',
  'mobil bekas Toyota',
  'servis Toyota',
  'kupon servis',
  'aksesoris Toyota',
  'suku cadang Toyota',
  'promo Toyota',
];

export async function generateMetadata(): Promise<Metadata> {
  const origin = await loadSiteOrigin();
  return {
    metadataBase: new URL(origin),
    title: { absolute: TITLE },
    description: DESCRIPTION,
    keywords: KEYWORDS,
    alternates: { canonical: ROUTES.home },
    openGraph: {
      type: 'website',
      locale: 'id_ID',
      siteName: 'Kemudi Toyota',
      title: TITLE,
      description: DESCRIPTION,
      url: ROUTES.home,
    },
  };
}

export default async function HomePage() {
  const [home, origin] = await Promise.all([loadHome(), loadSiteOrigin()]);
  // §3 Webpage markup: name, description, url, keywords.
  const webPage = buildWebPage({ name: TITLE, description: DESCRIPTION, url: absoluteUrl(ROUTES.home, origin), keywords: KEYWORDS });
  return (
    <>
      <JsonLd data={webPage} />
      <h1 className="visually-hidden">{TITLE}</h1>
      <HeroPromos promos={home.promos} />
      {/* Issue 11: a logged-in customer without a linked AstraPay wallet — an island (the page's HTML is shared, issue 14); a guest asks nothing. */}
      <HomeLinkOffer />
      {home.tiles && home.tiles.length > 0 ? <CategoryTiles tiles={home.tiles} /> : null}
      {home.cars ? <TrendingCars cars={home.cars} /> : null}
      {home.cityPromos ? <CityPromos data={home.cityPromos} /> : null}
      {home.accessories ? (
        <AftersalesProducts
          id="accessory-title"
          title="Aksesoris Terlaris"
          items={home.accessories}
          more={{ href: ROUTES.accessories, label: 'Lihat semua' }}
        />
      ) : null}
      {home.coupons ? (
        <AftersalesProducts
          id="coupon-title"
          title="Kupon Servis Terlaris"
          items={home.coupons}
          more={{ href: ROUTES.coupons, label: 'Lihat semua' }}
        />
      ) : null}
      {home.video ? <HighlightVideo video={home.video} /> : null}
      {home.branches ? <NearbyBranches data={home.branches} /> : null}
      {home.news ? <NewsTips articles={home.news} /> : null}
    </>
  );
}
