/**
 * Commerce rules both sides share (issue 12: cart, checkout, payment, orders; §3 Cart, §4 cart
 * guid, §9 cart badge). The spec gives no numbers for these; each choice is written here once.
 */
import { SITE_PAGES } from './pages';

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

/** At most this many units of one item per order (a workshop's counter, not a wholesaler). */
export const CART_MAX_QUANTITY_PER_LINE = 10;
/** At most this many different items in one cart. */
export const CART_MAX_LINES = 30;

/** What the site sells online, by the kind of item (product_stock.kind). */
export const PRODUCT_KINDS = ['accessory', 'part', 'coupon', 'package'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_KIND_LABELS: Readonly<Record<ProductKind, string>> = {
  accessory: 'Aksesoris',
  part: 'Suku Cadang',
  coupon: 'Kupon Servis',
  package: 'Paket Servis',
};

/** Where each kind of item lives on the site (§2), for the cart's links back. */
export const PRODUCT_KIND_LISTS: Readonly<Record<ProductKind, string>> = {
  accessory: SITE_PAGES.accessories.path,
  part: SITE_PAGES.spareParts.path,
  coupon: SITE_PAGES.coupons.path,
  package: SITE_PAGES.packages.path,
};

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

/** The order's statuses, in the order of the timeline; cancelled and expired end it early. */
/** A refund (staff console, issue 24): waiting for staff, sent to the provider, done, or failed (staff may try again). */
export const REFUND_STATUSES = ['required', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  required: 'Perlu Refund',
  pending: 'Refund Diproses',
  succeeded: 'Sudah Direfund',
  failed: 'Refund Gagal',
};
/** How the customer reads a refund (Pesanan Saya, /tracking-order): done, or on its way. */
export function refundCustomerLabel(status: RefundStatus): string {
  return status === 'succeeded' ? 'Dana dikembalikan' : 'Pengembalian dana diproses';
}
/** Why money goes back: a payment that arrived after its order expired or was cancelled, or a paid order staff cancelled. */
export const REFUND_REASONS = ['late-payment', 'cancelled-paid'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  'late-payment': 'Pembayaran masuk setelah pesanan kedaluwarsa atau dibatalkan',
  'cancelled-paid': 'Pesanan yang sudah dibayar dibatalkan',
};

export const ORDER_STATUSES = ['pending_payment', 'paid', 'processing', 'ready', 'completed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The happy path of the timeline. */
export const ORDER_FLOW: readonly OrderStatus[] = ['pending_payment', 'paid', 'processing', 'ready', 'completed'];

/** What is done when the order is ready (and how "ready" reads). */
export const ORDER_FULFILMENTS = ['pickup', 'install', 'coupon', 'reservation'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/** 'used-car': a certified used car (one unit) reserved with a booking fee (issue 29). */
export const ORDER_KINDS = ['products', 'new-car', 'used-car'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The timeline's words (issue 12): menunggu pembayaran → dibayar → diproses → siap diambil/dipasang → selesai. */
export function orderStatusLabel(status: OrderStatus, fulfilment: OrderFulfilment): string {
  switch (status) {
    case 'pending_payment':
      return 'Menunggu pembayaran';
    case 'paid':
      return 'Dibayar';
    case 'processing':
      return 'Diproses';
    case 'ready':
      return fulfilment === 'install'
        ? 'Siap dipasang'
        : fulfilment === 'coupon'
          ? 'Kupon aktif'
          : fulfilment === 'reservation'
            ? 'Unit dialokasikan'
            : 'Siap diambil';
    case 'completed':
      return 'Selesai';
    case 'cancelled':
      return 'Dibatalkan';
    case 'expired':
      return 'Kedaluwarsa';
  }
}

/** What happens next, told on the confirmation page, in My Account and on /tracking-order. */
export function orderNextStep(status: OrderStatus, fulfilment: OrderFulfilment): string {
  switch (status) {
    case 'pending_payment':
      return 'Selesaikan pembayaran sebelum batas waktu. Setelah pembayaran diterima, status pesanan berubah otomatis menjadi Dibayar.';
    case 'paid':
      return fulfilment === 'reservation'
        ? 'Tanda jadi sudah kami terima. Sales consultant dealer pilihan Anda akan menghubungi Anda dalam 1×24 jam untuk dokumen dan pembayaran selanjutnya.'
        : 'Pembayaran sudah kami terima. Dealer pilihan Anda akan menyiapkan pesanan dan mengabari Anda melalui WhatsApp.';
    case 'processing':
      return fulfilment === 'reservation'
        ? 'Dealer sedang memverifikasi dokumen dan mengalokasikan unit untuk Anda.'
        : 'Dealer sedang menyiapkan pesanan Anda.';
    case 'ready':
      return fulfilment === 'install'
        ? 'Barang siap dipasang. Datanglah ke dealer sesuai jadwal pemasangan dan tunjukkan nomor pesanan.'
        : fulfilment === 'coupon'
          ? 'Kupon sudah aktif. Tunjukkan nomor pesanan kepada service advisor saat servis.'
          : fulfilment === 'reservation'
            ? 'Unit sudah dialokasikan. Sales consultant akan mengatur jadwal serah terima.'
            : 'Barang siap diambil di dealer. Tunjukkan nomor pesanan dan KTP pemesan di kasir.';
    case 'completed':
      return 'Pesanan selesai. Terima kasih telah berbelanja di Kemudi.';
    case 'cancelled':
      return 'Pesanan dibatalkan. Stok dan jadwal yang dipesan sudah dilepas.';
    case 'expired':
      return 'Batas waktu pembayaran terlewati, sehingga pesanan dibatalkan otomatis. Silakan buat pesanan baru.';
  }
}

/** KMD-yymmdd-XXXXXX; the six characters leave out 0, O, 1 and I (read out on the phone). */
export const ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_NO_PATTERN = /^KMD-\d{6}-[A-HJ-NP-Z2-9]{6}$/;

/** The order number as a visitor types it: spaces dropped, upper-case. */
export function normalizeOrderNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------

/** QRIS and the virtual accounts of the major Indonesian banks. */
export const PAYMENT_METHODS = ['qris', 'va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  qris: 'QRIS',
  va_bca: 'BCA Virtual Account',
  va_bni: 'BNI Virtual Account',
  va_bri: 'BRI Virtual Account (BRIVA)',
  va_mandiri: 'Mandiri Bill Payment',
  va_permata: 'Permata Virtual Account',
};

/**
 * How long a charge can be paid: QRIS 15 minutes (what Indonesian gateways give a dynamic QRIS),
 * a virtual account 3 hours. The order holds its stock and slot that long, then expires.
 */
export const PAYMENT_EXPIRY_MINUTES: Readonly<Record<PaymentMethod, number>> = {
  qris: 15,
  va_bca: 180,
  va_bni: 180,
  va_bri: 180,
  va_mandiri: 180,
  va_permata: 180,
};

/** A new car is reserved with this booking fee ("tanda jadi"), paid online; the rest is settled at the dealer. */
export const NEW_CAR_BOOKING_FEE = 5_000_000;

/**
 * A certified used car is reserved with the same booking fee as a new car (issue 29): one amount
 * to explain on every car page. The car is one unit: it shows 'Dipesan' while the order holds it,
 * returns to sale when the order expires or is cancelled, and stays reserved once paid.
 */
export const USED_CAR_BOOKING_FEE = NEW_CAR_BOOKING_FEE;

// ---------------------------------------------------------------------------------------------
// Installation and service slots
// ---------------------------------------------------------------------------------------------

/** Slots are offered from tomorrow up to this many days ahead. */
export const SLOT_DAYS_AHEAD = 14;
/** Bays a branch keeps for online installations and service packages per hour. */
export const SLOT_CAPACITY_PER_HOUR = 2;
/** Slots start on the hour, from the branch's opening to one hour before it closes. */
export const SLOT_MINUTES = 60;

// ---------------------------------------------------------------------------------------------
// Tracking
// ---------------------------------------------------------------------------------------------

/**
 * /tracking-order: look-ups allowed per address and per order number in 15 minutes. Knowing an
 * order number, guessing its phone (about 10^9 numbers) at 10 tries per 15 minutes is hopeless,
 * while a customer refreshing their own order is not stopped.
 */
export const TRACKING_LIMIT_PER_IP = 30;
export const TRACKING_LIMIT_PER_ORDER = 10;
export const TRACKING_LIMIT_WINDOW_SECONDS = 15 * 60;

// ---------------------------------------------------------------------------------------------
// Messages (Indonesian, shown as they are)
// ---------------------------------------------------------------------------------------------

export const COMMERCE_MESSAGES = {
  PRODUCT_UNKNOWN: (code: string) => `Produk dengan kode ${code} tidak ditemukan`,
  PRODUCT_NOT_ON_SALE: (name: string) => `${name} sedang tidak dijual`,
  OUT_OF_STOCK: (name: string) => `Stok ${name} habis`,
  /** Issue 29: another customer reserved (or bought) the used car first. */
  USED_CAR_TAKEN: 'Mobil ini sudah dipesan pelanggan lain',
  USED_CAR_SOLD: 'Mobil ini sudah terjual',
  ABOVE_STOCK: (name: string, available: number) => `Stok ${name} tinggal ${available}; kurangi jumlahnya`,
  ABOVE_LINE_LIMIT: `Paling banyak ${CART_MAX_QUANTITY_PER_LINE} unit per barang dalam satu pesanan`,
  TOO_MANY_LINES: `Keranjang paling banyak berisi ${CART_MAX_LINES} jenis barang`,
  CART_EMPTY: 'Keranjang Anda kosong',
  SLOT_REQUIRED: 'Pilih jadwal pemasangan atau servis',
  SLOT_NOT_NEEDED: 'Pesanan ini tidak memerlukan jadwal',
  SLOT_INVALID: 'Jadwal yang dipilih tidak tersedia di dealer ini',
  SLOT_TAKEN: 'Jadwal yang dipilih baru saja penuh. Silakan pilih jadwal lain.',
  BRANCH_UNKNOWN: 'Dealer tidak ditemukan',
  BRANCH_NO_SERVICE: 'Dealer ini tidak melayani pesanan tersebut; pilih dealer lain',
  ORDER_NOT_FOUND: 'Pesanan tidak ditemukan',
  ORDER_NOT_CANCELLABLE: 'Pesanan yang sudah dibayar atau sudah ditutup tidak dapat dibatalkan di sini; hubungi dealer',
  ORDER_NOT_PAYABLE: 'Pesanan ini tidak menunggu pembayaran',
  /** A change order-transitions.ts does not allow (the dealer system, the staff console). */
  ORDER_TRANSITION_REFUSED: (from: string, to: string) => `Status pesanan tidak dapat diubah dari ${from} ke ${to}`,
  /** The order changed between reading it and changing it (another process moved it first). */
  ORDER_CHANGED_MEANWHILE: 'Status pesanan baru saja berubah; muat ulang dan coba lagi',
  TRACKING_MISMATCH: 'Nomor pesanan dan nomor HP tidak cocok dengan pesanan mana pun. Periksa kembali keduanya.',
  TRACKING_ORDER_NO_INVALID: 'Nomor pesanan berformat KMD-YYMMDD-XXXXXX, mis. KMD-261126-7K3MQA',
  PAYMENT_UNAVAILABLE: 'Layanan pembayaran sedang tidak dapat dihubungi. Coba lagi beberapa saat lagi.',
  /** Refunds (staff console, issue 24). */
  REFUND_NOT_NEEDED: 'Pesanan ini tidak memerlukan pengembalian dana',
  REFUND_ALREADY_DONE: 'Dana pesanan ini sudah dikembalikan',
  REFUND_TAKEN: 'Pengembalian dana pesanan ini baru saja diproses oleh staf lain; muat ulang halaman',
  REFUND_PROVIDER_MISSING: (provider: string) => `Penyedia pembayaran ${provider} tidak aktif di server ini; kembalikan dana melalui dasbor penyedia`,
  VARIANT_UNKNOWN: 'Varian mobil tidak ditemukan untuk model ini',
  COLOR_UNKNOWN: 'Warna tidak tersedia untuk model ini',
} as const;
