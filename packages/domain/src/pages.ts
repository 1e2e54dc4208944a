/**
 * Every page of the site, in one table (issue 28). A page's path is written here and nowhere else:
 * ROUTES (routes.ts) links to it, the §2 menus (vocabulary.ts) place it, the edge caches it or not
 * (apps/web/src/edge/page-rules.ts), the API's sitemap lists it (apps/api/src/modules/site/sitemap.ts).
 * A web test (apps/web/src/site-pages.test.ts) checks that every page.tsx under apps/web/src/app has
 * its row here and that every row has its page.
 *
 * Where §2 names a route it is used exactly; detail pages that §2 does not show (a used car, an
 * accessory, a coupon …) follow the listing's path with `/p/{code}`, as model pages do.
 */

export interface SitePage {
  /**
   * The path; for a page per item a pattern whose `:param` segments are the `[param]` folders of
   * apps/web/src/app (route groups left out).
   */
  readonly path: string;
  /** What the page is called; a menu shows this name. */
  readonly name: string;
  /**
   * 'shared': the same HTML for every visitor in one city, so the edge keeps a copy (issue 14).
   * 'personal': rendered for every request — it shows or prefills a customer's own data (account,
   * cart, checkout, the booking and service forms, contact, login), or acts on a one-time token.
   */
  readonly render: 'shared' | 'personal';
  /**
   * In sitemap.xml: a static page as it is, in this table's order (§2's static pages come first);
   * a pattern's pages one per item, listed by the API's sitemap from the catalogue.
   */
  readonly sitemap: boolean;
  /** The icon (MEDIA.icon / drawIcon) the §2 menus draw for it: a page with one may be placed in a menu (vocabulary.ts). */
  readonly icon?: string;
}

/**
 * The table: §2's header menu, Purna Jual submenu and footer pages first (the sitemap's static
 * order), then the catalogue's detail pages, commerce, bookings, the account and the auth pages.
 */
