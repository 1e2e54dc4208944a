/**
 * Site routes (§2). Where §2 names a route it is used exactly; detail pages that §2 does not show
 * (a used car, an accessory, a coupon …) follow the listing's path with `/p/{code}`, as model pages do.
 */
export const ROUTES = {
  home: '/',
  newCars: '/c/mobil-baru-toyota',
  model: (code: string) => `/mobil-baru-toyota/p/${encodeURIComponent(code)}`,
  variant: (modelCode: string, variantCode: string) =>
    `/mobil-baru-toyota/p/${encodeURIComponent(modelCode)}?variant=${encodeURIComponent(variantCode)}`,
  fullSpecification: (code: string) => `/p/${encodeURIComponent(code)}/full-specification`,
  /** Up to three models or variants side by side (§7 compare-product); no codes = the picker. */
  compare: (codes: readonly string[] = []) =>
    codes.length > 0 ? `/c/mobil-baru-toyota/bandingkan?codes=${codes.map(encodeURIComponent).join(',')}` : '/c/mobil-baru-toyota/bandingkan',
  usedCars: '/c/certified-used-car-toyota',
  usedCar: (code: string) => `/c/certified-used-car-toyota/p/${encodeURIComponent(code)}`,
  services: '/services-toyota',
  accessories: '/aksesoris',
  accessory: (code: string) => `/aksesoris/p/${encodeURIComponent(code)}`,
  spareParts: '/services-toyota/suku-cadang',
  sparePart: (code: string) => `/services-toyota/suku-cadang?q=${encodeURIComponent(code)}`,
  coupons: '/c/kupon-service',
  coupon: (code: string) => `/c/kupon-service/p/${encodeURIComponent(code)}`,
  packages: '/c/paketservistoyota',
  servicePackage: (code: string) => `/c/paketservistoyota/p/${encodeURIComponent(code)}`,
  promos: '/promosi',
  promo: (slug: string) => `/promosi/${encodeURIComponent(slug)}`,
  articles: '/berita-dan-tips',
  article: (slug: string) => `/berita-dan-tips/${encodeURIComponent(slug)}`,
  dealers: '/dealer-toyota',
  branch: (slug: string) => `/dealer-toyota/${encodeURIComponent(slug)}`,
  salesman: (slug: string) => `/dealer-toyota/sales/${encodeURIComponent(slug)}`,
  reviews: '/review-produk',
  testDrive: '/c/testdrive-toyota',
  search: (text: string) => `/search/global?text=${encodeURIComponent(text)}`,
  // Commerce (issue 12).
  cart: '/cart',
  checkout: '/checkout',
  /** §2 "A buy-now services path exists (exact path not shown)": checkout with this one item instead of the cart. */
  buyNow: (code: string, quantity = 1) => `/checkout?item=${encodeURIComponent(code)}&qty=${quantity}`,
  /** A new car reserved with a booking fee, from its model page. */
  newCarBooking: (modelCode: string, variantCode?: string) =>
    `/mobil-baru-toyota/p/${encodeURIComponent(modelCode)}/booking${variantCode ? `?variant=${encodeURIComponent(variantCode)}` : ''}`,
  /** Where an unpaid order is paid (QRIS or virtual account, with its countdown). */
  orderPayment: (orderNo: string) => `/checkout/pembayaran/${encodeURIComponent(orderNo)}`,
  myOrders: '/myaccount/pesanan',
  myOrder: (orderNo: string) => `/myaccount/pesanan/${encodeURIComponent(orderNo)}`,
  orderReceipt: (orderNo: string) => `/myaccount/pesanan/${encodeURIComponent(orderNo)}/kuitansi`,
  tracking: (orderNo?: string) => (orderNo ? `/tracking-order?orderNo=${encodeURIComponent(orderNo)}` : '/tracking-order'),
  // Bookings, trade-in and leads (issue 13).
  testDriveNew: (modelCode: string) => `/testdrive/new-car/${encodeURIComponent(modelCode)}`,
  testDriveUsed: (usedCarCode: string) => `/testdrive/used-car/${encodeURIComponent(usedCarCode)}`,
  bookingService: '/services-toyota/booking-service',
  homeService: '/ths-home-service',
  bodyPaint: '/body-paint-service',
  cubain: '/cubain',
  tradeIn: '/services-toyota/tukar-tambah',
  contact: '/hubungi-kami',
  myBookings: '/myaccount/booking',
  myBooking: (bookingNo: string) => `/myaccount/booking/${encodeURIComponent(bookingNo)}`,
  /** The newsletter's confirmation link (issue 16: double opt-in), emailed by the API. */
  newsletterConfirm: (token: string) => `/berlangganan/konfirmasi?token=${encodeURIComponent(token)}`,
  /** /tracking-order finds an order or a booking by its number (and the phone it was made with). */
  trackBooking: (bookingNo: string) => `/tracking-order?orderNo=${encodeURIComponent(bookingNo)}`,
} as const;

/** Service content types (content/v1/service/content) and the page each lives on (§2). */
export const SERVICE_ROUTES: Record<string, string> = {
  'booking-service': '/services-toyota/booking-service',
  'home-service': '/ths-home-service',
  'body-paint': '/body-paint-service',
  'trade-in': '/services-toyota/tukar-tambah',
  'spare-parts': '/services-toyota/suku-cadang',
  'layanan-bengkel': '/layanan-bengkel',
  cubain: '/cubain',
  'tracking-order': '/tracking-order',
};
