import { fillPath, SITE_PAGES, STATIC_PAGE_PATHS } from './pages';

/**
 * Links to the site's pages (§2). Every path comes from the page table (pages.ts): each static
 * page is here under its key as it is, and each page per item gets a function that fills in its
 * parameters (and the query some links carry).
 */
export const ROUTES = {
  ...STATIC_PAGE_PATHS,
  model: (code: string) => fillPath(SITE_PAGES.model.path, { model: code }),
  variant: (modelCode: string, variantCode: string) => `${fillPath(SITE_PAGES.model.path, { model: modelCode })}?variant=${encodeURIComponent(variantCode)}`,
  fullSpecification: (code: string) => fillPath(SITE_PAGES.fullSpecification.path, { code }),
  /** Up to three models or variants side by side (§7 compare-product); no codes = the picker. */
  compare: (codes: readonly string[] = []) =>
    codes.length > 0 ? `${SITE_PAGES.compare.path}?codes=${codes.map(encodeURIComponent).join(',')}` : SITE_PAGES.compare.path,
  usedCar: (code: string) => fillPath(SITE_PAGES.usedCar.path, { code }),
  accessory: (code: string) => fillPath(SITE_PAGES.accessory.path, { code }),
  sparePart: (code: string) => `${SITE_PAGES.spareParts.path}?q=${encodeURIComponent(code)}`,
  coupon: (code: string) => fillPath(SITE_PAGES.coupon.path, { code }),
  servicePackage: (code: string) => fillPath(SITE_PAGES.servicePackage.path, { code }),
  promo: (slug: string) => fillPath(SITE_PAGES.promo.path, { slug }),
  article: (slug: string) => fillPath(SITE_PAGES.article.path, { slug }),
  branch: (slug: string) => fillPath(SITE_PAGES.branch.path, { slug }),
  salesman: (slug: string) => fillPath(SITE_PAGES.salesman.path, { slug }),
  search: (text: string) => `${SITE_PAGES.search.path}?text=${encodeURIComponent(text)}`,
  // Commerce (issue 12).
  /** §2 "A buy-now services path exists (exact path not shown)": checkout with this one item instead of the cart. */
  buyNow: (code: string, quantity = 1) => `${SITE_PAGES.checkout.path}?item=${encodeURIComponent(code)}&qty=${quantity}`,
  /** A new car reserved with a booking fee, from its model page. */
  newCarBooking: (modelCode: string, variantCode?: string) =>
    `${fillPath(SITE_PAGES.newCarBooking.path, { model: modelCode })}${variantCode ? `?variant=${encodeURIComponent(variantCode)}` : ''}`,
  /** A certified used car reserved with a booking fee, from its page (issue 29). */
  usedCarBooking: (code: string) => fillPath(SITE_PAGES.usedCarBooking.path, { code }),
  /** Where an unpaid order is paid (QRIS or virtual account, with its countdown). */
  orderPayment: (orderNo: string) => fillPath(SITE_PAGES.orderPayment.path, { orderNo }),
  myOrder: (orderNo: string) => fillPath(SITE_PAGES.myOrder.path, { orderNo }),
  orderReceipt: (orderNo: string) => fillPath(SITE_PAGES.orderReceipt.path, { orderNo }),
  /** /tracking-order finds an order or a booking by its number (and the phone it was made with). */
  tracking: (orderNo?: string) => (orderNo ? `${SITE_PAGES.tracking.path}?orderNo=${encodeURIComponent(orderNo)}` : SITE_PAGES.tracking.path),
  trackBooking: (bookingNo: string) => `${SITE_PAGES.tracking.path}?orderNo=${encodeURIComponent(bookingNo)}`,
  // Bookings, trade-in and leads (issue 13).
  testDriveNew: (modelCode: string) => fillPath(SITE_PAGES.testDriveNew.path, { model: modelCode }),
  testDriveUsed: (usedCarCode: string) => fillPath(SITE_PAGES.testDriveUsed.path, { code: usedCarCode }),
  myBooking: (bookingNo: string) => fillPath(SITE_PAGES.myBooking.path, { bookingNo }),
  /** The newsletter's confirmation link (issue 16: double opt-in), emailed by the API. */
  newsletterConfirm: (token: string) => `${SITE_PAGES.newsletterConfirm.path}?token=${encodeURIComponent(token)}`,
} as const;

/** Service content types (content/v1/service/content) and the page each lives on (§2). */
export const SERVICE_ROUTES: Record<string, string> = {
  'booking-service': SITE_PAGES.bookingService.path,
  'home-service': SITE_PAGES.homeService.path,
  'body-paint': SITE_PAGES.bodyPaint.path,
  'trade-in': SITE_PAGES.tradeIn.path,
  'spare-parts': SITE_PAGES.spareParts.path,
  'layanan-bengkel': SITE_PAGES.workshop.path,
  cubain: SITE_PAGES.cubain.path,
  'tracking-order': SITE_PAGES.tracking.path,
};