export const SITE_PAGES = {
  home: { path: '/', name: 'Beranda', render: 'shared', sitemap: true },
  // §2 desktop header menu.
  newCars: { path: '/c/mobil-baru-toyota', name: 'Mobil Baru', render: 'shared', sitemap: true, icon: 'car' },
  services: { path: '/services-toyota', name: 'Purna Jual', render: 'shared', sitemap: true, icon: 'wrench' },
  promos: { path: '/promosi', name: 'Promo', render: 'shared', sitemap: true, icon: 'promo' },
  testDrive: { path: '/c/testdrive-toyota', name: 'Test Drive', render: 'shared', sitemap: true, icon: 'steering' },
  usedCars: { path: '/c/certified-used-car-toyota', name: 'Mobil Bekas', render: 'shared', sitemap: true, icon: 'used-car' },
  dealers: { path: '/dealer-toyota', name: 'Dealer Toyota', render: 'shared', sitemap: true, icon: 'dealer' },
  reviews: { path: '/review-produk', name: 'Review Produk', render: 'shared', sitemap: true, icon: 'review' },
  // §2 Purna Jual submenu.
  bookingService: { path: '/services-toyota/booking-service', name: 'Booking Servis', render: 'personal', sitemap: true, icon: 'wrench' },
  coupons: { path: '/c/kupon-service', name: 'Kupon Servis', render: 'shared', sitemap: true, icon: 'coupon' },
  accessories: { path: '/aksesoris', name: 'Aksesoris', render: 'shared', sitemap: true, icon: 'accessory' },
  spareParts: { path: '/services-toyota/suku-cadang', name: 'Suku Cadang', render: 'personal', sitemap: true, icon: 'part' },
  tradeIn: { path: '/services-toyota/tukar-tambah', name: 'Tukar Tambah', render: 'personal', sitemap: true, icon: 'exchange' },
  packages: { path: '/c/paketservistoyota', name: 'Paket Servis', render: 'shared', sitemap: true, icon: 'package' },
  // §2 footer.
  workshop: { path: '/layanan-bengkel', name: 'Layanan Bengkel', render: 'shared', sitemap: true, icon: 'wrench' },
  homeService: { path: '/ths-home-service', name: 'Home Service', render: 'personal', sitemap: true, icon: 'home' },
  bodyPaint: { path: '/body-paint-service', name: 'Body & Paint', render: 'personal', sitemap: true, icon: 'paint' },
  about: { path: '/tentang-kami', name: 'Tentang Kami', render: 'shared', sitemap: true },
  articles: { path: '/berita-dan-tips', name: 'Berita & Tips', render: 'shared', sitemap: true },
  achievements: { path: '/prestasi', name: 'Prestasi', render: 'shared', sitemap: true },
  faq: { path: '/seputar-pertanyaan', name: 'Seputar Pertanyaan', render: 'shared', sitemap: true },
  contact: { path: '/hubungi-kami', name: 'Hubungi Kami', render: 'personal', sitemap: true },
  terms: { path: '/syarat-ketentuan-umum', name: 'Syarat & Ketentuan', render: 'shared', sitemap: true },
  privacy: { path: '/pemberitahuan-privasi', name: 'Pemberitahuan Privasi', render: 'shared', sitemap: true },
  // §2 search shortcuts.
  tracking: { path: '/tracking-order', name: 'Tracking Order', render: 'personal', sitemap: false, icon: 'tracking' },
  cubain: { path: '/cubain', name: 'Sewa Mobil Cubain', render: 'personal', sitemap: false, icon: 'steering' },
  // The catalogue's detail pages.
  model: { path: '/mobil-baru-toyota/p/:model', name: 'Model', render: 'shared', sitemap: true },
  fullSpecification: { path: '/p/:code/full-specification', name: 'Spesifikasi Lengkap', render: 'shared', sitemap: false },
  compare: { path: '/c/mobil-baru-toyota/bandingkan', name: 'Bandingkan', render: 'shared', sitemap: false },
  usedCar: { path: '/c/certified-used-car-toyota/p/:code', name: 'Mobil Bekas', render: 'shared', sitemap: true },
  accessory: { path: '/aksesoris/p/:code', name: 'Aksesoris', render: 'shared', sitemap: true },
  coupon: { path: '/c/kupon-service/p/:code', name: 'Kupon Servis', render: 'shared', sitemap: true },
  servicePackage: { path: '/c/paketservistoyota/p/:code', name: 'Paket Servis', render: 'shared', sitemap: true },
  promo: { path: '/promosi/:slug', name: 'Promo', render: 'shared', sitemap: true },
  article: { path: '/berita-dan-tips/:slug', name: 'Artikel', render: 'shared', sitemap: true },
  branch: { path: '/dealer-toyota/:slug', name: 'Cabang', render: 'shared', sitemap: true },
  salesman: { path: '/dealer-toyota/sales/:slug', name: 'Sales', render: 'shared', sitemap: true },
  search: { path: '/search/global', name: 'Hasil Pencarian', render: 'shared', sitemap: false },
  // Commerce (issue 12).
  cart: { path: '/cart', name: 'Keranjang', render: 'personal', sitemap: false },
  checkout: { path: '/checkout', name: 'Checkout', render: 'personal', sitemap: false },
  orderPayment: { path: '/checkout/pembayaran/:orderNo', name: 'Pembayaran', render: 'personal', sitemap: false },
  newCarBooking: { path: '/mobil-baru-toyota/p/:model/booking', name: 'Booking Mobil Baru', render: 'personal', sitemap: false },
  // Issue 29: a certified used car reserved with a booking fee.
  usedCarBooking: { path: '/c/certified-used-car-toyota/p/:code/booking', name: 'Booking Mobil Bekas', render: 'personal', sitemap: false },
  // Bookings and leads (issue 13), the newsletter (issue 16).
  testDriveNew: { path: '/testdrive/new-car/:model', name: 'Test Drive Mobil Baru', render: 'personal', sitemap: false },
  testDriveUsed: { path: '/testdrive/used-car/:code', name: 'Test Drive Mobil Bekas', render: 'personal', sitemap: false },
  newsletterConfirm: { path: '/berlangganan/konfirmasi', name: 'Konfirmasi Berlangganan', render: 'personal', sitemap: false },
  // My Account (issue 10); /myaccount itself sends the customer to the overview.
  myAccount: { path: '/myaccount', name: 'Akun Saya', render: 'personal', sitemap: false },
  accountOverview: { path: '/myaccount/overview', name: 'Ringkasan Akun', render: 'personal', sitemap: false },
  myProfile: { path: '/myaccount/profile', name: 'Profil Saya', render: 'personal', sitemap: false },
  myCars: { path: '/myaccount/mobil-saya', name: 'Mobil Saya', render: 'personal', sitemap: false },
  myOrders: { path: '/myaccount/pesanan', name: 'Pesanan Saya', render: 'personal', sitemap: false },
  myOrder: { path: '/myaccount/pesanan/:orderNo', name: 'Pesanan', render: 'personal', sitemap: false },
  orderReceipt: { path: '/myaccount/pesanan/:orderNo/kuitansi', name: 'Kuitansi', render: 'personal', sitemap: false },
  myBookings: { path: '/myaccount/booking', name: 'Booking Saya', render: 'personal', sitemap: false },
  myBooking: { path: '/myaccount/booking/:bookingNo', name: 'Booking', render: 'personal', sitemap: false },
  myWallet: { path: '/myaccount/astrapay', name: 'AstraPay & AstraPoints', render: 'personal', sitemap: false },
  myConsents: { path: '/myaccount/persetujuan-data', name: 'Persetujuan Data', render: 'personal', sitemap: false },
  myNotifications: { path: '/myaccount/notifikasi', name: 'Notifikasi', render: 'personal', sitemap: false },
  // §2 auth pages.
  login: { path: '/login', name: 'Masuk', render: 'personal', sitemap: false },
  loginEmail: { path: '/login-email', name: 'Masuk dengan Email', render: 'personal', sitemap: false },
  loginPassword: { path: '/login-password', name: 'Masuk dengan Kata Sandi', render: 'personal', sitemap: false },
  register: { path: '/register', name: 'Daftar', render: 'personal', sitemap: false },
  verifyOtp: { path: '/verifikasi-otp', name: 'Verifikasi OTP', render: 'personal', sitemap: false },
  passwordRequest: { path: '/login/pw/request', name: 'Lupa Kata Sandi', render: 'personal', sitemap: false },
  passwordChange: { path: '/login/pw/change', name: 'Ubah Kata Sandi', render: 'personal', sitemap: false },
  emailActivation: { path: '/aktivasi-email', name: 'Aktivasi Email', render: 'personal', sitemap: false },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof SITE_PAGES;

/** The table's rows, in its order. */
export const SITE_PAGE_LIST: readonly SitePage[] = Object.values(SITE_PAGES);

/**
 * What robots.txt keeps crawlers out of (issue 4), as path prefixes: the API, the cart, the
 * account and search results. A page added under one of them is covered without a change here.
 */
export const CRAWL_DISALLOW: readonly string[] = ['/api/', '/cart', '/myaccount', '/search'];

/** Whether a path is a pattern (a page per item) rather than one page. */
export function isPathPattern(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}

/** The static pages sitemap.xml lists, in the table's order. */
export const STATIC_SITEMAP_PATHS: readonly string[] = SITE_PAGE_LIST.filter((page) => page.sitemap && !isPathPattern(page.path)).map((page) => page.path);

/** A path or pattern as a regular expression over a request's pathname: a `:param` is one non-empty segment. */
export function pathPatternRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The `:param` names of a pattern, as a type: '/promosi/:slug' → 'slug'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its params filled in, each encoded as one segment: ('/promosi/:slug', { slug: 'a b' }) → '/promosi/a%20b'. */
export function fillPath<P extends string>(pattern: P, params: Readonly<Record<PathParams<P>, string>>): string {
  const values: Readonly<Record<string, string>> = params;
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Parameter "${name}" untuk ${pattern} tidak diberikan`);
    return encodeURIComponent(value);
  });
}

/** The static pages' paths by key: the part of ROUTES that needs no parameters. */
export type StaticPagePaths = {
  readonly [K in SitePageKey as (typeof SITE_PAGES)[K]['path'] extends `${string}:${string}` ? never : K]: (typeof SITE_PAGES)[K]['path'];
};

// Object.fromEntries forgets the keys; the filter is the type's own condition (no `:` in the path).
export const STATIC_PAGE_PATHS = Object.fromEntries(
  Object.entries(SITE_PAGES)
    .filter(([, page]) => !isPathPattern(page.path))
    .map(([key, page]) => [key, page.path]),
) as StaticPagePaths;
