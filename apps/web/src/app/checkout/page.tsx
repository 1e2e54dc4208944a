import { PRODUCT_KIND_LABELS, PRODUCT_KIND_LISTS, PRODUCT_KINDS } from '@kemudi/domain/commerce';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import styles from '@/components/checkout/checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import { OrderSummary } from '@/components/checkout/order-summary';
import Link from '@/components/page/link';
import { pathWithQuery } from '@/lib/myaccount';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { loadCheckoutPage } from '@/server/checkout';

// The customer's cart, stock and prices: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

/** Where the catalogue of what is sold online lives (§2). */
function CatalogueLinks() {
  return (
    <div className={formStyles.actions}>
      {PRODUCT_KINDS.map((kind) => (
        <Link key={kind} href={PRODUCT_KIND_LISTS[kind]} className={formStyles.secondary}>
          {`Lihat ${PRODUCT_KIND_LABELS[kind]}`}
        </Link>
      ))}
    </div>
  );
}

/**
 * /checkout (issue 12): the cart, or with ?item=CODE&qty=N (buy now) that one item, ordered in
 * numbered steps — Kontak, Dealer, Jadwal (when an item needs a slot), Ringkasan, Metode
 * Pembayaran. Guests are sent to the login page, which brings them back here (§2).
 */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const data = await loadCheckoutPage(pathWithQuery(ROUTES.checkout, sp), {
    item: firstParam(sp.item),
    qty: firstParam(sp.qty),
    city: firstParam(sp.city),
  });

  if (data.kind === 'empty') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Checkout</h1>
        <div className={styles.card}>
          <h2>Keranjang Anda kosong</h2>
          <p>Belum ada barang untuk dipesan. Pilih aksesoris, suku cadang, kupon servis atau paket servis terlebih dahulu.</p>
          <CatalogueLinks />
        </div>
      </div>
    );
  }

  if (data.kind === 'refused') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Checkout</h1>
        <div className={styles.card}>
          <h2>Barang ini belum dapat dipesan</h2>
          <p className={formStyles.alert} role="alert">
            {data.message}
          </p>
          <p>Periksa keranjang Anda atau pilih barang lain.</p>
          <div className={formStyles.actions}>
            <Link href={ROUTES.cart} className={formStyles.secondary}>
              Buka keranjang
            </Link>
          </div>
          <CatalogueLinks />
        </div>
      </div>
    );
  }

  const { customer, preview, dealers, buyNow } = data;
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>Checkout</h1>
        <p className={styles.intro}>
          {buyNow ? 'Beli sekarang: barang ini saja, keranjang Anda tidak berubah. ' : 'Semua barang di keranjang Anda. '}
          <Link href={ROUTES.cart}>{buyNow ? 'Buka keranjang' : 'Ubah keranjang'}</Link>
        </p>
      </div>
      <CheckoutForm
        contact={{ name: customer.name, phoneNumber: customer.phoneNumber, email: customer.email }}
        needsSlot={preview.needsSlot}
        blocked={preview.problems.length > 0}
        buyNow={buyNow}
        city={dealers.city}
        cityGroups={dealers.cityGroups}
        branches={dealers.branches.map((b) => ({ slug: b.slug, name: b.name, address: b.address, phone: b.phone, distanceKm: b.distanceKm }))}
        summary={<OrderSummary preview={preview} />}
      />
    </div>
  );
}
